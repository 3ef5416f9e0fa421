import { useEffect, useState } from 'react';

/** Whether the page has been scrolled beyond `px` at least once: stays true from then on. */
export function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (past) return;
    const onScroll = () => {
      if (window.scrollY > px) setPast(true);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [past, px]);
  return past;
}
