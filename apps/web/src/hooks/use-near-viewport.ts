import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come within `margin` of the viewport: at once when not asked to wait, or
 * where IntersectionObserver is missing. It stays true once it is (a block that loaded stays).
 */
export function useNearViewport(ref: RefObject<HTMLElement | null>, wait: boolean, margin: string): boolean {
  const [near, setNear] = useState(!wait || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, margin]);
  return near;
}
