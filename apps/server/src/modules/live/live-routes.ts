import {
  apiRoutes,
  IdParams,
  LiveEventsQuery,
  LivePageMarketsQuery,
  LivePageQuery,
  type LivePageEventResponse,
  type LivePageMarketsResponse,
} from '@sb/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../errors.ts';
import { toEvent, selectEvent } from '../catalog/index.ts';
import { liveEventsList, livePage, withMarkets } from './live-views.ts';

/** Live data moves every second; a shared cache may only absorb a burst of identical requests. */
const LIVE_CACHE = 'public, max-age=1';

/** The live calls of SPEC.md §7, answered from the in-memory live state. */
export const liveRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { state } = app.live;

  app.get(apiRoutes.liveEvents, { schema: { querystring: LiveEventsQuery } }, (request, reply) => {
    reply.header('cache-control', LIVE_CACHE);
    return Promise.resolve(liveEventsList(state, request.query));
  });

  app.get(apiRoutes.livePage, { schema: { querystring: LivePageQuery } }, (request, reply) => {
    reply.header('cache-control', LIVE_CACHE);
    return Promise.resolve(livePage(state, request.query));
  });

  app.get(apiRoutes.livePageEvent, { schema: { params: IdParams } }, async (request, reply) => {
    const { id } = request.params;
    const live = state.event(id);
    let body: LivePageEventResponse;
    if (live) {
      body = { event: withMarkets(live, live.markets ?? []) };
    } else {
      // Finished long ago (gone from memory): the page still says so rather than "not found".
      const row = await selectEvent(app.db, id);
      if (!row?.isFinished) throw new NotFoundError(`Live event ${id} not found`);
      body = { event: { ...toEvent(row, 0), ...row.live } };
    }
    reply.header('cache-control', LIVE_CACHE);
    return body;
  });

  app.get(
    apiRoutes.livePageMarkets,
    { schema: { params: IdParams, querystring: LivePageMarketsQuery } },
    (request, reply) => {
      // cmsSettingId picks a CMS market layout; the demo data has none, so every market is sent.
      const event = state.event(request.params.id);
      if (!event) throw new NotFoundError(`Live event ${request.params.id} not found`);
      const body: LivePageMarketsResponse = { eventId: event.id, markets: event.markets ?? [] };
      reply.header('cache-control', LIVE_CACHE);
      return Promise.resolve(body);
    },
  );

  done();
};
