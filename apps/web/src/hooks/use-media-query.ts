import { DESKTOP_MIN_WIDTH_PX, LARGE_DESKTOP_MIN_WIDTH_PX } from '@sb/domain';
import { useCallback, useSyncExternalStore } from 'react';
import { useRenderEnv } from './render-env.ts';

/** SPEC.md §1: desktop from 1024 px, large desktop (three columns) from 1366 px. */
export const DESKTOP_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH_PX}px)`;
export const LARGE_QUERY = `(min-width: ${LARGE_DESKTOP_MIN_WIDTH_PX}px)`;

// One MediaQueryList per query: asking window.matchMedia again on every render showed in the
// live page's profile (each render re-parses the query and re-subscribes).
const lists = new Map<string, MediaQueryList>();
function listOf(query: string): MediaQueryList | undefined {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return undefined;
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/**
 * Whether a CSS media query matches now; re-renders when it flips. Under server-rendered HTML the
 * first render uses the server's guess, so hydration sees the markup the server sent.
 */
export function useMediaQuery(query: string): boolean {
  const guess = useRenderEnv()?.media[query] ?? false;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = listOf(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => listOf(query)?.matches ?? false,
    () => guess,
  );
}

/** Desktop layout (>= 1024 px): header subheader, sidebar menu, no mobile footer. */
export function useIsDesktop(): boolean {
  return useMediaQuery(DESKTOP_QUERY);
}

/** Large desktop (>= 1366 px): three columns, the betslip panel in the right column. */
export function useIsLargeDesktop(): boolean {
  return useMediaQuery(LARGE_QUERY);
}

/**
 * The channel of SPEC.md §7 ("mc" param, settings per channel): mobile under 1024 px, else web.
 */
export function useChannel(): 'web' | 'mobile' {
  return useIsDesktop() ? 'web' : 'mobile';
}

/** The channel at this moment, for code that runs on an event rather than in a render. */
export function currentChannel(): 'web' | 'mobile' {
  return listOf(DESKTOP_QUERY)?.matches ? 'web' : 'mobile';
}
