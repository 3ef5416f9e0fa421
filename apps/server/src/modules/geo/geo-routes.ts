import { ContentQuery, contentRoutes, GeoDataResponse } from '@sb/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

/**
 * GET /api/v2/geo_data and /api/geo_data (SPEC.md §7 Account; the web picks one by geo_data_v2):
 * the request's country and whether the brand takes no visitors from it (§8 /blocked). The answer
 * depends on the caller's address: only the caller's browser keeps it, for geo_data_cache_seconds.
 */
export const geoRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const schema = { querystring: ContentQuery, response: { 200: GeoDataResponse } };
  for (const path of [contentRoutes.geoData, contentRoutes.geoDataV1]) {
    app.get(path, { schema }, async (request, reply) => {
      const brand = request.brand.code;
      const channel = request.query.mc === 'mobile' ? 'mobile' : 'web';
      // The web channel's blocked_countries, as the gate of every request reads them (site-gate.ts).
      const [{ blocked_countries }, { geo_data_cache_seconds }] = await Promise.all([
        app.cms.settings(brand, 'web'),
        app.cms.settings(brand, channel),
      ]);
      const country_code = app.geo.countryOf(request);
      reply.header('cache-control', `private, max-age=${Math.floor(geo_data_cache_seconds)}`);
      return { country_code, blocked: country_code !== '' && blocked_countries.includes(country_code) };
    });
  }
  done();
};
