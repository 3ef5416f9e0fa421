import {
  EMPTY_BETSLIP,
  useBetslipStore,
  type BetPick,
  type BetslipBet,
  type BetslipState,
} from './betslip-store.ts';

/**
 * The slip's bets as SPEC.md §3 and §4 order them: refs sel1..n by position, renumbered when one
 * goes, and the toggle. Loaded on the first price click (use-toggle-selection.ts) or with the slip.
 */

/** The stake field's ref of the "all singles" stake (§3 globalStake): no bet line is called that. */
export const ALL_SINGLES = 'all';

/** The slip's bets in ref order (sel1 first). */
export function orderedBets(bets: Readonly<Record<number, BetslipBet>>): BetslipBet[] {
  return Object.values(bets).sort((a, b) => refNumber(a.ref) - refNumber(b.ref));
}

export const refNumber = (ref: string): number => Number(ref.replace(/^\D+/, '')) || 0;

/** §3: refs are sel1, sel2 ... by position; a removal renumbers the later ones. */
export function renumbered(bets: readonly BetslipBet[]): Record<number, BetslipBet> {
  const next: Record<number, BetslipBet> = {};
  bets.forEach((bet, index) => {
    const ref = `sel${index + 1}`;
    next[bet.outcomeId] = bet.ref === ref ? bet : { ...bet, ref };
  });
  return next;
}

export function newBet(pick: BetPick, ref: string): BetslipBet {
  return {
    outcomeId: pick.outcomeId,
    outcomeDescription: pick.outcomeDescription,
    marketId: pick.marketId,
    decimal: pick.decimal,
    ref,
    marketDescription: '',
    periodDescription: '',
    eventDescription: '',
    eventId: null,
    previousDecimal: null,
    outcomeState: 'O',
    enabled: true,
    unitStake: '',
    includeInMultiples: true,
    eachWay: false,
    banker: false,
    startingPrice: false,
    startingPriceAvailable: false,
    fixedPriceAvailable: true,
  };
}

/** What a removal leaves (§4 "Toggle"): later refs renumbered, system stakes cleared, and with one
 * bet left the multiples cleared and the singles view back; with none the slip closes. */
export function afterRemoval(state: BetslipState, removed: ReadonlySet<number>): Partial<BetslipState> {
  const left = orderedBets(state.bets).filter((bet) => !removed.has(bet.outcomeId));
  if (left.length === 0)
    return { ...EMPTY_BETSLIP, pendingBet: state.pendingBet, panelShown: state.panelShown };
  const single = left.length === 1;
  return {
    bets: renumbered(left),
    systemStakes: {},
    ...(single && { multipleStakes: {}, view: 'singles' as const }),
    activeBetKey: null,
    errors: state.errors.filter((e) => e.ref === undefined),
  };
}

export type ToggleResult = 'added' | 'removed' | 'full';

/**
 * §4 "Toggle": removes the outcome when it is on the slip, else adds it with the next ref, opens
 * the slip, expands it when `expand` (a logged-in player), and switches to the multiples view when
 * another bet is already there. Refuses (returns 'full') at `maxBets` (§5 "Betslip maximum").
 * Logged-out handling is the caller's (toggle-selection.ts).
 */
export function toggleBet(
  pick: BetPick,
  {
    maxBets,
    expand,
    defaultStake = '',
  }: {
    maxBets: number;
    expand: boolean;
    /** The player's default stake (§3, §5: logged-in players only): a new single starts with it. */
    defaultStake?: string;
  },
): ToggleResult {
  const state = useBetslipStore.getState();
  if (state.bets[pick.outcomeId]) {
    useBetslipStore.setState(afterRemoval(state, new Set([pick.outcomeId])));
    return 'removed';
  }
  const count = Object.keys(state.bets).length;
  if (count >= maxBets) return 'full';
  useBetslipStore.setState({
    bets: {
      ...state.bets,
      [pick.outcomeId]: { ...newBet(pick, `sel${count + 1}`), unitStake: defaultStake },
    },
    open: true,
    expanded: state.expanded || expand,
    view: count >= 1 ? 'multiples' : state.view,
    // A receipt on screen belongs to the last slip; a new pick starts the next one.
    placementSuccess: null,
    errors: [],
  });
  return 'added';
}

/**
 * Puts a booking code's selections on the slip, in the code's order after those already there (one
 * already on the slip is left as it is), up to `maxBets` (§5 "Betslip maximum"). The slip opens
 * expanded, on the multiples when it holds two or more. Returns how many came and how many did not fit.
 */
export function loadBets(
  picks: readonly (BetPick & { eachWay: boolean })[],
  { maxBets }: { maxBets: number },
): { added: number; left: number } {
  const state = useBetslipStore.getState();
  const bets = { ...state.bets };
  let count = Object.keys(bets).length;
  let added = 0;
  let left = 0;
  for (const pick of picks) {
    if (bets[pick.outcomeId]) continue;
    if (count >= maxBets) {
      left++;
      continue;
    }
    count++;
    added++;
    bets[pick.outcomeId] = { ...newBet(pick, `sel${count}`), eachWay: pick.eachWay };
  }
  if (added > 0)
    useBetslipStore.setState({
      bets,
      open: true,
      expanded: true,
      view: count >= 2 ? 'multiples' : 'singles',
      placementSuccess: null,
      errors: [],
    });
  return { added, left };
}
