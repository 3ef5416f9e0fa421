import { accountPaths } from '@sb/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../api/http.ts';
import { useSettingsOrDefaults } from '../../api/settings.ts';
import { useLoggedInSession } from '../session/session-store.ts';

/** Every balance query starts with this key: the cashier invalidates them all after a move. */
export const BALANCE_KEY = ['balance'] as const;

/**
 * GET {wallet base}/accounts/me/balance (SPEC.md §7 "Account"), polled every `pollMs` only while the
 * tab is focused: refetchIntervalInBackground stays false, so a hidden tab costs the server nothing.
 */
export const balanceQueryOptions = (accountId: number, pollMs: number) =>
  queryOptions({
    queryKey: [...BALANCE_KEY, accountId],
    queryFn: ({ signal }) =>
      request(accountPaths.balance, { schema: 'BalanceResponse', withAuth: true, signal }),
    refetchInterval: pollMs,
    refetchIntervalInBackground: false,
    // Coming back to the tab shows the current balance at once, not at the next poll.
    staleTime: 0,
    refetchOnWindowFocus: 'always',
  });

/** The logged-in player's balance; disabled (no request at all) while logged out. */
export function useBalance() {
  const session = useLoggedInSession();
  const pollMs = useSettingsOrDefaults().user_wallet_poll_time;
  return useQuery({ ...balanceQueryOptions(session?.id ?? 0, pollMs), enabled: session !== null });
}
