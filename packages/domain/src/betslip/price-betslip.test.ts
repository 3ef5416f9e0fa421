import type { BetslipError } from '@sb/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BETSLIP_RULES, type BetslipRules } from './betslip-rules.ts';
import { addSelection, removeSelection } from './betslip-selections.ts';
import { EVEN, exactOdds, multiplyOdds, returnsAt } from './exact-odds.ts';
import { dedupeErrors } from './betslip-errors.ts';
import { multipleDescription, placeholderMultiple, selectionsCombine } from './multiples.ts';
import { hasNegativeOdds, priceBetslip, type PriceBetslipInput } from './price-betslip.ts';
import { amountToMinor } from './stake-amount.ts';
import { NOW, quote, quotes, single, slip, token } from './test-slips.ts';

const rules = DEFAULT_BETSLIP_RULES;
const quarter = { numerator: 1, denominator: 4, places: 3 };
const price = (input: Omit<PriceBetslipInput, 'rules' | 'mode'> & Partial<PriceBetslipInput>) =>
  priceBetslip({ rules, mode: 'server', ...input });
const codes = (errors: readonly BetslipError[]): string[] =>
  errors.map((e) => `${e.code}@${e.ref ?? 'slip'}`);

describe('singles (SPEC.md §3 Single selection)', () => {
  it.each([
    [
      '10.00 at 2.50 returns 25.00',
      single(1, 2.5, { unitStake: '10' }),
      { potentialReturns: '25.00', unitStake: '10.00' },
    ],
    ['no stake, no returns', single(1, 2.5), { potentialReturns: '0.00' }],
    ['the price is shown in the odds type', single(1, 2.5), { price: '2.50', betTypeId: 200001 }],
    [
      'each-way is two bets: 10.00 at 5.0 (1/4) returns 50.00 + 20.00',
      single(1, 5, { unitStake: '10', eachWay: true, placeTerms: quarter }),
      { potentialReturns: '70.00', showEachWay: true, eachWay: true },
    ],
    [
      'each-way needs place terms',
      single(1, 5, { unitStake: '10', eachWay: true }),
      { potentialReturns: '50.00', showEachWay: false, eachWay: false },
    ],
    [
      "a free bet's stake is not returned: 10.00 free at 3.0 returns 20.00 (§4)",
      single(1, 3, { isFreeBet: true, freeMoneyUnitStake: '10', maxFreeMoneyStake: '10' }),
      { potentialReturns: '20.00' },
    ],
  ])('%s', (_name, selection, expected) => {
    const { model } = price({ model: slip({ singles: [selection] }) });
    expect(model.singles[0]).toMatchObject(expected);
  });

  it('each-way doubles the cost and records the place returns', () => {
    const { model, lines } = price({
      model: slip({ singles: [single(1, 5, { unitStake: '10', eachWay: true, placeTerms: quarter })] }),
    });
    expect(model.totalCost).toBe('20.00');
    expect(model.potentialPlaceWin).toBe('20.00');
    expect(lines[0]).toMatchObject({ noOfBets: 2, totalStake: 2000n });
  });

  it('each-way is off when the brand turns it off (each_way_enabled)', () => {
    const { model } = price({
      model: slip({ singles: [single(1, 5, { unitStake: '10', eachWay: true, placeTerms: quarter })] }),
      rules: { ...rules, eachWayEnabled: false },
    });
    expect(model.singles[0]).toMatchObject({ eachWay: false, showEachWay: false, potentialReturns: '50.00' });
  });

  it('a free bet is not part of the cost', () => {
    const { model } = price({
      model: slip({
        singles: [single(1, 3, { isFreeBet: true, freeMoneyUnitStake: '10', maxFreeMoneyStake: '10' })],
      }),
    });
    expect(model.totalCost).toBe('0.00');
  });

  it('a thousand-scaled currency prices whole amounts (VND 250000 at 2.0)', () => {
    const { model } = price({
      model: slip({ singles: [single(1, 2, { unitStake: '250000' })] }),
      rules: { ...rules, currency: 'VND', precision: 0, minStake: '1000', maxStake: '10000000' },
    });
    expect(model).toMatchObject({ totalCost: '250000', potentialReturns: '500000', currency: 'VND' });
  });

  it('us odds are shown as us prices', () => {
    const { model } = price({
      model: slip({ singles: [single(1, 2.5)] }),
      rules: { ...rules, oddsType: 'us' },
    });
    expect(model.singles[0]!.price).toBe('+150');
  });
});

