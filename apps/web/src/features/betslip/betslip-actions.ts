import {
  EMPTY_BETSLIP,
  useBetslipStore,
  type BetslipBet,
  type BetslipError,
  type BetslipState,
  type BetslipStore,
  type BetslipView,
  type PlacementReceipt,
} from './betslip-store.ts';
import { useFreeBetStore } from './free-bet-store.ts';
import { afterRemoval, ALL_SINGLES, orderedBets } from './slip-bets.ts';

type Update = Partial<BetslipStore> | ((state: BetslipStore) => Partial<BetslipStore>);
const set = (update: Update): void => {
  useBetslipStore.setState(update);
};
const get = () => useBetslipStore.getState();

/**
 * The betslip's actions beyond the toggle (SPEC.md §4): they change the shared betslip store and
 * load with the slip's code, not with every page (features/betslip/betslip-store.ts keeps the first-load ones).
 */
export const betslipActions = {
  /** Removes bets (the remove button, unavailable selections after 3000 ms). */
  remove: (outcomeIds: readonly number[]): void => {
    set((state) => afterRemoval(state, new Set(outcomeIds)));
  },
  setView: (view: BetslipView): void => {
    set({ view, activeBetKey: null, errors: [] });
  },
  setExpanded: (expanded: boolean): void => {
    set({ expanded });
  },
  /**
   * Sets a stake by ref: a single's (sel1), the multiple's (mul1) or a system's (sys058). A cash
   * stake and a free bet exclude each other (§4 "Stake entry"): typing one drops the line's token.
   */
  setStake: (ref: string, stake: string): void => {
    if (ref === ALL_SINGLES) {
      betslipActions.setGlobalStake(stake);
      return;
    }
    if (stake !== '') betslipActions.chooseFreeBet(ref, null);
    set((state) => {
      if (ref.startsWith('sel')) {
        const bet = orderedBets(state.bets).find((b) => b.ref === ref);
        if (!bet || bet.unitStake === stake) return {};
        // One single staked apart: the "all singles" stake no longer describes them.
        const globalStake = state.globalStake === stake ? stake : '';
        return { bets: { ...state.bets, [bet.outcomeId]: { ...bet, unitStake: stake } }, globalStake };
      }
      if (ref.startsWith('mul')) return { multipleStakes: { ...state.multipleStakes, [ref]: stake } };
      return { systemStakes: { ...state.systemStakes, [ref]: stake } };
    });
  },
  /**
   * §4 one stake for every single: each single takes it as its unit stake (their free bets come
   * off, as typing a cash stake takes one off), and the slip's globalStake records it.
   */
  setGlobalStake: (stake: string): void => {
    for (const bet of Object.values(get().bets))
      if (stake !== '') betslipActions.chooseFreeBet(bet.ref, null);
    set((state) => {
      const bets: Record<number, BetslipBet> = {};
      for (const bet of Object.values(state.bets)) bets[bet.outcomeId] = { ...bet, unitStake: stake };
      return { bets, globalStake: stake };
    });
  },
  /** A single staked each-way or not (offered only where the server priced place terms). */
  setEachWay: (outcomeId: number, eachWay: boolean): void => {
    set((state) => {
      const bet = state.bets[outcomeId];
      return bet ? { bets: { ...state.bets, [outcomeId]: { ...bet, eachWay } } } : {};
    });
  },
  /** A single at the starting price or at its fixed price (offered where the server says SP is). */
  setStartingPrice: (outcomeId: number, startingPrice: boolean): void => {
    set((state) => {
      const bet = state.bets[outcomeId];
      return bet ? { bets: { ...state.bets, [outcomeId]: { ...bet, startingPrice } } } : {};
    });
  },
  /** The multiple and the system bets staked each-way. */
  setMultiplesEachWay: (isEachWayChecked: boolean): void => {
    set({ isEachWayChecked });
  },
  /**
   * A selection made a banker of the system bets, or not: the system stakes are cleared, since
   * the systems on offer change with the bankers (a banker's combinations are of the others).
   */
  setBanker: (outcomeId: number, banker: boolean): void => {
    set((state) => {
      const bet = state.bets[outcomeId];
      return bet ? { bets: { ...state.bets, [outcomeId]: { ...bet, banker } }, systemStakes: {} } : {};
    });
  },
  /**
   * Stakes a line with a free-bet token (the domain's freeBetMax when the model is built) and
   * clears its cash stake; null takes the token off (freeBetNull).
   */
  chooseFreeBet: (ref: string, freeBetId: number | null): void => {
    const { chosen } = useFreeBetStore.getState();
    if ((chosen[ref] ?? null) === freeBetId) return;
    // The cash stake goes first: clearing it must not see the new choice (free-bet-store.ts).
    if (freeBetId !== null) betslipActions.setStake(ref, '');
    const next = { ...chosen };
    if (freeBetId === null) delete next[ref];
    else next[ref] = freeBetId;
    useFreeBetStore.setState({ chosen: next });
  },
  setActiveBetKey: (activeBetKey: string | null): void => {
    set({ activeBetKey });
  },
  /**
   * Merges what a pricing answer or the live feed says about bets (prices, states, names). A moved
   * price keeps the one the player saw as the old price until they accept or place; an update that
   * changes nothing leaves the store as it is (no re-render).
   */
  updateBets: (updates: readonly (Partial<BetslipBet> & { outcomeId: number })[]): void => {
    set((state) => {
      let bets: Record<number, BetslipBet> | undefined;
      for (const update of updates) {
        const bet = (bets ?? state.bets)[update.outcomeId];
        if (!bet) continue;
        const next = { ...bet, ...update };
        if (update.decimal !== undefined && update.decimal !== bet.decimal)
          next.previousDecimal = bet.previousDecimal ?? bet.decimal;
        if (next.previousDecimal === next.decimal) next.previousDecimal = null;
        const changed = (Object.keys(next) as (keyof BetslipBet)[]).some((k) => next[k] !== bet[k]);
        if (!changed) continue;
        bets ??= { ...state.bets };
        bets[update.outcomeId] = next;
      }
      return bets ? { bets } : {};
    });
  },
  /** The player has seen the new prices: drop the old ones. */
  acceptPriceChanges: (): void => {
    set((state) => {
      const changed = Object.values(state.bets).filter((b) => b.previousDecimal !== null);
      if (changed.length === 0) return {};
      const bets = { ...state.bets };
      for (const bet of changed) bets[bet.outcomeId] = { ...bet, previousDecimal: null };
      return { bets };
    });
  },
  setNotAvailable: (isShowNotAvailableMessage: boolean): void => {
    set({ isShowNotAvailableMessage });
  },
  /** A pricing answer's errors; a placement's refusal on screen stays until the player changes the slip. */
  setPricingErrors: (errors: readonly BetslipError[]): void => {
    if (!get().errorsFromPlacement) set({ errors });
  },
  /** The player changed a selection or a stake: the last placement's refusal no longer describes the slip. */
  slipChanged: (): void => {
    if (get().errorsFromPlacement) set({ errorsFromPlacement: false });
  },
  /** Starts a placement unless one runs: synchronous, so a second click in the same frame finds it set. */
  startPlacing: (): boolean => {
    if (get().betPlacing) return false;
    set({ betPlacing: true, errors: [], errorsFromPlacement: false, placementSuccess: null });
    return true;
  },
  setWaitApproval: (statusWaitApproval: boolean): void => {
    set({ statusWaitApproval });
  },
  /** Where a referred placement stands (a trader looks at it; a counter-offer waits), or null. */
  setReferral: (referral: BetslipState['referral']): void => {
    set({ referral });
  },
  /** The placement ended: a receipt, or errors to show. */
  finishPlacing(
    outcome: { receipt: PlacementReceipt; durationMs: number } | { errors: BetslipError[] },
  ): void {
    set(
      'receipt' in outcome
        ? {
            betPlacing: false,
            statusWaitApproval: false,
            referral: null,
            placementSuccess: outcome.receipt,
            placementDuration: outcome.durationMs,
          }
        : {
            betPlacing: false,
            statusWaitApproval: false,
            referral: null,
            errors: outcome.errors,
            errorsFromPlacement: outcome.errors.length > 0,
          },
    );
  },
  /** After the receipt: an empty slip (§4 "after success it resets"); a pending pick stays. */
  reset: (): void => {
    set((state) => ({ ...EMPTY_BETSLIP, pendingBet: state.pendingBet, panelShown: state.panelShown }));
  },
};
