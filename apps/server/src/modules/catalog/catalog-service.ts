import type { EventPathTreeQuery, EventsQuery, EventsResponse, Market } from '@sb/contract';
import { MARKETS_PER_EVENT, MARKETS_PER_TYPE, rowMarket, selectMarkets } from '@sb/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CachedJson } from '../../http/cached-json.ts';
import { Expiring, ResponseCache } from '../../http/response-cache.ts';
import { toEvent, toMarket } from './event-mapper.ts';
import type { OddsBook } from './odds-service.ts';
import { selectEventPathTree } from './event-path-tree-repository.ts';
import {
  listStatuses,
  selectEvent,
  selectEventPage,
  selectMarket,
  selectMarketsOf,
  selectNextKickOff,
} from './events-repository.ts';

/**
 * The pre-match catalogue as served: lists, events, markets and the event path tree. Answers are
 * cached serialised (ResponseCache) for `cacheMs`, and lists and trees never past the next kick-off,
 * so a crowd polling the same list every 15 s (SPEC.md §7) costs one query per interval and never
 * sees a started event as pre-match. Any catalogue write must call `invalidate()`.
 */
export interface CatalogService {
  /** Priced by `book` (odds-service.ts bookOf): each book's answers are cached apart. */
  listEvents(query: EventsQuery, book: OddsBook): Promise<CachedJson>;
  event(id: number, book: OddsBook): Promise<CachedJson | undefined>;
  market(id: number, book: OddsBook): Promise<Market | undefined>;
  eventPathTree(query: EventPathTreeQuery): Promise<CachedJson>;
  /** Prices, markets or events changed: drop every cached answer and the loaded margins. */
  invalidate(): void;
  /** Moves on every `invalidate()`: a page rendered from older answers is out of date. */
  readonly generation: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogService;
  }
}

export interface CatalogServiceOptions {
  cacheMs: number;
}

/** The same list whatever the order of ids or the language asked for (lists are not translated). */
function listKey(query: EventsQuery): string {
  const sorted = (ids: number[] | undefined) => ids && [...ids].sort((a, b) => a - b);
  return JSON.stringify({
    ...query,
    l: undefined,
    ids: sorted(query.ids),
    eventPathIds: sorted(query.eventPathIds),
    marketTypeIds: sorted(query.marketTypeIds),
  });
}

export const catalogService = fp(
  (app: FastifyInstance, options: CatalogServiceOptions, done) => {
    const answers = new ResponseCache({
      ttlMs: options.cacheMs,
      maxEntries: 1000,
      onRefreshError: (err) => app.log.error({ err }, 'catalogue refresh failed'),
    });

    /**
     * A list or tree stays right until the next kick-off (an event leaves pre-match then): cache it
     * that long at most. The cache runs on real time, the catalogue on `app.clock`.
     */
    async function untilNextKickOff(value: unknown, now: Date): Promise<Expiring> {
      const next = await selectNextKickOff(app.db, now);
      return new Expiring(value, next ? Date.now() + (next.getTime() - now.getTime()) : Infinity);
    }

    async function computeList(query: EventsQuery, book: OddsBook, now: Date): Promise<EventsResponse> {
      const { rows, total } = await selectEventPage(app.db, query, now);
      const withMarkets = query.includeMarkets && rows.length > 0;
      const [marketsByEvent, price] = withMarkets
        ? await Promise.all([
            selectMarketsOf(
              app.db,
              rows.map((r) => r.id),
              { marketTypeIds: query.marketTypeIds, statuses: listStatuses(query) },
            ),
            app.odds.pricer(book),
          ])
        : [undefined, undefined];
      return {
        events: rows.map((row) => {
          if (!marketsByEvent || !price) return toEvent(row, row.marketCount);
          const offered = (marketsByEvent.get(row.id) ?? []).map((m) => toMarket(m, row.leagueId, price));
          // lightWeightResponse: only the market a list row shows (domain rowMarket).
          const shown = query.lightWeightResponse
            ? [rowMarket(offered, query.marketTypeIds)].filter((m) => m !== undefined)
            : selectMarkets(offered, {
                perMarketType: MARKETS_PER_TYPE,
                perEvent: MARKETS_PER_EVENT,
                ...(query.marketTypeIds ? { marketTypeIds: query.marketTypeIds } : {}),
              });
          return toEvent(row, row.marketCount, shown);
        }),
        page: query.page,
        eventsPerPage: query.eventsPerPage,
        totalEvents: total,
        totalPages: Math.ceil(total / query.eventsPerPage),
      };
    }

    async function computeEvent(id: number, book: OddsBook) {
      const row = await selectEvent(app.db, id);
      if (!row) return undefined;
      const [marketsByEvent, price] = await Promise.all([
        selectMarketsOf(app.db, [id]),
        app.odds.pricer(book),
      ]);
      const markets = (marketsByEvent.get(id) ?? []).map((m) => toMarket(m, row.leagueId, price));
      return toEvent(row, markets.length, markets);
    }

    const service: CatalogService = {
      async listEvents(query, book) {
        const now = app.clock();
        const body = await answers.get(`list:${book}:${listKey(query)}`, async () =>
          untilNextKickOff(await computeList(query, book, now), now),
        );
        return body!;
      },
      event: (id, book) => answers.get(`event:${book}:${id}`, () => computeEvent(id, book)),
      async market(id, book) {
        const found = await selectMarket(app.db, id);
        return found && toMarket(found, found.leagueId, await app.odds.pricer(book));
      },
      async eventPathTree(query) {
        const key = `tree:${JSON.stringify({ ...query, l: undefined })}`;
        const now = app.clock();
        const body = await answers.get(key, async () =>
          untilNextKickOff({ eventPaths: await selectEventPathTree(app.db, query, now) }, now),
        );
        return body!;
      },
      invalidate() {
        app.odds.invalidate();
        answers.invalidate();
      },
      get generation() {
        return answers.generation;
      },
    };
    app.decorate('catalog', service);
    done();
  },
  { name: 'catalog', dependencies: ['database', 'odds'] },
);
