import { BetslipModel, SETTINGS_DEFAULTS } from '@sb/contract';
import {
  betslipRulesFromSettings,
  placementBlocker,
  priceBetslip,
  type BetslipRules,
  type PlacementBlocker,
  type PricedBetslip,
} from '@sb/domain';
import { createContext, useContext, useMemo } from 'react';
import { useSettings } from '../../api/settings.ts';
import { useOddsType } from '../../lib/preferences/use-odds-type.ts';
import { useBetslipStore } from './betslip-store.ts';
import { usePreferencesStore } from '../../lib/preferences/preferences-store.ts';
import { betslipModel } from './betslip-model.ts';
import { useChosenFreeBets } from './free-bet-store.ts';
import { usePricingStore } from './pricing-store.ts';
import { useSlipMoney } from './use-slip-money.ts';

export interface LocalPricing {
  /** The slip priced by the domain's pricer, as the server prices it: returns, totals, multiple, systems. */
  priced: PricedBetslip;
  rules: BetslipRules;
  /** Why Place bet is disabled (SPEC.md §5), else undefined. */
  blocker: PlacementBlocker | undefined;
}

/**
 * The slip's numbers as the player types: the domain's `priceBetslip` in client mode on the slip
 * as it stands, with the limits of the server's last answer (the same function the server places
 * with, so both agree to the cent). No price, return or stake rule is worked out here.
 */
export function useLocalPricing(): LocalPricing {
  const settings = useSettings();
  const oddsType = useOddsType();
  const { currency, precision } = useSlipMoney();
  const userAcceptOdds = usePreferencesStore((s) => s.userAcceptOdds);
  const bets = useBetslipStore((s) => s.bets);
  const view = useBetslipStore((s) => s.view);
  const multipleStakes = useBetslipStore((s) => s.multipleStakes);
  const systemStakes = useBetslipStore((s) => s.systemStakes);
  const globalStake = useBetslipStore((s) => s.globalStake);
  const isEachWayChecked = useBetslipStore((s) => s.isEachWayChecked);
  const server = usePricingStore((s) => s.priced);
  const freeBets = useChosenFreeBets();
  return useMemo(() => {
    const rules = betslipRulesFromSettings(
      settings ?? { ...SETTINGS_DEFAULTS, currencyCode: currency, currency_precision: precision },
      { currency, precision, oddsType },
    );
    const slip = { bets, view, multipleStakes, systemStakes, globalStake, isEachWayChecked };
    const model = BetslipModel.parse(
      betslipModel(slip, server, { currency, precision, userAcceptOdds, freeBets }),
    );
    return {
      priced: priceBetslip({ model, rules, mode: 'client' }),
      rules,
      blocker: placementBlocker(model, rules),
    };
  }, [
    settings,
    oddsType,
    currency,
    precision,
    userAcceptOdds,
    bets,
    view,
    multipleStakes,
    systemStakes,
    globalStake,
    isEachWayChecked,
    server,
    freeBets,
  ]);
}

/** The slip's local pricing, computed once by the slip and read by its rows. */
export const LocalPricingContext = createContext<LocalPricing | null>(null);

export function useSlipPricing(): LocalPricing {
  const pricing = useContext(LocalPricingContext);
  if (!pricing) throw new Error('useSlipPricing outside the betslip');
  return pricing;
}
