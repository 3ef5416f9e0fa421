import type { PlaceTerms } from '@sb/contract';
import { isRaceSport } from '../sports/sports.ts';

/*
 * The each-way place terms a market offers (SPEC.md §3 Single selection `placeTerms`, `showEachWay`),
 * from what kind of market it is and how many run, as a UK/Irish book sets them (the Tattersalls
 * rules for races, the usual terms for outrights). The table is docs/decisions/each-way.md; the
 * server offers them with the selection and the slip never invents them.
 */

export interface EachWayMarket {
  sportCode: string;
  /**
   * The market picks one winner from a field of runners (a race's Win market, an outright winner
   * or top goalscorer market). Head-to-head, line and match markets are not: they have no places.
   */
  field: boolean;
  /** Runners still in it (non-runners and hidden outcomes left out). */
  runners: number;
  /** A handicap race: 12+ runners pay at 1/4, 16+ four places. */
  handicap?: boolean;
}

const terms = (places: number, numerator: number, denominator: number): PlaceTerms => ({
  numerator,
  denominator,
  places,
});

/** Horse and greyhound races (Tattersalls rule 5): undefined is win only. */
function raceTerms(runners: number, handicap: boolean): PlaceTerms | undefined {
  if (runners < 5) return undefined;
  if (runners < 8) return terms(2, 1, 4);
  if (!handicap || runners < 12) return terms(3, 1, 5);
  if (runners < 16) return terms(3, 1, 4);
  return terms(4, 1, 4);
}

/** Outright winner markets: a quarter the odds, more places the bigger the field; golf 1/5. */
function outrightTerms(sportCode: string, runners: number): PlaceTerms | undefined {
  if (sportCode === 'GOLF') {
    if (runners < 8) return undefined;
    if (runners < 16) return terms(3, 1, 5);
    if (runners < 30) return terms(4, 1, 5);
    return terms(5, 1, 5);
  }
  if (runners < 6) return undefined;
  if (runners <= 10) return terms(2, 1, 4);
  if (runners <= 20) return terms(3, 1, 4);
  return terms(4, 1, 4);
}

/**
 * The place terms of a market, or undefined when it takes win bets only (no each-way): a market
 * that is not a field, or a field too small to have places.
 */
export function placeTermsFor(market: EachWayMarket): PlaceTerms | undefined {
  if (!market.field) return undefined;
  const runners = Math.max(0, Math.floor(market.runners));
  return isRaceSport(market.sportCode)
    ? raceTerms(runners, market.handicap ?? false)
    : outrightTerms(market.sportCode, runners);
}

/** A race's title names a handicap as a UK or Irish card does ('Novices' Handicap Chase'). */
export function isHandicapRace(title: string): boolean {
  return /\bhandicap\b/i.test(title);
}

/**
 * The terms of a market of the catalogue: a field is an outright-style market of a ranked event
 * (RANKEVENT: a race, an outright); its runners are its outcomes not hidden (a non-runner is hidden).
 * The offer (pricing, placement) and the results (how many places) read the same terms.
 */
export function catalogPlaceTerms(
  event: { sportCode: string; eventType: string; description: string },
  market: { style: string },
  runners: number,
): PlaceTerms | undefined {
  return placeTermsFor({
    sportCode: event.sportCode,
    field: event.eventType === 'RANKEVENT' && market.style === 'OUTRIGHT',
    runners,
    handicap: isHandicapRace(event.description),
  });
}
