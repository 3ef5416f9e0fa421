import { BADGE_WIDE_ABOVE } from '../constants.ts';

/** Badge counts above 99 use a wider badge (§2, §9): the footer's and the header's alike. */
export function badgeIsWide(count: number): boolean {
  return count > BADGE_WIDE_ABOVE;
}
