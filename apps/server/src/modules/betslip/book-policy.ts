import type { ServerSettings } from '@sb/contract';
import { limitUnits, type LedgerUnits } from '@sb/domain';

/**
 * The book's acceptance settings for one player's currency (docs/decisions/bet-refusals.md): read
 * with the betslip rules before a placement's transaction opens.
 */
export interface BookPolicy {
  /** RES-00233: the most owed on one combination, ledger units; undefined: no limit. */
  combinationLimit: LedgerUnits | undefined;
  referral: {
    /** A single line up to this many times its maximum is referred (0: never). */
    stakeMultiple: number;
    traderSeconds: number;
    playerSeconds: number;
  };
}

export function bookPolicy(settings: ServerSettings, currency: string): BookPolicy {
  return {
    combinationLimit: limitUnits(settings.combination_liability_limit, currency),
    referral: {
      stakeMultiple: settings.bet_referral_stake_multiple,
      traderSeconds: settings.bet_referral_trader_seconds,
      playerSeconds: settings.bet_referral_player_seconds,
    },
  };
}
