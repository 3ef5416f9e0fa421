import { TOKEN_EARLY_EXPIRY_S } from '../constants.ts';

/**
 * How long before a token stops being usable a player still at the screen gets a new one (our
 * decision, docs/decisions/web-auth.md: the spec has the refresh call, not when to make it).
 */
export const TOKEN_REFRESH_LEAD_S = 300;

/**
 * When to renew a token, ms since the epoch: TOKEN_REFRESH_LEAD_S before it stops being usable, or
 * half-way from now for a token with less time than that left.
 */
export function tokenRefreshAt(expiresAtMs: number, nowMs: number): number {
  const usableUntil = expiresAtMs - TOKEN_EARLY_EXPIRY_S * 1000;
  return Math.max(usableUntil - TOKEN_REFRESH_LEAD_S * 1000, nowMs + (usableUntil - nowMs) / 2);
}
