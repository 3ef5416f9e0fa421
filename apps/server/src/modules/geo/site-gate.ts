import { apiRoutes, contentRoutes, type ServerSettings } from '@sb/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiError } from '../../errors.ts';
import { isApiPath } from '../../http/api-path.ts';
import { DEMO_MAINTENANCE_ROUTE } from './demo-site-routes.ts';

/**
 * SPEC.md §8 Global, "Redirect to /maintenance ... redirect to /blocked": a brand in
 * maintenance_mode, or a request from one of its blocked_countries, is turned away before any
 * route runs:
 * - a page (a GET for HTML the web app serves) is redirected 302 to /{locale}/maintenance or
 *   /{locale}/blocked;
 * - an API call (/api, /xapi, /auth) is refused in our error format, 503 MAINTENANCE or 403
 *   BLOCKED_COUNTRY, with `redirect` saying where the web goes;
 * - the web app's files and the calls the maintenance and blocked pages make still answer, so those
 *   pages can render. Maintenance comes first: the brand is closed to every country.
 * Settings come from app.cms (cached); the country only when the brand blocks any.
 */
export const siteGate = fp(
  (app: FastifyInstance, _options, done) => {
    /** Turns the request away if the brand is closed to it: true when it answered. */
    const turnAway = (
      request: FastifyRequest,
      reply: FastifyReply,
      settings: ServerSettings,
      path: string,
      api: boolean,
    ) => {
      const closed = settings.maintenance_mode
        ? MAINTENANCE
        : settings.blocked_countries.length > 0 &&
            settings.blocked_countries.includes(app.geo.countryOf(request))
          ? BLOCKED
          : undefined;
      if (!closed) return false;
      // Either answer lasts as long as the operator's switch, and the blocked one depends on the
      // caller's address: no cache may keep it.
      reply.header('cache-control', 'private, no-store');
      if (api) void reply.status(closed.refusal.statusCode).send(closed.refusal);
      else void reply.redirect(`/${localeOf(path, settings)}${closed.page}`, 302);
      return true;
    };
    // A callback hook, not an async one: with the brand's settings loaded (nearly every request) the
    // gate decides in this turn of the event loop, without a promise (docs/decisions/throughput.md).
    app.addHook('onRequest', (request, reply, next) => {
      const path = request.url.split('?')[0] ?? '';
      const api = isApiPath(path);
      if (api ? OPEN_API_ROUTES.has(request.routeOptions.url ?? '') : !isGatedPage(request, path))
        return next();
      const known = app.cms.settingsNow(request.brand.code, 'web');
      if (known) {
        if (!turnAway(request, reply, known, path, api)) next();
        return;
      }
      app.cms.settings(request.brand.code, 'web').then((settings) => {
        let answered: boolean;
        try {
          answered = turnAway(request, reply, settings, path, api);
        } catch (err) {
          next(err as Error);
          return;
        }
        if (!answered) next();
      }, next);
    });
    done();
  },
  { name: 'site-gate', dependencies: ['brands', 'cms', 'geo'] },
);

const MAINTENANCE = {
  page: '/maintenance',
  refusal: apiError(503, 'MAINTENANCE', 'The site is down for maintenance', { redirect: '/maintenance' }),
} as const;
const BLOCKED = {
  page: '/blocked',
  refusal: apiError(403, 'BLOCKED_COUNTRY', 'The site takes no visitors from your country', {
    redirect: '/blocked',
  }),
} as const;

/**
 * The calls that answer even when the brand is closed: health checks, and what the maintenance and
 * blocked pages need (settings, geo data, public pages such as the terms) or send (metrics, error
 * reports). By route pattern, so an encoded or odd path cannot pass for one of them.
 */
const OPEN_API_ROUTES = new Set<string>([
  '/api/health',
  '/api/ping',
  apiRoutes.allCachedSettings,
  contentRoutes.geoData,
  contentRoutes.geoDataV1,
  contentRoutes.metrics,
  contentRoutes.clientErrors,
  contentRoutes.publicPage,
  // Registered only with DEMO_CONTROLS: the switch that ends a demo maintenance.
  DEMO_MAINTENANCE_ROUTE,
]);

/** The web app's catch-all page route (web/web-plugin.ts); files and the demo's other sites have their own. */
const WEB_PAGE_ROUTE = '/*';

/** The pages a closed brand sends visitors to, with or without a locale in front: never redirected. */
const CLOSED_PAGES = /^(?:\/[a-z]{2})?\/(?:maintenance|blocked|static\/flutter-maintenance)\/?$/i;

/** A page request the gate redirects: a GET for HTML of the web app, not a file, not a closed page. */
function isGatedPage(request: FastifyRequest, path: string): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    request.routeOptions.url === WEB_PAGE_ROUTE &&
    (request.headers.accept ?? '').includes('text/html') &&
    !/^\/(?:assets|next)\//.test(path) &&
    !/\.[^/]*$/.test(path) &&
    !CLOSED_PAGES.test(path)
  );
}

const TWO_LETTERS = /^[a-z]{2}$/;

/**
 * The locale of the closed page (SPEC.md §2 Locale): the path's first segment when the brand offers
 * that language, else the brand's `locale`, else English. Always two letters: it goes into a URL.
 */
function localeOf(path: string, settings: ServerSettings): string {
  const first = path.split('/')[1]?.toLowerCase() ?? '';
  if (TWO_LETTERS.test(first) && settings.languages.some((language) => language.locale === first))
    return first;
  return TWO_LETTERS.test(settings.locale) ? settings.locale : 'en';
}
