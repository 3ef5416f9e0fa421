import { betslipPaths, type FreeBet } from '@sb/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/http.ts';
import { CACHE } from '../../../api/query-client.ts';
import { useOddsType } from '../../../lib/preferences/use-odds-type.ts';
import { useLoggedInSession } from '../../../lib/session/session-store.ts';
import { priceFormatHeaders } from '../../../lib/price-format.ts';

/** Every free-bets query starts with this key: a placement invalidates them (a used token goes). */
export const FREE_BETS_KEY = ['free-bets'] as const;

const NONE: readonly FreeBet[] = [];

/**
 * GET /xapi/rest/accounts/{accountId}/freebets: the player's free-bet tokens (issue 14), with the
 * price-format header of every betslip call (§7 "Global request rules"). The default cache time:
 * a grant is rare, and the slip's own placements invalidate it at once.
 */
export const freeBetsQueryOptions = (accountId: number, oddsType: Parameters<typeof priceFormatHeaders>[0]) =>
  queryOptions({
    queryKey: [...FREE_BETS_KEY, accountId],
    queryFn: ({ signal }) =>
      request(betslipPaths.freeBets(accountId), {
        schema: 'FreeBetsResponse',
        withAuth: true,
        signal,
        headers: priceFormatHeaders(oddsType),
      }),
    staleTime: CACHE.default,
  });

/** The logged-in player's tokens, all statuses; none (and no request) for a visitor. */
export function useFreeBets(): readonly FreeBet[] {
  const session = useLoggedInSession();
  const oddsType = useOddsType();
  const { data } = useQuery({
    ...freeBetsQueryOptions(session?.id ?? 0, oddsType),
    enabled: session !== null,
  });
  return data?.freeBets ?? NONE;
}
