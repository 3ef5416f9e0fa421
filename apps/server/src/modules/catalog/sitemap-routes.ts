import { DEFAULT_LOCALE, EVENT_PATH_TREE_CACHE_S } from '@sb/domain';
import type { FastifyPluginCallback } from 'fastify';
import { selectEventPathTree } from './event-path-tree-repository.ts';
import { selectOpenEventSlugs } from './events-repository.ts';
import { sitemapPaths, sitemapXml } from './sitemap.ts';

export interface SitemapRoutesOptions {
  /** Config.publicOrigin: the site's address; undefined: the request's own. */
  publicOrigin: string | undefined;
}

/**
 * GET /sitemap.xml: the catalogue's public pages for search engines (sitemap.ts), and GET
 * /robots.txt, which names it. Both are cached an hour, like the event path tree.
 */
export const sitemapRoutes: FastifyPluginCallback<SitemapRoutesOptions> = (app, options, done) => {
  const originOf = (protocol: string, host: string) => options.publicOrigin ?? `${protocol}://${host}`;

  app.get('/sitemap.xml', async (request, reply) => {
    const [tree, eventSlugs] = await Promise.all([
      selectEventPathTree(app.db, { periodType: 'ALL', sportGroups: 'REGULAR,ESPORTS' }, app.clock()),
      selectOpenEventSlugs(app.db),
    ]);
    const pagePaths = sitemapPaths(DEFAULT_LOCALE, tree, eventSlugs);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', `public, max-age=${EVENT_PATH_TREE_CACHE_S}`)
      .send(sitemapXml(originOf(request.protocol, request.host), pagePaths));
  });

  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', `public, max-age=${EVENT_PATH_TREE_CACHE_S}`)
      .send(
        `User-agent: *\nDisallow: /api/\nDisallow: /xapi/\nSitemap: ${originOf(request.protocol, request.host)}/sitemap.xml\n`,
      ),
  );
  done();
};
