import * as z from 'zod/mini';
import { BetAmount, ReturnAmount } from './betslip.ts';
import { DbId, DbIdText, isoDateTime, Text } from './common.ts';

/*
 * Jackpot pools (issue 44; SPEC.md §2 /jackpot, §3 "Jackpot selection", "Jackpot event", "Jackpot
 * bet", §5 "Jackpot", §7 the jackpot calls, §8 the two booking messages). §7 shows the paths but not
 * the shapes, nor the jackpot bets call's path or the history of a player's entries:
 * docs/decisions/jackpot.md records the choices. A request carries the bettor's picks; every amount
 * (the unit stake, lines, the cost, prizes) is the server's.
 */

/** The §8 booking messages, and the jackpot slip's own. */
export const JACKPOT_NOTICES = {
  'jackpot-all-of-market': { key: 'jackpot-all-of-market', text: 'Cannot book all selections on a market' },
  'jackpot-reserve-double': {
    key: 'jackpot-reserve-double',
    text: 'Cannot book more than 1 selection on a reserve market',
  },
  'jackpot-too-many-doubles': {
    key: 'jackpot-too-many-doubles',
    text: 'Too many matches with two picks for this jackpot',
  },
  'jackpot-not-in-pool': { key: 'jackpot-not-in-pool', text: 'This selection is not part of the jackpot' },
  'jackpot-incomplete': { key: 'jackpot-incomplete', text: 'Pick at least one outcome of every match' },
  'jackpot-closed': { key: 'jackpot-closed', text: 'This jackpot is closed' },
  'jackpot-max-entries': {
    key: 'jackpot-max-entries',
    text: 'You have placed as many entries in this jackpot as it allows',
  },
  'jackpot-currency': { key: 'jackpot-currency', text: 'This jackpot is played in another currency' },
} as const;
export type JackpotNoticeCode = keyof typeof JACKPOT_NOTICES;

/** A booking or placement refusal: a notice above, or a RES code of §8 (RES-00056: balance). */
export const JackpotError = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(40)),
  message: Text(500),
  /** The ordinal of the match it concerns, if one. */
  ordinal: z.optional(z.int().check(z.minimum(1), z.maximum(100))),
});
export type JackpotError = z.infer<typeof JackpotError>;

/** OPEN: taking entries until `closesAt`; then waiting for results; SETTLED or CANCELLED (refunded). */
export const JackpotStatus = z.enum(['OPEN', 'CLOSED', 'SETTLED', 'CANCELLED']);
export type JackpotStatus = z.infer<typeof JackpotStatus>;

export const JackpotTier = z.object({
  /** Wrong picks of a line in this tier (0: all correct). */
  wrong: z.int().check(z.minimum(0)),
  correct: z.int().check(z.minimum(0)),
  /** Of the prize fund. */
  sharePercent: z.number(),
  /** Settled: what each winning line of the tier was paid, and how many won. */
  perLine: z.optional(ReturnAmount),
  winningLines: z.optional(z.int().check(z.minimum(0))),
});
export type JackpotTier = z.infer<typeof JackpotTier>;

/** One outcome of a pool match (its current price is the catalogue's; a pool pays by tier, not odds). */
export const JackpotOutcome = z.object({
  outcomeId: DbId,
  outcomeDescription: z.string(),
  /** Settled or resulted: whether it won. */
  won: z.optional(z.boolean()),
});
export type JackpotOutcome = z.infer<typeof JackpotOutcome>;

/** §3 "Jackpot event": a match of the pool with its place in it, and the pool's figures it carries. */
export const JackpotEvent = z.object({
  jackpotId: DbId,
  jackpotPrize: ReturnAmount,
  globalStake: BetAmount,
  reserve: z.boolean(),
  /** Picks a reserve takes (1); 0 on a main match. */
  reserveSelectionCount: z.int().check(z.minimum(0)),
  ordinal: z.int().check(z.minimum(1)),
  numberOfEvents: z.int().check(z.minimum(1)),
  eventId: DbId,
  eventDescription: z.string(),
  /** The catalogue's slug, for the event page while it is offered. */
  slug: z.string(),
  leagueDescription: z.string(),
  eventDate: isoDateTime,
  marketId: DbId,
  marketDescription: z.string(),
  periodDescription: z.string(),
  periodId: z.int(),
  outcomes: z.array(JackpotOutcome),
  /** Resulted: 'void' (postponed, abandoned) or the winner's outcome id. */
  result: z.optional(z.union([z.literal('void'), DbId])),
});
export type JackpotEvent = z.infer<typeof JackpotEvent>;