describe('the multiple (SPEC.md §3 Multiple, §5 multiples)', () => {
  const treble = slip({
    singles: [single(1, 1.1), single(2, 1.1), single(3, 1.1)],
    multiples: [{ unitStake: '10' }],
  });

  it('a treble of 1.10 at 10.00 returns exactly 13.31 and shows 1.33', () => {
    const { model } = price({ model: treble });
    expect(model.multiples[0]).toMatchObject({
      description: 'Treble',
      betTypeId: 200002,
      ref: 'mul1',
      decimal: 1.33,
      price: '1.33',
      potentialReturns: '13.31',
      totalStake: '10.00',
    });
    expect(model.totalOdds).toBe(1.33);
    expect(model.totalCost).toBe('10.00');
  });

  it.each([
    [2, 'Double'],
    [3, 'Treble'],
    [4, '4-Fold'],
    [12, '12-Fold'],
  ])('%d legs make a %s', (legs, name) => {
    expect(multipleDescription(legs)).toBe(name);
  });

  it.each([
    ['one selection makes no multiple', [{ eventId: 1 }], false],
    ['two events make one', [{ eventId: 1 }, { eventId: 2 }], true],
    ['two outcomes of one event do not (RES-00218)', [{ eventId: 1 }, { eventId: 1 }], false],
  ])('%s', (_name, legs, expected) => {
    expect(selectionsCombine(legs)).toBe(expected);
  });

  it('the front end placeholder asks 1250.00 until the server answers (§3, §5)', () => {
    expect(placeholderMultiple([single(1, 2), single(2, 2)])).toMatchObject({
      betTypeId: 200002,
      minBetStake: '1250.00',
      description: 'Double',
    });
    const client = priceBetslip({
      model: slip({ singles: [single(1, 2), single(2, 2)] }),
      rules,
      mode: 'client',
    });
    expect(client.model.multiples[0]!.minBetStake).toBe('1250.00');
    const server = price({ model: client.model, rules: { ...rules, minStake: '0.5' } });
    expect(server.model.multiples[0]).toMatchObject({ minBetStake: '0.50', maxBetStake: '10000.00' });
    const again = priceBetslip({ model: server.model, rules, mode: 'client' });
    expect(again.model.multiples[0]!.minBetStake).toBe('0.50');
  });

  it('a selection left out of multiples is not a leg', () => {
    const { model } = price({
      model: slip({ singles: [single(1, 2), single(2, 3), single(3, 4, { includeInMultiples: false })] }),
    });
    expect(model.multiples[0]).toMatchObject({ description: 'Double', decimal: 6 });
  });

  it('two outcomes of one event give no multiple, and a staked one is refused with RES-00218', () => {
    const sameEvent = slip({
      singles: [single(1, 2, { eventId: 7 }), single(2, 3, { eventId: 7 })],
      multiples: [{ unitStake: '5' }],
    });
    const { model, errors } = price({ model: sameEvent });
    expect(model.multiples).toEqual([]);
    expect(codes(errors)).toEqual(['RES-00218@mul1']);
  });

  it('each-way multiple: the place part is the accumulator of place odds', () => {
    const { model } = price({
      model: slip({
        singles: [single(1, 5, { placeTerms: quarter }), single(2, 9, { placeTerms: quarter })],
        multiples: [{ unitStake: '1', eachWay: true }],
      }),
    });
    // win 5 x 9 = 45; place 2 x 3 = 6.
    expect(model.multiples[0]).toMatchObject({
      eachWay: true,
      noOfBets: 2,
      totalStake: '2.00',
      potentialReturns: '51.00',
    });
  });
});

