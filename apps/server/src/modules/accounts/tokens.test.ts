import { describe, expect, it } from 'vitest';
import { createTokens } from './tokens.ts';

const NOW = new Date('2026-12-01T12:00:00Z');
const claims = { playerId: 7, sessionId: 'session-7', pendingFactor: undefined };

describe('session tokens', () => {
  it('answers the same claims for a token seen before, and none once it expires', async () => {
    const tokens = createTokens('a secret', 60);
    const { token, expiresAt } = await tokens.issue(claims, NOW);
    const first = await tokens.verify(token, NOW);
    expect(first).toEqual({ ...claims, expiresAt });
    // The second call is answered from the tokens already decrypted: the same claims and expiry.
    expect(await tokens.verify(token, new Date(NOW.getTime() + 59_000))).toEqual(first);
    // The expiry holds for a known token exactly as for a new one (jose: not after `exp`).
    expect(await tokens.verify(token, new Date(NOW.getTime() + 60_000))).toBeUndefined();
    expect(
      await createTokens('a secret', 60).verify(token, new Date(NOW.getTime() + 60_000)),
    ).toBeUndefined();
  });

  it("refuses a tampered token and another secret's, even after the real one was verified", async () => {
    const tokens = createTokens('a secret', 60);
    const { token } = await tokens.issue(claims, NOW);
    expect(await tokens.verify(token, NOW)).toBeDefined();
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'AB' : 'AA'}`;
    expect(await tokens.verify(tampered, NOW)).toBeUndefined();
    const other = await createTokens('another secret', 60).issue(claims, NOW);
    expect(await tokens.verify(other.token, NOW)).toBeUndefined();
  });
});
