import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * Client state: the betslip (SPEC.md §3 "Betslip state"). It lives in the shared stores because
 * every price button on every page toggles it; the betslip feature (features/betslip, loaded
 * lazily) prices it, takes stakes and places it. This file stays small and free of pricing
 * rules: it is in the first-load chunk of every page.
 *
 * Persisted (localStorage 'sb-betslip', version 1) without the transient fields of §3: errors,
 * betPlacing, statusWaitApproval, placementDuration, placementSuccess, placementStatusResponse.
 */

/** What a price button knows about its outcome when it is picked; pricing fills in the rest. */
export interface BetPick {
  outcomeId: number;
  outcomeDescription: string;
  marketId: number;
  /** The decimal price the button showed. */
  decimal: number;
}

/** One selection on the slip (§3 "Single selection", the fields the slip shows and keeps). */
export interface BetslipBet extends BetPick {
  /** sel1, sel2 ... by position (§3); renumbered when an earlier one goes. */
  ref: string;
  /** Filled by the first pricing answer; empty until then. */
  marketDescription: string;
  periodDescription: string;
  eventDescription: string;
  eventId: number | null;
  /**
   * The price the player last saw before the feed or a pricing answer moved it, shown struck
   * through beside the new one until the player places or removes the bet; null when unchanged.
   */
  previousDecimal: number | null;
  /** §3 outcomeState: O open, C closed (the selection is not available anymore). */
  outcomeState: 'O' | 'C';
  /** False while the market or event is suspended: the bet cannot be placed. */
  enabled: boolean;
  /** The single's stake as typed (§4 "a trailing dot or zero stays as typed"). */
  unitStake: string;
  includeInMultiples: boolean;
}

/** The stake of one multiple or system bet, by its ref (mul1, or the system's ref). */
export type StakeByRef = Readonly<Record<string, string>>;

/** Which bets the slip shows and places: singles, the multiple, or the system bets. */
export type BetslipView = 'singles' | 'multiples' | 'systems';

/** A rejection or pricing error as the slip shows it (§8 "Betslip"). */
export interface BetslipError {
  /** RES-xxxxx, or a client code (e.g. 'HTTP-500'). */
  code: string;
  message: string;
  /** The selection or bet it concerns (sel2, mul1), else undefined for the whole slip. */
  ref?: string | undefined;
}

/** The answer to a placement that was accepted (the receipt). */
export interface PlacementReceipt {
  betSlipId: string;
  reference: string;
  /** Placed bets, as the receipt lists them. */
  bets: readonly { id: string; description: string; stake: string; potentialReturns: string }[];
  totalStake: string;
  potentialReturns: string;
}

export interface BetslipState {
  /** The slip shows (the bar on phones, the panel on desktop): it holds at least one bet. */
  open: boolean;
  /** The whole slip shows (the overlay on phones and narrow desktops). */
  expanded: boolean;
  view: BetslipView;
  /** Selections keyed by outcome id (§3 "bets (map by outcome id)"). */
  bets: Readonly<Record<number, BetslipBet>>;
  multipleStakes: StakeByRef;
  systemStakes: StakeByRef;
  /** The stake being typed (a bet's ref), for the numeric keyboard. */
  activeBetKey: string | null;
  /** A visitor's pick kept through the login (§4 "Logged-out add"). */
  pendingBet: BetPick | null;
  /** §3 isShowNotAvailableMessage: closed selections are flagged before they are removed. */
  isShowNotAvailableMessage: boolean;
  betMaybeReferred: boolean;
  // Transient (not persisted, §3):
  errors: readonly BetslipError[];
  betPlacing: boolean;
  statusWaitApproval: boolean;
  placementSuccess: PlacementReceipt | null;
  placementDuration: number;
  /** The desktop panel is on screen: adding a bet then opens no overlay. */
  panelShown: boolean;
}

type Persisted = Pick<
  BetslipState,
  | 'open'
  | 'expanded'
  | 'view'
  | 'bets'
  | 'multipleStakes'
  | 'systemStakes'
  | 'activeBetKey'
  | 'pendingBet'
  | 'isShowNotAvailableMessage'
  | 'betMaybeReferred'
>;

const TRANSIENT = {
  errors: [],
  betPlacing: false,
  statusWaitApproval: false,
  placementSuccess: null,
  placementDuration: 0,
  panelShown: false,
} satisfies Partial<BetslipState>;

export const EMPTY_BETSLIP: Persisted & typeof TRANSIENT = {
  open: false,
  expanded: false,
  view: 'singles',
  bets: {},
  multipleStakes: {},
  systemStakes: {},
  activeBetKey: null,
  pendingBet: null,
  isShowNotAvailableMessage: false,
  betMaybeReferred: false,
  ...TRANSIENT,
};

/** The slip's bets in ref order (sel1 first). */
export function orderedBets(bets: Readonly<Record<number, BetslipBet>>): BetslipBet[] {
  return Object.values(bets).sort((a, b) => refNumber(a.ref) - refNumber(b.ref));
}

const refNumber = (ref: string): number => Number(ref.replace(/^\D+/, '')) || 0;

