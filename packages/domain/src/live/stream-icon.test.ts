import { describe, expect, it } from 'vitest';
import { showStreamIcon } from './stream-icon.ts';

const clock = { status: 'RUNNING', minutes: 1, seconds: 0, updatedAt: 0 } as const;

describe('showStreamIcon (SPEC.md §2)', () => {
  it.each([
    ['clock, enabled, allowed', { clock, liveStreaming: false }, true, true, true],
    ['live streaming, enabled, allowed', { liveStreaming: true }, true, true, true],
    ['neither clock nor streaming', { liveStreaming: false }, true, true, false],
    ['stream disabled', { clock, liveStreaming: true }, false, true, false],
    ['feed not allowed', { clock, liveStreaming: true }, true, false, false],
  ])('%s', (_, event, streamEnabled, feedAllowed, expected) => {
    expect(showStreamIcon(event, { streamEnabled, feedAllowed })).toBe(expected);
  });
});
