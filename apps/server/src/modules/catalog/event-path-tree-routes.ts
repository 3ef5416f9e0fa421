import { apiRoutes, EventPathTreeQuery } from '@sb/contract';
import { EVENT_PATH_TREE_CACHE_S } from '@sb/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { sendCachedJson } from '../../http/cached-json.ts';
import { requestLocale } from './names/served-names.ts';

/**
 * GET /xapi/rest/eventpathtree, cached an hour by clients (SPEC.md §9). `includeUnpricedMarkets`,
 * `includeMarketTypes` and `lightWeightResponse` are accepted; the tree carries no markets either way.
 */
export const eventPathTreeRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    apiRoutes.eventPathTree,
    { schema: { querystring: EventPathTreeQuery } },
    async (request, reply) => {
      const body = await app.catalog.eventPathTree(request.query, requestLocale(request));
      return sendCachedJson(request, reply, body, `public, max-age=${EVENT_PATH_TREE_CACHE_S}`);
    },
  );
  done();
};
