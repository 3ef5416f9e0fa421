import { PSEUDO_SECTIONS } from '../sports/sport-id-space.ts';
import { lastMatching } from './url-pattern.ts';

/** The catch-all pattern: used only when no more specific layout matches. */
const FALLBACK_URL = '/*';

/**
 * The page layout of a path (SPEC.md §2 Page layouts). The home page takes the layout of sport
 * 10001 (Homepage) when there is one. Otherwise the last layout whose pattern matches wins, the
 * catch-all '/*' only when nothing else matches (a '/*' listed last would otherwise hide every
 * other layout), and the layout named 'Default' when no pattern matches at all.
 */
export function pageLayoutFor<T extends { url: string; name: string; sport_id?: number | undefined }>(
  layouts: readonly T[],
  path: string,
  opts: { isHomepage?: boolean } = {},
): T | undefined {
  if (opts.isHomepage) {
    const home = layouts.findLast((layout) => layout.sport_id === PSEUDO_SECTIONS.homepage.id);
    if (home) return home;
  }
  return (
    lastMatching(
      layouts.filter((layout) => layout.url !== FALLBACK_URL),
      path,
    ) ??
    layouts.findLast((layout) => layout.url === FALLBACK_URL) ??
    layouts.find((layout) => layout.name === 'Default')
  );
}
