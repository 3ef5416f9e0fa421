import { STREAM_URL_START_SECONDS, type Stream } from '@sb/contract';
import * as z from 'zod/mini';
import { signedTokens } from '../accounts/index.ts';

/**
 * The seam between the sportsbook and whoever serves the video (docs/decisions/streaming.md): the
 * access rule is ours (stream-access in the domain); the URL is the provider's. The demo provider
 * below is this server itself; a real one (Perform, Betgenius, Oddin) is another StreamSource
 * that asks the provider's API for a URL signed for the viewer and returns it the same way.
 */
export interface StreamSource {
  /** `on` is the broadcast: its stream runs from `startedAt` (the event's start). */
  playback(
    stream: Stream,
    on: { startedAt: Date },
    viewer: Viewer,
    now: Date,
  ): { url: string; startBefore: Date };
}

/** Whom a URL is for: the player, and the address the player asked from (a URL is not shared). */
export interface Viewer {
  playerId: number;
  ip: string;
}

/**
 * A watching session: once a start URL is used, the viewer gets a session this long in the path
 * of the media playlist and its segments; after it the player asks for a new URL, and the access
 * rule is checked again (a player who ran out of money or moved country stops watching).
 */
export const STREAM_SESSION_SECONDS = 15 * 60;

/**
 * Whom and what a token is for; `since` is when the broadcast began (ms): segments are numbered from
 * it, so the numbers (and the discontinuity count, which hls.js keeps in an array by number) stay
 * small: numbered from 1970, the count was 150 million and the first segment took 1.6 s to start.
 */
const Claims = z.object({ streamId: z.string(), playerId: z.int(), ip: z.string(), since: z.int() });
type Claims = z.infer<typeof Claims>;

export interface DemoStreamTokens {
  start(stream: string, since: number, viewer: Viewer, now: Date): { token: string; expiresAt: Date };
  session(claims: Claims, now: Date): string;
  /** The viewer a token was issued to, if it is this kind's, unexpired, for this stream and address. */
  verifyStart(token: string, streamId: string, ip: string, now: Date): Claims | undefined;
  verifySession(token: string, streamId: string, ip: string, now: Date): Claims | undefined;
}

/** The demo provider's tokens: signed with the server's secret, a key per kind (start, session). */
export function demoStreamTokens(secret: string): DemoStreamTokens {
  const startTokens = signedTokens('stream-start', secret, Claims);
  const sessionTokens = signedTokens('stream-session', secret, Claims);
  const bound = (claims: Claims | undefined, streamId: string, ip: string) =>
    claims && claims.streamId === streamId && claims.ip === ip ? claims : undefined;
  return {
    start(streamId, since, viewer, now) {
      const expiresAt = new Date(now.getTime() + STREAM_URL_START_SECONDS * 1000);
      return { token: startTokens.sign({ streamId, since, ...viewer }, expiresAt), expiresAt };
    },
    session(claims, now) {
      return sessionTokens.sign(claims, new Date(now.getTime() + STREAM_SESSION_SECONDS * 1000));
    },
    verifyStart: (token, streamId, ip, now) => bound(startTokens.verify(token, now), streamId, ip),
    verifySession: (token, streamId, ip, now) => bound(sessionTokens.verify(token, now), streamId, ip),
  };
}

/** The demo provider: this server's /video paths (demo-stream-routes.ts). */
export function demoStreamSource(tokens: DemoStreamTokens): StreamSource {
  return {
    playback(stream, { startedAt }, viewer, now) {
      const { token, expiresAt } = tokens.start(stream.stream_id, startedAt.getTime(), viewer, now);
      const url = `/video/${encodeURIComponent(stream.stream_id)}/live.m3u8?token=${token}`;
      return { url, startBefore: expiresAt };
    },
  };
}
