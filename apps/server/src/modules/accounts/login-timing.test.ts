import * as crypto from 'node:crypto';
import { ApiError } from '@sb/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { postLogin, seedBrandPlayer } from '../../test/accounts.ts';

// Counts the password hashes (scrypt) a login computes: the cost an attacker could time.
const scryptCalls = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const original = await importOriginal<typeof crypto>();
  const scrypt = ((...args: Parameters<typeof original.scrypt>) => {
    scryptCalls.count++;
    return original.scrypt(...args);
  }) as typeof original.scrypt;
  return { ...original, default: { ...original, scrypt }, scrypt };
});

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  await seedBrandPlayer(app, { username: 'rival', brand: 'second', currency: 'GBP', deposit: 0 });
});
afterAll(() => app.close());

async function refusedLogin(username: string, password: string) {
  scryptCalls.count = 0;
  // The flagship (the host localhost) is asked: `rival` is the second brand's.
  const response = await postLogin(app, username, password);
  expect(response.statusCode, response.body).toBe(401);
  return { hashes: scryptCalls.count, body: ApiError.parse(response.json()) };
}

describe('login timing (docs/decisions/security-hardening.md)', () => {
  it('hashes the password once for an unknown username, as for a known one with a wrong password', async () => {
    const known = await refusedLogin('demo', 'not-the-password');
    const unknown = await refusedLogin('nobody-here', 'not-the-password');
    expect(known.hashes).toBe(1);
    expect(unknown.hashes).toBe(1);
    expect(unknown.body).toEqual(known.body);
  });

  it("hashes once for another brand's player with their right password, and answers the same", async () => {
    const known = await refusedLogin('demo', 'not-the-password');
    const foreign = await refusedLogin('rival', 'rival-pass');
    expect(foreign.hashes).toBe(1);
    expect(foreign.body).toEqual(known.body);
  });
});
