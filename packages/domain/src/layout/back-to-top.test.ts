import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BACK_TO_TOP_HIDE_MS, BACK_TO_TOP_THRESHOLD_PX } from '../constants.ts';
import { backToTopVisible } from './back-to-top.ts';

const base = { scrollY: 500, msSinceLastScroll: 100, pathname: '/en/sports', hiddenPaths: [] };

describe('backToTopVisible (SPEC.md §2 Other screens, §9)', () => {
  it.each([
    ['shown beyond 200 px, just after a scroll', {}, true],
    ['not shown at exactly 200 px', { scrollY: 200 }, false],
    ['shown at 201 px', { scrollY: 201 }, true],
    ['still shown 4999 ms after the last scroll', { msSinceLastScroll: 4999 }, true],
    ['hidden 5000 ms after the last scroll', { msSinceLastScroll: 5000 }, false],
    ['hidden on a configured path', { hiddenPaths: ['/en/sports'] }, false],
    ['hidden on a configured pattern', { hiddenPaths: ['/*/sports*'] }, false],
    ['shown on paths not configured', { hiddenPaths: ['/*/live*'] }, true],
  ])('%s', (_name, input, expected) => {
    expect(backToTopVisible({ ...base, ...input })).toBe(expected);
  });

  it('is shown only beyond the threshold and within the hide delay (property)', () => {
    fc.assert(
      fc.property(fc.nat(5000), fc.nat(20_000), (scrollY, msSinceLastScroll) => {
        const visible = backToTopVisible({ ...base, scrollY, msSinceLastScroll });
        return visible === (scrollY > BACK_TO_TOP_THRESHOLD_PX && msSinceLastScroll < BACK_TO_TOP_HIDE_MS);
      }),
    );
  });
});
