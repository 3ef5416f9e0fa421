import type { OutcomeQuote } from '../betslip/price-selection.ts';
import type { LegResult } from './settlement.ts';

/** The market of a placed leg now, as My Bets shows it and cash-out reads it. */
export type LegMarketStatus = 'open' | 'suspended' | 'closed';

/**
 * SPEC.md §4 "Market status" for a leg of a placed bet, from its selection's quote now: a resulted
 * leg, a selection nobody offers, a market gone or an outcome hidden is closed; a suspended market,
 * a feed alert, a suspended event, or a started pre-match event nobody prices in play is suspended.
 */
export function legMarketStatus(result: LegResult, quote: OutcomeQuote | undefined): LegMarketStatus {
  if (result !== 'open' || !quote || quote.marketStatus === 'CLOSED') return 'closed';
  if (quote.marketStatus === 'SUSPENDED' || quote.eventSuspended || quote.feedAlert) return 'suspended';
  if (quote.eventPassed && !quote.inRunning) return 'suspended';
  return 'open';
}
