import { readFileSync } from 'node:fs';

/*
 * The demo provider's live HLS (docs/decisions/streaming.md): six pre-encoded 2-second MPEG-TS
 * segments (demo-stream/make-segments.sh) played round and round on the wall clock, as a sliding
 * window of the last few segments. Every stream plays the same loop; a segment's number says
 * which file it is (number mod 6). Each pass of the loop starts again at its first timestamp, so
 * each is a discontinuity, counted in EXT-X-DISCONTINUITY-SEQUENCE as the window slides.
 */

export const SEGMENT_SECONDS = 2;
/** Segments a playlist lists: 12 s, more than the three target durations RFC 8216 asks of a live window. */
export const WINDOW_SEGMENTS = 6;

const FILES = [0, 1, 2, 3, 4, 5].map((i) =>
  readFileSync(new URL(`./demo-stream/seg${i}.mpegts`, import.meta.url)),
);

/** The newest segment whose two seconds have passed at `nowMs`. */
const newestSegment = (nowMs: number): number => Math.floor(nowMs / 1000 / SEGMENT_SECONDS) - 1;

/** The multivariant playlist of a session: one rendition, at `mediaUri`. */
export function multivariantPlaylist(mediaUri: string): string {
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    '#EXT-X-STREAM-INF:BANDWIDTH=220000,AVERAGE-BANDWIDTH=180000,RESOLUTION=426x240,FRAME-RATE=25,CODECS="avc1.42c01e,mp4a.40.2"',
    mediaUri,
    '',
  ].join('\n');
}

/** The live media playlist at `nowMs`: the window's segments, a discontinuity at each loop start. */
export function mediaPlaylist(nowMs: number): string {
  const last = newestSegment(nowMs);
  const first = Math.max(0, last - WINDOW_SEGMENTS + 1);
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    // Segment n is in discontinuity n div 6 (each loop start after the first is one): the
    // window's first segment's, so a tag on it would count twice.
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / FILES.length)}`,
  ];
  for (let n = first; n <= last; n += 1) {
    if (n % FILES.length === 0 && n !== first) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${SEGMENT_SECONDS.toFixed(3)},`, `${n}.ts`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The bytes of segment `n`, while a player may still ask for it (from a little before the window
 * to the newest segment); else undefined: a segment from the future is not there yet.
 */
export function segment(n: number, nowMs: number): Buffer | undefined {
  const last = newestSegment(nowMs);
  if (!Number.isSafeInteger(n) || n < 0 || n > last || n < last - 3 * WINDOW_SEGMENTS) return undefined;
  return FILES[n % FILES.length];
}
