import { ApiError, contentPaths } from '@sb/contract';
import { desc } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientErrors, clientMetrics } from '../../db/schema.ts';
import { buildTestApp, TEST_NOW } from '../../test/build-test-app.ts';

/*
 * What the web app reports about itself: GET /api/metrics (SPEC.md §7 Content) and POST
 * /api/client_errors (§8, the error boundary's report). Stored per brand, answered 204.
 */
let app: FastifyInstance;
const logLines: string[] = [];
beforeAll(async () => {
  app = await buildTestApp({}, { logStream: { write: (line) => void logLines.push(line) } });
});
afterAll(() => app.close());

/** The newest row, without its id. */
async function latestMetric() {
  const [row] = await app.db.select().from(clientMetrics).orderBy(desc(clientMetrics.id)).limit(1);
  const { id: _id, ...stored } = row!;
  return stored;
}
async function latestError() {
  const [row] = await app.db.select().from(clientErrors).orderBy(desc(clientErrors.id)).limit(1);
  const { id: _id, ...stored } = row!;
  return stored;
}
const count = async (table: typeof clientMetrics | typeof clientErrors) =>
  (await app.db.select().from(table)).length;

function refusal(response: LightMyRequestResponse, status: number): ApiError {
  expect(response.statusCode, response.body).toBe(status);
  return ApiError.parse(response.json());
}

describe('GET /api/metrics', () => {
  it("stores one measurement for the request's brand, with no address or player, and answers 204", async () => {
    const response = await app.inject({
      url: `${contentPaths.metrics}?app=sportsbook-web&name=lcp&value=1234.567&path=%2Fen%2Fsports&pub=second&l=en&mc=web`,
      headers: { authorization: 'Bearer some-token' },
      remoteAddress: '100.64.7.9',
    });
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(await latestMetric()).toEqual({
      brand: 'second',
      app: 'sportsbook-web',
      name: 'lcp',
      value: 1234.567,
      path: '/en/sports',
      receivedAt: TEST_NOW,
    });
    const bare = await app.inject({ url: `${contentPaths.metrics}?app=sportsbook-web&name=cls&value=0` });
    expect(bare.statusCode).toBe(204);
    expect(await latestMetric()).toMatchObject({ brand: 'sportsbook', name: 'cls', value: 0, path: null });
  });

  it('refuses a bad measurement 400 in our error format, storing nothing', async () => {
    const before = await count(clientMetrics);
    const base = `${contentPaths.metrics}?app=sportsbook-web`;
    const cases: [string, string][] = [
      [`${base}&value=1`, 'query.name'],
      [`${base}&name=lcp`, 'query.value'],
      [`${base}&name=lcp&value=fast`, 'query.value'],
      [`${base}&name=lcp&value=1e10`, 'query.value'],
      [`${base}&name=LCP%20now&value=1`, 'query.name'],
      [`${contentPaths.metrics}?app=Web%20App&name=lcp&value=1`, 'query.app'],
      [`${base}&name=lcp&value=1&path=${'a'.repeat(301)}`, 'query.path'],
      [`${base}&name=lcp&value=1&path=%2Fen%00`, 'query.path'],
    ];
    for (const [url, field] of cases) {
      const error = refusal(await app.inject({ url }), 400);
      expect([error.code, error.field], url).toEqual(['VALIDATION', field]);
    }
    expect(await count(clientMetrics)).toBe(before);
  });
});

describe('POST /api/client_errors', () => {
  const report = {
    message: 'TypeError: x is undefined',
    stack: 'TypeError: x is undefined\n    at EventCard (/assets/event-abc.js:1:2)',
    component_stack: '\n    at EventCard\n    at EventList',
    path: '/en/sports/240-FOOT',
  };

  it('stores the report for the brand and logs one warning with the message and path only', async () => {
    logLines.length = 0;
    const response = await app.inject({
      method: 'POST',
      url: `${contentPaths.clientErrors}?pub=second`,
      headers: {
        'user-agent': 'Mozilla/5.0 (Test)',
        authorization: 'Bearer secret-session-token',
        cookie: 'sb_session=secret-cookie',
      },
      payload: report,
    });
    expect(response.statusCode, response.body).toBe(204);
    expect(await latestError()).toEqual({
      brand: 'second',
      message: report.message,
      stack: report.stack,
      componentStack: report.component_stack,
      path: report.path,
      userAgent: 'Mozilla/5.0 (Test)',
      receivedAt: TEST_NOW,
    });
    const warnings = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const reported = warnings.filter((line) => line.msg === 'client error reported');
    expect(reported).toHaveLength(1);
    expect(reported[0]!.clientError).toEqual({ message: report.message, path: report.path });
    const logged = logLines.join('\n');
    for (const secret of ['secret-session-token', 'secret-cookie', 'EventCard', 'Mozilla'])
      expect(logged).not.toContain(secret);
  });

  it('stores a report without its optional stacks', async () => {
    const response = await app.inject({
      method: 'POST',
      url: contentPaths.clientErrors,
      payload: { message: 'boom', path: '/en' },
    });
    expect(response.statusCode, response.body).toBe(204);
    expect(await latestError()).toMatchObject({ brand: 'sportsbook', stack: null, componentStack: null });
  });

  it('refuses a bad report 400, an oversized body 413, never 500, storing nothing', async () => {
    const before = await count(clientErrors);
    const post = (payload: string | object, contentType = 'application/json') =>
      app.inject({
        method: 'POST',
        url: contentPaths.clientErrors,
        headers: { 'content-type': contentType },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
    const bad: [object, string][] = [
      [{ path: '/en' }, 'body.message'],
      [{ ...report, message: 'x'.repeat(501) }, 'body.message'],
      [{ ...report, message: 'bo\u0000om' }, 'body.message'],
      [{ ...report, stack: 's'.repeat(5001) }, 'body.stack'],
      [{ ...report, path: 42 }, 'body.path'],
    ];
    for (const [payload, field] of bad) {
      const error = refusal(await post(payload), 400);
      expect([error.code, error.field]).toEqual(['VALIDATION', field]);
    }
    expect(refusal(await post('{"message":'), 400).statusCode).toBe(400);
    expect(refusal(await post('boom', 'text/plain'), 400).statusCode).toBe(400);
    const oversized = await post({ ...report, stack: 'x'.repeat(17 * 1024) });
    expect(refusal(oversized, 413).statusCode).toBe(413);
    expect(await count(clientErrors)).toBe(before);
  });
});
