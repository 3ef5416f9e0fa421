import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';

/*
 * The demo control that starts and ends a brand's maintenance (DEMO_CONTROLS only): what an
 * operator's back office does, taking effect at once, and reachable while the brand is closed.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ demoControls: true });
});
afterAll(() => app.close());

const HTML = { accept: 'text/html' };
const toggle = (brand: string, on: unknown) =>
  app.inject({ method: 'PUT', url: `/api/demo/brands/${brand}/maintenance`, payload: { on } });

describe('PUT /api/demo/brands/:brand/maintenance', () => {
  it('closes the brand at once, and opens it again from inside the closed brand', async () => {
    expect((await toggle('sportsbook', true)).statusCode).toBe(204);
    const closed = await app.inject({ url: '/en/sports', headers: HTML });
    expect(closed.statusCode).toBe(302);
    expect(closed.headers.location).toBe('/en/maintenance');
    expect((await app.inject({ url: '/api/tabs' })).statusCode).toBe(503);

    expect((await toggle('sportsbook', false)).statusCode).toBe(204);
    expect((await app.inject({ url: '/api/tabs' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/en/sports', headers: HTML })).headers.location).toBeUndefined();
  });

  it('refuses a brand without settings (404) and a body that is not a switch (400)', async () => {
    expect((await toggle('nobrand', true)).statusCode).toBe(404);
    expect((await toggle('sportsbook', 'yes')).statusCode).toBe(400);
    expect((await toggle('NOT A BRAND', true)).statusCode).toBe(400);
  });
});

describe('without DEMO_CONTROLS', () => {
  it('does not exist', async () => {
    const plain = await buildTestApp();
    try {
      expect(
        (
          await plain.inject({
            method: 'PUT',
            url: '/api/demo/brands/sportsbook/maintenance',
            payload: { on: true },
          })
        ).statusCode,
      ).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
