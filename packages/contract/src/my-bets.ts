import * as z from 'zod/mini';
import { BetAmount, DecimalOdds, PlaceTerms, ReturnAmount } from './betslip.ts';
import { DbIdText, isoDateTime, queryPositiveInt } from './common.ts';

/*
 * My Bets: open and settled bets, the bet count, cash-out, and the result messages the feed sends
 * when a market is resulted (SPEC.md §2 My Bets, §3 "Bet count response", "My-bets state", §7
 * "Bets history", cash-out settings of §3). Where §7 leaves a path or a shape out (the cash-out
 * call, a bet's fields), docs/decisions/my-bets-server.md records the choice.
 *
 * Money on the wire is a decimal string in the currency's major unit (ReturnAmount), as in the
 * betslip; prices are decimal odds as numbers.
 */

const Text = z.string().check(z.maxLength(500));
const Id = z.int().check(z.minimum(1));

// ---- Results (the feed's result message; settlement reads nothing else) ---------------------------

/** A selection's result: `placed` finished in the each-way places without winning. */
export const SelectionResult = z.enum(['won', 'placed', 'lost', 'void']);
export type SelectionResult = z.infer<typeof SelectionResult>;

/** A dead-heat reduction as an exact fraction in (0, 1]: 1/2 for a two-way tie. */
export const DeadHeat = z.object({
  num: z.int().check(z.minimum(1)),
  den: z.int().check(z.minimum(1)),
});
export type DeadHeat = z.infer<typeof DeadHeat>;

/**
 * A market resulted by the feed: the result of each of its outcomes (an outcome left out lost).
 * Delivered at least once: settlement applies a market's first result message and ignores repeats.
 */
export const MarketResult = z.object({
  marketId: Id,
  eventId: Id,
  outcomes: z.array(
    z.object({
      outcomeId: Id,
      result: SelectionResult,
      /** Only where the market settles ties by dead-heat rules. */
      deadHeat: z.optional(DeadHeat),
      placeDeadHeat: z.optional(DeadHeat),
      /**
       * A race's runner: its starting price (decimal), returned with the result; SP bets settle at
       * it. Stored with the result (the first message wins), never changed after.
       */
      startingPrice: z.optional(DecimalOdds),
    }),
  ),
  resultedAt: isoDateTime,
});
export type MarketResult = z.infer<typeof MarketResult>;

const distinct = (ids: readonly number[]) => new Set(ids).size === ids.length;

/**
 * The demo feed control's result (POST /api/demo/feed/markets/:marketId/result, DEMO_CONTROLS=on):
 * the winners, the runners that finished in the each-way places without winning (`placed`), the
 * others lost; or the whole market void; or the feed's own outcomes list. Each id once, and a
 * placed runner not also a winner; the server checks they are the market's.
 */
export const DemoMarketResultBody = z.union([
  z
    .object({
      winners: z.array(Id),
      placed: z._default(z.array(Id), []),
      void: z._default(z.boolean(), false),
      /** Explicit starting prices; a runner left out gets the demo's seeded SP. */
      startingPrices: z._default(z.array(z.object({ outcomeId: Id, decimal: DecimalOdds })), []),
    })
    .check(
      z.refine((b) => distinct(b.winners) && distinct(b.placed), 'Expected each outcome once'),
      z.refine(
        (b) => !b.placed.some((id) => b.winners.includes(id)),
        'Expected a placed outcome not to be a winner',
      ),
    ),
  z.object({ outcomes: MarketResult.shape.outcomes }),
]);
export type DemoMarketResultBody = z.infer<typeof DemoMarketResultBody>;

// ---- Bets (§7 GET .../openbets, .../openbet/{betId}, dailySettledBets) ---------------------------

/** A leg's state: open until its market is resulted. */
export const LegStatus = z.enum(['open', 'won', 'placed', 'lost', 'void']);
export type LegStatus = z.infer<typeof LegStatus>;

export const MyBetLeg = z.object({
  outcomeId: Id,
  marketId: Id,
  eventId: Id,
  /** Copies taken at placement: a bet reads the same after its event has left the catalogue. */
  eventDescription: Text,
  marketDescription: Text,
  outcomeDescription: Text,
  /** The decimal price the leg was taken at. */
  price: z.number(),
  /** The leg's current price while its market is open (null when suspended, gone or resulted). */
  currentPrice: z.nullable(z.number()),
  /** The leg's market: open, suspended, or closed (resulted or taken off). */
  marketStatus: z.enum(['open', 'suspended', 'closed']),
  status: LegStatus,
  banker: z.boolean(),
  /** The place terms an each-way bet took on this leg (absent when not each-way). */
  placeTerms: z.optional(PlaceTerms),
  /** Present (true) on a leg taken at the starting price: shown "SP" while open, "SP 6.00" once resulted. */
  startingPrice: z.optional(z.boolean()),
  /** An SP leg's starting price once its race is resulted (absent before, or when none was returned). */
  startingPriceDecimal: z.optional(z.number()),
  /** In play now: the web follows it on the feed (event topic) for its score and clock. */
  inPlay: z.boolean(),
  eventDate: z.nullable(isoDateTime),
});
export type MyBetLeg = z.infer<typeof MyBetLeg>;

/** won, lost, void, partly-won: settled by the feed; cashed-out: settled by a full cash-out. */
export const MyBetStatus = z.enum(['open', 'won', 'lost', 'void', 'partly-won', 'cashed-out']);
export type MyBetStatus = z.infer<typeof MyBetStatus>;

