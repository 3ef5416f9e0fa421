import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { apiError } from '../errors.ts';
import { isApiPath } from '../http/api-path.ts';

export interface WebPluginOptions {
  /** The Vite build folder (index.html + assets/). */
  webDist: string;
}

const NOT_BUILT =
  'The web app is not built yet: run `npm run build` (or `npm start`, which builds it). The API is up under /api and /xapi.';

/**
 * The built single-page app, and what every unknown path gets:
 * - /assets/* are content-hashed by Vite: cached for a year, immutable; other files and index.html
 *   are revalidated every time, so a deploy shows at once;
 * - a GET for a page (accepts text/html, not under /api or /xapi) gets index.html, which routes on
 *   the client (deep links such as /en/sports/240-FOOT);
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

    app.setNotFoundHandler((request, reply) => {
      const notFound = () => {
        const path = request.url.split('?')[0] ?? '';
        return reply.status(404).send(apiError(404, 'NOT_FOUND', `No route ${request.method} ${path}`));
      };
      if (request.method !== 'GET' || isApiPath(request.url)) return notFound();
      if (!hasWeb) return reply.status(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
      // A missing script or image must not come back as a page.
      if (!(request.headers.accept ?? '').includes('text/html')) return notFound();
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'web' },
);
