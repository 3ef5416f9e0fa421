import type { EventPathNode } from '@sb/contract';
import { paths, sportSlug } from '@sb/domain';

/** XML's five special characters; a slug or a configured origin never carries markup into the file. */
function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The pages of the catalogue a search engine should know, in one locale (issue 16): home, the
 * pre-match and live listings, every sport, country and league of the event path tree, and every
 * open event's page. Account pages and the slip are a player's and stay out.
 */
export function sitemapPaths(locale: string, tree: readonly EventPathNode[], eventSlugs: readonly string[]) {
  const found = [
    paths.home.href(locale),
    paths.sports.href(locale),
    paths.fixtures.href(locale),
    paths.competitions.href(locale),
    paths.outrights.href(locale),
    paths.live.href(locale),
  ];
  for (const sport of tree) {
    const slug = sportSlug({ id: sport.id, code: sport.code ?? '' });
    found.push(paths.sport.href(locale, slug));
    for (const country of sport.children) {
      found.push(paths.country.href(locale, slug, country.slug));
      for (const league of country.children)
        found.push(paths.league.href(locale, slug, country.slug, league.slug));
    }
  }
  for (const eventSlug of eventSlugs) found.push(paths.event.href(locale, eventSlug));
  return found;
}

/** A sitemap (sitemaps.org 0.9) of absolute URLs under `origin`. */
export function sitemapXml(origin: string, pagePaths: readonly string[]): string {
  const urls = pagePaths.map((path) => `<url><loc>${escapeXml(origin + path)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
