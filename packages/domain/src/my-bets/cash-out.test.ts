import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cashOutDecision,
  cashOutValue,
  partialCashOut,
  partOfCashOutValue,
  partStake,
  type CashOutBet,
  type CashOutLeg,
  type CashOutQuote,
} from './cash-out.ts';
import { potentialReturns } from './settlement.ts';

const open = (decimal: number, currentDecimal: number, extra: Partial<CashOutLeg> = {}): CashOutLeg => ({
  decimal,
  result: 'open',
  currentDecimal,
  marketStatus: 'open',
  ...extra,
});
const bet = (legs: CashOutLeg[], stake = 1000n, extra: Partial<CashOutBet> = {}): CashOutBet => ({
  stake,
  legs,
  ...extra,
});

describe('part of a cash-out offer', () => {
  it.each<[string, bigint, bigint, bigint, bigint]>([
    ['half of 9.50 on a 10.00 stake', 950n, 1000n, 500n, 475n],
    ['a third rounds down', 1000n, 300n, 100n, 333n],
    ['the whole stake is the whole offer', 950n, 1000n, 1000n, 950n],
    ['more than the stake is the whole offer', 950n, 1000n, 5000n, 950n],
    ['no part, nothing', 950n, 1000n, 0n, 0n],
    ['no stake, nothing', 950n, 0n, 10n, 0n],
  ])('%s', (_, value, stake, part, expected) => {
    expect(partOfCashOutValue(value, stake, part)).toBe(expected);
  });
});

describe('cash-out value (issue 7)', () => {
  it.each<[string, CashOutBet, number, CashOutQuote]>([
    [
      'single 10.00 at 3.0 now 1.5, no margin: 20.00',
      bet([open(3, 1.5)]),
      0,
      { available: true, value: 2000n },
    ],
    [
      'the same with the default 5 % margin: 19.00',
      bet([open(3, 1.5)]),
      0.05,
      { available: true, value: 1900n },
    ],
    ['price drifted to 6.0: 5.00 less 5 % = 4.75', bet([open(3, 6)]), 0.05, { available: true, value: 475n }],
    [
      'double with a won leg at 2.0 and an open leg 3.0 now 2.0: 10 x 2 x 3 / 2 = 30.00',
      bet([{ decimal: 2, result: 'won', marketStatus: 'open' }, open(3, 2)]),
      0,
      { available: true, value: 3000n },
    ],
    [
      'a void leg counts as 1',
      bet([{ decimal: 2, result: 'void', marketStatus: 'open' }, open(3, 3)]),
      0,
      { available: true, value: 1000n },
    ],
    [
      'rounded down to the minor unit: 10.00 x 2 / 3 = 6.66',
      bet([open(2, 3)]),
      0,
      { available: true, value: 666n },
    ],
    [
      'a lost leg makes it unavailable',
      bet([{ decimal: 2, result: 'lost', marketStatus: 'open' }, open(3, 2)]),
      0,
      { available: false, value: 0n, reason: 'leg-lost' },
    ],
    [
      'a suspended open market makes it unavailable',
      bet([open(3, 2, { marketStatus: 'suspended' })]),
      0,
      { available: false, value: 0n, reason: 'market-suspended' },
    ],
    [
      'a leg without a current price makes it unavailable',
      bet([open(3, 2, { currentDecimal: undefined })]),
      0,
      { available: false, value: 0n, reason: 'no-price' },
    ],
    [
      'a settled bet (no open leg) is not cashed out',
      bet([{ decimal: 2, result: 'won', marketStatus: 'open' }]),
      0,
      { available: false, value: 0n, reason: 'settled' },
    ],
    [
      'each-way bets are not offered cash-out',
      bet([open(3, 2)], 1000n, { eachWay: true }),
      0,
      { available: false, value: 0n, reason: 'not-offered' },
    ],
  ])('%s', (_name, b, margin, quote) => {
    expect(cashOutValue(b, margin)).toEqual(quote);
  });

  it('partial cash-out of half the stake: the other half keeps its bet', () => {
    expect(partialCashOut(bet([open(3, 1.5)]), partStake(1000n, 1n, 2n), 0)).toEqual({
      value: 1000n,
      cashedStake: 500n,
      remainingStake: 500n,
    });
  });
});

describe('cash-out decision', () => {
  const quote = (value: bigint): CashOutQuote => ({ available: true, value });
  it.each([
    [
      'confirmed at the offered value when unchanged',
      1900n,
      quote(1900n),
      {},
      { decision: 'confirm', value: 1900n },
    ],
    [
      'confirmed at the offered value when it rose',
      1900n,
      quote(2000n),
      {},
      { decision: 'confirm', value: 1900n },
    ],
    [
      'the higher value when the player accepts higher',
      1900n,
      quote(2000n),
      { acceptHigher: true },
      { decision: 'confirm', value: 2000n },
    ],
    [
      'refused when the price moved down',
      1900n,
      quote(1899n),
      {},
      { decision: 'refuse', reason: 'price-moved', value: 1899n },
    ],
    [
      'confirmed at the lower value within the tolerance',
      1900n,
      quote(1895n),
      { tolerance: 5n },
      { decision: 'confirm', value: 1895n },
    ],
    [
      'refused on a suspended market',
      1900n,
      { available: false, value: 0n, reason: 'market-suspended' } as const,
      {},
      { decision: 'refuse', reason: 'market-suspended', value: 0n },
    ],
    [
      'refused when a leg lost meanwhile',
      1900n,
      { available: false, value: 0n, reason: 'leg-lost' } as const,
      {},
      { decision: 'refuse', reason: 'unavailable', value: 0n },
    ],
  ])('%s', (_name, offered, recomputed, options, decision) => {
    expect(cashOutDecision(offered, recomputed, options)).toEqual(decision);
  });
});

