import { SESSION_CLOCK_MS, sessionClockLabel } from '@sb/domain';
import { useEffect, useState } from 'react';

/**
 * "Logged in for hh:mm:ss" (SPEC.md §4 "Session clock"), refreshed every second. Not a live region:
 * a screen reader would otherwise announce it every second.
 */
export function SessionClock({ loggedInAt }: { loggedInAt: number }) {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), SESSION_CLOCK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <time dateTime={`PT${Math.max(0, Math.floor((now - loggedInAt) / 1000))}S`}>
      {sessionClockLabel(loggedInAt, now)}
    </time>
  );
}
