import type { Jackpot, JackpotError, JackpotNoticeCode, JackpotPricingResponse } from '@sb/contract';
import { toggleJackpotPick } from '@sb/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { matchOfOutcome, poolMatches, poolRules } from './jackpot-pool.ts';

/**
 * Client state: the jackpot slip (SPEC.md §3 Betslip state `jackpotBets (jackpotId, singles)`; §2
 * "Jackpot betslip (with jackpotId) replaces the normal one when a jackpot event is active"). The
 * bettor's picks in one pool; everything the picks cost is the server's (the jackpot bets call).
 *
 * Persisted (localStorage 'sb-jackpot-slip', version 1): the picks, and the uuid of a placement sent
 * but not answered (kept until the answer, so a retry after a lost answer, even after a reload, is
 * the same placement). Not persisted: the notice, the placement's progress, refusals and receipt.
 */

/** §3 Jackpot bet's singles: the outcome picked on the match of this ordinal. */
export interface JackpotPick {
  ordinal: number;
  outcomeId: number;
}

export interface JackpotBets {
  /** The pool the picks are in; null with no pick. */
  jackpotId: number | null;
  /** In ordinal order. */
  singles: readonly JackpotPick[];
}

/** A refused toggle (§8): which rule, on which match; `seq` makes the same refusal twice announce twice. */
export interface JackpotNotice {
  code: JackpotNoticeCode;
  ordinal: number | undefined;
  seq: number;
}

export interface JackpotReceipt {
  entryId: string;
  jackpotName: string;
  currency: string;
  lines: number;
  totalCost: string;
}

export interface JackpotRetailCode {
  code: string;
  expiresAt: string;
  lines: number;
  totalCost: string;
  currency: string;
}

export interface JackpotSlipState {
  jackpotBets: JackpotBets;
  /** The idempotency key of the placement on its way, until it is answered. */
  pendingUuid: string | null;
  // Transient:
  notice: JackpotNotice | null;
  placing: boolean;
  /** The placement's refusal (a 422's message), until the picks change. */
  errors: readonly JackpotError[];
  receipt: JackpotReceipt | null;
  retailCode: JackpotRetailCode | null;
  /** The jackpot bets call's answer, for the picks of `key` (comma-joined outcome ids). */
  priced: { key: string; answer: JackpotPricingResponse } | null;
}

const EMPTY_BETS: JackpotBets = { jackpotId: null, singles: [] };

export const EMPTY_JACKPOT_SLIP: JackpotSlipState = {
  jackpotBets: EMPTY_BETS,
  pendingUuid: null,
  notice: null,
  placing: false,
  errors: [],
  receipt: null,
  retailCode: null,
  priced: null,
};

type Persisted = Pick<JackpotSlipState, 'jackpotBets' | 'pendingUuid'>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Stored data parsed on the way in: a pick this version cannot read is dropped, and with no pool, all of them. */
export function parseStoredJackpotSlip(stored: unknown): Persisted {
  const s = isRecord(stored) ? stored : {};
  const bets = isRecord(s.jackpotBets) ? s.jackpotBets : {};
  const jackpotId = isId(bets.jackpotId) ? bets.jackpotId : null;
  const singles = (Array.isArray(bets.singles) ? bets.singles : [])
    .filter((p): p is JackpotPick => isRecord(p) && isId(p.ordinal) && isId(p.outcomeId))
    .map(({ ordinal, outcomeId }) => ({ ordinal, outcomeId }));
  const pendingUuid = typeof s.pendingUuid === 'string' && UUID.test(s.pendingUuid) ? s.pendingUuid : null;
  return jackpotId === null || singles.length === 0
    ? { jackpotBets: EMPTY_BETS, pendingUuid: null }
    : { jackpotBets: { jackpotId, singles }, pendingUuid };
}

export const JACKPOT_SLIP_STORAGE_KEY = 'sb-jackpot-slip';

export const useJackpotSlipStore = create<JackpotSlipState>()(
  persist(() => EMPTY_JACKPOT_SLIP, {
    name: JACKPOT_SLIP_STORAGE_KEY,
    version: 1,
    storage: createJSONStorage(() => localStorage),
    partialize: ({ jackpotBets, pendingUuid }): Persisted => ({ jackpotBets, pendingUuid }),
    merge: (stored, current) => ({ ...current, ...parseStoredJackpotSlip(stored) }),
  }),
);

/** The picked outcome ids in one pool (none when the slip holds another pool's). */
export function picksIn(state: JackpotSlipState, jackpotId: number | null): readonly JackpotPick[] {
  return jackpotId !== null && state.jackpotBets.jackpotId === jackpotId ? state.jackpotBets.singles : [];
}

