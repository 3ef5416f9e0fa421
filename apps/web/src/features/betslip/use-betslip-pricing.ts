import type { BetslipSingle } from '@sb/contract';
import { betslipOriginId } from '@sb/domain';
import { useEffect, useRef } from 'react';
import { HttpError } from '../../api/http.ts';
import { useSettingsOrDefaults } from '../../api/settings.ts';
import { useOddsType } from '../../lib/preferences/use-odds-type.ts';
import { useBetslipStore, type BetslipBet } from './betslip-store.ts';
import { usePreferencesStore } from '../../lib/preferences/preferences-store.ts';
import { useNativeOrigin } from '../../lib/native-app/native-app.ts';
import { useLoggedInSession } from '../../lib/session/session-store.ts';
import { priceBetslip } from './api/price-betslip.ts';
import { betslipModel } from './betslip-model.ts';
import { useChosenFreeBets } from './free-bet-store.ts';
import { usePromoCashStore } from './promo-cash-store.ts';
import { useSlipMoney } from './use-slip-money.ts';
import { usePricingStore } from './pricing-store.ts';
import { betslipActions } from './betslip-actions.ts';

/** Stakes are priced once typing pauses (§4 "a configurable debounce"). */
export const STAKE_DEBOUNCE_MS = 300;

/** What a priced single tells the bet on the slip. */
export function betUpdateOf(single: BetslipSingle): Partial<BetslipBet> & { outcomeId: number } {
  // An "SP only" runner has no fixed price (the answer's decimal is 1): the slip takes SP only.
  const spOnly = single.startingPriceAvailable && !single.fixedPriceAvailable;
  return {
    outcomeId: single.outcomeId,
    ...(single.fixedPriceAvailable && { decimal: single.decimal }),
    startingPriceAvailable: single.startingPriceAvailable,
    fixedPriceAvailable: single.fixedPriceAvailable,
    ...(spOnly && { startingPrice: true }),
    // SP is no longer offered (the race is off): the slip's choice goes back to the price.
    ...(!single.startingPriceAvailable && { startingPrice: false }),
    ...(single.outcomeDescription && { outcomeDescription: single.outcomeDescription }),
    marketDescription: single.marketDescription,
    periodDescription: single.periodDescription,
    eventDescription: single.eventDescription,
    ...(single.eventId > 0 && { eventId: single.eventId }),
    ...(single.marketId > 0 && { marketId: single.marketId }),
    outcomeState: single.outcomeState,
    enabled: single.enabled,
  };
}

/**
 * Keeps the slip priced (SPEC.md §7 pricing call): at once when bets come or go, after a pause in
 * typing when a stake changes, and every poll_changes_refresh_interval while the tab is visible,
 * so prices, suspensions and closed selections show without a reload. A new call aborts the one
 * before. The answer updates the bets (new prices are shown beside the old ones) and the errors.
 */
export function useBetslipPricing(): void {
  const session = useLoggedInSession();
  const settings = useSettingsOrDefaults();
  const oddsType = useOddsType();
  const userAcceptOdds = usePreferencesStore((s) => s.userAcceptOdds);
  const generation = usePricingStore((s) => s.generation);
  // What the pricing depends on, as a key: ids and prices at once, stakes after a pause.
  const betsKey = useBetslipStore((s) =>
    Object.values(s.bets)
      .map((b) => `${b.outcomeId}@${b.decimal}`)
      .sort()
      .join(),
  );
  // Each-way and bankers change what is bet, like a stake.
  const stakesKey = useBetslipStore((s) =>
    [
      s.view,
      s.isEachWayChecked,
      ...Object.values(s.bets).map((b) => `${b.unitStake}:${b.eachWay}:${b.banker}:${b.startingPrice}`),
      ...Object.values(s.multipleStakes),
      ...Object.values(s.systemStakes),
    ].join('|'),
  );
  // What the player chose (selections and stakes, not the prices the feed moves).
  const choiceKey = useBetslipStore((s) => Object.keys(s.bets).sort().join());
  useEffect(() => betslipActions.slipChanged(), [choiceKey, stakesKey]);
  const controller = useRef<AbortController | null>(null);
  const lastBetsKey = useRef('');
  const { currency, precision } = useSlipMoney();
  // A token chosen or taken off prices the slip again after the same pause as a stake.
  const freeBets = useChosenFreeBets();
  const usePromoCash = usePromoCashStore((s) => s.usePromoCash);
  const originId = betslipOriginId(useNativeOrigin());

  useEffect(() => {
    if (betsKey === '') return undefined;
    const immediate = betsKey !== lastBetsKey.current;
    lastBetsKey.current = betsKey;
    const timer = window.setTimeout(
      () => {
        controller.current?.abort();
        const abort = new AbortController();
        controller.current = abort;
        const slip = useBetslipStore.getState();
        const pricing = usePricingStore.getState();
        const unpriced = Object.values(slip.bets)
          .filter((b) => b.eventId === null)
          .map((b) => b.outcomeId);
        pricing.setStatus('pending');
        priceBetslip(
          {
            ...(session && { accountId: session.id }),
            userAcceptOdds,
            outcomeIds: unpriced,
            showSysBets: Object.keys(slip.bets).length >= 3,
            model: betslipModel(slip, pricing.priced, {
              currency,
              precision,
              userAcceptOdds,
              outcomeIds: unpriced,
              freeBets,
              usePromoCash,
              originId,
            }),
          },
          { oddsType, signal: abort.signal, loggedIn: session !== null },
        ).then(
          (answer) => {
            if (abort.signal.aborted) return;
            usePricingStore.getState().setPriced(answer);
            const store = useBetslipStore.getState();
            betslipActions.updateBets(answer.model.singles.map(betUpdateOf));
            // A placement's rejection stays on screen until the player changes the slip.
            if (!store.betPlacing) betslipActions.setPricingErrors(answer.errors);
          },
          (error: unknown) => {
            if (abort.signal.aborted) return;
            // §8: a cancelled request is only logged; a failed one leaves the last prices.
            console.error('Betslip pricing failed', error instanceof HttpError ? error.status : error);
            usePricingStore.getState().setStatus('rejected');
          },
        );
      },
      immediate ? 0 : STAKE_DEBOUNCE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [
    betsKey,
    stakesKey,
    freeBets,
    usePromoCash,
    generation,
    session,
    currency,
    precision,
    userAcceptOdds,
    oddsType,
    originId,
  ]);

  useEffect(() => () => controller.current?.abort(), []);

  const pollMs = session
    ? settings.poll_changes_refresh_interval
    : settings.poll_changes_refresh_interval_logged_out;
  useEffect(() => {
    if (betsKey === '') return undefined;
    const timer = window.setInterval(() => {
      // Like every poll of the app, only while the tab is visible (SPEC.md §7).
      if (document.visibilityState === 'visible') usePricingStore.getState().reprice();
    }, pollMs);
    return () => window.clearInterval(timer);
  }, [betsKey === '', pollMs]); // eslint-disable-line react-hooks/exhaustive-deps
}
