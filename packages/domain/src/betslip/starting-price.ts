import type { BetslipError } from '@sb/contract';
import { snapToLadder } from '../odds/odds-ladder.ts';
import { isRaceSport } from '../sports/sports.ts';
import { rejection } from './betslip-errors.ts';

/*
 * Starting-price (SP) bets as a UK book takes them (SPEC.md §3 Betslip model `startingPrice`, §8
 * RES-00100 "Starting price is not allowed", RES-00098 "No price is available";
 * docs/decisions/starting-price.md). One rule for the offer (the server's pricing and placement,
 * the web's slip) and one for the price an SP leg settles at.
 */

export interface StartingPriceMarket {
  sportCode: string;
  /** RANKEVENT: a race or an outright. */
  eventType: string;
  /** The market's style: a race's Win market is OUTRIGHT. */
  marketStyle: string;
  /** The event is in play or its off (or the market's cut-off) has passed. */
  started: boolean;
}

/**
 * SP is offered on a race's Win market (horses, greyhounds) before the off only: not on a game, an
 * outright of another sport, nor a race once it is off.
 */
export function startingPriceOffered(market: StartingPriceMarket): boolean {
  return isStartingPriceMarket(market) && !market.started;
}

/** A market whose runners return a starting price at the off: a race's Win market. */
export function isStartingPriceMarket(market: Omit<StartingPriceMarket, 'started'>): boolean {
  return (
    isRaceSport(market.sportCode) && market.eventType === 'RANKEVENT' && market.marketStyle === 'OUTRIGHT'
  );
}

/** The seed of the demo's starting prices (the simulator's results and the demo result control). */
export const DEMO_STARTING_PRICE_SEED = 0x5b_2026;

/**
 * The SP errors of one selection against its offer: SP asked where not offered (RES-00100); a fixed
 * price asked of a runner that has none yet, an "SP only" runner (RES-00098).
 */
export function startingPriceErrors(
  single: { startingPrice: boolean; ref: string; outcomeId: number },
  offer: { startingPriceOffered: boolean; fixedPriceOffered: boolean },
): BetslipError[] {
  if (single.startingPrice && !offer.startingPriceOffered)
    return [rejection('RES-00100', single.ref, single.outcomeId)];
  if (!single.startingPrice && !offer.fixedPriceOffered)
    return [rejection('RES-00098', single.ref, single.outcomeId)];
  return [];
}

/** A 32-bit mix of a seed and an outcome id (splitmix-like): the same pair, the same draw. */
function mix(seed: number, outcomeId: number): number {
  let h = (seed ^ Math.imul(outcomeId, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * The demo's starting price of a runner: its last price at the off (a runner with no fixed price:
 * the book's forecast) moved by up to 15 % either way by a seeded draw, on the odds ladder. The same
 * seed, runner and price give the same SP, so a repeat of a result names the same prices.
 */
export function demoStartingPrice(seed: number, outcomeId: number, lastPrice: number): number {
  const draw = mix(seed, outcomeId) / 0xffffffff; // [0, 1]
  const moved = Math.max(1.01, lastPrice) * (0.85 + 0.3 * draw);
  return snapToLadder(Math.max(1.01, moved));
}

/**
 * The decimal an SP leg settles at: the SP returned with the result. A race resulted without an SP
 * for the runner (a feed that sends none) gives undefined: the leg is void, the stake back.
 */
export function startingPriceOf(sp: number | undefined): number | undefined {
  return sp !== undefined && Number.isFinite(sp) && sp > 1 ? sp : undefined;
}
