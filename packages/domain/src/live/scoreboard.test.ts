import type { GameSet, LiveEvent, PeriodKey, PeriodScore } from '@sb/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  halfTimeScore,
  periodColumns,
  scoreboardBackground,
  scoreboardVariant,
  visibleSets,
  type ScoreColumn,
} from './scoreboard.ts';
import { liveEvent } from './test-fixtures.ts';

const ps = (periodKey: PeriodKey, periodInstance: number, home: number, away: number): PeriodScore[] => [
  { opponentId: 501, periodKey, periodInstance, score: home },
  { opponentId: 502, periodKey, periodInstance, score: away },
];
const sets = (n: number): GameSet[] =>
  Array.from({ length: n }, (_, i) => [
    { opponentId: 501, set: i + 1, points: 6, formattedPoints: '6', serving: false },
    { opponentId: 502, set: i + 1, points: i, formattedPoints: String(i), serving: true },
  ]).flat();
const labels = (cols: ScoreColumn[]) =>
  cols.map((c) => ('n' in c.label ? `${c.label.kind}${c.label.n}` : c.label.kind) + (c.current ? '*' : ''));

describe('scoreboardVariant (SPEC.md §2)', () => {
  it.each<[string, Partial<LiveEvent>, string]>([
    ['cricket', { sportCode: 'CRIC', scoresPerPeriod: ps('HALF', 1, 0, 0) }, 'none'],
    ['virtual cricket', { sportCode: 'VICR' }, 'none'],
    ['virtual kabaddi', { sportCode: 'VKBD' }, 'none'],
    ['boxing', { sportCode: 'BOXI' }, 'none'],
    ['period scores', { scoresPerPeriod: ps('HALF', 1, 1, 0), sets: { maxSets: 3, gameSet: [] } }, 'periods'],
    ['sets', { sportCode: 'TENN', sets: { maxSets: 3, gameSet: [] } }, 'sets'],
    ['zero max sets', { sets: { maxSets: 0, gameSet: [] } }, 'generic'],
    ['nothing', {}, 'generic'],
  ])('%s -> %s', (_, over, variant) => expect(scoreboardVariant(liveEvent(over))).toBe(variant));
});

describe('periodColumns (SPEC.md §2)', () => {
  it.each<[string, Partial<LiveEvent>, string[]]>([
    [
      'quarters 1, 2, HT, 3, 4',
      {
        sportCode: 'BASK',
        scoresPerPeriod: ps('QTR', 1, 20, 18),
        currentPeriodNumber: 1,
        clock: clock('RUNNING'),
      },
      ['quarter1*', 'quarter2', 'halfTime', 'quarter3', 'quarter4'],
    ],
    [
      'HT highlighted in the half-time intermission',
      {
        scoresPerPeriod: [...ps('QTR', 1, 20, 18), ...ps('QTR', 2, 20, 18)],
        currentPeriodNumber: 2,
        clock: clock('INTERMISSION'),
      },
      ['quarter1', 'quarter2', 'halfTime*', 'quarter3', 'quarter4'],
    ],
    [
      'HT highlighted when the feed already names Q3',
      {
        scoresPerPeriod: [...ps('QTR', 1, 20, 18), ...ps('QTR', 2, 20, 18)],
        currentPeriodNumber: 3,
        clock: clock('INTERMISSION'),
      },
      ['quarter1', 'quarter2', 'halfTime*', 'quarter3', 'quarter4'],
    ],
    [
      'no HT highlight at the break after Q3',
      {
        scoresPerPeriod: [...ps('QTR', 1, 20, 18), ...ps('QTR', 2, 20, 18), ...ps('QTR', 3, 10, 18)],
        currentPeriodNumber: 3,
        clock: clock('INTERMISSION'),
      },
      ['quarter1', 'quarter2', 'halfTime', 'quarter3', 'quarter4'],
    ],
    ['halves H1..Hn', { scoresPerPeriod: ps('HALF', 1, 1, 0), currentPeriodNumber: 1 }, ['half1*', 'half2']],
    [
      'periods 1..n',
      { scoresPerPeriod: ps('PERIOD', 2, 1, 0), currentPeriodNumber: 2 },
      ['period1', 'period2*', 'period3'],
    ],
    [
      'extra time adds FT',
      {
        scoresPerPeriod: [...ps('HALF', 1, 1, 0), ...ps('HALF', 2, 0, 1), ...ps('ET', 1, 0, 0)],
        currentPeriodAbbreviation: 'ET',
      },
      ['half1', 'half2', 'fullTime', 'extraTime*'],
    ],
    [
      'penalties add FT',
      {
        scoresPerPeriod: [...ps('HALF', 1, 1, 0), ...ps('HALF', 2, 0, 1), ...ps('PENS', 1, 4, 3)],
        currentPeriodAbbreviation: 'PENS',
      },
      ['half1', 'half2', 'fullTime', 'penalties*'],
    ],
    [
      'regularPeriods sets the count',
      { scoresPerPeriod: ps('HALF', 1, 1, 0), regularPeriods: 4 },
      ['half1*', 'half2', 'half3', 'half4'],
    ],
    ['no regular period scores', {}, []],
  ])('%s', (_, over, expected) => expect(labels(periodColumns(liveEvent(over)))).toStrictEqual(expected));

  it('HT and FT sum the periods', () => {
    const cols = periodColumns(
      liveEvent({
        scoresPerPeriod: [...ps('QTR', 1, 20, 18), ...ps('QTR', 2, 25, 11), ...ps('ET', 1, 5, 3)],
      }),
    );
    expect(cols.find((c) => c.label.kind === 'halfTime')?.scores).toStrictEqual([45, 29]);
    expect(cols.find((c) => c.label.kind === 'fullTime')?.scores).toStrictEqual([45, 29]);
    expect(cols.find((c) => c.label.kind === 'quarter' && c.label.n === 4)?.scores).toStrictEqual([
      undefined,
      undefined,
    ]);
  });
});