describe('system bets (SPEC.md §3 System, §9)', () => {
  const legs = [single(1, 2), single(2, 2), single(3, 2)];

  it('a Trixie of 1.00 at evens: 3 doubles of 4.00 and a treble of 8.00', () => {
    const { model } = price({
      model: slip({ singles: legs, showSysBets: true, systems: [{ ref: 'sys058', unitStake: '1' }] }),
    });
    expect(model.systems.map((s) => s.description)).toEqual(['Doubles', 'Trixie', 'Patent']);
    expect(model.systems[1]).toMatchObject({
      noOfBets: 4,
      totalStake: '4.00',
      potentialReturns: '20.00',
      folds: [2, 3],
    });
    expect(model.totalCost).toBe('4.00');
  });

  it('a banker is in every combination: banker + doubles of 3 others at evens', () => {
    const { model } = price({
      model: slip({
        singles: [single(9, 2, { banker: true }), ...legs],
        showSysBets: true,
        systems: [{ ref: 'sys002', unitStake: '1' }],
      }),
    });
    expect(model.systems[0]).toMatchObject({
      description: 'Doubles',
      noOfBets: 3,
      potentialReturns: '24.00',
    });
  });

  it.each([
    ['not shown', { showSysBets: false }, rules],
    ['on the African slip (§9)', { showSysBets: true }, { ...rules, kind: 'african' as const }],
    ['with two selections', { showSysBets: true, singles: legs.slice(0, 2) }, rules],
  ])('no systems when %s', (_name, extra, slipRules) => {
    const { model } = price({ model: slip({ singles: legs, ...extra }), rules: slipRules });
    expect(model.systems).toEqual([]);
  });
});

type Line = { spread?: number; spread2?: number };

describe('selection states and price changes (SPEC.md §7 pricing, §8 rejection codes)', () => {
  const one = slip({ singles: [single(1, 2, { unitStake: '10' })] });

  it.each([
    ['a lower price asks the player (RES-00152)', 'D', 1.8, ['RES-00152@sel1']],
    ['a higher price asks the player who did not accept higher odds', 'D', 2.2, ['RES-00152@sel1']],
    ['a higher price is taken when higher odds are accepted', 'A', 2.2, []],
    ['a lower price still asks with accept-higher-odds', 'A', 1.8, ['RES-00152@sel1']],
    ['an unchanged price is fine', 'D', 2, []],
  ] as const)('%s', (_name, accept, now, expected) => {
    const { model, errors } = price({ model: one, userAcceptOdds: accept, quotes: quotes(quote(1, now)) });
    expect(codes(errors)).toEqual(expected);
    expect(model.singles[0]!.decimal).toBe(now);
    expect(model.singles[0]!.previousDecimal).toBe(now === 2 ? undefined : 2);
    expect(model.singles[0]!.notifyPriceChangeMode).toBe(accept);
  });

  it.each([
    ['a suspended market (RES-00048)', { marketStatus: 'SUSPENDED' as const }, 'RES-00048@sel1', 'O'],
    ['a suspended event (RES-00108)', { eventSuspended: true }, 'RES-00108@sel1', 'O'],
    ['a feed alert (RES-00249)', { feedAlert: true }, 'RES-00249@sel1', 'O'],
    ['a live feed gone quiet (RES-00046)', { feedStale: true, feedAlert: true }, 'RES-00046@sel1', 'O'],
    ['an event that has passed (RES-00047)', { eventPassed: true }, 'RES-00047@sel1', 'O'],
    [
      'a closed market: not available anymore (§8)',
      { marketStatus: 'CLOSED' as const },
      'selection-unavailable@sel1',
      'C',
    ],
  ])('%s disables the selection', (_name, state, code, outcomeState) => {
    const { model, errors } = price({ model: one, quotes: quotes(quote(1, 2, state)) });
    expect(codes(errors)).toEqual([code]);
    expect(model.singles[0]).toMatchObject({ enabled: false, outcomeState });
  });

  it.each([
    ['the line the player saw, unchanged', { spread: -1.5 }, { spread: -1.5 }, 2, []],
    ['a handicap line moved (RES-00153)', { spread: -1.5 }, { spread: -1 }, 2, ['RES-00153@sel1']],
    [
      'a second line moved (RES-00153)',
      { spread: 2.5, spread2: 3 },
      { spread: 2.5, spread2: 3.5 },
      2,
      ['RES-00153@sel1'],
    ],
    ['line and price moved: the line is named', { spread: 2.5 }, { spread: 3.5 }, 1.8, ['RES-00153@sel1']],
    ['the line is gone from the outcome (RES-00153)', { spread: 2.5 }, {}, 2, ['RES-00153@sel1']],
    ['a slip that saw no line takes the quote’s', {}, { spread: 2.5 }, 2, []],
  ] satisfies [string, Line, Line, number, string[]][])('%s', (_name, seen, now, decimal, expected) => {
    const lined = slip({ singles: [single(1, 2, { unitStake: '10', ...seen })] });
    const { model, errors } = price({ model: lined, quotes: quotes(quote(1, decimal, now)) });
    expect(codes(errors)).toEqual(expected);
    const line: Line = now;
    expect(model.singles[0]!.spread).toBe(line.spread);
    expect(model.singles[0]!.spread2).toBe(line.spread2);
  });

  it('an error names the outcome so it survives renumbering', () => {
    const { errors } = price({ model: one, quotes: quotes(quote(1, 2, { feedAlert: true })) });
    expect(errors[0]).toEqual({
      code: 'RES-00249',
      message: 'Betting on this market is paused (feed alert)',
      ref: 'sel1',
      outcomeId: 1,
    });
  });

  it('the quote brings place terms and the outcome maximum', () => {
    const { model } = price({
      model: one,
      quotes: quotes(quote(1, 2, { placeTerms: quarter, maxBetStake: '50' })),
    });
    expect(model.singles[0]).toMatchObject({ showEachWay: true, placeTerms: quarter, maxBetStake: '50.00' });
  });

  it('an in-play selection shows the delay', () => {
    expect(price({ model: one, quotes: quotes(quote(1, 2, { inRunning: true })) }).model.displayDelay).toBe(
      true,
    );
    expect(price({ model: one }).model.displayDelay).toBe(false);
  });
});

