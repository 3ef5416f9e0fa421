import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useShellStore } from '../../lib/shell/shell-store.ts';
import { EMPTY_BETSLIP, useBetslipStore } from './betslip-store.ts';
import { focusStake } from './focus-stake.ts';

const slip = `
  <ul>
    <li data-outcome="11"><input data-stake="sel1" aria-label="Stake for Arsenal"></li>
    <li data-outcome="12"><input data-stake="sel2" aria-label="Stake for Chelsea"></li>
  </ul>`;
const focusedName = () => document.activeElement?.getAttribute('aria-label');
const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

beforeEach(() => {
  useBetslipStore.setState({ ...EMPTY_BETSLIP, panelShown: true });
  useShellStore.setState({ overlay: undefined });
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('focusStake (the S key of a price on the slip)', () => {
  it("focuses that selection's stake in the slip's panel", () => {
    document.body.innerHTML = slip;
    focusStake(12);
    expect(focusedName()).toBe('Stake for Chelsea');
    expect(useShellStore.getState().overlay).toBeUndefined();
  });

  it("falls back to the slip's first stake when the selection has none of its own (multiples)", () => {
    document.body.innerHTML =
      '<li data-outcome="11"></li><input data-stake="mul1" aria-label="Stake for Double">';
    focusStake(11);
    expect(focusedName()).toBe('Stake for Double');
  });

  it('opens the slip where it is an overlay, and focuses the stake once it shows', async () => {
    useBetslipStore.setState({ panelShown: false });
    focusStake(11);
    expect(useShellStore.getState().overlay).toBe('betslip');
    document.body.innerHTML = slip;
    await frame();
    await frame();
    expect(focusedName()).toBe('Stake for Arsenal');
  });
});
