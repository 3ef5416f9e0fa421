import { JACKPOT_NOTICES, type Jackpot, type JackpotError } from '@sb/contract';
import { betslipOriginId } from '@sb/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../api/http.ts';
import { BALANCE_KEY } from '../../lib/money/get-balance.ts';
import { useNativeOrigin } from '../../lib/native-app/native-app.ts';
import { useLoggedInSession } from '../../lib/session/session-store.ts';
import { useShellStore } from '../../lib/shell/shell-store.ts';
import { JACKPOT_KEY } from './api/get-active-jackpots.ts';
import { getJackpotRetailCode } from './api/get-retail-code.ts';
import { placeJackpotBet } from './api/place-jackpot-bet.ts';
import { jackpotSlipActions, picksIn, useJackpotSlipStore } from './jackpot-slip-store.ts';

/** A refusal's text: a jackpot notice or a §8 code in the page's language, else the server's own words. */
export function useJackpotErrorText(): (error: JackpotError) => string {
  const { t, i18n } = useTranslation('jackpot');
  return (error) => {
    if (error.code in JACKPOT_NOTICES || i18n.exists(`errors.${error.code}`, { ns: 'jackpot' }))
      return t(error.code in JACKPOT_NOTICES ? `notices.${error.code}` : `errors.${error.code}`);
    return error.message || t('errors.unknown', { code: error.code });
  };
}

function refusalOf(error: unknown): { errors: JackpotError[]; answered: boolean } {
  if (error instanceof HttpError && error.status > 0 && error.status < 500)
    return {
      errors: [
        { code: error.body?.code ?? `HTTP-${error.status}`, message: error.body?.message ?? error.message },
      ],
      answered: true,
    };
  // A server error or no answer: whether the entry was taken is unknown, so the uuid stays for the retry.
  return {
    errors: [{ code: error instanceof HttpError && error.status > 0 ? 'server' : 'network', message: '' }],
    answered: false,
  };
}

/**
 * Places the pool's picks (SPEC.md §7 POST .../jackpotbetslips): only the picks, the pool and the
 * origin go; the uuid made for the first try is sent again by a retry until an answer comes (the
 * store keeps it, persisted), so a lost answer never takes a second stake. The receipt, or the
 * refusal's message (a 422: the closed pool, the entries cap, the balance); the balance and the
 * pools (their prize) refresh either way. A visitor is asked to log in.
 */
export function usePlaceJackpot(pool: Jackpot): () => Promise<void> {
  const session = useLoggedInSession();
  const queryClient = useQueryClient();
  const originId = betslipOriginId(useNativeOrigin());
  return useCallback(async () => {
    if (!session) {
      useShellStore.getState().open('login');
      return;
    }
    const singles = picksIn(useJackpotSlipStore.getState(), pool.jackpotId).map((p) => ({ ...p }));
    if (singles.length === 0) return;
    const uuid = jackpotSlipActions.startPlacing();
    if (uuid === null) return;
    try {
      const answer = await placeJackpotBet(session.id, uuid, {
        jackpotId: pool.jackpotId,
        originId,
        singles,
      });
      jackpotSlipActions.placed({
        entryId: answer.entry.id,
        jackpotName: answer.entry.jackpotName,
        currency: answer.entry.currency,
        lines: answer.model.noOfBets,
        totalCost: answer.model.jackpotTotalStake,
      });
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal.answered) jackpotSlipActions.refused(refusal.errors);
      else {
        console.error(`Jackpot placement failed (reference ${uuid})`, error);
        jackpotSlipActions.unanswered(refusal.errors);
      }
    } finally {
      void queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
      void queryClient.invalidateQueries({ queryKey: JACKPOT_KEY });
    }
  }, [session, pool.jackpotId, originId, queryClient]);
}

/** A visitor's retail code for the picks (betslip_generate_retail_code): a shop places the entry from it. */
export function useJackpotRetailCode(pool: Jackpot): () => Promise<void> {
  return useCallback(async () => {
    const singles = picksIn(useJackpotSlipStore.getState(), pool.jackpotId).map((p) => ({ ...p }));
    if (singles.length === 0 || jackpotSlipActions.startPlacing() === null) return;
    try {
      const answer = await getJackpotRetailCode({ jackpotId: pool.jackpotId, singles });
      jackpotSlipActions.refused([]);
      jackpotSlipActions.setRetailCode({
        code: answer.code,
        expiresAt: answer.expiresAt,
        lines: answer.model.noOfBets,
        totalCost: answer.model.jackpotTotalStake,
        currency: pool.currency,
      });
    } catch (error) {
      jackpotSlipActions.refused(refusalOf(error).errors);
    }
  }, [pool.jackpotId, pool.currency]);
}