/** §3: refs are sel1, sel2 ... by position; a removal renumbers the later ones. */
function renumbered(bets: readonly BetslipBet[]): Record<number, BetslipBet> {
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
  };
}

/** What a removal leaves (§4 "Toggle"): later refs renumbered, system stakes cleared, and with one
 * bet left the multiples cleared and the singles view back; with none the slip closes. */
function afterRemoval(state: BetslipState, removed: ReadonlySet<number>): Partial<BetslipState> {
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

export interface BetslipActions {
  /**
   * §4 "Toggle": removes the outcome when it is on the slip, else adds it with the next ref,
   * opens the slip, expands it when `expand` (a logged-in player), and switches to the multiples
   * view when another bet is already there. Refuses (returns 'full') at `maxBets` (§5 "Betslip
   * maximum"). Logged-out handling is the caller's (features/betslip/toggle-selection.ts).
   */
  toggle: (pick: BetPick, options: { maxBets: number; expand: boolean }) => ToggleResult;
  /** Removes bets (the remove button, unavailable selections after 3000 ms). */
  remove: (outcomeIds: readonly number[]) => void;
  setView: (view: BetslipView) => void;
  setExpanded: (expanded: boolean) => void;
  /** Sets a stake by ref: a single's (sel1), the multiple's (mul1) or a system's. */
  setStake: (ref: string, stake: string) => void;
  setActiveBetKey: (ref: string | null) => void;
  /** Merges what a pricing answer or the live feed says about bets (prices, states, names). */
  updateBets: (updates: readonly (Partial<BetslipBet> & { outcomeId: number })[]) => void;
  /** The player has seen the new prices: drop the old ones. */
  acceptPriceChanges: () => void;
  setPendingBet: (pick: BetPick | null) => void;
  setNotAvailable: (show: boolean) => void;
  setErrors: (errors: readonly BetslipError[]) => void;
  startPlacing: () => boolean;
  setWaitApproval: (waiting: boolean) => void;
  /** The placement ended: a receipt, or errors to show. */
  finishPlacing: (
    outcome: { receipt: PlacementReceipt; durationMs: number } | { errors: BetslipError[] },
  ) => void;
  setPanelShown: (shown: boolean) => void;
  /** After the receipt: an empty slip (§4 "after success it resets"). */
  reset: () => void;
  /** Logout: forgets everything, the pending pick too (§4 "Logout clears betslip"). */
  clear: () => void;
}

export type BetslipStore = BetslipState & BetslipActions;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const stakeText = (value: unknown): string =>
  typeof value === 'string' && value.length <= 13 && /^[\d.]*$/.test(value) ? value : '';

function parsePick(value: unknown): BetPick | null {
  if (!isRecord(value)) return null;
  const { outcomeId, outcomeDescription, marketId, decimal } = value;
  if (typeof outcomeId !== 'number' || typeof marketId !== 'number') return null;
  if (typeof outcomeDescription !== 'string' || typeof decimal !== 'number' || !(decimal > 1)) return null;
  return { outcomeId, outcomeDescription, marketId, decimal };
}

function parseBet(value: unknown): BetslipBet | null {
  const pick = parsePick(value);
  if (!pick || !isRecord(value)) return null;
  const text = (key: string) => (typeof value[key] === 'string' ? value[key] : '');
  return {
    ...newBet(pick, text('ref')),
    marketDescription: text('marketDescription'),
    periodDescription: text('periodDescription'),
    eventDescription: text('eventDescription'),
    eventId: typeof value.eventId === 'number' ? value.eventId : null,
    previousDecimal: typeof value.previousDecimal === 'number' ? value.previousDecimal : null,
    outcomeState: value.outcomeState === 'C' ? 'C' : 'O',
    enabled: value.enabled !== false,
    unitStake: stakeText(value.unitStake),
    includeInMultiples: value.includeInMultiples !== false,
  };
}

function parseStakes(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  const stakes: Record<string, string> = {};
  for (const [ref, stake] of Object.entries(value))
    if (/^[a-z]+\d*$/i.test(ref)) stakes[ref] = stakeText(stake);
  return stakes;
}

/** Stored data is parsed on the way in: a bet this version cannot read is dropped, refs renumbered. */
export function parsePersistedBetslip(stored: unknown): Persisted {
  const s = isRecord(stored) ? stored : {};
  const bets = (isRecord(s.bets) ? Object.values(s.bets) : [])
    .map(parseBet)
    .filter((bet): bet is BetslipBet => bet !== null)
    .sort((a, b) => refNumber(a.ref) - refNumber(b.ref));
  const any = bets.length > 0;
  return {
    open: any && s.open === true,
    expanded: any && s.expanded === true,
    view: s.view === 'multiples' || s.view === 'systems' ? s.view : 'singles',
    bets: renumbered(bets),
    multipleStakes: parseStakes(s.multipleStakes),
    systemStakes: parseStakes(s.systemStakes),
    activeBetKey: typeof s.activeBetKey === 'string' ? s.activeBetKey : null,
    pendingBet: parsePick(s.pendingBet),
    isShowNotAvailableMessage: s.isShowNotAvailableMessage === true,
    betMaybeReferred: s.betMaybeReferred === true,
  };
}

export const BETSLIP_STORAGE_KEY = 'sb-betslip';

export const useBetslipStore = create<BetslipStore>()(
  persist(
    (set, get) => ({
      ...EMPTY_BETSLIP,
      toggle: (pick, { maxBets, expand }) => {
        const state = get();
        if (state.bets[pick.outcomeId]) {
          set(afterRemoval(state, new Set([pick.outcomeId])));
          return 'removed';
        }
        const count = Object.keys(state.bets).length;
        if (count >= maxBets) return 'full';
        const bet = newBet(pick, `sel${count + 1}`);
        set({
          bets: { ...state.bets, [pick.outcomeId]: bet },
          open: true,
          expanded: state.expanded || expand,
          view: count >= 1 ? 'multiples' : state.view,
          // A receipt on screen belongs to the last slip; a new pick starts the next one.
          placementSuccess: null,
          errors: [],
        });
        return 'added';
      },
      remove: (outcomeIds) => set((state) => afterRemoval(state, new Set(outcomeIds))),
      setView: (view) => set({ view, activeBetKey: null, errors: [] }),
      setExpanded: (expanded) => set({ expanded }),
      setStake: (ref, stake) =>
        set((state) => {
          if (ref.startsWith('sel')) {
            const bet = orderedBets(state.bets).find((b) => b.ref === ref);
            if (!bet || bet.unitStake === stake) return {};
            return { bets: { ...state.bets, [bet.outcomeId]: { ...bet, unitStake: stake } } };
          }
          if (ref.startsWith('mul')) return { multipleStakes: { ...state.multipleStakes, [ref]: stake } };
          return { systemStakes: { ...state.systemStakes, [ref]: stake } };
        }),
      setActiveBetKey: (activeBetKey) => set({ activeBetKey }),
      updateBets: (updates) =>
        set((state) => {
          let bets: Record<number, BetslipBet> | undefined;
          for (const update of updates) {
            const bet = (bets ?? state.bets)[update.outcomeId];
            if (!bet) continue;
            const next = { ...bet, ...update };
            // The price the player saw stays as the old one until they accept the change.
            if (update.decimal !== undefined && update.decimal !== bet.decimal)
              next.previousDecimal = bet.previousDecimal ?? bet.decimal;
            if (next.previousDecimal === next.decimal) next.previousDecimal = null;
            const changed = (Object.keys(next) as (keyof BetslipBet)[]).some((k) => next[k] !== bet[k]);
            if (!changed) continue;
            bets ??= { ...state.bets };
            bets[update.outcomeId] = next;
          }
          return bets ? { bets } : {};
        }),
      acceptPriceChanges: () =>
        set((state) => {
          const changed = Object.values(state.bets).filter((b) => b.previousDecimal !== null);
          if (changed.length === 0) return {};
          const bets = { ...state.bets };
          for (const bet of changed) bets[bet.outcomeId] = { ...bet, previousDecimal: null };
          return { bets };
        }),
      setPendingBet: (pendingBet) => set({ pendingBet }),
      setNotAvailable: (isShowNotAvailableMessage) => set({ isShowNotAvailableMessage }),
      setErrors: (errors) => set({ errors }),
      startPlacing: () => {
        // Synchronous guard: a second click in the same frame finds betPlacing already set.
        if (get().betPlacing) return false;
        set({ betPlacing: true, errors: [], placementSuccess: null });
        return true;
      },
      setWaitApproval: (statusWaitApproval) => set({ statusWaitApproval }),
      finishPlacing: (outcome) =>
        set(
          'receipt' in outcome
            ? {
                betPlacing: false,
                statusWaitApproval: false,
                placementSuccess: outcome.receipt,
                placementDuration: outcome.durationMs,
              }
            : { betPlacing: false, statusWaitApproval: false, errors: outcome.errors },
        ),
      setPanelShown: (panelShown) => set({ panelShown }),
      reset: () =>
        set((state) => ({ ...EMPTY_BETSLIP, pendingBet: state.pendingBet, panelShown: state.panelShown })),
      clear: () => set((state) => ({ ...EMPTY_BETSLIP, panelShown: state.panelShown })),
    }),
    {
      name: BETSLIP_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state): Persisted => ({
        open: state.open,
        expanded: state.expanded,
        view: state.view,
        bets: state.bets,
        multipleStakes: state.multipleStakes,
        systemStakes: state.systemStakes,
        activeBetKey: state.activeBetKey,
        pendingBet: state.pendingBet,
        isShowNotAvailableMessage: state.isShowNotAvailableMessage,
        betMaybeReferred: state.betMaybeReferred,
      }),
      merge: (stored, current) => ({ ...current, ...parsePersistedBetslip(stored) }),
    },
  ),
);

/** One price subscribes to its own outcome only: a toggle re-renders one button, not the list. */
export const useIsOnBetslip = (outcomeId: number): boolean =>
  useBetslipStore((s) => s.bets[outcomeId] !== undefined);

/** How many selections the slip holds (the betslip badges). */
export const useBetCount = (): number => useBetslipStore((s) => Object.keys(s.bets).length);
