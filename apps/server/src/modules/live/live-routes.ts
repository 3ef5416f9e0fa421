import {
  apiRoutes,
  FEED_MARK_HEADER,
  feedMarkHeader,
  topics,
  type Topic,
  IdParams,
  LiveEventsQuery,
  LivePageMarketsQuery,
  LivePageQuery,
  type LivePageEventResponse,
  type LivePageMarketsResponse,
} from '@sb/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../errors.ts';
import { requestLocale, selectEvent, toEvent } from '../catalog/index.ts';
import { liveEventsList, livePage, withMarkets } from './live-views.ts';

/** Live data moves every second; a shared cache may only absorb a burst of identical requests. */
const LIVE_CACHE = 'public, max-age=1';

/**
 * The live calls of SPEC.md §7, answered from the in-memory live state, with the catalogue's names
 * in the language asked for (modules/catalog names/: a market's translation is kept while the
 * market object lives, so a list asked for again translates nothing).
 */
export const liveRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { state } = app.live;
  const { names } = app.catalog;

  app.get(apiRoutes.liveEvents, { schema: { querystring: LiveEventsQuery } }, async (request, reply) => {
    reply.header('cache-control', LIVE_CACHE).header('vary', 'x-accept-language');
    const body = liveEventsList(state, request.query);
    return { ...body, events: await names.events(body.events, requestLocale(request)) };
  });

  /**
   * The answer's feed mark, taken before the live state is read: the answer is then current to at
   * least the mark, and its reader can follow the topic from there (feed-topic-hub.ts `mark`).
   */
  const markAnswer = (reply: FastifyReply, topic: Topic) => {
    if (app.hasDecorator('feedMarks'))
      reply.header(FEED_MARK_HEADER, feedMarkHeader(topic, app.feedMarks.mark(topic)));
  };

  app.get(apiRoutes.livePage, { schema: { querystring: LivePageQuery } }, async (request, reply) => {
    reply.header('cache-control', LIVE_CACHE).header('vary', 'x-accept-language');
    // Only the whole answer with markets describes what the topic's snapshot would.
    if (request.query.includeMarkets && !request.query.eventPathIds)
      markAnswer(reply, topics.live(request.query.sportCode));
    const locale = requestLocale(request);
    const sports = livePage(state, request.query).sports;
    const translator = names.translator(locale);
    return {
      sports: await Promise.all(
        sports.map(async (sport) => {
          const name = translator.sport(sport.code, sport.name);
          return { ...sport, name, description: name, events: await names.events(sport.events, locale) };
        }),
      ),
    };
  });

  app.get(apiRoutes.livePageEvent, { schema: { params: IdParams } }, async (request, reply) => {
    const { id } = request.params;
    markAnswer(reply, topics.event(id));
    const live = state.event(id);
    let event: LivePageEventResponse['event'];
    if (live) {
      event = withMarkets(live, live.markets ?? []);
    } else {
      // Finished long ago (gone from memory): the page still says so rather than "not found".
      const row = await selectEvent(app.db, id);
      if (!row?.isFinished) throw new NotFoundError(`Live event ${id} not found`);
      event = { ...toEvent(row, 0), ...row.live };
    }
    reply.header('cache-control', LIVE_CACHE).header('vary', 'x-accept-language');
    const [named] = await names.events([event], requestLocale(request));
    const body: LivePageEventResponse = { event: named ?? event };
    return body;
  });

  app.get(
    apiRoutes.livePageMarkets,
    { schema: { params: IdParams, querystring: LivePageMarketsQuery } },
    async (request, reply) => {
      // cmsSettingId picks a CMS market layout; the demo data has none, so every market is sent.
      const event = state.event(request.params.id);
      if (!event) throw new NotFoundError(`Live event ${request.params.id} not found`);
      const [named] = await names.events([event], requestLocale(request));
      const body: LivePageMarketsResponse = { eventId: event.id, markets: named?.markets ?? [] };
      reply.header('cache-control', LIVE_CACHE).header('vary', 'x-accept-language');
      return body;
    },
  );

  done();
};
