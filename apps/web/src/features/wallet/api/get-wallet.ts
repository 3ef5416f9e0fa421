import { accountPaths } from '@sb/contract';
import { sportsbookWallet } from '@sb/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/http.ts';
import { useLoggedInSession } from '../../../lib/session/session-store.ts';

export const WALLET_KEY = ['wallet'] as const;

/**
 * GET /xapi/icore/players/{username}/balance/sportsbook with the full details (SPEC.md §7): the
 * sportsbook wallet of §3 (balance, promo cash, left to wager, withdrawable). Undefined in the data
 * when the player has no wallet by that name.
 */
export const walletQueryOptions = (username: string) =>
  queryOptions({
    queryKey: [...WALLET_KEY, username],
    queryFn: ({ signal }) =>
      request(accountPaths.sportsbookWallet(username), {
        query: { includeFullBalanceDetails: true },
        schema: 'WalletResponse',
        withAuth: true,
        signal,
      }).then((r) => sportsbookWallet(r.wallets) ?? null),
    staleTime: 0,
  });

export function useSportsbookWallet() {
  const session = useLoggedInSession();
  return useQuery({ ...walletQueryOptions(session?.username ?? ''), enabled: session !== null });
}
