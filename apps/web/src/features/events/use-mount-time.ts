import { useState } from 'react';

/**
 * The time a list was opened, rounded down to the minute: a stable base for its date window, so the
 * query key, and with it the 15 s polling, does not change on every render.
 */
export function useMountTime(): number {
  const [now] = useState(() => Math.floor(Date.now() / 60_000) * 60_000);
  return now;
}
