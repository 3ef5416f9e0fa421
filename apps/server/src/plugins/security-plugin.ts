import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { Redis } from 'ioredis';
import { gameWalletPaths } from '@sb/contract';
import { isApiPath } from '../http/api-path.ts';
import { START_SCRIPT_CSP } from '../web/start-script.ts';

export interface SecurityPluginOptions {
  /** Requests per minute per client IP on the API. */
  rateLimitMax: number;
  /**
   * Redis shared by the processes (config.redisUrl): the per-address counts live there, so a limit
   * holds across all of them (WORKERS, several machines) instead of once per process.
   */
  redisUrl?: string | undefined;
  /**
   * The host pages allowed to embed the request's brand (settings.host_page_origins, SPEC.md §1
   * Modes): added to frame-ancestors of its pages. None: only this site may frame them.
   */
  hostPageOrigins?: (request: FastifyRequest) => Promise<readonly string[]>;
  /** The games provider's origin (config.gamesProvider): the only other origin a page may frame. */
  gamesProviderOrigin?: string | undefined;
}

const GAME_WALLET_PREFIX = gameWalletPaths.session.slice(0, gameWalletPaths.session.lastIndexOf('/') + 1);

/**
 * Security headers, compression and throttling for everything the app serves.
 * CSP fits the Vite-built SPA: scripts only from our origin (the one inline script is the page starter
 * of web/start-script.ts, allowed by its hash), styles from our origin plus inline style attributes
 * (React `style` props), images also as data: URLs; the stream player's media and hls.js's worker
 * as blob: URLs (Media Source Extensions play from a blob URL; docs/decisions/streaming.md).
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, options: SecurityPluginOptions) => {
    // Built once: @fastify/helmet builds helmet's middleware again on every request (parsing the
    // policy's directives each time), a tenth of a cached API answer's cost (docs/decisions/throughput.md).
    const securityHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // Our origin, and the one inline script that starts a server-rendered page (by its hash).
          scriptSrc: ["'self'", START_SCRIPT_CSP],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          mediaSrc: ["'self'", 'blob:'],
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'self'"],
          frameSrc: ["'self'", ...(options.gamesProviderOrigin ? [options.gamesProviderOrigin] : [])],
        },
      },
    });
    // helmet 8 throws a bad option when built (above) and only sets headers here: its callback has no error.
    // Its opener policy goes on every response; a server-rendered page the browser itself opened
    // takes it off (web/opener-policy.ts).
    app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));
    const { hostPageOrigins } = options;
    if (hostPageOrigins) {
      // A brand's host pages of other origins may frame its pages: frame-ancestors names them, and
      // X-Frame-Options goes (it knows only SAMEORIGIN, and a browser that reads both would refuse).
      app.addHook('onSend', async (request, reply) => {
        if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return;
        const origins = await hostPageOrigins(request);
        if (origins.length === 0) return;
        const policy = String(reply.getHeader('content-security-policy') ?? '');
        reply.header(
          'content-security-policy',
          policy.replace("frame-ancestors 'self'", `frame-ancestors 'self' ${origins.join(' ')}`),
        );
        // helmet writes its headers on the raw response.
        reply.removeHeader('x-frame-options');
        reply.raw.removeHeader('x-frame-options');
      });
    }
    await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
    const counts = options.redisUrl ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
    if (counts) app.addHook('onClose', async () => void (await counts.quit()));
    await app.register(rateLimit, {
      max: options.rateLimitMax,
      ...(counts && {
        redis: counts,
        nameSpace: 'sb-rate-limit-',
        // Redis away: requests go through unthrottled rather than fail (the feed bus reports it).
        skipOnError: true,
      }),
      timeWindow: '1 minute',
      // The default key generator throws when req.ip is undefined (app.injectWS): STACK.md pitfalls.
      keyGenerator: (request) => request.ip || 'no-ip',
      // The limit guards the API; the web app's own files are cached by the browser and a CDN. A games
      // provider calls the wallet from few addresses for all its players: its key guards those paths.
      allowList: (request) => !isApiPath(request.url) || request.url.startsWith(GAME_WALLET_PREFIX),
    });
  },
  { name: 'security' },
);
