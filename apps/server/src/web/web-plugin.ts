import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { noRouteError } from '../errors.ts';
import { isApiPath } from '../http/api-path.ts';
import { withBrandHead } from './brand-head.ts';
import { brandPageOf, type BrandPage } from './brand-page.ts';
import { escapeHtml } from './escape-html.ts';
import { loadPageRenderer } from './page-renderer.ts';
import { PageAssets } from './page-assets.ts';
import { serverRender } from './server-render.ts';

export interface WebPluginOptions {
  /** The Vite build folder (index.html + assets/). */
  webDist: string;
  /** The server renderer's build folder; without one, every page renders in the browser. */
  webSsrDist?: string;
  /** Where the server renderer fetches data: undefined for this process's own API. */
  ssrApiOrigin?: string | undefined;
}

const NOT_BUILT =
  'The web app is not built yet: run `npm run build` (or `npm start`, which builds it). The API is up under /api and /xapi.';

/**
 * The built single-page app, and what every unknown path gets:
 * - /assets/* are content-hashed by Vite: cached for a year, immutable; other files and index.html
 *   are revalidated every time, so a deploy shows at once;
 * - a GET for a page (accepts text/html, not under /api or /xapi) gets the page rendered on the
 *   server (public pages, server-render.ts) or else index.html, which renders in the browser;
 * - anything else unknown is a JSON 404.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, options: WebPluginOptions) => {
    const hasWeb = existsSync(join(options.webDist, 'index.html'));
    const assets = join(options.webDist, 'assets') + sep;
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: options.webDist,
        wildcard: false,
        index: false,
        // The web build writes .br and .gz copies of its text files (apps/web/vite.config.ts,
        // precompress): sent as they are, not compressed again on every request.
        preCompressed: true,
        setHeaders: (reply, path) => {
          reply.header(
            'cache-control',
            path.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    } else {
      app.log.warn({ webDist: options.webDist }, 'web app not built: serving the API only');
    }
    const indexHtml = hasWeb ? readFileSync(join(options.webDist, 'index.html'), 'utf8') : '';
    const renderer = hasWeb && options.webSsrDist ? await loadPageRenderer(options.webSsrDist) : undefined;
    const renderReply = renderer
      ? serverRender(app, renderer, {
          template: indexHtml,
          assets: new PageAssets(options.webDist),
          apiOrigin: options.ssrApiOrigin,
          // Both only grow, so their sum moves whenever either does.
          ...(options.ssrApiOrigin
            ? {}
            : { dataGeneration: () => app.catalog.generation + app.cms.generation }),
        })
      : undefined;
    if (hasWeb && !renderer) app.log.warn('no server renderer built: pages render in the browser only');

    const notFound = (request: FastifyRequest, reply: FastifyReply) =>
      reply.status(404).send(noRouteError(request));
    // Pages are a route of their own, not the not-found handler: only routes get the compression
    // hooks (@fastify/compress), and a page is the largest answer a first visit waits for.
    app.get('/*', async (request, reply) => {
      if (isApiPath(request.url)) return notFound(request, reply);
      if (!hasWeb) return reply.status(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
      // A missing script or image must not come back as a page.
      if (!(request.headers.accept ?? '').includes('text/html')) return notFound(request, reply);
      const brandPage = await brandPageOf(app, request, options.ssrApiOrigin);
      if (renderReply && (await renderReply(request, reply, brandPage))) return reply;
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(brandedShell(indexHtml, brandPage));
    });
    app.setNotFoundHandler(notFound);
  },
  { name: 'web' },
);

/** index.html for a page the browser renders: the brand's head, title and theme already in it. */
function brandedShell(html: string, { head, theme }: BrandPage): string {
  const branded = withBrandHead(html, head).replace(
    /<title>[^<]*<\/title>/,
    () => `<title>${escapeHtml(head.title)}</title>`,
  );
  return theme ? branded.replace(/<html([^>]*)>/, `<html$1 data-theme="${theme}">`) : branded;
}
