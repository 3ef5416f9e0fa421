import type { BetslipError } from '@sb/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { settleBet, type SettlementLeg } from '../my-bets/settlement.ts';
import { cashOutValue } from '../my-bets/cash-out.ts';
import { DEFAULT_BETSLIP_RULES } from './betslip-rules.ts';
import { exactOdds, placeOdds, returnsAt } from './exact-odds.ts';
import { priceBetslip } from './price-betslip.ts';
import { demoStartingPrice, startingPriceOffered } from './starting-price.ts';
import { quote, quotes, single, slip } from './test-slips.ts';

const rules = DEFAULT_BETSLIP_RULES;
const codes = (errors: readonly BetslipError[]) => errors.map((e) => `${e.code}@${e.ref ?? 'slip'}`);
const race = { startingPriceOffered: true, placeTerms: { numerator: 1, denominator: 5, places: 3 } };

describe('where SP is offered (docs/decisions/starting-price.md)', () => {
  it.each([
    ['a horse race Win market before the off', 'HORS', 'RANKEVENT', 'OUTRIGHT', false, true],
    ['a greyhound race before the off', 'GREY', 'RANKEVENT', 'OUTRIGHT', false, true],
    ['a race after the off', 'HORS', 'RANKEVENT', 'OUTRIGHT', true, false],
    ['a football match', 'FOOT', 'GAMEEVENT', 'MATCH', false, false],
    ['a football outright', 'FOOT', 'RANKEVENT', 'OUTRIGHT', false, false],
    ['a golf outright', 'GOLF', 'RANKEVENT', 'OUTRIGHT', false, false],
  ])('%s', (_, sportCode, eventType, marketStyle, started, offered) => {
    expect(startingPriceOffered({ sportCode, eventType, marketStyle, started })).toBe(offered);
  });
});

describe('pricing an SP selection', () => {
  it.each([
    ['SP where offered: no error', { startingPrice: true }, race, []],
    ['SP on a football market: RES-00100', { startingPrice: true }, {}, ['RES-00100@sel1']],
    [
      'SP on a race after the off: RES-00100 before RES-00047',
      { startingPrice: true },
      { ...race, startingPriceOffered: false, eventPassed: true },
      ['RES-00100@sel1', 'RES-00047@sel1'],
    ],
    [
      'a fixed price on an SP-only runner: RES-00098 (and no price change asked)',
      {},
      { ...race, fixedPriceOffered: false, decimal: 9 },
      ['RES-00098@sel1'],
    ],
    ['SP on an SP-only runner: no error', { startingPrice: true }, { ...race, fixedPriceOffered: false }, []],
    [
      'an SP bet asks nothing when the fixed price moves',
      { startingPrice: true },
      { ...race, decimal: 3 },
      [],
    ],
  ])('%s', (_, extra, q, expected) => {
    const { decimal = 5, ...rest } = q as { decimal?: number };
    const priced = priceBetslip({
      model: slip({ singles: [single(1, 5, { unitStake: '10', ...extra })] }),
      quotes: quotes(quote(1, decimal, rest)),
      rules,
      mode: 'server',
    });
    expect(codes(priced.errors)).toEqual(expected);
  });

  it('takes the stake, returns unknown (0 and the flags), the answer says what is offered', () => {
    const priced = priceBetslip({
      model: slip({ singles: [single(1, 5, { unitStake: '10', startingPrice: true, eachWay: true })] }),
      quotes: quotes(quote(1, 5, race)),
      rules,
      mode: 'server',
    });
    const [s] = priced.model.singles;
    expect(s).toMatchObject({
      startingPriceAvailable: true,
      fixedPriceAvailable: true,
      potentialReturns: '0.00',
    });
    expect(priced.model).toMatchObject({
      totalCost: '20.00',
      potentialReturns: '0.00',
      returnsAtStartingPrice: true,
    });
    expect(priced.lines[0]).toMatchObject({ atStartingPrice: true, totalStake: 2000n, potentialReturns: 0n });
  });

  it('an SP selection is a single only: the multiple is of the fixed-price selections', () => {
    const priced = priceBetslip({
      model: slip({
        singles: [single(1, 2), single(2, 3), single(3, 5, { startingPrice: true })],
        multiples: [{ unitStake: '10' }],
      }),
      quotes: quotes(quote(1, 2), quote(2, 3), quote(3, 5, race)),
      rules: { ...rules, minStake: '0' },
      mode: 'server',
    });
    expect(priced.model.multiples[0]).toMatchObject({ description: 'Double', potentialReturns: '60.00' });
    expect(priced.model.returnsAtStartingPrice).toBe(false);
  });
});

