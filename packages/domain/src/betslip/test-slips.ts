import { BetslipModel, BetslipSingle, type BetslipModelInput, type BetslipSingleInput } from '@sb/contract';
import type { FreeBetToken } from './free-bets.ts';
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

/** The time the test tokens are judged at. */
export const NOW = new Date('2026-11-25T12:00:00Z');

/** A free-bet token of EUR 10.00 for every line kind, at any odds, valid for a week after NOW. */
export function token(extra: Partial<FreeBetToken> = {}): FreeBetToken {
  return {
    id: 1,
    amount: 1000n,
    currency: 'EUR',
    expiresAt: new Date(NOW.getTime() + 7 * 86_400_000),
    minOdds: 1,
    lineKinds: ['single', 'multiple', 'system'],
    used: false,
    ...extra,
  };
}
