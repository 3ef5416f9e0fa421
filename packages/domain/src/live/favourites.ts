import { PSEUDO_SECTIONS } from '../sports/sport-id-space.ts';

/**
 * Favourites of SPEC.md §3 ("list of events keyed by id") and §4 (toggle add/remove; replace;
 * clear). Kept generic over anything with an id, so the web can store bare ids or whole events.
 */

/** The Favourites pseudo-section's sport id (§2). */
export const FAVOURITES_SPORT_ID: number = PSEUDO_SECTIONS.favourites.id;

/** Adds the id when absent (at the end: the order added), removes it when present. */
export function toggleFavouriteId(ids: readonly number[], id: number): readonly number[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
}

/** The ids to replace the list with: duplicates dropped (first kept), and anything but a safe integer. */
export function replaceFavouriteIds(ids: readonly unknown[]): readonly number[] {
  return [...new Set(ids.filter((id): id is number => Number.isSafeInteger(id)))];
}

/** Reads persisted favourites (`{ ids: [...] }`) defensively: anything malformed yields []. */
export function parseFavouriteIds(stored: unknown): readonly number[] {
  if (typeof stored !== 'object' || stored === null || !('ids' in stored) || !Array.isArray(stored.ids))
    return [];
  return replaceFavouriteIds(stored.ids as unknown[]);
}

/** Adds the event when no event with its id is there, removes that event otherwise. */
export function toggleFavourite<E extends { id: number }>(events: readonly E[], event: E): readonly E[] {
  return events.some((e) => e.id === event.id) ? events.filter((e) => e.id !== event.id) : [...events, event];
}

/** Replaces the favourites with `events`, keyed by id: a later event with the same id wins, in first place. */
export function replaceFavourites<E extends { id: number }>(events: readonly E[]): readonly E[] {
  return [...new Map(events.map((e) => [e.id, e])).values()];
}

export function clearFavourites<E>(): readonly E[] {
  return [];
}

export function isFavourite(favourites: readonly (number | { id: number })[], id: number): boolean {
  return favourites.some((f) => (typeof f === 'number' ? f : f.id) === id);
}

/**
 * The favourites a player holds after logging in (docs/decisions/betslip-controls-preferences.md): the
 * union of the account's and this browser's, the account's first in their order, then the browser's
 * it lacks in theirs; at most `max` (the account's limit), the last added left out.
 *
 * @example mergeFavouriteIds([3, 1], [1, 5], 200) // [3, 1, 5]
 */
export function mergeFavouriteIds(
  account: readonly number[],
  browser: readonly number[],
  max: number,
): readonly number[] {
  return replaceFavouriteIds([...account, ...browser]).slice(0, Math.max(0, max));
}

/**
 * Whether a menu link opens the favourites pseudo-section (§2: id 10000, code FAVOURITES), in any of
 * the forms an operator writes it (with or without a locale, absolute or not): hidden with the star
 * when the brand turns favourites off (§3 enable_favorites).
 *
 * @example linksToFavourites('/en/live/sport/10000-FAVOURITES') // true
 */
export function linksToFavourites(link: string): boolean {
  return new RegExp(`/live/sport/${FAVOURITES_SPORT_ID}-`, 'i').test(link);
}
