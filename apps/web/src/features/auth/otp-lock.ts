import { readStored, removeStored, writeStored } from '../../lib/browser-storage.ts';

/**
 * When the last one-time code was sent, and where, kept in localStorage so the request-new-code
 * countdown (SPEC.md §4: 295 s, start time stored to survive a reload) carries on after a reload.
 */
const KEY = 'sb-otp-lock';

export interface OtpLock {
  /** ms since the epoch. */
  startedAt: number;
  /** The masked number the code went to, as the server gave it; null when only the lock is known. */
  destination: string | null;
}

export function readOtpLock(): OtpLock | null {
  try {
    const value = JSON.parse(readStored('local', KEY) ?? 'null') as Partial<OtpLock> | null;
    return typeof value?.startedAt === 'number'
      ? { startedAt: value.startedAt, destination: value.destination ?? null }
      : null;
  } catch {
    return null;
  }
}

export function writeOtpLock(lock: OtpLock): void {
  writeStored('local', KEY, JSON.stringify(lock));
}

export function clearOtpLock(): void {
  removeStored('local', KEY);
}
