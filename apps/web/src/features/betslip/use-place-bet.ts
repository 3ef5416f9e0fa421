import type { PlacementResponse } from '@sb/contract';
import { BETSLIP_ERROR_TOAST_MS, betslipOriginId } from '@sb/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../api/http.ts';
import { useOddsType } from '../../lib/preferences/use-odds-type.ts';
import { useBetslipStore, type BetslipError, type PlacementReceipt } from './betslip-store.ts';
import { usePreferencesStore } from '../../lib/preferences/preferences-store.ts';
import { showToast } from '../../ui/toast-store.ts';
import { useNativeOrigin } from '../../lib/native-app/native-app.ts';
import { useLoggedInSession } from '../../lib/session/session-store.ts';
import { useShellStore } from '../../lib/shell/shell-store.ts';
import { BALANCE_KEY } from '../../lib/money/get-balance.ts';
import { betslipStatus, placeBetslip } from './api/place-betslip.ts';
import { FREE_BETS_KEY } from './api/get-free-bets.ts';
import { betslipModel } from './betslip-model.ts';
import { useChosenFreeBets } from './free-bet-store.ts';
import { usePromoCashStore } from './promo-cash-store.ts';
import { usePricingStore } from './pricing-store.ts';
import { useSlipMoney } from './use-slip-money.ts';
import { betslipActions } from './betslip-actions.ts';

/** How often a delayed (in-play) placement asks where it stands, at least. */
export const STATUS_POLL_MS = 1000;

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

function receiptOf(answer: PlacementResponse): PlacementReceipt {
  return {
    betSlipId: answer.betSlipId,
    reference: answer.reference,
    bets: answer.bets.map((bet) => ({
      id: bet.betId,
      description: bet.description,
      stake: bet.totalStake,
      potentialReturns: bet.potentialReturns,
      eachWay: bet.eachWay,
      ...(bet.startingPrice && { startingPrice: true }),
      stakeAfterTax: bet.stakeAfterTax,
      potentialTaxDeduction: bet.potentialTaxDeduction,
    })),
    totalStake: answer.totalStake,
    potentialReturns: answer.potentialReturns,
  };
}

/** A refused request's error body as slip errors (a 4xx that is not a rejection answer). */
function errorsOf(error: HttpError): BetslipError[] {
  return [
    { code: error.body?.code ?? `HTTP-${error.status}`, message: error.body?.message ?? error.message },
  ];
}

/**
 * Places the slip as it shows (SPEC.md §7): one uuid per placement as its idempotency key, the
 * progress state while it runs (a second click in the meantime does nothing), the in-play delay
 * polled through the status call, then the receipt and a fresh balance, or each rejection's
 * message and a new pricing (so a changed price shows). A 500 shows the toast 'Betslip: Something
 * went wrong' with the request reference for 10 s (§8) and reports the error.
 */
export function usePlaceBet(): () => Promise<void> {
  const { t } = useTranslation('betslip');
  const session = useLoggedInSession();
  const oddsType = useOddsType();
  const queryClient = useQueryClient();
  const { precision } = useSlipMoney();
  const freeBets = useChosenFreeBets();
  const originId = betslipOriginId(useNativeOrigin());

  return useCallback(async () => {
    if (!session) {
      useShellStore.getState().open('login');
      return;
    }
    if (!betslipActions.startPlacing()) return;
    const startedAt = performance.now();
    const uuid = crypto.randomUUID();
    const userAcceptOdds = usePreferencesStore.getState().userAcceptOdds;
    const model = betslipModel(useBetslipStore.getState(), usePricingStore.getState().priced, {
      currency: session.currency,
      precision,
      userAcceptOdds,
      freeBets,
      usePromoCash: usePromoCashStore.getState().usePromoCash,
      originId,
    });
    try {
      let answer = await placeBetslip(session.id, uuid, model, oddsType);
      while (answer.status === 'pending') {
        betslipActions.setWaitApproval(true);
        const { referral } = answer;
        betslipActions.setReferral(referral ? { ...referral, betSlipId: answer.betSlipId } : null);
        // A referral's answer can come at any moment (the trader's, or the player's own): asked every
        // second; an in-play delay is asked when it should be over.
        await wait(referral ? STATUS_POLL_MS : Math.max(STATUS_POLL_MS, Math.min(answer.delay, 5) * 1000));
        answer = await betslipStatus(answer.betSlipId, { model }, oddsType);
      }
      if (answer.status === 'accepted') {
        betslipActions.finishPlacing({
          receipt: receiptOf(answer),
          durationMs: performance.now() - startedAt,
        });
        usePricingStore.getState().clear();
      } else {
        betslipActions.finishPlacing({ errors: answer.errors });
        usePricingStore.getState().reprice();
      }
    } catch (error) {
      if (error instanceof HttpError && error.status >= 500) {
        showToast({
          kind: 'error',
          message: t('somethingWentWrong', { reference: uuid }),
          durationMs: BETSLIP_ERROR_TOAST_MS,
        });
        console.error(`Betslip placement failed (reference ${uuid})`, error);
        betslipActions.finishPlacing({ errors: [] });
      } else if (error instanceof HttpError && error.status > 0) {
        betslipActions.finishPlacing({ errors: errorsOf(error) });
      } else {
        betslipActions.finishPlacing({ errors: [{ code: 'network', message: '' }] });
      }
      usePricingStore.getState().reprice();
    } finally {
      // Stakes left the wallet, or a rejection may mean the balance moved: show it as it is now.
      void queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
      // A token the slip staked is used now (or the refusal may say it had gone): list them anew.
      void queryClient.invalidateQueries({ queryKey: FREE_BETS_KEY });
    }
  }, [session, oddsType, queryClient, t, precision, freeBets, originId]);
}
