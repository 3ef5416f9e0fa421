import { describe, expect, it } from 'vitest';
import { mediaPlaylist, segment } from './demo-hls.ts';

/** The demo loop as a live window (RFC 8216 §4.3.3, §6.2.2): what a player reloading it sees. */
const at = (seconds: number) => seconds * 1000;
const segmentsOf = (playlist: string) =>
  playlist
    .split('\n')
    .filter((l) => l.endsWith('.ts'))
    .map((l) => Number.parseInt(l, 10));
const header = (playlist: string, tag: string) => Number(playlist.match(new RegExp(`#${tag}:(\\d+)`))?.[1]);

describe('the demo live playlist', () => {
  it('slides: the window holds the six newest whole segments, numbered by the clock', () => {
    const playlist = mediaPlaylist(at(1_000_001));
    // Segment n covers [2n, 2n + 2) s: at 1,000,001 s the newest whole one is 499,999.
    expect(segmentsOf(playlist)).toEqual([499_994, 499_995, 499_996, 499_997, 499_998, 499_999]);
    expect(header(playlist, 'EXT-X-MEDIA-SEQUENCE')).toBe(499_994);
    expect(header(playlist, 'EXT-X-TARGETDURATION')).toBe(2);
  });

  it('counts each pass of the loop as a discontinuity, consistently as the window slides', () => {
    // The discontinuity number of segment n, as a player computes it from any one playlist.
    const discontinuityOf = (playlist: string) => {
      const numbers = new Map<number, number>();
      let d = header(playlist, 'EXT-X-DISCONTINUITY-SEQUENCE');
      for (const line of playlist.split('\n')) {
        if (line === '#EXT-X-DISCONTINUITY') d += 1;
        if (line.endsWith('.ts')) numbers.set(Number.parseInt(line, 10), d);
      }
      return numbers;
    };
    for (let t = 100; t < 140; t += 1) {
      for (const [n, d] of discontinuityOf(mediaPlaylist(at(t)))) expect(d).toBe(Math.floor(n / 6));
    }
  });

  it('serves a segment only from just behind the window to the newest', () => {
    const now = at(1_000_001);
    expect(segment(499_999, now)?.[0]).toBe(0x47);
    expect(segment(500_000, now)).toBeUndefined();
    expect(segment(499_000, now)).toBeUndefined();
    expect(segment(Number.NaN, now)).toBeUndefined();
  });
});
