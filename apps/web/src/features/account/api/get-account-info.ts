import { accountPaths } from '@sb/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/http.ts';
import { CACHE } from '../../../api/query-client.ts';
import type { Session } from '../../../lib/session/session-store.ts';

/** GET /xapi/rest/accounts/{accountId}/info, cached 15 minutes (SPEC.md §7 "Account"). */
export const accountInfoQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: ['account-info', accountId],
    queryFn: ({ signal }) =>
      request(accountPaths.accountInfo(accountId), { schema: 'AccountInfo', withAuth: true, signal }),
    staleTime: CACHE.accountInfo,
  });

/** GET /xapi/icore/players/{username}/details (SPEC.md §3 "Player details"), cached like the info. */
export const playerDetailsQueryOptions = (username: string) =>
  queryOptions({
    queryKey: ['player-details', username],
    queryFn: ({ signal }) =>
      request(accountPaths.playerDetails(username), { schema: 'PlayerDetails', withAuth: true, signal }),
    staleTime: CACHE.accountInfo,
  });

export function useAccountInfo(session: Session) {
  return useQuery(accountInfoQueryOptions(session.id));
}

export function usePlayerDetails(session: Session) {
  return useQuery(playerDetailsQueryOptions(session.username));
}
