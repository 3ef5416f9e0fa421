import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CRASH_BETTING_MS,
  CRASH_HOUSE_EDGE,
  CRASH_MAX_MULTIPLIER,
  CRASH_ROUND_MS,
  crashCashOut,
  crashMultiplierAt,
  crashPointOf,
  crashRound,
} from './crash.ts';
import { draw, DRAW_INTERVAL_MS, drawSelectionWins } from './draw.ts';
import { gamePayout, gameStakeRefusal } from './game-amounts.ts';
import { betReturn, betTerms, crashSelection, gameView } from './game-rounds.ts';
import { seededRandom } from './seeded-random.ts';
import {
  nextVirtualSlot,
  outcomeProbabilities,
  VIRTUAL_MATCH_INTERVAL_MS,
  VIRTUAL_MATCH_PLAY_MS,
  virtualMatch,
  type VirtualMatchGame,
} from './virtual-match.ts';

/*
 * The demo provider's games (docs/decisions/games-provider.md): replayable from a seed, fair to
 * their own rules, and paying whole amounts in the currencies of §9 "virtuals with no decimal cents".
 */

const seedOf = (roundId: string) => `test-secret:${roundId}`;
const slot = fc.integer({ min: 1, max: 20_000_000 });
const seed = fc.string({ minLength: 1, maxLength: 40 });
const matchGame = fc.constantFrom<VirtualMatchGame>('virtual-football', 'virtual-efootball');

describe('seeded random', () => {
  it('gives the same numbers for the same seed, other numbers for another (property)', () => {
    fc.assert(
      fc.property(seed, (s) => {
        const [a, b, c] = [seededRandom(s), seededRandom(s), seededRandom(`${s}!`)];
        const first = Array.from({ length: 5 }, () => a());
        expect(Array.from({ length: 5 }, () => b())).toEqual(first);
        expect(Array.from({ length: 5 }, () => c())).not.toEqual(first);
        for (const x of first) expect(x >= 0 && x < 1).toBe(true);
      }),
    );
  });
});

describe('virtual matches (every 3 minutes, 45 s of play)', () => {
  it('replays a match from its seed: the same teams, prices, goals and result', () => {
    fc.assert(
      fc.property(matchGame, slot, seed, (game, n, s) => {
        expect(virtualMatch(game, n, s)).toEqual(virtualMatch(game, n, s));
      }),
      { numRuns: 50 },
    );
  });

  it('aligns slots on epoch time: kick-off every 180 s, result 45 s later, bets on the next slot only', () => {
    const match = virtualMatch('virtual-football', 10, 's');
    expect([match.kickOffAt, match.endsAt, match.roundId]).toEqual([
      10 * VIRTUAL_MATCH_INTERVAL_MS,
      10 * VIRTUAL_MATCH_INTERVAL_MS + VIRTUAL_MATCH_PLAY_MS,
      'virtual-football-10',
    ]);
    expect(nextVirtualSlot(10 * VIRTUAL_MATCH_INTERVAL_MS - 1)).toBe(10);
    expect(nextVirtualSlot(10 * VIRTUAL_MATCH_INTERVAL_MS)).toBe(11);
    const before = 10 * VIRTUAL_MATCH_INTERVAL_MS - 1;
    expect(betTerms('virtual-football', 'virtual-football-10', 'HOME', before, seedOf)).toHaveProperty(
      'price',
    );
    for (const [roundId, at] of [
      ['virtual-football-10', before + 1], // kicked off
      ['virtual-football-11', before], // not open yet
      ['virtual-efootball-10', before], // another game's
      ['virtual-football-x', before],
    ] as const)
      expect(betTerms('virtual-football', roundId, 'HOME', at, seedOf)).toEqual({
        refused: 'Bets on this round are closed',
      });
    expect(betTerms('virtual-football', 'virtual-football-10', 'OVER', before, seedOf)).toEqual({
      refused: 'Not a selection of this game',
    });
  });

  it('plays two different teams, with a timeline of goals that adds up to the score (property)', () => {
    fc.assert(
      fc.property(matchGame, slot, seed, (game, n, s) => {
        const m = virtualMatch(game, n, s);
        expect(m.home.name).not.toBe(m.away.name);
        expect(m.goals.filter((g) => g.team === 'home')).toHaveLength(m.score.home);
        expect(m.goals.filter((g) => g.team === 'away')).toHaveLength(m.score.away);
        const minutes = m.goals.map((g) => g.minute);
        expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
        expect(new Set(minutes).size).toBe(minutes.length);
        for (const minute of minutes) expect(minute >= 1 && minute <= 90).toBe(true);
        const expected = m.score.home > m.score.away ? 'HOME' : m.score.home < m.score.away ? 'AWAY' : 'DRAW';
        expect(m.outcome).toBe(expected);
      }),
    );
  });

  it('prices 1X2 with a margin: the implied probabilities sum above 1, the favourite shortest (property)', () => {
    fc.assert(
      fc.property(matchGame, slot, seed, (game, n, s) => {
        const { prices, home, away } = virtualMatch(game, n, s);
        const book = 1 / prices.HOME + 1 / prices.DRAW + 1 / prices.AWAY;
        expect(book).toBeGreaterThan(1.03);
        expect(book).toBeLessThan(1.12);
        if (home.strength > away.strength + 5) expect(prices.HOME).toBeLessThan(prices.AWAY);
      }),
    );
  });

  it('draws results as often as the prices say, about (2,000 matches)', () => {
    const tally = { HOME: 0, DRAW: 0, AWAY: 0 };
    let expected = { HOME: 0, DRAW: 0, AWAY: 0 };
    for (let n = 0; n < 2000; n++) {
      const m = virtualMatch('virtual-football', n, `tally:${n}`);
      tally[m.outcome]++;
      const p = outcomeProbabilities(
        Math.max(0.3, 1.35 + (m.home.strength - m.away.strength) / 25 + 0.2),
        Math.max(0.3, 1.35 + (m.away.strength - m.home.strength) / 25),
      );
      expected = { HOME: expected.HOME + p.HOME, DRAW: expected.DRAW + p.DRAW, AWAY: expected.AWAY + p.AWAY };
    }
    for (const o of ['HOME', 'DRAW', 'AWAY'] as const)
      expect(Math.abs(tally[o] - expected[o])).toBeLessThan(100);
  });

  it('pays the price of the outcome that came, nothing for the others', () => {
    const m = virtualMatch('virtual-football', 10, seedOf('virtual-football-10'));
    for (const selection of ['HOME', 'DRAW', 'AWAY'] as const) {
      const bet = { gameCode: 'virtual-football' as const, roundId: m.roundId, selection, stake: 10 };
      const paid = betReturn({ ...bet, price: m.prices[selection] }, 'EUR', seedOf);
      expect(paid).toBe(selection === m.outcome ? gamePayout(10, m.prices[selection], 'EUR') : 0);
    }
  });

  it('names teams of its own for eFootball', () => {
    const football = new Set<string>();
    const efootball = new Set<string>();
    for (let n = 0; n < 50; n++) {
      football.add(virtualMatch('virtual-football', n, `${n}`).home.name);
      efootball.add(virtualMatch('virtual-efootball', n, `${n}`).home.name);
    }
    expect([...football].filter((name) => efootball.has(name))).toEqual([]);
  });
});