const price = fc.integer({ min: 101, max: 2000 }).map((c) => c / 100);
const arbLeg: fc.Arbitrary<CashOutLeg> = fc.record({
  decimal: price,
  result: fc.constantFrom('open' as const, 'open' as const, 'won' as const, 'void' as const),
  currentDecimal: price,
  marketStatus: fc.constant('open' as const),
});
const arbBet = fc.record({
  stake: fc.bigInt({ min: 1n, max: 100_000_000n }),
  legs: fc.array(arbLeg, { minLength: 1, maxLength: 6 }),
});
const margin = fc.integer({ min: 0, max: 20 }).map((p) => p / 100);
const valueOf = (q: CashOutQuote): bigint => q.value;

describe('cash-out properties', () => {
  it('the value never exceeds the potential returns', () => {
    fc.assert(
      fc.property(arbBet, margin, (b, m) => {
        const returns = potentialReturns({ type: { kind: 'multiple' }, unitStake: b.stake, legs: b.legs });
        expect(valueOf(cashOutValue(b, m)) <= returns).toBe(true);
      }),
    );
  });

  it('shorter current odds give a higher (or equal) value', () => {
    fc.assert(
      fc.property(arbBet, margin, fc.nat(), price, (b, m, i, shorter) => {
        const index = i % b.legs.length;
        const leg = b.legs[index]!;
        if (leg.result !== 'open' || shorter > (leg.currentDecimal ?? 0)) return;
        const moved = {
          ...b,
          legs: b.legs.map((l, j) => (j === index ? { ...l, currentDecimal: shorter } : l)),
        };
        expect(valueOf(cashOutValue(moved, m)) >= valueOf(cashOutValue(b, m))).toBe(true);
      }),
    );
  });

  it('partial values add up to at most the whole', () => {
    fc.assert(
      fc.property(arbBet, margin, fc.bigInt({ min: 0n, max: 100_000_000n }), (b, m, cut) => {
        const part = cut % (b.stake + 1n);
        const first = partialCashOut(b, part, m);
        const rest = cashOutValue({ ...b, stake: b.stake - part }, m);
        const whole = cashOutValue(b, m);
        if (!('cashedStake' in first)) return;
        expect(first.remainingStake).toBe(b.stake - part);
        expect(first.value + rest.value <= whole.value).toBe(true);
      }),
    );
  });

  it('the part of an offer shown for a partial cash-out is what the server computes for that part, or one unit below', () => {
    fc.assert(
      fc.property(arbBet, margin, fc.bigInt({ min: 1n, max: 100_000_000n }), (b, m, cut) => {
        const part = 1n + (cut % b.stake);
        const whole = cashOutValue(b, m);
        if (!whole.available) return;
        const shown = partOfCashOutValue(whole.value, b.stake, part);
        const server = cashOutValue(b, m, part).value;
        expect(shown <= server).toBe(true);
        expect(server - shown <= 1n).toBe(true);
      }),
    );
  });

  it('a confirmed cash-out never pays more than the recomputed value', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10_000n }),
        fc.bigInt({ min: 0n, max: 10_000n }),
        fc.bigInt({ min: 0n, max: 100n }),
        fc.boolean(),
        (offered, fair, tolerance, acceptHigher) => {
          const d = cashOutDecision(offered, { available: true, value: fair }, { tolerance, acceptHigher });
          if (d.decision === 'confirm') {
            expect(d.value <= fair).toBe(true);
            expect(d.value >= offered - tolerance).toBe(true);
          }
        },
      ),
    );
  });
});

describe('free-bet cash-out: only the winnings part has a value (issue 14)', () => {
  it('10.00 free at 3.0, now 3.0, no margin: worth 10.00 x 2 / 3 = 6.66', () => {
    expect(cashOutValue(bet([open(3, 3)], 1000n, { freeBet: true }), 0)).toEqual({
      available: true,
      value: 666n,
    });
  });

  it('the same bet with cash is worth its 10.00', () => {
    expect(cashOutValue(bet([open(3, 3)], 1000n), 0)).toEqual({ available: true, value: 1000n });
  });

  it('property: a free bet is worth its cash twin less the stake x the chance, at most its winnings', () => {
    fc.assert(
      fc.property(arbBet, margin, (b, m) => {
        const free = valueOf(cashOutValue({ ...b, freeBet: true }, m));
        const cash = valueOf(cashOutValue(b, m));
        expect(free <= cash).toBe(true);
        const winnings = potentialReturns({
          type: { kind: 'multiple' },
          unitStake: b.stake,
          legs: b.legs,
          freeBet: true,
        });
        expect(free <= winnings).toBe(true);
        expect(free >= 0n).toBe(true);
      }),
    );
  });
});
