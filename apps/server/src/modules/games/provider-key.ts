import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The key a games provider sends with every wallet call (header PROVIDER_KEY_HEADER). The demo
 * provider's is derived from the server's secret, so nothing new needs configuring; a real
 * provider's would be issued by the operator and stored as a secret.
 */
export function gamesProviderKey(secret: string, provider: string): string {
  return createHmac('sha256', secret).update(`games-provider:${provider}`).digest('base64url');
}

/** Compares in constant time, so the answer's timing tells nothing about the key. */
export function sameKey(sent: string | undefined, expected: string): boolean {
  if (sent === undefined) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