/** A pool as GET /xapi/rest/jackpotbetweb/active lists it. */
export const Jackpot = z.object({
  jackpotId: DbId,
  name: z.string(),
  /** The pool's series: roll-over passes to the next pool of the same series. */
  series: z.string(),
  currency: z.string(),
  status: JackpotStatus,
  /** What one line costs. */
  globalStake: BetAmount,
  /** The top tier's prize: its share of the stakes so far and the roll-over, or the guarantee. */
  jackpotPrize: ReturnAmount,
  guarantee: ReturnAmount,
  rolloverIn: ReturnAmount,
  /** The first kick-off: no entry is taken from then on. */
  closesAt: isoDateTime,
  numberOfEvents: z.int().check(z.minimum(1)),
  reserveCount: z.int().check(z.minimum(0)),
  maxDoubles: z.int().check(z.minimum(0)),
  maxLines: z.int().check(z.minimum(1)),
  maxEntriesPerPlayer: z.int().check(z.minimum(1)),
  /** Void main matches beyond this cancel the pool. */
  voidLimit: z.int().check(z.minimum(0)),
  tiers: z.array(JackpotTier),
  events: z.array(JackpotEvent),
});
export type Jackpot = z.infer<typeof Jackpot>;

/** GET /xapi/rest/jackpotbetweb/active: the pools of the visitor's currency still to be settled. */
export const ActiveJackpotsResponse = z.object({ jackpots: z.array(Jackpot) });
export type ActiveJackpotsResponse = z.infer<typeof ActiveJackpotsResponse>;

export const ActiveJackpotsQuery = z.object({
  /** The logged-in player's currency; absent: the brand's. */
  currency: z.optional(z.string().check(z.regex(/^[A-Z]{3,5}$/))),
});

/** A pick of an entry: the outcome, on the match of this ordinal. */
export const JackpotSingle = z.object({
  ordinal: z.int().check(z.minimum(1), z.maximum(100)),
  outcomeId: DbId,
});
export type JackpotSingle = z.infer<typeof JackpotSingle>;

const Picks = z.array(JackpotSingle).check(z.minLength(1), z.maxLength(200));
const OriginId = z._default(z.string().check(z.regex(/^\d{1,4}$/)), '11');

// ---- The jackpot bets call (§7, path not shown): the picks' lines and cost ----------------------

/** §7 "model of globalStake, jackpotId, originId, outcomeIds comma-joined". globalStake is the pool's: ignored. */
export const JackpotPricingRequest = z.object({
  model: z.object({
    jackpotId: DbId,
    originId: OriginId,
    outcomeIds: z
      .string()
      .check(z.maxLength(2000), z.regex(/^(\d{1,10}(,\d{1,10})*)?$/, 'Expected comma-joined ids')),
    globalStake: z.optional(BetAmount),
  }),
});
export type JackpotPricingRequest = z.infer<typeof JackpotPricingRequest>;
export type JackpotPricingRequestInput = z.input<typeof JackpotPricingRequest>;

export const JackpotPricingResponse = z.object({
  model: z.object({
    jackpotId: DbId,
    globalStake: BetAmount,
    noOfBets: z.int().check(z.minimum(0)),
    totalCost: ReturnAmount,
    jackpotPrize: ReturnAmount,
    /** Every ordinal from 1 to numberOfEvents has a pick. */
    complete: z.boolean(),
    missingOrdinals: z.array(z.int()),
  }),
  errors: z.array(JackpotError),
});
export type JackpotPricingResponse = z.infer<typeof JackpotPricingResponse>;

// ---- Selections (§7 POST /xapi/rest/jackpotbetslips/selections) -------------------------------

export const JackpotSelectionsRequest = z.object({
  model: z.object({ jackpotId: DbId, outcomeIds: z.array(DbId).check(z.maxLength(200)) }),
});
export type JackpotSelectionsRequest = z.infer<typeof JackpotSelectionsRequest>;