describe('stake limits, balance and the betslip maximum (server; SPEC.md §5, §8, §9)', () => {
  const limited: BetslipRules = { ...rules, minStake: '1', maxStake: '100' };
  const staked = (stake: string, extra = {}) =>
    slip({ singles: [single(1, 2, { unitStake: stake, ...extra })] });

  it.each([
    ['above the maximum: RES-00034, referred', staked('100.01'), ['RES-00034@sel1'], true],
    ['the maximum itself is fine', staked('100'), [], false],
    ['below the minimum: RES-00140', staked('0.99'), ['RES-00140@sel1'], false],
    ["above the selection's own maximum", staked('60', { maxBetStake: '50' }), ['RES-00034@sel1'], true],
    ['no stake is not below the minimum', staked('0'), [], false],
  ])('%s', (_name, model, expected, referred) => {
    const result = price({ model, rules: limited });
    expect(codes(result.errors)).toEqual(expected);
    expect(result.betMayBeReferred).toBe(referred);
  });

  it('a single on a selection offered only in combinations is RES-00103', () => {
    expect(codes(price({ model: staked('5', { singleEnabled: false }) }).errors)).toEqual(['RES-00103@sel1']);
    expect(price({ model: staked('0', { singleEnabled: false }) }).errors).toEqual([]);
  });

  it('a cost above the balance is RES-00056', () => {
    expect(codes(price({ model: staked('10'), balance: '9.99' }).errors)).toEqual(['RES-00056@slip']);
    expect(price({ model: staked('10'), balance: '10.00' }).errors).toEqual([]);
  });

  it('more selections than max_bets_on_betslip is RES-00247', () => {
    const many = slip({ singles: [1, 2, 3, 4].map((id) => single(id, 2)) });
    expect(codes(price({ model: many, rules: { ...rules, maxSelections: 3 } }).errors)).toEqual([
      'RES-00247@slip',
    ]);
  });

  it('the client does not check limits (the server gives them)', () => {
    expect(priceBetslip({ model: staked('1000000'), rules: limited, mode: 'client' }).errors).toEqual([]);
  });

  it('a free-bet stake mixed with another stake is flagged (§5)', () => {
    const model = slip({
      singles: [
        single(1, 2, { isFreeBet: true, freeBetId: 7, freeMoneyUnitStake: '5' }),
        single(2, 2, { unitStake: '5' }),
      ],
    });
    const freeBets = new Map([[7, token({ id: 7, amount: 500n })]]);
    expect(codes(price({ model, freeBets, now: NOW }).errors)).toEqual(['free-bet-mixed@slip']);
  });
});

describe('tax on the African slip (SPEC.md §5, §9)', () => {
  it('100.00 at 2.0 with 20 % stake tax and 20 % on winnings returns 149.99', () => {
    const african: BetslipRules = {
      ...rules,
      currency: 'KES',
      kind: 'african',
      taxDeductionEnabled: true,
      stakeAfterTaxEnabled: true,
      stakeRatePercentage: 20,
      taxReturnsPercentage: 20,
    };
    const { model } = price({
      model: slip({
        singles: [single(1, 2, { unitStake: '100' }), single(2, 2)],
        multiples: [{ unitStake: '10' }],
      }),
      rules: african,
    });
    // Stake after tax 83.33, gross 166.66, winnings 83.33, tax 16.67.
    expect(model.singles[0]).toMatchObject({
      stakeAfterTax: '83.33',
      potentialTaxDeduction: '16.67',
      potentialReturns: '149.99',
    });
    expect(model.multiples[0]).toMatchObject({ taxPercentage: 20, stakeAfterTax: '8.33' });
    expect(model.totalCost).toBe('110.00');
  });
});

