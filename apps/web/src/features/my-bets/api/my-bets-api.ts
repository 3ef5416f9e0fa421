import {
  type CashOutRequestInput,
  type CashOutResponse,
  myBetsPaths,
  SETTLED_BETS_HISTORY,
} from '@sb/contract';
import type { OddsType } from '@sb/domain';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../api/http.ts';
import { priceFormatHeaders } from '../../../lib/price-format.ts';
import { BALANCE_KEY } from '../../../lib/money/get-balance.ts';
import { MY_BETS_KEY } from '../../../lib/live/open-bets-cache.ts';

/**
 * The My Bets calls of SPEC.md §7 "Bets history" (URLs only from myBetsPaths). Open-bet calls carry
 * the price-format header like the betslip's (§7 "Global request rules").
 */
export { MY_BETS_KEY };

/**
 * The bet count lives under the balance key on purpose: its answer carries the balance too (§3
 * "Bet count response: balance, count"), and whatever refreshes balances after a money move (a
 * placement, the cashier) then refreshes the count with them.
 */
export const betCountKey = (accountId: number) => [...BALANCE_KEY, 'betcount', accountId] as const;

/**
 * GET .../openbets, refetched every poll_changes_refresh_interval while it is shown and the tab is
 * focused (the cash-out values are live); stale at once so that opening My Bets shows bets as they
 * are now.
 */
export const openBetsQuery = (accountId: number, oddsType: OddsType, pollMs: number) =>
  queryOptions({
    queryKey: [...MY_BETS_KEY, 'open', accountId],
    queryFn: ({ signal }) =>
      request(myBetsPaths.openBets(accountId), {
        schema: 'MyBetsResponse',
        withAuth: true,
        signal,
        headers: priceFormatHeaders(oddsType),
      }),
    refetchInterval: pollMs,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });

/** GET dailySettledBets?numberOfBets=50 (§7): the latest settled bets. */
export const settledBetsQuery = (accountId: number, oddsType: OddsType) =>
  queryOptions({
    queryKey: [...MY_BETS_KEY, 'settled', accountId],
    queryFn: ({ signal }) =>
      request(myBetsPaths.dailySettledBets, {
        query: { numberOfBets: SETTLED_BETS_HISTORY },
        schema: 'MyBetsResponse',
        withAuth: true,
        signal,
        headers: priceFormatHeaders(oddsType),
      }),
    staleTime: 0,
  });

/**
 * GET .../betcount at betcount_polling_interval, only while the tab is focused (§7). A failed call is
 * ignored (§8): no retry storm, no error shown, the last count stays.
 */
export const betCountQuery = (accountId: number, pollMs: number) =>
  queryOptions({
    queryKey: betCountKey(accountId),
    queryFn: ({ signal }) =>
      request(myBetsPaths.betCount(accountId), { schema: 'BetCountResponse', withAuth: true, signal }),
    refetchInterval: pollMs,
    refetchIntervalInBackground: false,
    retry: false,
    staleTime: 0,
    refetchOnWindowFocus: 'always',
  });

/** POST .../openbet/{betId}/cashout with the value the player saw. */
export function postCashOut(
  accountId: number,
  betId: string,
  body: CashOutRequestInput,
  oddsType: OddsType,
): Promise<CashOutResponse> {
  return request(myBetsPaths.cashOut(accountId, betId), {
    method: 'POST',
    body,
    schema: 'CashOutResponse',
    withAuth: true,
    headers: priceFormatHeaders(oddsType),
  });
}
