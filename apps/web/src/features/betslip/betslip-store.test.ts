import { beforeEach, describe, expect, it } from 'vitest';
import { betslipActions } from './betslip-actions.ts';
import { parsePersistedBetslip, sanitizeStoredBetslip } from './persisted-betslip.ts';
import { orderedBets, toggleBet } from './slip-bets.ts';
import { BETSLIP_STORAGE_KEY, EMPTY_BETSLIP, useBetslipStore, type BetPick } from './betslip-store.ts';

const pick = (outcomeId: number, decimal = 2): BetPick => ({
  outcomeId,
  outcomeDescription: `Outcome ${outcomeId}`,
  marketId: outcomeId * 10,
  decimal,
});
const add = (outcomeId: number, expand = true) => toggleBet(pick(outcomeId), { maxBets: 15, expand });
const state = () => useBetslipStore.getState();
const refs = () => orderedBets(state().bets).map((b) => `${b.ref}:${b.outcomeId}`);

beforeEach(() => {
  localStorage.clear();
  useBetslipStore.setState(EMPTY_BETSLIP);
});

describe('betslip store: toggle (SPEC.md §4 "Toggle", "Betslip open/close")', () => {
  it('adds a first bet as sel1, opens the slip and expands it for a player', () => {
    expect(add(1)).toBe('added');
    expect(refs()).toEqual(['sel1:1']);
    expect(state()).toMatchObject({ open: true, expanded: true, view: 'singles' });
  });

  it('opens but does not expand for a visitor building a retail slip', () => {
    add(1, false);
    expect(state()).toMatchObject({ open: true, expanded: false });
  });

  it('switches to the multiples view when a bet joins an existing one', () => {
    add(1);
    add(2);
    expect(state().view).toBe('multiples');
    expect(refs()).toEqual(['sel1:1', 'sel2:2']);
  });

  it('removes a bet picked again and renumbers the later refs', () => {
    add(1);
    add(2);
    add(3);
    expect(add(2)).toBe('removed');
    expect(refs()).toEqual(['sel1:1', 'sel2:3']);
  });

  it('clears system stakes on any removal, and the multiples with one bet left', () => {
    add(1);
    add(2);
    add(3);
    betslipActions.setStake('mul1', '5');
    betslipActions.setStake('sys058', '1');
    add(3);
    expect(state().systemStakes).toEqual({});
    expect(state().multipleStakes).toEqual({ mul1: '5' });
    add(2);
    expect(state().multipleStakes).toEqual({});
    expect(state().view).toBe('singles');
  });

  it('closes the slip when the last bet goes', () => {
    add(1);
    add(1);
    expect(state()).toMatchObject({ open: false, expanded: false, bets: {} });
  });

  it('refuses a bet beyond the maximum and leaves the slip as it was (§5 "Betslip maximum")', () => {
    for (const id of [1, 2, 3]) toggleBet(pick(id), { maxBets: 3, expand: true });
    expect(toggleBet(pick(4), { maxBets: 3, expand: true })).toBe('full');
    expect(refs()).toEqual(['sel1:1', 'sel2:2', 'sel3:3']);
    // Removing is always allowed at the maximum.
    expect(toggleBet(pick(3), { maxBets: 3, expand: true })).toBe('removed');
  });

  it('removing and re-adding a bet gives the same slip (refs by position)', () => {
    add(1);
    add(2);
    const before = refs();
    add(2);
    add(2);
    expect(refs()).toEqual(before);
  });
});