describe('settling an SP leg', () => {
  const leg = (result: SettlementLeg['result'], sp: number | undefined): SettlementLeg => ({
    decimal: 2,
    result,
    startingPrice: true,
    startingPriceDecimal: sp,
    placeTerms: { numerator: 1, denominator: 4, places: 3 },
  });
  it.each([
    ['won at SP 6.0: 10 x 6', leg('won', 6), false, 6000n, 'won'],
    ['each-way won at SP 6.0: 60 + 10 x (1 + 5/4)', leg('won', 6), true, 6000n + 2250n, 'won'],
    [
      'each-way placed at SP 9.0: 10 x (1 + 8/4), the win part lost',
      leg('placed', 9),
      true,
      3000n,
      'partly-won',
    ],
    ['lost', leg('lost', 6), false, 0n, 'lost'],
    ['a non-runner: void, the stake back', leg('void', undefined), false, 1000n, 'void'],
    ['won with no SP returned: void, the stake back', leg('won', undefined), false, 1000n, 'void'],
  ])('%s', (_, l, eachWay, credit, status) => {
    expect(settleBet({ type: { kind: 'single' }, unitStake: 1000n, eachWay, legs: [l] })).toMatchObject({
      credit,
      status,
    });
  });

  it('property: an SP win returns stake x SP, each-way the place part at the fraction of the SP', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10_000_000n }),
        fc.integer({ min: 101, max: 100_000 }).map((c) => c / 100),
        fc.integer({ min: 101, max: 100_000 }).map((c) => c / 100),
        fc.constantFrom(4, 5),
        (stake, taken, sp, den) => {
          const terms = { numerator: 1, denominator: den, places: 3 };
          const l: SettlementLeg = {
            decimal: taken,
            result: 'won',
            startingPrice: true,
            startingPriceDecimal: sp,
            placeTerms: terms,
          };
          const win = settleBet({ type: { kind: 'single' }, unitStake: stake, legs: [l] });
          expect(win.credit).toBe(returnsAt(stake, exactOdds(sp)));
          const ew = settleBet({ type: { kind: 'single' }, unitStake: stake, eachWay: true, legs: [l] });
          expect(ew.credit).toBe(
            returnsAt(stake, exactOdds(sp)) + returnsAt(stake, placeOdds(exactOdds(sp), terms)),
          );
        },
      ),
    );
  });

  it('offers no cash-out on an SP bet', () => {
    const bet = {
      stake: 1000n,
      startingPrice: true,
      legs: [{ decimal: 5, result: 'open' as const, currentDecimal: 4, marketStatus: 'open' as const }],
    };
    expect(cashOutValue(bet)).toMatchObject({ available: false, reason: 'not-offered' });
  });
});

describe('the demo SP', () => {
  it('is the last price moved by at most 15 % (on the ladder), the same for the same runner', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 1, max: 1e7 }),
        fc.integer({ min: 110, max: 5000 }),
        (seed, id, c) => {
          const sp = demoStartingPrice(seed, id, c / 100);
          expect(sp).toBe(demoStartingPrice(seed, id, c / 100));
          expect(sp).toBeGreaterThanOrEqual(Math.max(1.01, (c / 100) * 0.8));
          expect(sp).toBeLessThanOrEqual((c / 100) * 1.2);
        },
      ),
    );
  });
});
