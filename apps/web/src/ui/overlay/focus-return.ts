import { useTopLayerStore } from './top-layer.ts';

/**
 * Where the focus goes when what held it goes away (a dialog closes, a toast is dismissed, a step
 * of a form is replaced): without this the browser leaves it on the body, and a keyboard or
 * screen-reader user starts again from the top of the page (WCAG 2.4.3 Focus Order).
 */

/** Focus left to the body (its element removed), or still inside `within` (about to go). */
export function focusLost(within?: Element | null): boolean {
  const active = document.activeElement;
  return !active || active === document.body || (within?.contains(active) ?? false);
}

/** Focuses `target` if it can take the focus now (in the page, not inert, hidden or disabled). */
export function tryFocus(target: Element | null | undefined): boolean {
  if (!(target instanceof HTMLElement) || !target.isConnected) return false;
  target.focus();
  return document.activeElement === target;
}

/** A heading or region takes the focus from a script only (tabindex -1), never from Tab. */
function focusStatic(target: Element | null | undefined): boolean {
  if (target instanceof HTMLElement && !target.hasAttribute('tabindex')) target.tabIndex = -1;
  return tryFocus(target);
}

/**
 * The focus of last resort: the newest open dialog's title, or else the page (its heading after a
 * navigation, the main region otherwise).
 */
export function focusFallback({ navigated = false }: { navigated?: boolean } = {}): void {
  const dialog = useTopLayerStore.getState().dialogs.at(-1);
  if (dialog?.open) {
    const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
    if (tryFocus(title)) return;
  }
  const main = document.getElementById('main') ?? document.querySelector('main');
  if (navigated && focusStatic(main?.querySelector('h1'))) return;
  focusStatic(main);
}