/** §3 "Jackpot selection". */
export const JackpotSelection = z.object({
  outcomeId: DbId,
  outcomeDescription: z.string(),
  marketDescription: z.string(),
  periodDescription: z.string(),
  marketId: DbId,
  eventDescription: z.string(),
  singleEnabled: z.boolean(),
  reserve: z.boolean(),
  ordinal: z.int(),
  eventId: DbId,
  periodId: z.int(),
  /** False once the pool no longer takes entries. */
  enabled: z.boolean(),
  /** `sel1`, `sel2` ... in ordinal order. */
  ref: z.string(),
});
export type JackpotSelection = z.infer<typeof JackpotSelection>;

export const JackpotSelectionsResponse = z.object({
  selections: z.array(JackpotSelection),
  errors: z.array(JackpotError),
});
export type JackpotSelectionsResponse = z.infer<typeof JackpotSelectionsResponse>;

// ---- Placement (§7 POST /xapi/rest/accounts/{accountId}/jackpotbetslips?uuid=) ------------------

/** §3 "Jackpot bet" as the bettor sends it: the pool and the picks; the amounts are the server's. */
export const JackpotBetslipRequest = z.object({
  model: z.object({ jackpotId: DbId, originId: OriginId, singles: Picks }),
});
export type JackpotBetslipRequest = z.infer<typeof JackpotBetslipRequest>;
export type JackpotBetslipRequestInput = z.input<typeof JackpotBetslipRequest>;

export const JackpotBetslipQuery = z.object({
  /** The idempotency key: the same uuid and body answer the first placement again. */
  uuid: z.uuid(),
});

/** §3 "Jackpot bet" as the server placed it. */
export const JackpotBet = z.object({
  jackpotId: DbId,
  jackpotPrize: ReturnAmount,
  globalStake: BetAmount,
  noOfBets: z.int().check(z.minimum(1)),
  originId: z.string(),
  jackpotTotalStake: ReturnAmount,
  singles: z.array(JackpotSingle),
});
export type JackpotBet = z.infer<typeof JackpotBet>;

export const JackpotEntryStatus = z.enum(['OPEN', 'WON', 'LOST', 'REFUNDED']);
export type JackpotEntryStatus = z.infer<typeof JackpotEntryStatus>;

/** A placed entry as My Bets shows it. */
export const JackpotEntry = z.object({
  id: DbIdText,
  jackpotId: DbId,
  jackpotName: z.string(),
  currency: z.string(),
  status: JackpotEntryStatus,
  jackpotStatus: JackpotStatus,
  placedAt: isoDateTime,
  settledAt: z.optional(isoDateTime),
  noOfBets: z.int().check(z.minimum(1)),
  globalStake: BetAmount,
  totalCost: ReturnAmount,
  returns: ReturnAmount,
  /** Settled: the fewest wrong picks of any of its lines. */
  bestWrong: z.optional(z.int().check(z.minimum(0))),
  picks: z.array(
    z.object({
      ordinal: z.int(),
      reserve: z.boolean(),
      eventDescription: z.string(),
      eventDate: isoDateTime,
      outcomes: z.array(JackpotOutcome),
      /** The picked outcome ids of this match. */
      picked: z.array(DbId),
      result: z.optional(z.union([z.literal('void'), DbId])),
    }),
  ),
});
export type JackpotEntry = z.infer<typeof JackpotEntry>;

export const JackpotBetslipResponse = z.object({
  model: JackpotBet,
  entry: JackpotEntry,
  /** The wallet after the stake, major units. */
  availableBalance: z.number(),
});
export type JackpotBetslipResponse = z.infer<typeof JackpotBetslipResponse>;

// ---- Retail codes (§7 POST /xapi/rest/jackpotbetslips/retailcodes) -------------------------------

export const JackpotRetailCodeRequest = z.object({ model: z.object({ jackpotId: DbId, singles: Picks }) });
export type JackpotRetailCodeRequest = z.infer<typeof JackpotRetailCodeRequest>;
export const JackpotRetailCodeResponse = z.object({
  code: z.string().check(z.regex(/^[A-Z0-9]{6,12}$/)),
  expiresAt: isoDateTime,
  model: JackpotBet,
});
export type JackpotRetailCodeResponse = z.infer<typeof JackpotRetailCodeResponse>;

// ---- History (not in §7: GET /xapi/rest/accounts/{accountId}/jackpotbets) ------------------------

export const JackpotBetsQuery = z.object({ settled: z._default(z.stringbool(), false) });
export const JackpotBetsResponse = z.object({ entries: z.array(JackpotEntry) });
export type JackpotBetsResponse = z.infer<typeof JackpotBetsResponse>;
