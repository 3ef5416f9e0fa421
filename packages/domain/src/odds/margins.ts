import { ODDS_LADDER, snapToLadder } from './odds-ladder.ts';

/** SPEC.md §3 "Odds margin entry": a missing key means the entry applies to any value of it. */
export interface MarginEntry {
  brandMarginType: 'PPB' | 'POWER_ODDS';
  leagueId?: number | undefined;
  marketTypeId?: number | undefined;
  outcomeId?: number | undefined;
  eventId?: number | undefined;
  marketId?: number | undefined;
  /** Percent added to the implied probability: 5 turns a 50 % chance into 52.5 %. Negative lengthens. */
  margin: number;
}

/** What is known about the price being adjusted. */
export interface PriceContext {
  marketTypeId?: number | undefined;
  leagueId?: number | undefined;
  outcomeId?: number | undefined;
  eventId?: number | undefined;
  marketId?: number | undefined;
}

const KEYS = ['outcomeId', 'marketId', 'eventId', 'leagueId', 'marketTypeId'] as const;

/**
 * How specific an entry is: an outcome beats a market beats an event beats league + market type
 * beats a league beats a market type; an entry with no key is the brand-wide margin.
 */
export function marginSpecificity(entry: MarginEntry): number {
  if (entry.outcomeId !== undefined) return 6;
  if (entry.marketId !== undefined) return 5;
  if (entry.eventId !== undefined) return 4;
  if (entry.leagueId !== undefined && entry.marketTypeId !== undefined) return 3;
  if (entry.leagueId !== undefined) return 2;
  if (entry.marketTypeId !== undefined) return 1;
  return 0;
}

function matches(entry: MarginEntry, ctx: PriceContext): boolean {
  return KEYS.every((key) => entry[key] === undefined || entry[key] === ctx[key]);
}

/**
 * The PPB entry that applies to a price: the most specific match; among equally specific ones the
 * last listed (as with every other "last matching entry wins" list of the spec).
 */
export function findBrandMargin(ctx: PriceContext, margins: readonly MarginEntry[]): MarginEntry | undefined {
  let best: MarginEntry | undefined;
  for (const entry of margins) {
    if (entry.brandMarginType !== 'PPB' || !matches(entry, ctx)) continue;
    if (!best || marginSpecificity(entry) >= marginSpecificity(best)) best = entry;
  }
  return best;
}

/**
 * The power-odds entry of one outcome (SPEC.md §3 Odds margin entry, brandMarginType POWER_ODDS): a
 * boost names its event, market and outcome exactly; the last one listed wins.
 */
export function findPowerOdds(ctx: PriceContext, margins: readonly MarginEntry[]): MarginEntry | undefined {
  let found: MarginEntry | undefined;
  for (const entry of margins) {
    if (entry.brandMarginType !== 'POWER_ODDS' || entry.outcomeId === undefined) continue;
    if (entry.eventId === undefined || entry.marketId === undefined) continue;
    if (entry.outcomeId === ctx.outcomeId && entry.marketId === ctx.marketId && entry.eventId === ctx.eventId)
      found = entry;
  }
  return found;
}

/** Implied probabilities stay inside what the ladder (1.01 .. 1000) can price. */
const MAX_PROBABILITY = 1 / 1.001;
const MIN_PROBABILITY = 1 / 10_000;

/**
 * SPEC.md §4 Odds: the feed price adjusted by the brand margin and snapped to the nearest ladder
 * value (never below the ladder's first step). Without marketTypeId, leagueId or outcomeId the
 * feed price is used unchanged. The margin scales the implied probability: 2.00 with a 10 % margin
 * is 1 / (0.5 x 1.1) = 1.818.. -> 1.82. An outcome with a power-odds entry (a boost, §7
 * type=POWER_ODDS) takes that entry's margin instead of the PPB one: a negative margin lengthens it.
 *
 * @example applyBrandMargin(2.0, { marketTypeId: 1, leagueId: 7, outcomeId: 9 }, [{ brandMarginType: 'PPB', margin: 10 }]) === 1.82
 */
export function applyBrandMargin(
  feedPrice: number,
  ctx: PriceContext,
  margins: readonly MarginEntry[],
  ladder: readonly number[] = ODDS_LADDER,
): number {
  if (ctx.marketTypeId === undefined || ctx.leagueId === undefined || ctx.outcomeId === undefined) {
    return feedPrice;
  }
  const margin = (findPowerOdds(ctx, margins) ?? findBrandMargin(ctx, margins))?.margin ?? 0;
  const probability = (1 / feedPrice) * (1 + margin / 100);
  const bounded = Math.min(MAX_PROBABILITY, Math.max(MIN_PROBABILITY, probability));
  return snapToLadder(Number.isFinite(bounded) ? 1 / bounded : feedPrice, ladder);
}

/**
 * Bookmaker prices from fair probabilities: the probabilities are normalised, scaled so the book
 * sums to 1 + marginPercent / 100 (a proportional overround), turned into prices and snapped to
 * the ladder. Snapping moves each price by at most half a ladder step, so the book can differ from
 * the target by that much; a favourite beyond 1 / 1.01 cannot carry a margin at all.
 *
 * @example bookPrices([0.5, 0.5], 5) -> [1.9, 1.9]
 */
export function bookPrices(
  trueProbabilities: readonly number[],
  marginPercent: number,
  ladder: readonly number[] = ODDS_LADDER,
): number[] {
  const total = trueProbabilities.reduce((sum, p) => sum + p, 0) || 1;
  const scale = (1 + marginPercent / 100) / total;
  return trueProbabilities.map((p) => snapToLadder(1 / Math.max(p * scale, MIN_PROBABILITY), ladder));
}
