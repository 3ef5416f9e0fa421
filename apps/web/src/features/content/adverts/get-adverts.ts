import { contentPaths } from '@sb/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../api/http.ts';
import { CACHE } from '../../../api/query-client.ts';

/** Per placement and viewer: a login changes the audience, and so the answer (SPEC.md §6). */
export const advertsKey = (placement: string, username: string | null) =>
  ['adverts', placement, username] as const;

/**
 * GET /api/adverts/{adId} with player_type and optional username (SPEC.md §7 Content). The server
 * decides the audience from the player's token, which a logged-in player's request carries; the
 * query only says who the web thinks is looking.
 */
export const advertsQueryOptions = (placement: string, username: string | null) =>
  queryOptions({
    queryKey: advertsKey(placement, username),
    queryFn: ({ signal }) =>
      request(contentPaths.adverts(placement), {
        schema: 'AdvertsResponse',
        signal,
        withAuth: username !== null,
        query: { player_type: username === null ? 'logged_out' : 'logged_in', username },
      }),
    staleTime: CACHE.default,
  });
