import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { accountPaths, BrandCode, IcoreLoginResponse } from '@sb/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import * as z from 'zod/mini';
import { apiError } from '../errors.ts';

export interface HostPageOptions {
  /** The host name the demo host page answers on (host.localhost): another origin than any brand's. */
  hostName: string;
}

const FILES = join(import.meta.dirname, 'host-page');
const read = (name: string) => readFileSync(join(FILES, name), 'utf8');

const HostLogin = z.object({
  brand: BrandCode,
  username: z.string().check(z.minLength(1), z.maxLength(64)),
  password: z.string().check(z.minLength(1), z.maxLength(256)),
});

/**
 * A demo host page (SPEC.md §1 Modes; docs/decisions/host-page.md): a casino site on its own origin
 * that frames a brand's sportsbook, logs players in on its own back end and passes the session token
 * in through the postMessage bridge. Its back end is this server, answering only for `hostName`: its
 * POST /login is what an operator's platform does (the token-based login of §4), in-process here.
 * Demo mode only (config demoHostPage).
 */
export const hostPage = fp(
  (app: FastifyInstance, options: HostPageOptions, done) => {
    const files = { html: read('host-page.html'), js: read('host-page.js'), css: read('host-page.css') };
    // The Host header carries the port: host.localhost:8080.
    const host = new RegExp(`^${options.hostName.replaceAll('.', '\\.')}(:\\d+)?$`);
    const constraints = { host };

    app.get('/', { constraints }, (request, reply) => {
      // The brands it may frame: any *.localhost of this port (each brand decides, by its
      // frame-ancestors, whether this page may show it).
      const port = /:(\d+)$/.exec(request.headers.host ?? '')?.[1];
      const brands = `http://*.localhost${port ? `:${port}` : ''}`;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header(
          'content-security-policy',
          `default-src 'self'; frame-src ${brands}; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; frame-ancestors 'none'`,
        )
        .send(files.html);
    });
    app.get('/host-page.js', { constraints }, (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(files.js),
    );
    app.get('/host-page.css', { constraints }, (_request, reply) =>
      reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(files.css),
    );

    app.post('/login', { constraints }, async (request, reply) => {
      const parsed = HostLogin.safeParse(request.body);
      if (!parsed.success)
        return reply.status(400).send(apiError(400, 'BAD_REQUEST', 'username and password are required'));
      const { brand, username, password } = parsed.data;
      const answer = await app.inject({
        method: 'POST',
        url: `${accountPaths.icoreLogin}?l=en`,
        headers: { 'content-type': 'application/json', 'x-sb-brand': brand },
        payload: JSON.stringify({ username, password }),
        remoteAddress: request.ip,
      });
      if (answer.statusCode !== 200) return reply.status(answer.statusCode).send(answer.json());
      const login = IcoreLoginResponse.parse(answer.json());
      // A second factor is the sportsbook's own login's to ask; this demo host lets those players log in there.
      if (login.otp !== false)
        return reply
          .status(409)
          .send(
            apiError(
              409,
              'SECOND_FACTOR',
              'This player logs in with a second factor: use the sportsbook itself.',
            ),
          );
      return { token: login.alsToken, username: login.session.username };
    });
    done();
  },
  { name: 'host-page' },
);
