import type { MyBetLeg, MyBetsResponse } from '@sb/contract';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The My Bets query keys' root (api/my-bets-api.ts builds every key from it). In a module of its own,
 * free of the HTTP calls, so that the live announcer can read the cached open bets without loading
 * them.
 */
export const MY_BETS_KEY = ['my-bets'] as const;

/**
 * The open legs of the open bets in the query cache, of whoever is logged in: nothing when My Bets
 * has not loaded them (no call is made for this).
 */
export function cachedOpenLegs(queryClient: QueryClient): MyBetLeg[] {
  return queryClient
    .getQueriesData<MyBetsResponse>({ queryKey: [...MY_BETS_KEY, 'open'] })
    .flatMap(([, data]) => data?.bets ?? [])
    .flatMap((bet) => bet.legs)
    .filter((leg) => leg.status === 'open');
}
