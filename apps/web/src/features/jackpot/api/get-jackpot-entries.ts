import { jackpotPaths } from '@sb/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../api/http.ts';
import { JACKPOT_KEY } from './get-active-jackpots.ts';

export const jackpotEntriesKey = (accountId: number, settled: boolean) =>
  [...JACKPOT_KEY, 'entries', accountId, settled ? 'settled' : 'open'] as const;

/**
 * GET /xapi/rest/accounts/{accountId}/jackpotbets[?settled=true] (ours: §7 shows no history of
 * entries): the player's open entries, or the settled ones. Stale at once, like My Bets' lists: opening
 * them shows the entries as they are now (a pool settles while the player waits).
 */
export const jackpotEntriesQuery = (accountId: number, settled: boolean) =>
  queryOptions({
    queryKey: jackpotEntriesKey(accountId, settled),
    queryFn: ({ signal }) =>
      request(jackpotPaths.playerJackpotBets(accountId), {
        query: { settled: settled ? 'true' : undefined },
        schema: 'JackpotBetsResponse',
        withAuth: true,
        signal,
      }).then((answer) => answer.entries),
    staleTime: 0,
  });
