import { apiRoutes, StreamId } from '@sb/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { ApiProblem } from '../../errors.ts';
import { mediaPlaylist, multivariantPlaylist, segment, SEGMENT_SECONDS } from './demo-hls.ts';
import type { DemoStreamTokens } from './stream-source.ts';

const Token = z.string().check(z.minLength(1), z.maxLength(1024));
const HLS = 'application/vnd.apple.mpegurl';
/** `{session token}/media.m3u8` or `{session token}/{segment number}.ts`. */
const SESSION_PATH = /^([A-Za-z0-9_-]{1,1024}\.[A-Za-z0-9_-]{1,128})\/(media\.m3u8|\d{1,12}\.ts)$/;
const SessionPath = z
  .string()
  .check(z.regex(SESSION_PATH, 'Expected {session}/media.m3u8 or {session}/{n}.ts'));

const refused = () =>
  new ApiProblem(403, 'STREAM_URL_REFUSED', 'This stream URL has expired or is not yours: ask for a new one');

/**
 * The demo provider's HLS paths (docs/decisions/streaming.md). The start URL is good for 30 s from
 * the address it was issued to; it answers a playlist naming a session token, in the path of the
 * media playlist and segments that follow. A token from elsewhere, for another stream, or expired,
 * is a 403. Logged at warn only: a viewer asks every two seconds, and the paths hold tokens.
 */
export function demoStreamRoutes(tokens: DemoStreamTokens, now: () => Date): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    const logLevel = 'warn';

    app.get(
      apiRoutes.demoStreamStart,
      {
        logLevel,
        schema: { params: z.object({ streamId: StreamId }), querystring: z.object({ token: Token }) },
      },
      async (request, reply) => {
        const at = now();
        const claims = tokens.verifyStart(request.query.token, request.params.streamId, request.ip, at);
        if (!claims) throw refused();
        reply.header('cache-control', 'no-store').type(HLS);
        return multivariantPlaylist(`s/${tokens.session(claims, at)}/media.m3u8`);
      },
    );

    app.get(
      apiRoutes.demoStreamSession,
      { logLevel, schema: { params: z.object({ streamId: StreamId, '*': SessionPath }) } },
      async (request, reply) => {
        const at = now();
        const [, token = '', file = ''] = SESSION_PATH.exec(request.params['*']) ?? [];
        const claims = tokens.verifySession(token, request.params.streamId, request.ip, at);
        if (!claims) throw refused();
        // The broadcast's own clock: milliseconds since it began.
        const elapsed = Math.max(0, at.getTime() - claims.since);
        if (file === 'media.m3u8') {
          reply.header('cache-control', 'no-store').type(HLS);
          return mediaPlaylist(elapsed);
        }
        const bytes = segment(Number.parseInt(file, 10), elapsed);
        if (!bytes) throw new ApiProblem(404, 'NOT_FOUND', 'No such segment in this stream now');
        // A segment never changes: the player may keep it while it is in the window.
        reply.header('cache-control', `private, max-age=${SEGMENT_SECONDS * 8}`).type('video/mp2t');
        return bytes;
      },
    );
    done();
  };
}