describe('betslip store: prices and stakes', () => {
  it("keeps a single's stake as typed, trailing dot included (§4 'Stake entry')", () => {
    add(1);
    betslipActions.setStake('sel1', '12.');
    expect(orderedBets(state().bets)[0]?.unitStake).toBe('12.');
  });

  it('remembers the old price beside the new one until accepted, and forgets it when the price returns', () => {
    add(1);
    betslipActions.updateBets([{ outcomeId: 1, decimal: 2.5 }]);
    expect(state().bets[1]).toMatchObject({ decimal: 2.5, previousDecimal: 2 });
    betslipActions.updateBets([{ outcomeId: 1, decimal: 2.75 }]);
    expect(state().bets[1]).toMatchObject({ decimal: 2.75, previousDecimal: 2 });
    betslipActions.updateBets([{ outcomeId: 1, decimal: 2 }]);
    expect(state().bets[1]).toMatchObject({ decimal: 2, previousDecimal: null });
    betslipActions.updateBets([{ outcomeId: 1, decimal: 3 }]);
    betslipActions.acceptPriceChanges();
    expect(state().bets[1]).toMatchObject({ decimal: 3, previousDecimal: null });
  });

  it('returns the same state object for an update that changes nothing', () => {
    add(1);
    const before = state().bets;
    betslipActions.updateBets([
      { outcomeId: 1, decimal: 2 },
      { outcomeId: 99, decimal: 5 },
    ]);
    expect(state().bets).toBe(before);
  });

  it('lets one placement start at a time (a double click places once)', () => {
    expect(betslipActions.startPlacing()).toBe(true);
    expect(betslipActions.startPlacing()).toBe(false);
    betslipActions.finishPlacing({ errors: [] });
    expect(betslipActions.startPlacing()).toBe(true);
  });
});

describe('betslip store: persistence (SPEC.md §3, version 1 without the transient fields)', () => {
  it('stores the bets, stakes and view under version 1, but not errors or placement state', () => {
    add(1);
    add(2);
    betslipActions.setStake('mul1', '10');
    betslipActions.finishPlacing({ errors: [{ code: 'RES-00152', message: 'changed' }] });
    betslipActions.startPlacing();
    const stored = JSON.parse(localStorage.getItem(BETSLIP_STORAGE_KEY) ?? '{}') as {
      version: number;
      state: Record<string, unknown>;
    };
    expect(stored.version).toBe(1);
    expect(Object.keys(stored.state).sort()).toEqual(
      [
        'activeBetKey',
        'betMaybeReferred',
        'bets',
        'expanded',
        'globalStake',
        'isEachWayChecked',
        'isShowNotAvailableMessage',
        'multipleStakes',
        'open',
        'pendingBet',
        'systemStakes',
        'view',
      ].sort(),
    );
    expect(stored.state.multipleStakes).toEqual({ mul1: '10' });
  });

  it('reads back what it stored', async () => {
    add(1);
    add(2);
    betslipActions.setStake('sel2', '5');
    const stored = localStorage.getItem(BETSLIP_STORAGE_KEY);
    useBetslipStore.setState(EMPTY_BETSLIP);
    localStorage.setItem(BETSLIP_STORAGE_KEY, stored ?? '');
    await useBetslipStore.persist.rehydrate();
    sanitizeStoredBetslip();
    expect(refs()).toEqual(['sel1:1', 'sel2:2']);
    expect(state().bets[2]?.unitStake).toBe('5');
    expect(state().open).toBe(true);
  });

  it.each([
    ['not an object', 'nonsense'],
    ['bets that are not bets', { bets: { 1: { outcomeId: 'x' } }, open: true }],
    [
      'a price of 1 or below',
      { bets: { 1: { outcomeId: 1, outcomeDescription: 'A', marketId: 1, decimal: 1 } } },
    ],
  ])('drops stored data it cannot read: %s', (_, stored) => {
    const parsed = parsePersistedBetslip(stored);
    expect(parsed.bets).toEqual({});
    expect(parsed.open).toBe(false);
  });

  it('renumbers stored refs that have gaps and drops stakes that are not stake text', () => {
    const bet = (outcomeId: number, ref: string, unitStake: string) => ({
      outcomeId,
      outcomeDescription: 'A',
      marketId: 1,
      decimal: 2,
      ref,
      unitStake,
    });
    const parsed = parsePersistedBetslip({
      open: true,
      bets: { 5: bet(5, 'sel4', '1e9'), 3: bet(3, 'sel2', '7.5') },
    });
    expect(orderedBets(parsed.bets).map((b) => [b.ref, b.outcomeId, b.unitStake])).toEqual([
      ['sel1', 3, '7.5'],
      ['sel2', 5, ''],
    ]);
  });
});