/** One price subscribes to its own outcome only: a toggle re-renders the buttons it changes. */
export const useIsJackpotPick = (outcomeId: number): boolean =>
  useJackpotSlipStore((s) => s.jackpotBets.singles.some((p) => p.outcomeId === outcomeId));

/** A string key of a pool's picks (stable between renders): '101,205'. */
export const useJackpotPicksKey = (jackpotId: number | null): string =>
  useJackpotSlipStore((s) =>
    picksIn(s, jackpotId)
      .map((p) => p.outcomeId)
      .join(),
  );

let noticeSeq = 0;

/** What changes with the picks: a refusal, a code or a receipt of the picks before no longer stands. */
const PICKS_CHANGED = { notice: null, errors: [], receipt: null, retailCode: null, pendingUuid: null };

/**
 * The slip's actions (verb-named, as the betslip's): each reads and writes the store, so a component
 * subscribes to what it shows and calls these from handlers.
 */
export const jackpotSlipActions = {
  /**
   * §4 "Jackpot selections toggle per outcome": the domain's `toggleJackpotPick` takes a pick off, or
   * adds it unless the booking would break a §5 rule; a refused pick leaves the picks as they were and
   * sets the notice (the §8 text) that the page announces. A pick in another pool starts a new slip.
   */
  toggle: (pool: Jackpot, outcomeId: number): void => {
    const state = useJackpotSlipStore.getState();
    if (state.placing) return;
    const current = picksIn(state, pool.jackpotId).map((p) => p.outcomeId);
    const result = toggleJackpotPick(poolMatches(pool), current, outcomeId, poolRules(pool));
    if (!result.ok) {
      noticeSeq += 1;
      useJackpotSlipStore.setState({
        notice: { code: result.error, ordinal: matchOfOutcome(pool, outcomeId)?.ordinal, seq: noticeSeq },
      });
      return;
    }
    const singles = result.outcomeIds
      .flatMap((id) => {
        const match = matchOfOutcome(pool, id);
        return match ? [{ ordinal: match.ordinal, outcomeId: id }] : [];
      })
      .sort((a, b) => a.ordinal - b.ordinal);
    useJackpotSlipStore.setState({
      jackpotBets: singles.length === 0 ? EMPTY_BETS : { jackpotId: pool.jackpotId, singles },
      ...PICKS_CHANGED,
    });
  },
  /** Keeps only these outcomes (the selections call's answer for a slip restored from storage). */
  keepOnly: (jackpotId: number, outcomeIds: ReadonlySet<number>): void => {
    const { jackpotBets } = useJackpotSlipStore.getState();
    if (jackpotBets.jackpotId !== jackpotId) return;
    const singles = jackpotBets.singles.filter((p) => outcomeIds.has(p.outcomeId));
    if (singles.length === jackpotBets.singles.length) return;
    useJackpotSlipStore.setState({
      jackpotBets: singles.length === 0 ? EMPTY_BETS : { jackpotId, singles },
      ...PICKS_CHANGED,
    });
  },
  clear: (): void => {
    useJackpotSlipStore.setState({ jackpotBets: EMPTY_BETS, ...PICKS_CHANGED });
  },
  dismissNotice: (): void => {
    useJackpotSlipStore.setState({ notice: null });
  },
  /** Starts a placement: its uuid (the one kept from an unanswered try, else a new one), or null while one runs. */
  startPlacing: (): string | null => {
    const state = useJackpotSlipStore.getState();
    if (state.placing) return null;
    const uuid = state.pendingUuid ?? crypto.randomUUID();
    useJackpotSlipStore.setState({ placing: true, pendingUuid: uuid, errors: [], notice: null });
    return uuid;
  },
  /** The server answered: the receipt (the picks are placed and leave the slip) or its refusal. */
  placed: (receipt: JackpotReceipt): void => {
    useJackpotSlipStore.setState({ ...EMPTY_JACKPOT_SLIP, receipt });
  },
  refused: (errors: readonly JackpotError[]): void => {
    useJackpotSlipStore.setState({ placing: false, pendingUuid: null, errors });
  },
  /** No answer came (the network): the uuid stays for the retry. */
  unanswered: (errors: readonly JackpotError[]): void => {
    useJackpotSlipStore.setState({ placing: false, errors });
  },
  setRetailCode: (retailCode: JackpotRetailCode | null): void => {
    useJackpotSlipStore.setState({ retailCode });
  },
  setPriced: (key: string, answer: JackpotPricingResponse): void => {
    useJackpotSlipStore.setState({ priced: { key, answer } });
  },
  dismissReceipt: (): void => {
    useJackpotSlipStore.setState({ receipt: null, retailCode: null });
  },
};