function clock(status: 'RUNNING' | 'INTERMISSION' | 'END_OF_EVENT') {
  return { status, minutes: 0, seconds: 0, updatedAt: 0 } as const;
}

describe('visibleSets (SPEC.md §2 "Sets view")', () => {
  it.each([
    [1, ['set1*']],
    [3, ['set1', 'set2', 'set3*']],
    [5, ['set1', 'set2', 'set3', 'set4', 'set5*']],
    [7, ['set3', 'set4', 'set5', 'set6', 'set7*']],
    [0, []],
  ])('%i sets played', (n, expected) => {
    expect(labels(visibleSets(liveEvent({ sets: { maxSets: 7, gameSet: sets(n) } })))).toStrictEqual(
      expected,
    );
  });

  it('property: at most 5 sets, exactly one current, the last', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), (n) => {
        const cols = visibleSets(liveEvent({ sets: { maxSets: n, gameSet: sets(n) } }));
        return (
          cols.length === Math.min(5, n) && cols.filter((c) => c.current).length === 1 && cols.at(-1)?.current
        );
      }),
    );
  });
});

describe('halfTimeScore (SPEC.md §2)', () => {
  const firstHalf = ps('HALF', 1, 2, 1);
  it.each<[string, Partial<LiveEvent>, boolean, [number, number] | null]>([
    ['second half, flag on', { scoresPerPeriod: firstHalf, currentPeriodNumber: 2 }, true, [2, 1]],
    ['flag off', { scoresPerPeriod: firstHalf, currentPeriodNumber: 2 }, false, null],
    ['first half', { scoresPerPeriod: firstHalf, currentPeriodNumber: 1 }, true, null],
    [
      'half-time break',
      { scoresPerPeriod: firstHalf, currentPeriodNumber: 1, clock: clock('INTERMISSION') },
      true,
      [2, 1],
    ],
    [
      'extra time',
      { scoresPerPeriod: firstHalf, currentPeriodNumber: 1, currentPeriodAbbreviation: 'ET' },
      true,
      [2, 1],
    ],
    ['not football', { sportCode: 'BASK', scoresPerPeriod: firstHalf, currentPeriodNumber: 2 }, true, null],
    ['no first-half score', { currentPeriodNumber: 2 }, true, null],
  ])('%s', (_, over, flag, expected) => expect(halfTimeScore(liveEvent(over), flag)).toStrictEqual(expected));
});

describe('scoreboardBackground (SPEC.md §2)', () => {
  it.each([
    ['EFOT', 'virtual'],
    ['EBSK', 'virtual'],
    ['CSGO', 'virtual'],
    ['DOTA', 'virtual'],
    ['LOLS', 'virtual'],
    ['FOOT', 'football'],
    ['FOOT-india', 'football'],
    ['TENN', 'tennis'],
    ['XXXX', 'default'],
  ])('%s -> %s', (code, bg) => expect(scoreboardBackground(code)).toBe(bg));
});