/** Why a bet offers no cash-out now (the domain's CashOutUnavailable). */
export const CashOutUnavailableReason = z.enum([
  'leg-lost',
  'market-suspended',
  'no-price',
  'settled',
  'not-offered',
]);
export type CashOutUnavailableReason = z.infer<typeof CashOutUnavailableReason>;

export const CashOutOffer = z.object({
  available: z.boolean(),
  /** The value of the whole remaining stake now (0.00 when unavailable). */
  value: ReturnAmount,
  reason: z.nullable(CashOutUnavailableReason),
});
export type CashOutOffer = z.infer<typeof CashOutOffer>;

export const MyBet = z.object({
  betId: z.string().check(z.minLength(1), z.maxLength(64)),
  betSlipId: z.string().check(z.minLength(1), z.maxLength(64)),
  kind: z.enum(['single', 'multiple', 'system']),
  betTypeId: z.int(),
  /** Single, Double, Treble, 4-Fold, Trixie ... */
  description: Text,
  placedAt: isoDateTime,
  status: MyBetStatus,
  eachWay: z.boolean(),
  /** Staked with a free-bet token: the stake is not returned (returns are winnings only). */
  isFreeBet: z.optional(z.boolean()),
  noOfBets: z.int(),
  /** The stake that still runs (the placed stake less what partial cash-outs took). */
  unitStake: ReturnAmount,
  totalStake: ReturnAmount,
  /** The stake as placed. */
  placedStake: ReturnAmount,
  /** The combined decimal price (null for a system). */
  decimal: z.nullable(z.number()),
  /** Of the running stake. */
  potentialReturns: ReturnAmount,
  /** Paid by settlement (null while open or when cashed out in full). */
  returns: z.nullable(ReturnAmount),
  /** Paid by cash-outs, whole and partial ('0.00' when none). */
  cashedOut: ReturnAmount,
  settledAt: z.nullable(isoDateTime),
  cashOut: CashOutOffer,
  legs: z.array(MyBetLeg),
});
export type MyBet = z.infer<typeof MyBet>;

export const MyBetsResponse = z.object({ bets: z.array(MyBet) });
export type MyBetsResponse = z.infer<typeof MyBetsResponse>;

export const MyBetResponse = z.object({ bet: MyBet });
export type MyBetResponse = z.infer<typeof MyBetResponse>;

export const AccountBetParams = z.object({
  accountId: queryPositiveInt,
  betId: DbIdText,
});
export type AccountBetParams = z.infer<typeof AccountBetParams>;

/** §7 dailySettledBets?numberOfBets=50; §9 open-bets history of 50 settled bets. */
export const SETTLED_BETS_HISTORY = 50;
export const SettledBetsQuery = z.object({
  numberOfBets: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(SETTLED_BETS_HISTORY)),
    SETTLED_BETS_HISTORY,
  ),
});
export type SettledBetsQuery = z.infer<typeof SettledBetsQuery>;

/** §3 "Bet count response: balance, count": the total balance and the number of open bets. */
export const BetCountResponse = z.object({
  balance: z.number(),
  count: z.int().check(z.minimum(0)),
});
export type BetCountResponse = z.infer<typeof BetCountResponse>;

// ---- Cash-out (path not shown in §7: POST .../openbet/{betId}/cashout) -----------------------------

export const CashOutRequest = z.object({
  /** Idempotency key: the same request id answers the first decision again. */
  requestId: z.uuid(),
  /**
   * The value the player saw, for the part of the stake cashed out. At most 13 digits, as a stake:
   * no offer comes near, a longer one is bad input (not a price that moved), and the server keeps
   * it in a bigint column (ledger units, up to 1,000 per wire unit: 19 digits at most).
   */
  value: BetAmount,
  /** Partial cash-out: the part of the running stake to cash out; the whole of it when absent. */
  stake: z.optional(BetAmount),
  /** allow_higher_odds_and_cashout and the player's choice: take a higher recomputed value. */
  acceptHigher: z._default(z.boolean(), false),
});
export type CashOutRequest = z.infer<typeof CashOutRequest>;
export type CashOutRequestInput = z.input<typeof CashOutRequest>;

/** Why a cash-out was refused: the domain's refusals, plus the server's own. */
export const CashOutRefusalReason = z.enum([
  'price-moved',
  'market-suspended',
  'unavailable',
  /** Not decided within cashout_timeout. */
  'timeout',
  /** Settled (or cashed out) before the request was decided. */
  'settled',
]);
export type CashOutRefusalReason = z.infer<typeof CashOutRefusalReason>;

export const CashOutResponse = z.object({
  cashOutId: z.string(),
  status: z.enum(['confirmed', 'refused']),
  /** Paid (confirmed only). */
  amount: z.nullable(ReturnAmount),
  reason: z.nullable(CashOutRefusalReason),
  /** The refusal's text for the player. */
  message: z.nullable(Text),
  /** The total balance after (confirmed only). */
  balance: z.nullable(z.number()),
  /** The bet as it stands after the decision, with its new cash-out offer. */
  bet: MyBet,
});
export type CashOutResponse = z.infer<typeof CashOutResponse>;

/** Player-facing texts of the refusals (§8 leaves them out; docs/decisions/my-bets-server.md). */
export const CASH_OUT_REFUSALS: Record<CashOutRefusalReason, string> = {
  'price-moved': 'The cash-out value has changed. Check the new value and try again.',
  'market-suspended': 'Cash-out is not available while a market of this bet is suspended.',
  unavailable: 'Cash-out is not available for this bet.',
  timeout: 'Cash-out could not be confirmed in time. Your bet is still open.',
  settled: 'This bet has already been settled.',
};
