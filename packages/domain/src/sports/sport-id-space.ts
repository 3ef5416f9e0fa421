/*
 * The parts of SPEC.md §3's sport id space that pages need without the sport list itself (about
 * 100 entries): kept apart so that the home page, which needs only the pseudo-sections, does not
 * load the list.
 */

/** Pseudo-sections of SPEC.md §2: not sports, but they share the sport id space. */
export const PSEUDO_SECTIONS = {
  favourites: { id: 10000, code: 'FAVOURITES' },
  homepage: { id: 10001, code: 'HOMEPAGE' },
  jackpotBet: { id: 10002, code: 'JACKPOTBET' },
} as const;

/** Variants that share the id of their base sport (SPEC.md §3: FOOT-india, TENN-india). */
export const SPORT_CODE_ALIASES: Readonly<Record<string, string>> = {
  'FOOT-india': 'FOOT',
  'TENN-india': 'TENN',
};