describe('negative odds (SPEC.md §5)', () => {
  it.each([
    ['off unless enabled', 2.5, 'malay', false, false],
    ['malay above 2.00', 2.5, 'malay', true, true],
    ['malay at 2.00 or below', 1.8, 'malay', true, false],
    ['indo below 2.00', 1.8, 'indo', true, true],
    ['us below 2.00', 1.5, 'us', true, true],
    ['us from 2.00', 2.5, 'us', true, false],
    ['never in euro', 1.5, 'euro', true, false],
  ] as const)('%s', (_name, decimal, oddsType, enabled, expected) => {
    expect(hasNegativeOdds(decimal, { oddsType, negativeOddsEnabled: enabled })).toBe(expected);
  });
});

it('errors are de-duplicated by code and line (§8)', () => {
  const e = { code: 'RES-00048', message: 'Bet suspended', ref: 'sel1' };
  expect(dedupeErrors([e, e, { ...e, ref: 'sel2' }])).toHaveLength(2);
});

// ---- properties -----------------------------------------------------------------------------------

const stakeText = fc.constantFrom('0', '0.01', '1', '2.50', '10', '99.99', '1000');
const arbitrarySlip = fc
  .record({
    legs: fc.array(
      fc.record({
        cents: fc.integer({ min: 100, max: 3000 }),
        event: fc.integer({ min: 1, max: 12 }),
        stake: stakeText,
        free: fc.boolean(),
        eachWay: fc.boolean(),
        banker: fc.boolean(),
        terms: fc.boolean(),
      }),
      { minLength: 1, maxLength: 8 },
    ),
    multipleStake: stakeText,
    systemStake: stakeText,
    systemIndex: fc.nat(20),
    african: fc.boolean(),
  })
  .map(({ legs, multipleStake, systemStake, systemIndex, african }) => {
    const singles = legs.map((l, i) =>
      single(i + 1, l.cents / 100, {
        eventId: l.event,
        ...(l.free
          ? { isFreeBet: true, freeMoneyUnitStake: l.stake, maxFreeMoneyStake: '1000' }
          : { unitStake: l.stake }),
        eachWay: l.eachWay,
        banker: l.banker,
        ...(l.terms ? { placeTerms: quarter } : {}),
      }),
    );
    const probe = priceBetslip({ model: slip({ singles, showSysBets: true }), rules, mode: 'client' }).model;
    const system = probe.systems[systemIndex % Math.max(1, probe.systems.length)];
    const model = slip({
      singles,
      showSysBets: true,
      multiples: [{ unitStake: multipleStake }],
      systems: system ? [{ ref: system.ref, unitStake: systemStake }] : [],
    });
    const slipRules: BetslipRules = african
      ? {
          ...rules,
          kind: 'african',
          taxDeductionEnabled: true,
          stakeAfterTaxEnabled: true,
          stakeRatePercentage: 15,
          taxReturnsPercentage: 20,
        }
      : rules;
    return { model, rules: slipRules };
  });

