import { useCallback } from 'react';

/**
 * An empty marker at the end of what a list has rendered so far: `onNear` runs once, when it comes
 * within `ahead` of the viewport (by default a screen's quarter: a reader scrolling, or tabbing, towards
 * the list's end), so the list renders its next rows before they are needed. Without
 * IntersectionObserver it runs at once.
 *
 * @example {rendered < total && <RevealWhenNear onNear={() => setAll(true)} />}
 */
export function RevealWhenNear({ onNear, ahead = '25%' }: { onNear: () => void; ahead?: string }) {
  const ref = useCallback(
    (marker: HTMLDivElement | null) => {
      if (!marker) return;
      if (typeof IntersectionObserver === 'undefined') {
        onNear();
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          onNear();
        },
        { rootMargin: `0px 0px ${ahead} 0px` },
      );
      observer.observe(marker);
      return () => observer.disconnect();
    },
    [onNear, ahead],
  );
  return <div ref={ref} aria-hidden="true" />;
}
