import { DESKTOP_MIN_WIDTH_PX, LARGE_DESKTOP_MIN_WIDTH_PX } from '@sb/domain';
import { useSyncExternalStore } from 'react';

/** SPEC.md §1: desktop from 1024 px, large desktop (three columns) from 1366 px. */
export const DESKTOP_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH_PX}px)`;
export const LARGE_QUERY = `(min-width: ${LARGE_DESKTOP_MIN_WIDTH_PX}px)`;

function matches(query: string): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(query).matches
  );
}

/** Whether a CSS media query matches now; re-renders when it flips. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => matches(query),
    () => false,
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