describe('crash (a round every 15 s: 5 s of bets, then the flight)', () => {
  it('rises from 1.00 and never pays after the crash point, by hand or automatically (property)', () => {
    fc.assert(
      fc.property(slot, seed, fc.integer({ min: 0, max: CRASH_ROUND_MS }), (n, s, offset) => {
        const round = crashRound(n, s);
        const at = round.opensAt + offset;
        const cash = crashCashOut(round, at);
        if (cash.kind === 'cashed-out') {
          expect(at).toBeLessThan(round.crashedAt);
          expect(cash.multiplier).toBeGreaterThanOrEqual(1);
          expect(cash.multiplier).toBeLessThan(round.crashPoint);
        } else if (at >= round.crashedAt) expect(cash.reason).toBe('crashed');
        expect(crashMultiplierAt(round, at)).toBeLessThanOrEqual(round.crashPoint);
        expect(round.crashedAt - round.opensAt).toBeLessThanOrEqual(CRASH_ROUND_MS - 1000);
      }),
    );
  });

  it('crashes at 1.00 in about 3 % of rounds and keeps a house edge of about 3 % at any target', () => {
    const points = Array.from({ length: 20_000 }, (_, i) => crashPointOf(`edge:${i}`));
    const atOne = points.filter((p) => p === 1).length / points.length;
    expect(atOne).toBeGreaterThan(0.02);
    expect(atOne).toBeLessThan(0.045);
    for (const target of [1.5, 2, 5]) {
      const returned = points.filter((p) => p >= target).length * target;
      expect(returned / points.length).toBeGreaterThan(1 - CRASH_HOUSE_EDGE - 0.04);
      expect(returned / points.length).toBeLessThan(1);
    }
    expect(Math.max(...points)).toBeLessThanOrEqual(CRASH_MAX_MULTIPLIER);
  });

  it('takes bets only in the round’s first 5 s; an auto cash-out pays its target if the round reached it', () => {
    const n = 1000;
    const round = crashRound(n, seedOf(`crash-${n}`));
    const open = round.opensAt + CRASH_BETTING_MS - 1;
    expect(betTerms('crash', round.roundId, crashSelection(2), open, seedOf)).toHaveProperty('price', 2);
    expect(betTerms('crash', round.roundId, crashSelection(2), open + 1, seedOf)).toHaveProperty('refused');
    expect(betTerms('crash', round.roundId, 'AUTO:0.50', open, seedOf)).toHaveProperty('refused');
    for (const target of [1.01, 2, 49.99]) {
      const bet = { gameCode: 'crash' as const, roundId: round.roundId, selection: crashSelection(target) };
      const paid = betReturn({ ...bet, stake: 1000, price: target }, 'KRW', seedOf);
      expect(paid).toBe(round.crashPoint >= target ? Math.floor(1000 * target) : 0);
    }
  });

  it('hides the crash point from the page until the crash', () => {
    const round = crashRound(1000, seedOf('crash-1000'));
    expect(gameView('crash', round.crashedAt - 1, seedOf)).not.toHaveProperty('round.crashPoint');
    expect(gameView('crash', round.crashedAt, seedOf)).toHaveProperty('round.crashPoint', round.crashPoint);
  });
});

