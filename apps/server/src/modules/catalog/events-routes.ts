import { ApiError, apiRoutes, EventsPostQuery, EventsQuery, IdParams, Market } from '@sb/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { InputError, NotFoundError } from '../../errors.ts';
import { sendCachedJson } from '../../http/cached-json.ts';
import { requestLocale } from './names/served-names.ts';

/** Lists are polled every 15 s (SPEC.md §7); a few seconds of shared caching is invisible to a bettor. */
const LIST_CACHE = 'public, max-age=5';

/**
 * The POST form's body is JSON, so values may come typed (arrays, numbers, booleans); the query
 * schema reads strings. Turned into query-string form, both forms go through one schema.
 */
function asQueryStrings(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      Array.isArray(value)
        ? value.join(',')
        : typeof value === 'object' || value === null
          ? value
          : String(value),
    ]),
  );
}

function checkDateWindow(query: EventsQuery, where: 'query' | 'body'): EventsQuery {
  if (query.dateFrom && query.dateTo && Date.parse(query.dateFrom) > Date.parse(query.dateTo)) {
    throw new InputError(`${where}.dateTo`, 'must not be before dateFrom');
  }
  return query;
}

/** Events and markets (SPEC.md §7 Odds and events). */
export const eventsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { catalog } = app;
  // A visitor's prices are the book of the brand asked for (docs/decisions/odds-per-brand.md).
  const book = (request: FastifyRequest) => app.odds.bookOf(request.brand.code);

  // §7 names two paths of the list (the second under /nextapi); each answers GET and POST alike.
  for (const path of [apiRoutes.events, apiRoutes.nextEvents]) {
    app.get(path, { schema: { querystring: EventsQuery } }, (request, reply) => {
      const query = checkDateWindow(request.query, 'query');
      const locale = requestLocale(request);
      // Warm (the brand's settings loaded, the list cached and fresh), the answer goes out in this
      // turn of the event loop: a polled list is nearly always warm, and reaching its answer through
      // the settings', the book's and the cache's promises was a tenth of its cost
      // (docs/decisions/throughput.md, "Fifth stop").
      const visitorBook = app.odds.visitorBookNow(request.brand.code);
      const warm = visitorBook === undefined ? undefined : catalog.listEventsNow(query, visitorBook, locale);
      if (warm) {
        const sent = sendCachedJson(request, reply, warm, LIST_CACHE);
        // Sent now: a handler that is not async returns nothing (the reply, a thenable, would be waited on).
        return sent === reply ? undefined : sent;
      }
      return book(request)
        .then((booked) => catalog.listEvents(query, booked, locale))
        .then((body) => sendCachedJson(request, reply, body, LIST_CACHE));
    });

    // Above 2,000 characters of query the client POSTs the params as a body; `hash` names the query
    // for caches in between and is not checked here.
    app.post(
      path,
      {
        schema: { querystring: EventsPostQuery, body: EventsQuery },
        preValidation: (request, _reply, next) => {
          request.body = asQueryStrings(request.body) as typeof request.body;
          next();
        },
      },
      async (request, reply) => {
        const body = await catalog.listEvents(
          checkDateWindow(request.body, 'body'),
          await book(request),
          requestLocale(request, request.body.l),
        );
        // Private: a POST answer is not reused by shared caches anyway, and this keeps it so.
        return sendCachedJson(request, reply, body, 'private, max-age=5');
      },
    );
  }

  app.get(apiRoutes.event, { schema: { params: IdParams } }, async (request, reply) => {
    const body = await catalog.event(request.params.id, await book(request), requestLocale(request));
    if (!body) throw new NotFoundError(`Event ${request.params.id} not found`);
    return sendCachedJson(request, reply, body, LIST_CACHE);
  });

  app.get(
    apiRoutes.market,
    { schema: { params: IdParams, response: { 200: Market, 404: ApiError } } },
    async (request, reply) => {
      const market = await catalog.market(request.params.id, await book(request), requestLocale(request));
      if (!market) throw new NotFoundError(`Market ${request.params.id} not found`);
      reply.header('cache-control', 'public, max-age=5').header('vary', 'x-accept-language');
      return market;
    },
  );

  done();
};
