import { describe, expect, it } from 'vitest';
import { badgeIsWide } from './badge.ts';

describe('badgeIsWide (SPEC.md §2, §9: counts over 99 use a wider badge)', () => {
  it.each([
    [0, false],
    [99, false],
    [100, true],
  ])('%d -> %s', (count, expected) => {
    expect(badgeIsWide(count)).toBe(expected);
  });
});
