import { TOKEN_EARLY_EXPIRY_S } from '../constants.ts';

/**
 * Session rules of SPEC.md §4 "Auth on load", "Session clock": when the token counts as expired,
 * why a player is logged out, and the clock of time since login.
 */

/** When a token issued at `issuedAtMs` expires (login answer's expirationTimeInSeconds), ms since the epoch. */
export function tokenExpiresAt(issuedAtMs: number, expirationTimeInSeconds: number): number {
  return issuedAtMs + expirationTimeInSeconds * 1000;
}

/**
 * Whether a token is expired or about to be (SPEC.md §4: treated as expiring 30 s early), so no call
 * goes out with a token the server may refuse on arrival.
 */
export function isTokenExpiring(expiresAtMs: number, nowMs: number): boolean {
  return nowMs >= expiresAtMs - TOKEN_EARLY_EXPIRY_S * 1000;
}

/** The reasons of SPEC.md §4 a session ends without the player asking. */
export type LogoutReason = 'unauthorized' | 'jwe_token_expired';

/**
 * Why a session must end now, or null to keep it (SPEC.md §4 "Auth on load"): no token, or a session
 * fetch that failed, is 'unauthorized'; a token about to expire is 'jwe_token_expired'.
 *
 * @example logoutReason({ token: 't', expiresAtMs: now + 10_000, nowMs: now }) // 'jwe_token_expired'
 * @public
 */
export function logoutReason(input: {
  token: string | null | undefined;
  expiresAtMs: number;
  nowMs: number;
  sessionFetchFailed?: boolean;
}): LogoutReason | null {
  if (!input.token || input.sessionFetchFailed) return 'unauthorized';
  return isTokenExpiring(input.expiresAtMs, input.nowMs) ? 'jwe_token_expired' : null;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The session clock (SPEC.md §4): time since login as hh:mm:ss, whole seconds. The caller refreshes
 * it every second (§9 SESSION_CLOCK_MS). Past 99 hours the hours simply grow ('100:00:00'); a login
 * time ahead of the device clock shows 00:00:00 rather than a negative time.
 */
export function sessionClockLabel(loggedInAtMs: number, nowMs: number): string {
  const elapsed = Math.max(0, Math.floor((nowMs - loggedInAtMs) / 1000));
  const hours = Math.floor(elapsed / 3600);
  const minutes = Math.floor((elapsed % 3600) / 60);
  return `${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(elapsed % 60)}`;
}
