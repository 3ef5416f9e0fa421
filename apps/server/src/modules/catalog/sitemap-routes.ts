import { DEFAULT_LOCALE, EVENT_PATH_TREE_CACHE_S } from '@sb/domain';
import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { apiError } from '../../errors.ts';
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
/** A host name or IP address, with an optional port: what a Host header may say. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export const sitemapRoutes: FastifyPluginCallback<SitemapRoutesOptions> = (app, options, done) => {
  /** The site's address; a Host header that is no host at all is refused rather than written out. */
  const originOf = (request: FastifyRequest, reply: FastifyReply): string | undefined => {
    if (options.publicOrigin) return options.publicOrigin;
    if (HOST.test(request.host)) return `${request.protocol}://${request.host}`;
    void reply.status(400).send(apiError(400, 'BAD_HOST', 'The Host header does not name a host'));
    return undefined;
  };

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = originOf(request, reply);
    if (!origin) return reply;
    const [tree, eventSlugs] = await Promise.all([
      selectEventPathTree(app.db, { periodType: 'ALL', sportGroups: 'REGULAR,ESPORTS' }, app.clock()),
      selectOpenEventSlugs(app.db),
    ]);
    const pagePaths = sitemapPaths(DEFAULT_LOCALE, tree, eventSlugs);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', `public, max-age=${EVENT_PATH_TREE_CACHE_S}`)
      .send(sitemapXml(origin, pagePaths));
  });

  app.get('/robots.txt', async (request, reply) => {
    const origin = originOf(request, reply);
    if (!origin) return reply;
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', `public, max-age=${EVENT_PATH_TREE_CACHE_S}`)
      .send(`User-agent: *\nDisallow: /api/\nDisallow: /xapi/\nSitemap: ${origin}/sitemap.xml\n`);
  });
  done();
};
