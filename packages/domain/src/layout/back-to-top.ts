import { BACK_TO_TOP_HIDE_MS, BACK_TO_TOP_THRESHOLD_PX } from '../constants.ts';
import { matchUrlPattern } from './url-pattern.ts';

/**
 * The back-to-top button (SPEC.md §2, §9): shown beyond 200 px of scroll, hidden 5000 ms after the
 * last scroll, never on the configured paths (URL patterns, `*` wildcard).
 */
export function backToTopVisible(input: {
  scrollY: number;
  msSinceLastScroll: number;
  pathname: string;
  hiddenPaths: readonly string[];
}): boolean {
  if (input.scrollY <= BACK_TO_TOP_THRESHOLD_PX || input.msSinceLastScroll >= BACK_TO_TOP_HIDE_MS)
    return false;
  return !input.hiddenPaths.some((pattern) => matchUrlPattern(pattern, input.pathname));
}
