import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostOrigin, USER_ACTIVITY_INTERVAL_MS, userActivityDue } from './host-page.ts';

const HOST = 'https://casino.example';
/** Origins as browsers write them (the domain has no URL class to take them from). */
const origins = fc.webUrl().map((url) => /^https?:\/\/[^/?#]+/.exec(url)![0]);

describe('hostOrigin (SPEC.md §1 Modes: the only parent the bridge talks to)', () => {
  it.each([
    ['framed by an allowed host (ancestorOrigins)', true, [HOST], '', [HOST], HOST],
    [
      'framed by an allowed host (referrer, no ancestorOrigins)',
      true,
      [],
      `${HOST}/sports?x=1`,
      [HOST],
      HOST,
    ],
    ['framed by another site', true, ['https://evil.example'], '', [HOST], undefined],
    [
      'the nearest ancestor decides, not a farther one',
      true,
      ['https://evil.example', HOST],
      '',
      [HOST],
      undefined,
    ],
    [
      'a referrer that only starts like the host',
      true,
      [],
      'https://casino.example.evil.test/',
      [HOST],
      undefined,
    ],
    ['not framed: no host, even with an allowed referrer', false, [], `${HOST}/`, [HOST], undefined],
    ['a brand that allows no host', true, [HOST], '', [], undefined],
    ['framed, nothing known of the parent', true, [], '', [HOST], undefined],
  ])('%s', (_name, framed, ancestorOrigins, referrer, allowed, expected) => {
    expect(hostOrigin({ framed, ancestorOrigins, referrer }, allowed)).toBe(expected);
  });

  it('only ever answers an origin the brand lists', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.array(origins),
        fc.webUrl(),
        fc.array(origins),
        (framed, ancestorOrigins, referrer, allowed) => {
          const origin = hostOrigin({ framed, ancestorOrigins, referrer }, allowed);
          expect(origin === undefined || allowed.includes(origin)).toBe(true);
        },
      ),
    );
  });
});

describe('userActivityDue (enable_user_activity_tracking_on_iframe)', () => {
  it.each([
    ['the first activity', undefined, 0, true],
    ['activity within the period', 1_000, 1_000 + USER_ACTIVITY_INTERVAL_MS - 1, false],
    ['activity a period later', 1_000, 1_000 + USER_ACTIVITY_INTERVAL_MS, true],
  ])('%s', (_name, last, now, due) => {
    expect(userActivityDue(last, now)).toBe(due);
  });
});
