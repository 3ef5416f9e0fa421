import { useEffect, useState } from 'react';

/**
 * The current time for a countdown that started at `since`, refreshed every second while `since` is
 * set. A new `since` takes a fresh reading at once (the last one may be seconds old), not a second later.
 */
export function useNow(since: number | null): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (since === null) return;
    const tick = () => setNow(Date.now());
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [since]);
  return now;
}
