import { BetslipModel, BetslipSingle, type BetslipModelInput, type BetslipSingleInput } from '@sb/contract';
import type { OutcomeQuote } from './price-betslip.ts';

/** Test helpers: a selection on event `eventId` (one outcome per event unless said otherwise). */
export function single(
  outcomeId: number,
  decimal: number,
  extra: Partial<BetslipSingleInput> = {},
): BetslipSingle {
  return BetslipSingle.parse({
    outcomeId,
    eventId: outcomeId,
    marketId: outcomeId,
    outcomeDescription: `Outcome ${outcomeId}`,
    decimal,
    ...extra,
  });
}

export function slip(input: BetslipModelInput): BetslipModel {
  return BetslipModel.parse(input);
}

export function quote(outcomeId: number, decimal: number, extra: Partial<OutcomeQuote> = {}): OutcomeQuote {
  return { outcomeId, decimal, marketStatus: 'OPEN', ...extra };
}

export function quotes(...list: OutcomeQuote[]): ReadonlyMap<number, OutcomeQuote> {
  return new Map(list.map((q) => [q.outcomeId, q]));
}
