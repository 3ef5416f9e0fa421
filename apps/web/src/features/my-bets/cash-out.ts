import type { BalanceResponse, CashOutRefusalReason, MyBet, MyBetsResponse } from '@sb/contract';
import type { OddsType } from '@sb/domain';
import type { QueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import { BALANCE_KEY } from '../../lib/money/get-balance.ts';
import { betCountKey, MY_BETS_KEY, postCashOut } from './api/my-bets-api.ts';
import { myBetsDispatch } from './my-bets-store.ts';

/**
 * A bet's cash-out as the player sees it. It lives outside the components on purpose: closing My
 * Bets while a cash-out confirms only hides the modal (§4), and the answer must land even when
 * nothing is mounted to receive it.
 */
export type CashOutState =
  | {
      phase: 'confirming';
      requestId: string;
      value: string;
      /** A partial cash-out's part of the stake; absent: the whole. */
      stake?: string | undefined;
      startedAt: number;
      timeoutMs: number;
    }
  /**
   * `bet` as the answer left it: the card stays on the open list with its result until closed. After
   * a partial cash-out the bet is still open, and the rest of it can be cashed out.
   */
  | { phase: 'confirmed'; amount: string; bet: MyBet }
  | { phase: 'refused'; reason: CashOutRefusalReason }
  /** No answer (network, server error): a retry sends the same request id, so it cannot pay twice. */
  | { phase: 'failed'; requestId: string; value: string; stake?: string | undefined };

interface CashOutStore {
  byBet: Readonly<Record<string, CashOutState>>;
  set: (betId: string, state: CashOutState | undefined) => void;
}

export const useCashOutStore = create<CashOutStore>()((set) => ({
  byBet: {},
  set: (betId, state) =>
    set((s) => {
      const byBet = { ...s.byBet };
      if (state) byBet[betId] = state;
      else delete byBet[betId];
      return { byBet };
    }),
}));

export function useCashOutState(betId: string): CashOutState | undefined {
  return useCashOutStore((s) => s.byBet[betId]);
}

export interface CashOutContext {
  queryClient: QueryClient;
  accountId: number;
  oddsType: OddsType;
  /** cashout_timeout: how long the countdown runs. */
  timeoutMs: number;
  /** enable_api_lightweight_confirming_cashout: take the balance and bet from the answer. */
  lightweight: boolean;
  /** allow_higher_odds_and_cashout: a higher recomputed value is taken without asking. */
  acceptHigher: boolean;
}

/** Puts the bet as the server answered it into the open-bets list, in its place. */
function replaceOpenBet(queryClient: QueryClient, accountId: number, bet: MyBet) {
  queryClient.setQueryData<MyBetsResponse>([...MY_BETS_KEY, 'open', accountId], (old) =>
    old ? { bets: old.bets.map((b) => (b.betId === bet.betId ? bet : b)) } : old,
  );
}

/** Forgets the finished cash-outs (results already read) when My Bets closes; running ones stay. */
export function clearFinishedCashOuts(): void {
  const { byBet } = useCashOutStore.getState();
  const running = Object.fromEntries(Object.entries(byBet).filter(([, s]) => s.phase === 'confirming'));
  useCashOutStore.setState({ byBet: running });
}

/** A cash-out that took the whole bet: nothing is left to cash out. */
const cashedOutWhole = (state: CashOutState | undefined) =>
  state?.phase === 'confirmed' && state.bet.status !== 'open';

/**
 * Sends the cash-out of `bet` at `value` (the value shown), of `stake` of it for a partial one, and
 * follows it to its answer: the countdown runs while it confirms, then the paid amount or the
 * refusal shows. A retry after a failure reuses its request id.
 */
export async function cashOut(ctx: CashOutContext, bet: MyBet, value: string, stake?: string): Promise<void> {
  const store = useCashOutStore.getState();
  const previous = store.byBet[bet.betId];
  if (previous?.phase === 'confirming' || cashedOutWhole(previous)) return;
  const retry = previous?.phase === 'failed' && previous.value === value && previous.stake === stake;
  const requestId = retry ? previous.requestId : crypto.randomUUID();
  store.set(bet.betId, {
    phase: 'confirming',
    requestId,
    value,
    stake,
    startedAt: Date.now(),
    timeoutMs: ctx.timeoutMs,
  });
  myBetsDispatch({ type: 'countdown-start', betId: bet.betId });
  const { queryClient, accountId } = ctx;
  try {
    const answer = await postCashOut(
      accountId,
      bet.betId,
      { requestId, value, acceptHigher: ctx.acceptHigher, ...(stake !== undefined && { stake }) },
      ctx.oddsType,
    );
    if (answer.status === 'confirmed') {
      useCashOutStore.getState().set(bet.betId, {
        phase: 'confirmed',
        amount: answer.amount ?? value,
        bet: answer.bet,
      });
      if (ctx.lightweight && answer.balance !== null) {
        const balance = answer.balance;
        queryClient.setQueryData<BalanceResponse>([...BALANCE_KEY, accountId], (old) =>
          old ? { ...old, totalBalance: balance } : old,
        );
        replaceOpenBet(queryClient, accountId, answer.bet);
      } else {
        void queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
        void queryClient.invalidateQueries({ queryKey: MY_BETS_KEY });
      }
      // The count drops by one bet; the settled list gains it.
      void queryClient.invalidateQueries({ queryKey: betCountKey(accountId) });
      void queryClient.invalidateQueries({ queryKey: [...MY_BETS_KEY, 'settled', accountId] });
    } else {
      useCashOutStore.getState().set(bet.betId, { phase: 'refused', reason: answer.reason ?? 'unavailable' });
      // The bet with its new offer: the button shows the new value at once.
      replaceOpenBet(queryClient, accountId, answer.bet);
    }
  } catch {
    useCashOutStore.getState().set(bet.betId, { phase: 'failed', requestId, value, stake });
  } finally {
    myBetsDispatch({ type: 'countdown-end', betId: bet.betId });
  }
}
