/** How long a page may take to show its heading after a navigation (a lazy route's code, its data). */
const HEADING_WAIT_MS = 3000;

const focus = (target: HTMLElement) => {
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
};

/**
 * Focuses the page that a navigation showed: its heading once it shows, the main region until then.
 * A player who moved the focus meanwhile keeps it. Answers the function that stops waiting.
 */
export function focusPage(): () => void {
  const main = document.getElementById('main');
  if (!main) return () => {};
  const heading = () => main.querySelector('h1');
  const found = heading();
  if (found) {
    focus(found);
    return () => {};
  }
  focus(main);
  const observer = new MutationObserver(() => {
    const late = heading();
    if (!late) return;
    observer.disconnect();
    if (document.activeElement === main || document.activeElement === document.body) focus(late);
  });
  observer.observe(main, { childList: true, subtree: true });
  const timer = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
  return () => {
    observer.disconnect();
    clearTimeout(timer);
  };
}