describe('draws (every 5 minutes)', () => {
  it('draws 5 distinct balls of 1-28 and a powerball of 0-9, or 6 of 1-49, replayably (property)', () => {
    fc.assert(
      fc.property(slot, seed, (n, s) => {
        const pb = draw('powerball', n, s);
        expect(draw('powerball', n, s)).toEqual(pb);
        expect(new Set(pb.balls).size).toBe(5);
        for (const ball of pb.balls) expect(ball >= 1 && ball <= 28).toBe(true);
        expect(pb.powerball! >= 0 && pb.powerball! <= 9).toBe(true);
        const lotto = draw('lotto', n, s);
        expect(new Set(lotto.balls).size).toBe(6);
        for (const ball of lotto.balls) expect(ball >= 1 && ball <= 49).toBe(true);
        expect(pb.drawAt).toBe(n * DRAW_INTERVAL_MS);
      }),
    );
  });

  it.each([
    [0, ['PB_EVEN', 'PB_UNDER']],
    [4, ['PB_EVEN', 'PB_UNDER']],
    [5, ['PB_ODD', 'PB_OVER']],
    [9, ['PB_ODD', 'PB_OVER']],
  ])('a powerball of %d wins %j', (powerball, winners) => {
    const d = { ...draw('powerball', 1, 's'), powerball };
    const won = ['PB_ODD', 'PB_EVEN', 'PB_UNDER', 'PB_OVER'].filter((sel) => drawSelectionWins(d, sel));
    expect(won).toEqual(winners);
  });

  it('takes bets on the next draw at 1.95 (powerball) and 7.5 (a lotto number); lotto pays a drawn number', () => {
    const at = 5 * DRAW_INTERVAL_MS - 1;
    expect(betTerms('powerball', 'powerball-5', 'PB_ODD', at, seedOf)).toHaveProperty('price', 1.95);
    expect(betTerms('powerball', 'powerball-5', 'PB_ODD', at + 1, seedOf)).toHaveProperty('refused');
    expect(betTerms('lotto', 'lotto-5', 'N49', at, seedOf)).toHaveProperty('price', 7.5);
    expect(betTerms('lotto', 'lotto-5', 'N50', at, seedOf)).toHaveProperty('refused');
    const d = draw('lotto', 5, seedOf('lotto-5'));
    const bet = { gameCode: 'lotto' as const, roundId: 'lotto-5', stake: 2, price: 7.5 };
    expect(betReturn({ ...bet, selection: `N${d.balls[0]}` }, 'EUR', seedOf)).toBe(15);
    const missing = [...Array(49).keys()].map((i) => i + 1).find((b) => !d.balls.includes(b));
    expect(betReturn({ ...bet, selection: `N${missing}` }, 'EUR', seedOf)).toBe(0);
  });
});

describe('amounts (§9: whole numbers in the currencies of virtuals with no decimal cents)', () => {
  it.each([
    [10, 1.95, 'EUR', 19.5],
    [0.1, 1.95, 'EUR', 0.19],
    [3.33, 2.71, 'EUR', 9.02],
    [1000, 1.95, 'KRW', 1950],
    [7, 1.95, 'KRW', 13],
    [7, 1.95, 'USDT', 13],
  ])('%d at %d in %s pays %d', (stake, price, currency, paid) => {
    expect(gamePayout(stake, price, currency)).toBe(paid);
  });

  it('pays whole amounts in KRW, never more than stake x price (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 101, max: 5000 }), (stake, h) => {
        const paid = gamePayout(stake, h / 100, 'KRW');
        expect(Number.isInteger(paid)).toBe(true);
        expect(paid).toBeLessThanOrEqual((stake * h) / 100);
        expect(paid).toBeGreaterThan((stake * h) / 100 - 1);
      }),
    );
  });

  it.each([
    [10, 'EUR', undefined],
    [0.1, 'EUR', undefined],
    [0.05, 'EUR', 'The smallest stake is 0.1'],
    [1.005, 'EUR', 'A stake has at most two decimals'],
    [1.5, 'KRW', 'KRW stakes are whole numbers'],
    [1000, 'KRW', undefined],
    [2_000_000, 'KRW', 'The largest stake is 1000000'],
    [Number.NaN, 'EUR', 'A stake has at most two decimals'],
  ])('a stake of %d %s: %s', (stake, currency, refusal) => {
    expect(gameStakeRefusal(stake, currency)).toBe(refusal);
  });
});
