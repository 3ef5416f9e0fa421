import { useEffect, useRef } from 'react';

/**
 * After a navigation (not on the first page), the focus goes to the new page: its heading, or the
 * main region until the heading shows (lib/keyboard/page-focus.ts, loaded with the first navigation).
 * Without it a keyboard or screen-reader user who followed a link is left on the body, or on a
 * control of the page that is gone, and starts again from the top.
 */
export function usePageFocus(pageKey: string) {
  const shown = useRef(pageKey);
  useEffect(() => {
    // A key, not a first-run flag: React's strict mode runs an effect twice on the first page.
    if (shown.current === pageKey) return;
    shown.current = pageKey;
    let stop: (() => void) | undefined;
    let left = false;
    void import('./page-focus.ts').then(({ focusPage }) => {
      if (!left) stop = focusPage();
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [pageKey]);
}
