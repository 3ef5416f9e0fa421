import { jackpotPaths, type Jackpot } from '@sb/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/http.ts';
import { CACHE } from '../../../api/query-client.ts';
import { useSettings } from '../../../api/settings.ts';
import { useLoggedInSession } from '../../../lib/session/session-store.ts';

/** Every jackpot query starts with this key: a placement refreshes the pools (their prize) and the entries. */
export const JACKPOT_KEY = ['jackpot'] as const;

export const activeJackpotsKey = (currency: string) => [...JACKPOT_KEY, 'active', currency] as const;

/**
 * GET /xapi/rest/jackpotbetweb/active (SPEC.md §7): the pools still to be settled in the visitor's
 * currency: a player's call carries the session (the server reads the player's currency from it), a
 * visitor's gets the brand's. Their prizes grow with every entry: refreshed like an event list, every
 * 15 s while shown.
 */
export const activeJackpotsQuery = (player: { currency: string } | null) =>
  queryOptions({
    queryKey: activeJackpotsKey(player?.currency ?? 'brand'),
    queryFn: ({ signal }) =>
      request(jackpotPaths.activeJackpots, {
        query: { currency: player?.currency },
        schema: 'ActiveJackpotsResponse',
        withAuth: player !== null,
        signal,
      }).then((answer) => answer.jackpots),
    staleTime: CACHE.eventListPoll,
    refetchInterval: CACHE.eventListPoll,
  });

/** The currency the visitor plays pools in: the player's, else the brand's setting (undefined until known). */
export function useJackpotCurrency(): string | undefined {
  const session = useLoggedInSession();
  const settings = useSettings();
  return session?.currency ?? settings?.currencyCode;
}

export function useActiveJackpots() {
  return useQuery(activeJackpotsQuery(useLoggedInSession()));
}

/** One active pool by id, from the same list (undefined while it loads, or when it is not offered). */
export function useJackpot(jackpotId: number | null): { pool: Jackpot | undefined; pending: boolean } {
  const query = useActiveJackpots();
  return {
    pool: query.data?.find((pool) => pool.jackpotId === jackpotId),
    pending: query.isPending,
  };
}
