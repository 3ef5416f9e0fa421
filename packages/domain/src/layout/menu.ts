import { LANGUAGE_LIST_MAX, MENU_TOP_ROW_MAX } from '../constants.ts';

/** The side menu's top icon row holds at most 5 items, the first ones configured (§2, §9). */
export function topIconRow<T>(items: readonly T[]): T[] {
  return items.slice(0, MENU_TOP_ROW_MAX);
}

/**
 * How the language selector shows (§2 Side menu, §9): hidden with one language or none, a list
 * with 7 or fewer, a grid with flags above that.
 */
export function languageSelectorLayout(count: number): 'list' | 'grid' | 'hidden' {
  if (count <= 1) return 'hidden';
  return count <= LANGUAGE_LIST_MAX ? 'list' : 'grid';
}
