import { useLayoutEffect, type RefObject } from 'react';

/** The most of its scrolling box the slip's footer may hold on to. */
const MAX_SHARE = 0.4;
/** Room kept between a focused control and the footer above it. */
const GAP_PX = 8;

/** The nearest ancestor that scrolls vertically (the desktop panel's body, the phone sheet's). */
function scrollingBox(element: HTMLElement): HTMLElement | null {
  for (let box = element.parentElement; box; box = box.parentElement) {
    const { overflowY } = getComputedStyle(box);
    if (overflowY === 'auto' || overflowY === 'scroll') return box;
  }
  return null;
}

/**
 * The slip's footer (totals, Place bet) stays at the foot of its scrolling box (position: sticky) while
 * it takes at most MAX_SHARE of the box's height; the box then keeps that much room at its bottom for
 * the focus (scroll-padding, and a scroll on by what the footer hides of a focused control), so a
 * stake, a quick stake or a free-bet select focused by Tab never stays under it (WCAG 2.4.11). Taller than that (text at 200 %, a short window, a phone at
 * 320 px), it yields: it scrolls with the slip, after its selections (issue 42).
 */
export function useFooterThatYields(footer: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = footer.current;
    const box = element && scrollingBox(element);
    if (!element || !box || typeof ResizeObserver === 'undefined') return undefined;
    const fit = () => {
      const yields = element.offsetHeight > box.clientHeight * MAX_SHARE;
      element.toggleAttribute('data-yields', yields);
      if (yields) box.style.removeProperty('scroll-padding-block-end');
      else box.style.setProperty('scroll-padding-block-end', `${element.offsetHeight + GAP_PX}px`);
    };
    // Chrome's scrolling of a focused control into view leaves it under a sticky footer that covers
    // part of it (it is "in view" already): once it has scrolled, the box scrolls on by what is hidden.
    let frame = 0;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || element.contains(target)) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (element.hasAttribute('data-yields')) return;
        const hidden = target.getBoundingClientRect().bottom + GAP_PX - element.getBoundingClientRect().top;
        if (hidden > 0) box.scrollBy({ top: hidden, behavior: 'instant' });
      });
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    observer.observe(box);
    box.addEventListener('focusin', onFocusIn);
    return () => {
      cancelAnimationFrame(frame);
      box.removeEventListener('focusin', onFocusIn);
      observer.disconnect();
      box.style.removeProperty('scroll-padding-block-end');
    };
  }, [footer]);
}
