import { useCallback } from 'react';

/**
 * The keyboard of a list of events as one composite widget (the WAI-ARIA grid pattern,
 * lib/keyboard/grid-navigation.ts): one Tab stop, arrow keys between its links and prices. Its code
 * loads when the grid first takes the focus, so a page that nobody tabs through loads none of it;
 * until then the server's HTML is as it was, every control a Tab stop of its own.
 *
 * A navigation list uses it too, its items as rows (`useGridNavigation('li')`): a long menu is one
 * Tab stop, walked with the arrow keys.
 *
 * @example const grid = useGridNavigation(); <div role="grid" ref={grid}>…</div>
 */
export function useGridNavigation(rowSelector?: string) {
  return useCallback(
    (grid: HTMLElement | null) => {
      if (!grid) return;
      let stop: (() => void) | undefined;
      let removed = false;
      const start = () => {
        grid.removeEventListener('focusin', start);
        void import('./grid-navigation.ts').then(({ navigateGrid }) => {
          if (!removed) stop = navigateGrid(grid, rowSelector);
        });
      };
      grid.addEventListener('focusin', start);
      return () => {
        removed = true;
        grid.removeEventListener('focusin', start);
        stop?.();
      };
    },
    [rowSelector],
  );
}
