import type { AcceptOdds, BetslipError, BetslipSingle, PlaceTerms } from '@sb/contract';
import { formatOdds } from '../odds/odds-format.ts';
import { notice, rejection } from './betslip-errors.ts';
import type { BetslipRules } from './betslip-rules.ts';
import { exactOdds, placeOdds, type ExactOdds } from './exact-odds.ts';
import { wire } from './stake-amount.ts';
import { startingPriceErrors } from './starting-price.ts';
import { SINGLE_BET_TYPE_ID } from './system-bets.ts';

/** A selection brought up to date with its quote, and the errors that concern it. */
/** What the pricer needs to know now about one outcome on the slip. */
export interface OutcomeQuote {
  outcomeId: number;
  /** The current decimal price. */
  decimal: number;
  /** OPEN, SUSPENDED, or CLOSED when the market or outcome is gone (settled, removed, hidden). */
  marketStatus: 'OPEN' | 'SUSPENDED' | 'CLOSED';
  eventSuspended?: boolean;
  /** A pre-match market whose event has started, or an event that is over (RES-00047). */
  eventPassed?: boolean;
  /** A feed alert suspends all markets of that feed (§4), RES-00249. */
  feedAlert?: boolean;
  /** In play, the event's feed has gone quiet for too long: its prices cannot be trusted (RES-00046). */
  feedStale?: boolean;
  placeTerms?: PlaceTerms;
  /** The outcome's own maximum stake, if lower than the slip's. */
  maxBetStake?: string;
  /** In-play: the bet waits for the in-play delay. */
  inRunning?: boolean;
  /** The outcome's event in the book: multiples need distinct events (§5), whatever the slip says. */
  eventId?: number;
  /** False when the book takes the outcome only in combinations (RES-00103 on a single stake). */
  singleEnabled?: boolean;
  /** The line of a handicap or total outcome now (§3 currentPrice spread / spread2): moved, RES-00153. */
  spread?: number;
  spread2?: number;
  /** The market offers SP now (starting-price.ts `startingPriceOffered`). */
  startingPriceOffered?: boolean;
  /** False for an "SP only" runner: no fixed price yet (RES-00098 on a fixed-price bet). */
  fixedPriceOffered?: boolean;
}

/** Whether the line the player saw (the slip's spread / spread2) is no longer the quote's. */
function lineMoved(single: BetslipSingle, quote: OutcomeQuote): boolean {
  return (
    (single.spread !== undefined && single.spread !== quote.spread) ||
    (single.spread2 !== undefined && single.spread2 !== quote.spread2)
  );
}

export interface PricedSelection {
  single: BetslipSingle;
  odds: ExactOdds;
  placeOdds: ExactOdds | undefined;
  inRunning: boolean;
  /** Taken at SP: its returns are unknown until the race is resulted (and it is a single only). */
  atStartingPrice: boolean;
  errors: BetslipError[];
}

/**
 * Why a quoted outcome takes no bet now, the gravest reason first, whatever its price: also what a
 * trader's late accept of a referred slip checks (the price taken stands, the market must still be open).
 */
export function quoteError(quote: OutcomeQuote, ref: string, outcomeId: number): BetslipError[] {
  if (quote.marketStatus === 'CLOSED') return [notice('selection-unavailable', ref, outcomeId)];
  if (quote.eventPassed) return [rejection('RES-00047', ref, outcomeId)];
  if (quote.feedStale) return [rejection('RES-00046', ref, outcomeId)];
  if (quote.feedAlert) return [rejection('RES-00249', ref, outcomeId)];
  if (quote.eventSuspended) return [rejection('RES-00108', ref, outcomeId)];
  if (quote.marketStatus === 'SUSPENDED') return [rejection('RES-00048', ref, outcomeId)];
  return [];
}

