import { QueryClient } from '@tanstack/react-query';
import { HttpError } from './http.ts';

/**
 * Cache and polling times of SPEC.md §7 and §9, in one table. Every query's staleTime or
 * refetchInterval comes from here, never from a literal at the call site.
 */
export const CACHE = {
  /** §9 default API cache 60 s. */
  default: 60_000,
  /** §7 eventpathtree cached 3600 s. */
  eventPathTree: 3_600_000,
  /** §7 account info and currencies: 15 minutes. */
  currencies: 15 * 60_000,
  accountInfo: 15 * 60_000,
  settings: 5 * 60_000,
  /** The brand's power odds: the server keeps them fresh for 300 s (cache-control max-age). */
  powerOdds: 5 * 60_000,
  /** §7 event lists by event path polled every 15 s; §2 event-details dropdown refreshed every 15 s. */
  eventListPoll: 15_000,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: CACHE.default,
        // Polling only while the tab is focused (SPEC.md §7).
        refetchIntervalInBackground: false,
        retry: (failureCount, error) =>
          failureCount < 2 && !(error instanceof HttpError && error.status >= 400 && error.status < 500),
      },
    },
  });
}
