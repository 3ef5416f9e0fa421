import type { ReferralAnswer } from '@sb/contract';
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
  /** Staked each-way: a win bet and a place bet of the unit stake (§3 eachWay), where offered. */
  eachWay: boolean;
  /** In the system bets, a banker is in every combination (§3 System, bankers). */
  banker: boolean;
  /** Taken at the starting price (§3 startingPrice): the returns are unknown until the race is resulted. */
  startingPrice: boolean;
  /** The server's last answer: the selection offers SP (a race before the off). */
  startingPriceAvailable: boolean;
  /** The server's last answer: false for an "SP only" runner (no fixed price yet). */
  fixedPriceAvailable: boolean;
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
  bets: readonly {
    id: string;
    description: string;
    stake: string;
    potentialReturns: string;
    eachWay: boolean;
    /** Taken at SP: its potential returns are unknown (the receipt says "SP"). */
    startingPrice?: boolean | undefined;
    /** A taxed brand's tax lines (§5), absent elsewhere. */
    stakeAfterTax?: string | undefined;
    potentialTaxDeduction?: string | undefined;
  }[];
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
  /** The stake typed once for every single (§3 globalStake); '' when the singles were staked one by one. */
  globalStake: string;
  /** The multiple and the system bets staked each-way (§3 isEachWayChecked); singles carry their own. */
  isEachWayChecked: boolean;
  /** The stake being typed (a bet's ref), for the numeric keyboard. */
  activeBetKey: string | null;
  /** A visitor's pick kept through the login (§4 "Logged-out add"). */
  pendingBet: BetPick | null;
  /** §3 isShowNotAvailableMessage: closed selections are flagged before they are removed. */
  isShowNotAvailableMessage: boolean;
  betMaybeReferred: boolean;
  // Transient (not persisted, §3):
  errors: readonly BetslipError[];
  /** The errors are a placement's refusal: pricing answers leave them until the player changes the slip. */
  errorsFromPlacement: boolean;
  betPlacing: boolean;
  statusWaitApproval: boolean;
  placementSuccess: PlacementReceipt | null;
  placementDuration: number;
  /** A placement held for a trader, or the trader's counter-offer waiting for the player's answer. */
  referral: (ReferralAnswer & { betSlipId: string }) | null;
  /** The desktop panel is on screen: adding a bet then opens no overlay. */
  panelShown: boolean;
}

/** The fields of §3 "Betslip state" that are stored (the transient ones are not). */
const PERSISTED_KEYS = [
  'open',
  'expanded',
  'view',
  'bets',
  'multipleStakes',
  'systemStakes',
  'globalStake',
  'isEachWayChecked',
  'activeBetKey',
  'pendingBet',
  'isShowNotAvailableMessage',
  'betMaybeReferred',
] as const;

export type Persisted = Pick<
  BetslipState,
  | 'open'
  | 'expanded'
  | 'view'
  | 'bets'
  | 'multipleStakes'
  | 'systemStakes'
  | 'globalStake'
  | 'isEachWayChecked'
  | 'activeBetKey'
  | 'pendingBet'
  | 'isShowNotAvailableMessage'
  | 'betMaybeReferred'
>;

const TRANSIENT = {
  errors: [],
  errorsFromPlacement: false,
  betPlacing: false,
  statusWaitApproval: false,
  placementSuccess: null,
  placementDuration: 0,
  referral: null,
  panelShown: false,
} satisfies Partial<BetslipState>;

export const EMPTY_BETSLIP: Persisted & typeof TRANSIENT = {
  open: false,
  expanded: false,
  view: 'singles',
  bets: {},
  multipleStakes: {},
  systemStakes: {},
  globalStake: '',
  isEachWayChecked: false,
  activeBetKey: null,
  pendingBet: null,
  isShowNotAvailableMessage: false,
  betMaybeReferred: false,
  ...TRANSIENT,
};

/**
 * The actions every page needs (logout, the login's pending pick, the panel flag). The toggle and
 * the slip's other actions live with the betslip feature (features/betslip/slip-bets.ts,
 * betslip-actions.ts) and load on the first price click or with the slip, not with every page.
 */
export interface BetslipActions {
  setPendingBet: (pick: BetPick | null) => void;
  setPanelShown: (shown: boolean) => void;
  /** Logout: forgets everything, the pending pick too (§4 "Logout clears betslip"). */
  clear: () => void;
}

export type BetslipStore = BetslipState & BetslipActions;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The first-load check of stored data: the persisted fields only, and only bets a price button
 * and the toggle can read (an outcome id and a ref). The betslip feature parses every field when
 * it loads (features/betslip/persisted-betslip.ts), which happens at once when a bet was stored;
 * keeping that parser out of the first-load chunk keeps every page's JS small.
 */
function storedBetslip(stored: unknown): Partial<Persisted> {
  if (!isRecord(stored)) return {};
  const picked: Record<string, unknown> = {};
  for (const key of PERSISTED_KEYS) if (key in stored) picked[key] = stored[key];
  const bets: Record<number, BetslipBet> = {};
  if (isRecord(stored.bets))
    for (const bet of Object.values(stored.bets))
      if (isRecord(bet) && typeof bet.outcomeId === 'number' && typeof bet.ref === 'string')
        bets[bet.outcomeId] = bet as unknown as BetslipBet;
  return { ...(picked as Partial<Persisted>), bets };
}

export const BETSLIP_STORAGE_KEY = 'sb-betslip';

export const useBetslipStore = create<BetslipStore>()(
  persist(
    (set) => ({
      ...EMPTY_BETSLIP,
      setPendingBet: (pendingBet) => set({ pendingBet }),
      setPanelShown: (panelShown) => set({ panelShown }),
      clear: () => set((state) => ({ ...EMPTY_BETSLIP, panelShown: state.panelShown })),
    }),
    {
      name: BETSLIP_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) =>
        Object.fromEntries(PERSISTED_KEYS.map((key) => [key, state[key]])) as unknown as Persisted,
      merge: (stored, current) => ({ ...current, ...storedBetslip(stored) }),
    },
  ),
);

/** One price subscribes to its own outcome only: a toggle re-renders one button, not the list. */
export const useIsOnBetslip = (outcomeId: number): boolean =>
  useBetslipStore((s) => s.bets[outcomeId] !== undefined);

/** How many selections the slip holds (the betslip badges). */
export const useBetCount = (): number => useBetslipStore((s) => Object.keys(s.bets).length);

/** The slip's bets now, for what watches them from outside the slip (the live announcer). */
export const slipBets = (): BetslipBet[] => Object.values(useBetslipStore.getState().bets);

/** Calls the listener on every change of the slip's state. Returns the unsubscribe. */
export const subscribeSlip = (listener: () => void): (() => void) => useBetslipStore.subscribe(listener);

/** Empties the slip (a logout), keeping where it shows. */
export const clearBetslip = (): void => useBetslipStore.getState().clear();
