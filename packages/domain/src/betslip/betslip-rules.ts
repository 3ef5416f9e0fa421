import { SETTINGS_DEFAULTS, type BetslipKind } from '@sb/contract';
import { DEFAULT_CURRENCY_PRECISION } from '../constants.ts';
import { stakeBounds } from '../money/amount.ts';
import type { OddsType } from '../odds/odds-format.ts';

/**
 * Everything the betslip's rules read from settings and the player, gathered once, so the web and
 * the server price with the same inputs. Amounts are wire amounts of `currency`.
 */
export interface BetslipRules {
  currency: string;
  /** The currency's precision from the currency list (§3 Currency); stakes round to it. */
  precision: number;
  kind: BetslipKind;
  /** Smallest and largest unit stake, already x1000 for thousand-scaled currencies (§5). */
  minStake: string;
  maxStake: string;
  /** max_bets_on_betslip (§9, default 15). */
  maxSelections: number;
  /** Each-way is offered (each_way_enabled) on selections with place terms. */
  eachWayEnabled: boolean;
  /** tax_deduction_enabled and enable_stake_after_tax, on an African slip (§5). */
  taxDeductionEnabled: boolean;
  stakeAfterTaxEnabled: boolean;
  /** stake_rate_percentage: the tax included in a stake (§9). */
  stakeRatePercentage: number;
  /** tax_returns_percentage: the tax withheld from winnings (§9). */
  taxReturnsPercentage: number;
  /** betslip_negative_odds_enabled (§5). */
  negativeOddsEnabled: boolean;
  oddsType: OddsType;
  /**
   * Whether a multiple earns parlay extra winnings (§6): the brand runs the promotion and the
   * bettor is a player not excluded from promotions. Only the server knows; the web says false.
   */
  parlayExtraWinnings: boolean;
}

/** The settings keys of SPEC.md §3 the betslip reads (the Settings contract has them all). */
export interface BetslipSettings {
  bet_stake_min_amount: number;
  bet_stake_max_amount: number;
  max_bets_on_betslip: number;
  each_way_enabled: boolean;
  tax_deduction_enabled: boolean;
  enable_stake_after_tax: boolean;
  stake_rate_percentage: number;
  tax_returns_percentage: number;
  betslip_negative_odds_enabled: boolean;
  currencyCode: string;
  currency_precision: number;
  /** §3 "Betslip kinds" (the Settings contract's betslip_kind). */
  betslip_kind?: BetslipKind;
  enable_parlay_extra_winnings?: boolean;
  /** The most a risk-group player stakes on one line (x1000 for thousand-scaled currencies, as the bounds). */
  risk_group_stake_max_amount?: number;
}

/** What the server knows of the player a slip is priced for (a visitor: none). */
export interface BettorFlags {
  /** In the operator's risk group: the lower of the brand's limit and risk_group_stake_max_amount. */
  riskGroup: boolean;
  excludedFromPromotions: boolean;
}

/** A plain number as a wire amount string without exponent ('1e21' never reaches the wire). */
function numberToAmount(value: number): string {
  return Number.isFinite(value) && value > 0 ? String(Math.round(value * 100) / 100) : '0';
}

/**
 * The betslip rules of the settings for a player's currency (a visitor's is the brand's
 * currencyCode). §3 names the slip kinds but no setting for them: `betslip_kind` is ours.
 */
export function betslipRulesFromSettings(
  settings: BetslipSettings,
  options: {
    currency?: string;
    precision?: number;
    kind?: BetslipKind;
    oddsType?: OddsType;
    bettor?: BettorFlags | undefined;
  } = {},
): BetslipRules {
  const currency = (options.currency ?? settings.currencyCode).toUpperCase();
  const { bettor } = options;
  const bounds = stakeBounds(
    bettor?.riskGroup && settings.risk_group_stake_max_amount !== undefined
      ? {
          ...settings,
          bet_stake_max_amount: Math.min(settings.bet_stake_max_amount, settings.risk_group_stake_max_amount),
        }
      : settings,
    currency,
  );
  return {
    currency,
    precision: options.precision ?? settings.currency_precision ?? DEFAULT_CURRENCY_PRECISION,
    kind: options.kind ?? settings.betslip_kind ?? 'default',
    minStake: numberToAmount(bounds.min),
    maxStake: numberToAmount(bounds.max),
    maxSelections:
      settings.max_bets_on_betslip > 0 ? settings.max_bets_on_betslip : SETTINGS_DEFAULTS.max_bets_on_betslip,
    eachWayEnabled: settings.each_way_enabled,
    taxDeductionEnabled: settings.tax_deduction_enabled,
    stakeAfterTaxEnabled: settings.enable_stake_after_tax,
    stakeRatePercentage: settings.stake_rate_percentage,
    taxReturnsPercentage: settings.tax_returns_percentage,
    negativeOddsEnabled: settings.betslip_negative_odds_enabled,
    oddsType: options.oddsType ?? 'euro',
    parlayExtraWinnings:
      (settings.enable_parlay_extra_winnings ?? false) &&
      bettor !== undefined &&
      !bettor.excludedFromPromotions,
  };
}

/** The rules of a brand that sets nothing (§3 defaults): EUR, stakes 0 to 10000, 15 selections. */
export const DEFAULT_BETSLIP_RULES: BetslipRules = betslipRulesFromSettings(SETTINGS_DEFAULTS);
