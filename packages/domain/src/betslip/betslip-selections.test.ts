import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BETSLIP_RULES } from './betslip-rules.ts';
import {
  addSelection,
  lineKind,
  removeSelection,
  removeUnavailableSelections,
  renumberSelections,
  setGlobalStake,
  setLineStake,
  toggleSelection,
} from './betslip-selections.ts';
import { priceBetslip } from './price-betslip.ts';
import { single, slip } from './test-slips.ts';

const rules = DEFAULT_BETSLIP_RULES;
const three = slip({
  singles: [single(1, 2, { ref: 'sel1' }), single(2, 3, { ref: 'sel2' }), single(3, 4, { ref: 'sel3' })],
  outcomeIds: [1, 2, 3],
});
const refs = (m: { singles: { ref: string; outcomeId: number }[] }): string[] =>
  m.singles.map((s) => `${s.ref}:${s.outcomeId}`);

describe('selections and refs (SPEC.md §3 ref sel1.., §4 Toggle, §5 Betslip maximum)', () => {
  it('a new selection goes to the end with the next ref', () => {
    const result = addSelection(three, single(9, 1.5), rules);
    expect(result.added).toBe(true);
    expect(refs(result.model)).toEqual(['sel1:1', 'sel2:2', 'sel3:3', 'sel4:9']);
    expect(result.model.outcomeIds).toEqual([1, 2, 3, 9]);
  });

  it('removing sel2 renumbers the later refs', () => {
    expect(refs(removeSelection(three, 2))).toEqual(['sel1:1', 'sel2:3']);
  });

  it('removal drops the multiples and clears the system stakes (§4)', () => {
    const staked = slip({
      ...three,
      multiples: [{ unitStake: '5' }],
      systems: [{ ref: 'sys058', unitStake: '2', totalStake: '8' }],
    });
    const after = removeSelection(staked, 3);
    expect(after.multiples).toEqual([]);
    expect(after.systems.map((s) => [s.unitStake, s.totalStake])).toEqual([['0', '0']]);
  });

  it('removing an outcome not on the slip changes nothing', () => {
    expect(removeSelection(three, 42)).toBe(three);
  });

  it('toggling an outcome on the slip removes it; a new one is added', () => {
    expect(refs(toggleSelection(three, single(1, 2), rules).model)).toEqual(['sel1:2', 'sel2:3']);
    expect(refs(toggleSelection(three, single(7, 2), rules).model)).toHaveLength(4);
  });

  it.each([
    ['the maximum refuses one more (§5: an alert, nothing added)', 3, 'max-bets'],
    ['an outcome already on the slip is not added twice', 15, 'already-on-slip'],
  ])('%s', (_name, maxSelections, reason) => {
    const outcome = reason === 'already-on-slip' ? single(2, 3) : single(8, 3);
    const result = addSelection(three, outcome, { maxSelections });
    expect(result).toMatchObject({ added: false, reason });
    expect(result.model).toBe(three);
  });

  it('closed selections go after the notice (§4 Unavailable selections)', () => {
    const closed = slip({
      ...three,
      singles: three.singles.map((s) => (s.outcomeId === 2 ? { ...s, outcomeState: 'C' } : s)),
    });
    expect(refs(removeUnavailableSelections(closed))).toEqual(['sel1:1', 'sel2:3']);
  });

  it('renumbering keeps the same array when refs are already in order', () => {
    expect(renumberSelections(three.singles)).toBe(three.singles);
  });

  it.each([
    ['sel3', 'single'],
    ['mul1', 'multiple'],
    ['sys058', 'system'],
    ['xyz', undefined],
  ])('%s names a %s line', (ref, kind) => {
    expect(lineKind(ref)).toBe(kind);
  });

  const fiver = { id: 11, amount: '5.00', currency: 'EUR' };

  it('a cash stake and a free-bet stake on one line exclude each other (§4 Stake entry)', () => {
    const one = slip({ currency: 'EUR', singles: [single(1, 2)] });
    const free = setLineStake(setLineStake(one, 'sel1', '10'), 'sel1', {
      token: 'freeBetMax',
      freeBet: fiver,
    });
    expect(free.singles[0]).toMatchObject({
      unitStake: '0',
      isFreeBet: true,
      freeBetId: 11,
      freeMoneyUnitStake: '5.00',
    });
    const cleared = setLineStake(free, 'sel1', { token: 'freeBetNull' });
    expect(cleared.singles[0]).toMatchObject({ unitStake: '0', isFreeBet: false, freeMoneyUnitStake: '0' });
    expect(cleared.singles[0]).not.toHaveProperty('freeBetId');
    const cash = setLineStake(free, 'sel1', '3');
    expect(cash.singles[0]).toMatchObject({ unitStake: '3', isFreeBet: false, freeMoneyUnitStake: '0' });
    expect(cash.singles[0]).not.toHaveProperty('freeBetId');
    expect(setGlobalStake(free, '2').singles[0]).not.toHaveProperty('freeBetId');
  });

  it.each([
    ['a single', 'sel1', false, '5.00'],
    ['an each-way single (two bets)', 'sel1', true, '2.50'],
    ['the multiple', 'mul1', false, '5.00'],
    ['an each-way multiple (two bets)', 'mul1', true, '2.50'],
    ['a Trixie (4 bets)', 'sys058', false, '1.25'],
    ['an each-way Trixie (8 bets, rounded down)', 'sys058', true, '0.62'],
  ])("freeBetMax stakes %s with the token's amount over its bets", (_name, ref, eachWay, unit) => {
    const staked = slip({
      currency: 'EUR',
      singles: [single(1, 2, { eachWay }), single(2, 3), single(3, 4)],
      multiples: [{ ref: 'mul1', eachWay }],
      systems: [{ ref: 'sys058', noOfBets: eachWay ? 8 : 4, eachWay }],
    });
    const line = [
      ...setLineStake(staked, ref, { token: 'freeBetMax', freeBet: fiver }).singles,
      ...setLineStake(staked, ref, { token: 'freeBetMax', freeBet: fiver }).multiples,
      ...setLineStake(staked, ref, { token: 'freeBetMax', freeBet: fiver }).systems,
    ].find((l) => l.ref === ref);
    expect(line).toMatchObject({ isFreeBet: true, freeBetId: 11, freeMoneyUnitStake: unit, unitStake: '0' });
  });

  const systemUnit = (amount: string, currency: string, noOfBets: number) =>
    setLineStake(slip({ currency, systems: [{ ref: 'sys058', noOfBets }] }), 'sys058', {
      token: 'freeBetMax',
      freeBet: { id: 1, amount, currency },
    }).systems[0]?.freeMoneyUnitStake;

  it.each([
    ['KRW (whole won)', '5000', 'KRW', 3, '1666'],
    ['a line of no bets', '5.00', 'EUR', 0, '0.00'],
  ])('the unit stake of a token: %s', (_name, amount, currency, bets, unit) => {
    expect(systemUnit(amount, currency, bets)).toBe(unit);
  });

  it("a free-bet line's whole stake never exceeds its token, and wastes less than one cent per bet (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 500 }),
        (cents, bets) => {
          const unit = Math.round(Number(systemUnit((cents / 100).toFixed(2), 'EUR', bets)) * 100);
          expect(unit * bets).toBeLessThanOrEqual(cents);
          expect(cents - unit * bets).toBeLessThan(bets);
        },
      ),
    );
  });

  it('whatever stakes are set, a line is never both cash and free, and names a token only as a free bet (property)', () => {
    const entry = fc.oneof(
      fc.constantFrom('0', '1', '2.50'),
      fc.constant({ token: 'freeBetNull' } as const),
      fc
        .integer({ min: 1, max: 9 })
        .map((id) => ({ token: 'freeBetMax', freeBet: { ...fiver, id } }) as const),
    );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('sel1', 'sel2', 'mul1'), entry), { maxLength: 20 }),
        (steps) => {
          let model = slip({
            currency: 'EUR',
            singles: [single(1, 2), single(2, 3)],
            multiples: [{ ref: 'mul1' }],
          });
          for (const [ref, stake] of steps) model = setLineStake(model, ref, stake);
          for (const line of [...model.singles, ...model.multiples]) {
            expect(line.isFreeBet && Number(line.unitStake) > 0).toBe(false);
            expect(line.freeBetId !== undefined).toBe(line.isFreeBet);
            if (!line.isFreeBet) expect(line.freeMoneyUnitStake).toBe('0');
          }
        },
      ),
    );
  });

  it('the global stake goes on every single', () => {
    const all = setGlobalStake(three, '2.50');
    expect(all.globalStake).toBe('2.50');
    expect(all.singles.map((s) => s.unitStake)).toEqual(['2.50', '2.50', '2.50']);
  });

  const selectionList = fc
    .uniqueArray(fc.integer({ min: 1, max: 500 }), { minLength: 1, maxLength: 15 })
    .chain((ids) =>
      fc.tuple(
        fc.constant(ids),
        fc.array(fc.constantFrom('0', '1', '2.50', '10'), { minLength: ids.length, maxLength: ids.length }),
        fc.array(fc.integer({ min: 101, max: 2000 }), { minLength: ids.length, maxLength: ids.length }),
      ),
    );

  it('refs are always sel1..n in order, whatever is added and removed (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 60 }), (toggles) => {
        let model = slip({});
        for (const id of toggles) model = toggleSelection(model, single(id, 2), rules).model;
        expect(model.singles.map((s) => s.ref)).toEqual(model.singles.map((_, i) => `sel${i + 1}`));
        expect(model.outcomeIds).toEqual(model.singles.map((s) => s.outcomeId));
        expect(model.singles.length).toBeLessThanOrEqual(rules.maxSelections);
      }),
    );
  });

  it('removing and re-adding a selection leaves the priced slip unchanged (property)', () => {
    fc.assert(
      fc.property(selectionList, ([ids, stakes, cents]) => {
        let model = slip({});
        ids.forEach((id, i) => {
          model = addSelection(model, single(id, cents[i]! / 100, { unitStake: stakes[i]! }), rules).model;
        });
        const before = priceBetslip({ model, rules, mode: 'client' });
        const last = model.singles.at(-1)!;
        const readded = addSelection(removeSelection(model, last.outcomeId), last, rules).model;
        const after = priceBetslip({ model: readded, rules, mode: 'client' });
        expect(after.model).toEqual(before.model);
      }),
    );
  });
});
