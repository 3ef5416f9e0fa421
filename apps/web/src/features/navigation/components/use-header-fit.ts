import { useLayoutEffect, type RefObject } from 'react';

/** How tightly the header packs its controls, tried in this order until they fit its width. */
const FITS = ['compact', 'tight'] as const;

/**
 * Fits the header's controls into its width whatever the brand, currency and screen (issue 42: at
 * 320 px a logged-in header was 326 px wide, and a brand's "KES 5,000.00" overflowed at 390). While
 * they overflow it sets `data-fit` on the header, a step at a time: `compact` closes the gaps, leaves
 * My Bets to the footer bar and the account button to its icon; `tight` also leaves the brand's mark
 * and the self-exclusion shield (which the account menu lists too). header.module.css says how.
 * Measured again whenever the header or its content changes size. Phones only: a desktop's header
 * has no footer bar to leave My Bets to.
 */
export function useHeaderFit(header: RefObject<HTMLElement | null>, enabled: boolean): void {
  useLayoutEffect(() => {
    const element = header.current;
    if (!enabled || !element || typeof ResizeObserver === 'undefined') return undefined;
    const overflows = () => element.scrollWidth > element.clientWidth;
    const fit = () => {
      element.removeAttribute('data-fit');
      for (const step of FITS) {
        if (!overflows()) return;
        element.setAttribute('data-fit', step);
      }
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    // The actions change width when the balance arrives or the session changes.
    for (const child of element.children) observer.observe(child);
    return () => {
      observer.disconnect();
      element.removeAttribute('data-fit');
    };
  }, [header, enabled]);
}