export function priceSelection(
  single: BetslipSingle,
  quote: OutcomeQuote | undefined,
  acceptOdds: AcceptOdds,
  rules: BetslipRules,
  /** 'server' mode with the book's quotes: an outcome missing from them is not offered. */
  server: { quoted: boolean } | undefined,
): PricedSelection {
  const { ref, outcomeId } = single;
  const next: BetslipSingle = { ...single };
  let errors: BetslipError[] = [];
  if (quote) {
    const changed = quote.decimal !== single.decimal;
    // Another line is another bet: RES-00153 says so, whatever the price did (and 'A' does not take it).
    const moved = lineMoved(single, quote);
    if (quote.spread !== undefined) next.spread = quote.spread;
    else delete next.spread;
    if (quote.spread2 !== undefined) next.spread2 = quote.spread2;
    else delete next.spread2;
    // §7: with 'A' the player accepts a higher price without being asked; any other change asks.
    // An SP bet takes no fixed price, so a move of it asks nothing; nor does a runner with none.
    const fixed = !single.startingPrice && quote.fixedPriceOffered !== false;
    const asks = fixed && changed && !(acceptOdds === 'A' && quote.decimal > single.decimal);
    if (changed) {
      next.previousDecimal = single.decimal;
      next.decimal = quote.decimal;
    }
    if (quote.placeTerms) next.placeTerms = quote.placeTerms;
    else delete next.placeTerms;
    if (quote.maxBetStake !== undefined) next.maxBetStake = wire(quote.maxBetStake, rules.currency);
    else if (server) delete next.maxBetStake;
    if (quote.eventId !== undefined) next.eventId = quote.eventId;
    if (quote.singleEnabled !== undefined) next.singleEnabled = quote.singleEnabled;
    else if (server) next.singleEnabled = true;
    const closed = quote.marketStatus === 'CLOSED';
    next.outcomeState = closed ? 'C' : 'O';
    next.enabled =
      !closed &&
      quote.marketStatus === 'OPEN' &&
      !quote.eventSuspended &&
      !quote.feedAlert &&
      !quote.feedStale &&
      !quote.eventPassed;
    errors = [
      ...(moved
        ? [rejection('RES-00153', ref, outcomeId)]
        : asks
          ? [rejection('RES-00152', ref, outcomeId)]
          : []),
      ...quoteError(quote, ref, outcomeId),
    ];
    next.startingPriceAvailable = quote.startingPriceOffered ?? false;
    next.fixedPriceAvailable = quote.fixedPriceOffered ?? true;
    if (quote.marketStatus !== 'CLOSED')
      errors = [
        ...startingPriceErrors(single, {
          startingPriceOffered: next.startingPriceAvailable,
          fixedPriceOffered: next.fixedPriceAvailable,
        }),
        ...errors,
      ];
  } else if (server?.quoted) {
    // The server prices only what its book quotes: a selection it cannot quote is not offered.
    next.outcomeState = 'C';
    next.enabled = false;
    delete next.placeTerms;
    errors = [notice('selection-unavailable', ref, outcomeId)];
  } else if (single.outcomeState === 'C') {
    errors = [notice('selection-unavailable', ref, outcomeId)];
  }
  next.notifyPriceChangeMode = acceptOdds;
  next.showEachWay = rules.eachWayEnabled && next.placeTerms !== undefined;
  if (!next.showEachWay) next.eachWay = false;
  next.betTypeId = SINGLE_BET_TYPE_ID;
  next.price = formatOdds(next.decimal, rules.oddsType);
  const odds = exactOdds(next.decimal);
  return {
    single: next,
    odds,
    placeOdds: next.placeTerms ? placeOdds(odds, next.placeTerms) : undefined,
    inRunning: quote?.inRunning ?? false,
    atStartingPrice: next.startingPrice,
    errors,
  };
}

/** Each-way on a combined line needs place terms on every leg. */
export function legsPlaceOdds(legs: readonly PricedSelection[]): ExactOdds[] | undefined {
  const place = legs.map((l) => l.placeOdds);
  return place.every((p): p is ExactOdds => p !== undefined) ? place : undefined;
}
