import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@sb/contract';
import { buildTestApp } from './test/build-test-app.ts';

let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  app = await buildTestApp({ requestTimeoutSeconds: 1 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

/**
 * Sends a login's headers at once and its body one byte every `everyMs`, as a slow-loris client
 * does; resolves when the server closes the connection, with what it answered and after how long.
 */
function trickle(
  everyMs: number,
  giveUpMs: number,
): Promise<{ ms: number; answer: string; closed: boolean }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const body = JSON.stringify({ username: 'demo', password: 'demo-pass' });
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    const drip = setInterval(() => {
      if (sent < body.length) socket.write(body[sent++]!);
    }, everyMs);
    const finish = (closed: boolean) => {
      clearInterval(drip);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ ms: Date.now() - started, answer, closed });
    };
    const giveUp = setTimeout(() => finish(false), giveUpMs);
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => finish(true));
    socket.on('error', () => undefined);
    socket.write(
      `POST ${apiPaths.login}?l=en&mc=web HTTP/1.1\r\nHost: localhost\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
  });
}

describe('request timeout (REQUEST_TIMEOUT_SECONDS; docs/decisions/security-hardening.md)', () => {
  it('closes a connection whose body trickles in slower than the timeout allows, with a 408', async () => {
    const result = await trickle(200, 6_000);
    expect(result.closed).toBe(true);
    // One second of timeout plus the server's check interval, with room for a slow machine.
    expect(result.ms).toBeLessThan(4_000);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408/);
  });
});
