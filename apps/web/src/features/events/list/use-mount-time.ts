import { useState } from 'react';
import { useFirstPageMoment } from '../../../hooks/render-env.ts';

/**
 * The time a list was opened, rounded down to the minute: a stable base for its date window, so the
 * query key, and with it the 15 s polling, does not change on every render. On the page the server
 * rendered, the server's minute: the list's data was sent under that key.
 */
export function useMountTime(): number {
  const moment = useFirstPageMoment();
  const [mounted] = useState(() => Math.floor((moment ?? Date.now()) / 60_000) * 60_000);
  return mounted;
}
