import { ODDS_LADDER, snapToLadder } from './odds-ladder.ts';

/** SPEC.md §3 "Odds margin entry": a missing key means the entry applies to any value. */
export interface MarginEntry {
  brandMarginType: 'PPB' | 'POWER_ODDS';
  leagueId?: number | undefined;
  marketTypeId?: number | undefined;
  outcomeId?: number | undefined;
  eventId?: number | undefined;
  marketId?: number | undefined;
  /** Percentage points added to the implied probability: positive shortens the price. */
  margin: number;
}

export interface PriceContext {
  marketTypeId?: number | undefined;
  leagueId?: number | undefined;
  outcomeId?: number | undefined;
  eventId?: number | undefined;
  marketId?: number | undefined;
}

const KEYS = ['outcomeId', 'marketId', 'eventId', 'leagueId', 'marketTypeId'] as const;

/** Specificity: an outcome beats a market beats an event beats league + type beats league beats type. */
function specificity(entry: MarginEntry): number {
  if (entry.outcomeId !== undefined) return 50;
  if (entry.marketId !== undefined) return 40;
  if (entry.eventId !== undefined) return 30;
  if (entry.leagueId !== undefined && entry.marketTypeId !== undefined) return 20;
  if (entry.leagueId !== undefined) return 10;
  if (entry.marketTypeId !== undefined) return 5;
  return 0;
}

function matches(entry: MarginEntry, ctx: PriceContext): boolean {
  return KEYS.every((key) => entry[key] === undefined || entry[key] === ctx[key]);
}

/**
 * SPEC.md §4 Odds: the feed price adjusted by the brand's most specific matching margin and snapped
 * to the nearest ladder value. Without marketTypeId, leagueId or outcomeId the feed price is used
 * unchanged. Only PPB entries apply here; power odds are a separate promotion.
 */
export function applyBrandMargin(
  feedPrice: number,
  ctx: PriceContext,
  margins: readonly MarginEntry[],
  ladder: readonly number[] = ODDS_LADDER,
): number {
  if (ctx.marketTypeId === undefined || ctx.leagueId === undefined || ctx.outcomeId === undefined)
    return feedPrice;
  let best: MarginEntry | undefined;
  for (const entry of margins) {
    if (entry.brandMarginType !== 'PPB' || !matches(entry, ctx)) continue;
    if (!best || specificity(entry) >= specificity(best)) best = entry;
  }
  if (!best) return snapToLadder(feedPrice, ladder);
  const probability = Math.min(0.999, Math.max(0.0005, 1 / feedPrice + best.margin / 100));
  return snapToLadder(1 / probability, ladder);
}

/**
 * Bookmaker prices from fair probabilities: each probability is scaled so the book sums to
 * 1 + margin (proportional overround), turned into a price and snapped to the ladder.
 */
export function bookPrices(
  trueProbabilities: readonly number[],
  marginPercent: number,
  ladder: readonly number[] = ODDS_LADDER,
): number[] {
  const total = trueProbabilities.reduce((sum, p) => sum + p, 0) || 1;
  const scale = (1 + marginPercent / 100) / total;
  return trueProbabilities.map((p) => snapToLadder(1 / Math.max(p * scale, 1e-6), ladder));
}
