import { gameSectionOfPath } from '../games/game-sections.ts';
import { paths } from './page-paths.ts';
import { parseSportSlug } from './slugs.ts';

/** Each pattern of `paths` as a matcher of one locale-less path: a parameter is one segment. */
const MATCHERS = Object.values(paths).map(({ pattern }) => {
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '([^/]+)' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return { sportSlug: pattern.includes(':sportSlug'), regex: new RegExp(`^${source}$`) };
});

/**
 * Whether a link inside the site (`/sports/kiron`, `/live/sport/1-FOOT`, without the locale) opens a
 * page of ours rather than "page not found": a route of `paths` (a sport's slug must read as one, so
 * `/sports/esports` is no sport) or a game section of §2. The operator-content check runs every menu
 * and footer link through it (`npm run content:check`).
 */
export function servedPagePath(link: string): boolean {
  const path = link.replace(/[?#].*$/, '').replace(/^\/+|\/+$/g, '');
  if (gameSectionOfPath(path)) return true;
  return MATCHERS.some(({ regex, sportSlug }) => {
    const match = regex.exec(path);
    if (!match) return false;
    // The sport's slug is the first parameter of the patterns that carry one.
    return !sportSlug || parseSportSlug(match[1] ?? '') !== null;
  });
}
