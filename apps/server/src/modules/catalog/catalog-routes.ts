import {
  apiRoutes,
  EventPathTreeQuery,
  EventsPostQuery,
  EventsQuery,
  IdParams,
  OddsLadderQuery,
  type OddsMarginEntry,
} from '@sb/contract';
import { ODDS_LADDER } from '@sb/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { NotFoundError } from '../../errors.ts';
import type { CatalogRepository } from './catalog-repository.ts';

/** Short-lived cache of list answers: lists are polled every 15 s by every visitor (SPEC.md §7). */
const LIST_TTL_MS = 2000;
const LIST_STALE_MS = 15_000;

export function catalogRoutes(
  catalog: CatalogRepository,
  margins: () => Promise<{ version: number; margins: OddsMarginEntry[] }>,
) {
  return function (app: FastifyInstance): Promise<void> {
    const api = app.withTypeProvider<ZodTypeProvider>();
    // Holds the answer's promise, so a burst of identical requests shares one database query. An
    // answer past its 2 s is still served (up to 15 s, the web's polling interval) while one request
    // refreshes it in the background: no burst ever waits on a cold query for a list it has seen.
    const listCache = new Map<string, { at: number; body: Promise<string>; refreshing: boolean }>();

    const refresh = (key: string, query: EventsQuery): Promise<string> => {
      const body = catalog.listEvents(query).then((answer) => JSON.stringify(answer));
      body.then(
        () => {
          if (listCache.size > 500) listCache.clear();
          listCache.set(key, { at: Date.now(), body, refreshing: false });
        },
        // A failed query is not remembered: the next request tries again.
        () => listCache.delete(key),
      );
      return body;
    };

    const listEvents = (query: EventsQuery): Promise<string> => {
      const key = JSON.stringify(query);
      const hit = listCache.get(key);
      const age = hit ? Date.now() - hit.at : Number.POSITIVE_INFINITY;
      if (hit && age < LIST_TTL_MS) return hit.body;
      if (hit && age < LIST_STALE_MS) {
        if (!hit.refreshing) {
          hit.refreshing = true;
          void refresh(key, query).catch(() => undefined);
        }
        return hit.body;
      }
      const body = refresh(key, query);
      listCache.set(key, { at: Date.now(), body, refreshing: true });
      return body;
    };

    api.get(apiRoutes.events, { schema: { querystring: EventsQuery } }, async (request, reply) => {
      reply.header('cache-control', 'public, max-age=5').type('application/json');
      return listEvents(request.query);
    });

    // Queries above 2,000 characters come as POST with a hash and the params as body (SPEC.md §7).
    api.post(
      apiRoutes.events,
      { schema: { querystring: EventsPostQuery, body: EventsQuery } },
      async (request, reply) => {
        reply.type('application/json');
        return listEvents(request.body);
      },
    );

    api.get(apiRoutes.event, { schema: { params: IdParams } }, async (request, reply) => {
      const event = await catalog.getEvent(request.params.id);
      if (!event) throw new NotFoundError(`Event ${request.params.id} not found`);
      reply.header('cache-control', 'public, max-age=5');
      return event;
    });

    api.get(apiRoutes.market, { schema: { params: IdParams } }, async (request) => {
      const market = await catalog.getMarket(request.params.id);
      if (!market) throw new NotFoundError(`Market ${request.params.id} not found`);
      return market;
    });

    api.get(
      apiRoutes.eventPathTree,
      { schema: { querystring: EventPathTreeQuery } },
      async (request, reply) => {
        const { periodType, sportCode, eventTypeFilter } = request.query;
        const eventType =
          eventTypeFilter === 'GAMEEVENT' || eventTypeFilter === 'RANKEVENT' ? eventTypeFilter : undefined;
        reply.header('cache-control', 'public, max-age=3600');
        return { eventPaths: await catalog.eventPathTree({ periodType, sportCode, eventType }) };
      },
    );

    api.get(
      apiRoutes.oddsLadderAndMargins,
      {
        schema: {
          params: z.object({ version: z.coerce.number().check(z.int(), z.minimum(0)) }),
          querystring: OddsLadderQuery,
        },
      },
      async (request) => {
        const stored = await margins();
        const type = request.query.type ?? 'PPB';
        return {
          version: stored.version,
          ladder: [...ODDS_LADDER],
          margins: stored.margins.filter(
            (m) =>
              m.brandMarginType === type &&
              (request.query.eventId === undefined ||
                m.eventId === undefined ||
                m.eventId === request.query.eventId),
          ),
          powerOdds: {},
        };
      },
    );
    return Promise.resolve();
  };
}