describe('betslip properties', () => {
  it('total stake is the sum of unit stakes times the number of bets (property)', () => {
    fc.assert(
      fc.property(arbitrarySlip, ({ model, rules: r }) => {
        const priced = priceBetslip({ model, rules: r, mode: 'server' });
        for (const line of priced.lines) expect(line.totalStake).toBe(line.unitStake * BigInt(line.noOfBets));
        const cash = priced.lines
          .filter((l) => !l.isFreeBet)
          .reduce((s, l) => s + l.unitStake * BigInt(l.noOfBets), 0n);
        expect(amountToMinor(priced.model.totalCost, 'EUR')).toBe(cash);
      }),
    );
  });

  it('returns are never below zero, and never below the stake bet at odds of at least 1 without tax or free bet (property)', () => {
    fc.assert(
      fc.property(arbitrarySlip, ({ model, rules: r }) => {
        const priced = priceBetslip({ model, rules: r, mode: 'server' });
        for (const line of priced.lines) {
          expect(line.potentialReturns >= 0n).toBe(true);
          if (r.kind !== 'african' && !line.isFreeBet)
            expect(line.potentialReturns >= line.totalStake).toBe(true);
        }
        expect(amountToMinor(priced.model.potentialReturns, 'EUR') >= 0n).toBe(true);
      }),
    );
  });

  it('the server prices the slip the client shows to the cent (property)', () => {
    fc.assert(
      fc.property(arbitrarySlip, ({ model, rules: r }) => {
        const client = priceBetslip({ model, rules: r, mode: 'client' }).model;
        const server = priceBetslip({ model: client, rules: r, mode: 'server' }).model;
        const money = (m: typeof client) => ({
          totalCost: m.totalCost,
          potentialReturns: m.potentialReturns,
          totalOdds: m.totalOdds,
          lines: [...m.singles, ...m.multiples, ...m.systems].map((l) => [
            l.ref,
            l.unitStake,
            l.potentialReturns,
          ]),
        });
        expect(money(server)).toEqual(money(client));
      }),
    );
  });

  it("a multiple's returns are the stake at the exact product of its legs' odds (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 100, max: 5000 }), { minLength: 2, maxLength: 12 }),
        fc.integer({ min: 1, max: 100000 }),
        (cents, stake) => {
          const model = slip({
            singles: cents.map((c, i) => single(i + 1, c / 100)),
            multiples: [{ unitStake: (stake / 100).toFixed(2) }],
          });
          const product = cents.reduce((acc, c) => multiplyOdds(acc, exactOdds(c / 100)), EVEN);
          const { lines } = priceBetslip({ model, rules, mode: 'server' });
          expect(lines[0]!.potentialReturns).toBe(returnsAt(BigInt(stake), product));
        },
      ),
    );
  });

  it('removing any selection and adding it back keeps the totals (property)', () => {
    fc.assert(
      fc.property(arbitrarySlip, fc.nat(), ({ model, rules: r }, pick) => {
        const plain = { ...model, multiples: [], systems: [] };
        const target = plain.singles[pick % plain.singles.length]!;
        const readded = addSelection(removeSelection(plain, target.outcomeId), target, r).model;
        const before = priceBetslip({ model: plain, rules: r, mode: 'client' }).model;
        const after = priceBetslip({ model: readded, rules: r, mode: 'client' }).model;
        expect([after.totalCost, after.potentialReturns, after.totalOdds]).toEqual([
          before.totalCost,
          before.potentialReturns,
          before.totalOdds,
        ]);
      }),
    );
  });
});

describe('system returns', () => {
  const combos = <T>(items: readonly T[], k: number): T[][] =>
    k === 0 ? [[]] : items.flatMap((x, i) => combos(items.slice(i + 1), k - 1).map((c) => [x, ...c]));

  it('equal the stake on every combination listed one by one, bankers in each (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 100, max: 2000 }), { minLength: 3, maxLength: 8 }),
        fc.nat(3),
        fc.nat(30),
        fc.integer({ min: 1, max: 10_000 }),
        (cents, bankerCount, pick, stake) => {
          const bankers = Math.min(bankerCount, cents.length - 3);
          const singles = cents.map((c, i) => single(i + 1, c / 100, { banker: i < bankers }));
          const offered = priceBetslip({ model: slip({ singles, showSysBets: true }), rules, mode: 'client' })
            .model.systems;
          const system = offered[pick % offered.length]!;
          const model = slip({
            singles,
            showSysBets: true,
            systems: [{ ref: system.ref, unitStake: (stake / 100).toFixed(2) }],
          });
          const [line] = priceBetslip({ model, rules, mode: 'server' }).lines;
          const odds = cents.map((c) => exactOdds(c / 100));
          const bankerOdds = odds.slice(0, bankers).reduce(multiplyOdds, EVEN);
          const listed = system.folds
            .flatMap((k) => combos(odds.slice(bankers), k))
            .map((c) => c.reduce(multiplyOdds, bankerOdds));
          const sum = listed.reduce((a, o) => ({ num: a.num * o.den + o.num * a.den, den: a.den * o.den }), {
            num: 0n,
            den: 1n,
          });
          expect(line!.noOfBets).toBe(listed.length);
          expect(line!.potentialReturns).toBe(returnsAt(BigInt(stake), sum));
        },
      ),
    );
  });
});
