import * as z from 'zod/mini';
import { AcceptOdds } from './accounts.ts';
import { DbId, DbIdText, Text as boundedText } from './common.ts';

/*
 * Betslip and bet placement (SPEC.md §3 "Betslip model sent to the server", "Single selection",
 * "Multiple", "System", "Epw config"; §7 "Betslip and bets"; §8 "Betslip", "Bet rejection codes").
 * Where §7 leaves a path or a shape out, docs/decisions/betslip-domain.md records the choice.
 *
 * Money on the wire is a decimal string in the currency's major unit with at most its precision
 * ('1250.00', '12.5', '250000' for VND, which is whole on the wire). The domain computes in exact
 * integer ledger units and writes these strings; nobody adds floats. Prices are decimal odds as
 * numbers, as in the catalog contract.
 *
 * Every field the client may leave out has a default here, so `z.input<typeof BetslipModel>` is
 * what the web sends and `BetslipModel` (the parsed output) is what the server works on and answers.
 */

/** A non-negative money amount: up to 13 integer digits and 2 decimals (§9 stake rules). */
export const BetAmount = z.string().check(z.regex(/^\d{1,13}(\.\d{1,2})?$/, 'Expected an amount like 12.50'));
export type BetAmount = z.infer<typeof BetAmount>;

/**
 * A computed amount (returns, totals): non-negative, any size. A 12-fold at long odds returns
 * more than 13 digits, which a stake may not have.
 */
export const ReturnAmount = z.string().check(z.regex(/^\d+(\.\d{1,2})?$/, 'Expected an amount like 12.50'));
export type ReturnAmount = z.infer<typeof ReturnAmount>;

/** Decimal odds: above 1 pays something; 1 or below pays nothing (a void or dead price). */
export const DecimalOdds = z.number().check(z.minimum(1), z.maximum(1_000_000));

/** §3 "Betslip kinds". African slips carry the tax rules of §5 and show no system bets (§9). */
export const BetslipKind = z.enum(['default', 'uk', 'african']);
export type BetslipKind = z.infer<typeof BetslipKind>;

/** §3 Single selection `outcomeState`: O open (default), C closed ('not available anymore', §4). */
export const OutcomeState = z.enum(['O', 'C']);
export type OutcomeState = z.infer<typeof OutcomeState>;

/**
 * Each-way place terms: places 1..`places` are paid at numerator/denominator of the win odds
 * (1/4 the odds, first 3 places). Sent by the server with the selection; the client never invents them.
 */
export const PlaceTerms = z.object({
  numerator: z.int().check(z.minimum(1), z.maximum(100)),
  denominator: z.int().check(z.minimum(1), z.maximum(100)),
  places: z.int().check(z.minimum(1), z.maximum(20)),
});
export type PlaceTerms = z.infer<typeof PlaceTerms>;

/** `sel1`, `sel2` ... by position on the slip (§3); renumbered when one is removed (§4). */
export const SelectionRef = z.string().check(z.regex(/^sel[1-9]\d*$/, 'Expected a ref like sel1'));
/** `mul1` (§3 Multiple). */
export const MultipleRef = z.string().check(z.regex(/^mul[1-9]\d*$/, 'Expected a ref like mul1'));
/** `sys` plus the system's bet type code: `sys058` is the Trixie (decisions file). */
export const SystemRef = z.string().check(z.regex(/^sys\d{3}$/, 'Expected a ref like sys058'));

const Text = boundedText(500);
const Id = DbId;
const text = (): z.ZodMiniDefault<typeof Text> => z._default(Text, '');
const zero = (): z.ZodMiniDefault<typeof BetAmount> => z._default(BetAmount, '0');
const returns = (): z.ZodMiniDefault<typeof ReturnAmount> => z._default(ReturnAmount, '0');

/** SPEC.md §3 "Single selection": one outcome on the slip and its single bet. */
export const BetslipSingle = z.object({
  outcomeId: Id,
  outcomeDescription: text(),
  marketDescription: text(),
  periodDescription: text(),
  marketId: z._default(z.int(), 0),
  marketTypeId: z._default(z.int(), 0),
  slug: text(),
  eventDescription: text(),
  eventId: z._default(z.int(), 0),
  sportId: z._default(z.int(), 0),
  /** The price as shown in the player's odds type ('+150', '1.50'), from the price-format header. */
  price: text(),
  /** Decimal odds the player saw; pricing compares it with the current price (RES-00152). */
  decimal: z._default(DecimalOdds, 1),
  /** The price before the last change, while the slip shows old and new (§7 web). */
  previousDecimal: z.optional(DecimalOdds),
  /**
   * The line of a handicap or total outcome as the player saw it (§3 consolidatedPrice.currentPrice
   * spread / spread2), set by pricing: a line moved since is RES-00153. Absent on other markets.
   */
  spread: z.optional(z.number()),
  spread2: z.optional(z.number()),
  includeInMultiples: z._default(z.boolean(), true),
  maxBetStake: z.optional(BetAmount),
  singleEnabled: z._default(z.boolean(), true),
  ref: z._default(SelectionRef, 'sel1'),
  eachWay: z._default(z.boolean(), false),
  showEachWay: z._default(z.boolean(), false),
  placeTerms: z.optional(PlaceTerms),
  /**
   * The player takes the starting price (SP, §3 Betslip model `startingPrice`): the price the
   * runner returns at the off, known once the race is resulted. An SP single's `potentialReturns`
   * is '0' (unknown, shown as "SP"), its `decimal` is not read by the server, and it is a single
   * only: it is left out of the multiple and the systems (docs/decisions/starting-price.md).
   * Asked where SP is not offered: RES-00100.
   */
  startingPrice: z._default(z.boolean(), false),
  /** Set by pricing: the selection offers SP (a race's Win market before the off). */
  startingPriceAvailable: z._default(z.boolean(), false),
  /**
   * Set by pricing: the selection has a fixed price. False for an "SP only" runner (early prices
   * not out): a fixed-price bet on it is RES-00098, the slip offers SP only.
   */
  fixedPriceAvailable: z._default(z.boolean(), true),
  /** Single bets are bet type 200001 (fold 1 of the §9 system codes). */
  betTypeId: z._default(z.int(), 200001),
  stakeAfterTax: zero(),
  /** The accept-odds preference the selection was added under (§3). */
  notifyPriceChangeMode: z._default(AcceptOdds, 'D'),
  /** False while the market or event is suspended (the bet would be refused, RES-00048 / RES-00108). */
  enabled: z._default(z.boolean(), true),
  outcomeState: z._default(OutcomeState, 'O'),
  isPowerOdd: z._default(z.boolean(), false),
  /** In a system bet a banker is in every combination. */
  banker: z._default(z.boolean(), false),
  /** Stake per bet (an each-way single is two bets of this stake). */
  unitStake: zero(),
  /** The player stakes this line with a free-bet token (`freeBetId`) instead of money (§4). */
  isFreeBet: z._default(z.boolean(), false),
  /** The token a free-bet line uses (free-bets.ts); the server checks it is the player's and usable. */
  freeBetId: z.optional(Id),
  potentialReturns: returns(),
  potentialTaxDeduction: returns(),
  /** The free-bet stake per bet the player chose (at most the token's amount over the line's bets). */
  freeMoneyUnitStake: zero(),
  /** Set by the server from the chosen token: the most `freeMoneyUnitStake` may be. A request's value is ignored. */
  maxFreeMoneyStake: zero(),
  /** A message from the server about this selection (shown de-duplicated, §8). */
  message: z.optional(Text),
});
export type BetslipSingle = z.infer<typeof BetslipSingle>;
export type BetslipSingleInput = z.input<typeof BetslipSingle>;

/**
 * SPEC.md §3 "Multiple": the accumulator of every selection included in multiples (Double,
 * Treble, N-Fold). The front end's own placeholder has bet type 200002 and minBetStake '1250.00'
 * until the pricing response replaces it with the server's limits for the currency (§3, §5).
 */
export const BetslipMultiple = z.object({
  betTypeId: z._default(z.int(), 200002),
  description: text(),
  fullDescription: text(),
  noOfBets: z._default(z.int(), 1),
  minBetStake: z._default(BetAmount, '1250.00'),
  maxBetStake: z.optional(BetAmount),
  freeMoneyUnitStake: zero(),
  maxFreeMoneyStake: zero(),
  /** The accumulator's price shown in the player's odds type. */
  price: text(),
  /** Product of the legs' decimal odds, rounded to 2 decimals for display; returns use the exact product. */
  decimal: z.optional(z.number()),
  potentialReturns: returns(),
  totalStake: returns(),
  unitStake: zero(),
  stakeAfterTax: zero(),
  taxPercentage: z._default(z.number().check(z.minimum(0), z.maximum(100)), 0),
  ref: z._default(MultipleRef, 'mul1'),
  eachWay: z._default(z.boolean(), false),
  isFreeBet: z._default(z.boolean(), false),
  freeBetId: z.optional(Id),
  /** Parlay extra winnings (a promotion, §6); '0' when off. */
  extraParlayWinnings: returns(),
});
export type BetslipMultiple = z.infer<typeof BetslipMultiple>;
export type BetslipMultipleInput = z.input<typeof BetslipMultiple>;

/**
 * SPEC.md §3 "System": ref, unitStake, totalStake, potentialReturns; the rest names the bet
 * (Trixie, Doubles ...) and its size so the slip can show it (§9 system bet type ids).
 */
export const BetslipSystem = z.object({
  ref: SystemRef,
  betTypeId: z._default(z.int(), 0),
  description: text(),
  /** Fold sizes of the combinations: [2, 3] for a Trixie, [1, 2, 3] for a Patent. */
  folds: z._default(z.array(z.int().check(z.minimum(1), z.maximum(20))), []),
  noOfBets: z._default(z.int(), 0),
  unitStake: zero(),
  totalStake: returns(),
  potentialReturns: returns(),
  eachWay: z._default(z.boolean(), false),
  isFreeBet: z._default(z.boolean(), false),
  freeBetId: z.optional(Id),
  freeMoneyUnitStake: zero(),
  maxFreeMoneyStake: zero(),
  minBetStake: z.optional(BetAmount),
  maxBetStake: z.optional(BetAmount),
});
export type BetslipSystem = z.infer<typeof BetslipSystem>;
export type BetslipSystemInput = z.input<typeof BetslipSystem>;

/** SPEC.md §3 "Betslip model sent to the server" (and answered by pricing). */
export const BetslipModel = z.object({
  /** In-play bet delay in seconds (0 pre-match). */
  delay: z._default(z.int().check(z.minimum(0), z.maximum(60)), 0),
  betSlipId: z.optional(boundedText(64)),
  /** The request reference support quotes (§8 'Betslip: Something went wrong' shows it). */
  reference: z.optional(boundedText(64)),
  /** Set by the server: the account's currency (or the brand's for a visitor). */
  currency: z.optional(z.string().check(z.regex(/^[A-Za-z]{3,5}$/))),
  singles: z._default(z.array(BetslipSingle).check(z.maxLength(50)), []),
  multiples: z._default(z.array(BetslipMultiple).check(z.maxLength(5)), []),
  systems: z._default(z.array(BetslipSystem).check(z.maxLength(50)), []),
  /** The stake entered once for every single (the "all singles" field); '0' when unused. */
  globalStake: zero(),
  /** Everything the player pays: every bet's total stake (free-bet stakes not included). */
  totalCost: returns(),
  potentialReturns: returns(),
  /** Whether the slip shows the in-play delay countdown. */
  displayDelay: z._default(z.boolean(), false),
  /** The accumulator's decimal odds (the multiple's price), 1 without a multiple. */
  totalOdds: z._default(z.number(), 1),
  originId: z._default(z.string().check(z.regex(/^\d{1,4}$/)), '11'),
  usePromoCash: z._default(z.boolean(), false),
  userAcceptOdds: z._default(AcceptOdds, 'D'),
  showSysBets: z._default(z.boolean(), false),
  outcomeIds: z._default(z.array(Id).check(z.maxLength(50)), []),
  /** Returns of the place parts of each-way bets when the selections only place. */
  potentialPlaceWin: returns(),
  /**
   * Some staked line is at SP: its returns are unknown until the race is resulted, so
   * `potentialReturns` counts only the fixed-price lines (the web says "+ SP returns").
   */
  returnsAtStartingPrice: z._default(z.boolean(), false),
});
export type BetslipModel = z.infer<typeof BetslipModel>;
export type BetslipModelInput = z.input<typeof BetslipModel>;

// ---- Errors ------------------------------------------------------------------------------------

/**
 * SPEC.md §8 "Bet rejection codes": each code with the translation key of its text and the
 * English text (the web's en bundle uses it). Codes the server produces today are listed in
 * docs/decisions/betslip-domain.md with the condition behind each.
 */
export const BET_REJECTIONS = {
  'RES-00152': { key: 'bet-error-RES-00152', text: 'The price of your selection has changed' },
  'RES-00048': { key: 'bet-error-RES-00048', text: 'Bet suspended' },
  'RES-00109': { key: 'bet-error-RES-00109', text: 'Bet suspended' },
  'RES-00108': { key: 'bet-error-RES-00108', text: 'The event of this selection is suspended' },
  'RES-00056': { key: 'bet-error-RES-00056', text: 'Your stake is greater than your balance' },
  'RES-00034': { key: 'bet-error-RES-00034', text: 'Your stake is above the maximum stake' },
  'RES-00140': { key: 'bet-error-RES-00140', text: 'Your stake is below the minimum stake' },
  'RES-00103': { key: 'bet-error-RES-00103', text: 'Wagers are not allowed' },
  'RES-00057': { key: 'bet-error-RES-00057', text: 'Your running bets are greater than your balance' },
  'RES-00153': { key: 'bet-error-RES-00153', text: 'The spread has changed' },
  'RES-00195': { key: 'bet-error-RES-00195', text: 'Your bet was rejected by an attendant' },
  'RES-00047': { key: 'bet-error-RES-00047', text: 'The event has already started or finished' },
  'RES-00046': { key: 'bet-error-RES-00046', text: 'Feed error, please try again' },
  'RES-00100': { key: 'bet-error-RES-00100', text: 'Starting price is not allowed' },
  'RES-00098': { key: 'bet-error-RES-00098', text: 'No price is available' },
  'RES-00199': { key: 'bet-error-RES-00199', text: 'Your bet timed out' },
  'RES-00196': { key: 'bet-error-RES-00196', text: 'Your bet timed out' },
  'RES-00218': { key: 'bet-error-RES-00218', text: 'These selections cannot be combined' },
  'RES-00233': { key: 'bet-error-RES-00233', text: 'The limit for this combination has been reached' },
  'RES-00241': { key: 'bet-error-RES-00241', text: 'The free bet could not be used' },
  'RES-00049': { key: 'bet-error-RES-00049', text: 'Something went wrong with your bet' },
  'RES-00246': { key: 'bet-error-RES-00246', text: 'Another bet is in progress' },
  'RES-00247': { key: 'bet-error-RES-00247', text: 'The number of bets is exceeded' },
  'RES-00249': { key: 'bet-error-RES-00249', text: 'Betting on this market is paused (feed alert)' },
} as const;
export type BetRejectionCode = keyof typeof BET_REJECTIONS;
export const BET_REJECTION_CODES = Object.keys(BET_REJECTIONS) as BetRejectionCode[];

/**
 * Betslip errors that are not server rejections: the slip's own checks (§4, §5) and the web's
 * texts. 'selection-unavailable' is §8's 'Your selection is not available anymore'.
 */
export const BETSLIP_NOTICES = {
  'selection-unavailable': {
    key: 'betslip-selection-unavailable',
    text: 'Your selection is not available anymore',
  },
  'max-bets': { key: 'betslip-max-bets', text: 'You have reached the maximum number of selections.' },
  'free-bet-mixed': {
    key: 'betslip-free-bet-mixed',
    text: 'A free bet cannot be combined with another stake',
  },
  'something-went-wrong': { key: 'betslip-something-went-wrong', text: 'Betslip: Something went wrong' },
  'referral-declined': { key: 'betslip-referral-declined', text: 'You declined the offered stake' },
} as const;
export type BetslipNoticeCode = keyof typeof BETSLIP_NOTICES;

/**
 * One betslip error (§8): its code (a RES code or a notice code; an operator's back end may send
 * others), a message, and the ref of the selection, multiple or system it concerns (none: the slip).
 */
export const BetslipError = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(40)),
  message: Text,
  ref: z.optional(z.string().check(z.maxLength(10))),
  /** The outcome of a selection error, so it survives renumbering of refs. */
  outcomeId: z.optional(Id),
});
export type BetslipError = z.infer<typeof BetslipError>;

// ---- Pricing (§7: PUT, or POST with outcome ids for a new bet) -----------------------------------

export const PricingRequest = z.object({
  model: BetslipModel,
  userAcceptOdds: z._default(AcceptOdds, 'D'),
  /** Outcomes to add (POST): the server builds their selections from the catalog. */
  outcomeIds: z._default(z.array(Id).check(z.maxLength(50)), []),
  showSysBets: z._default(z.boolean(), false),
  /** Logged in: prices in the account's currency and answers its balance. */
  accountId: z.optional(Id),
});
export type PricingRequest = z.infer<typeof PricingRequest>;
export type PricingRequestInput = z.input<typeof PricingRequest>;

export const PricingResponse = z.object({
  model: BetslipModel,
  /** Some stake is above what is accepted at once: the bet would go to a trader (§3 betMaybeReferred). */
  betMayBeReferred: z.boolean(),
  /** What the slip may spend: real money, and promo cash when it uses it (usePromoCash); null for a visitor. */
  availableBalance: z.nullable(ReturnAmount),
  /** The promo cash the wallet holds, which the slip may choose to spend (usePromoCash); null for a visitor. */
  availablePromoCash: z.optional(z.nullable(ReturnAmount)),
  errors: z.array(BetslipError),
});
export type PricingResponse = z.infer<typeof PricingResponse>;

// ---- Placement (§7 POST /xapi/rest/accounts/{accountId}/betslips) --------------------------------

/** The uuid is the idempotency key: placing it again answers the first result (docs/decisions). */
export const PlacementQuery = z.object({
  uuid: z.uuid(),
  withAuth: z.optional(z.enum(['true', 'false'])),
});
export type PlacementQuery = z.infer<typeof PlacementQuery>;

/** The body of a placement is the betslip model. */
export const PlacementRequest = BetslipModel;
export type PlacementRequest = z.infer<typeof PlacementRequest>;

/** accepted: stakes taken; pending: waiting for the in-play delay (poll the status); rejected: none taken. */
export const PlacementStatus = z.enum(['accepted', 'pending', 'rejected']);
export type PlacementStatus = z.infer<typeof PlacementStatus>;

/** One bet line of a placed slip: a single, the multiple or a system, with the stake taken. */
export const PlacedBet = z.object({
  betId: z.string().check(z.minLength(1), z.maxLength(64)),
  /** The slip line it came from: sel1 / mul1 / sys058. */
  ref: z.string(),
  betTypeId: z.int(),
  description: Text,
  /** Outcomes of the bet's legs. */
  outcomeIds: z.array(Id),
  noOfBets: z.int(),
  unitStake: BetAmount,
  /** unitStake x noOfBets (x2 each-way): what the wallet paid for this line. */
  totalStake: ReturnAmount,
  potentialReturns: ReturnAmount,
  /** A taxed brand's (§5): what the line bets once the stake tax is out. Absent where no tax applies. */
  stakeAfterTax: z.optional(ReturnAmount),
  /** A taxed brand's: the tax withheld from the winnings if the line wins (net of it: potentialReturns). */
  potentialTaxDeduction: z.optional(ReturnAmount),
  eachWay: z.boolean(),
  isFreeBet: z.boolean(),
  /** Present (true) on a bet taken at the starting price: `potentialReturns` is '0', unknown until resulted. */
  startingPrice: z.optional(z.boolean()),
  /** Accumulator decimal odds at which it was accepted. */
  decimal: z.number(),
});
export type PlacedBet = z.infer<typeof PlacedBet>;

/**
 * A slip held for a trader (status stays 'pending': the web polls it like an in-play delay; `delay`
 * is the seconds left to `answerBy`). `trader`: a trader looks at the stake above the maximum;
 * `offer`: the trader offers a lower stake for line `ref`, which the player takes or declines through
 * the status call's `answer` before `answerBy` (docs/decisions/bet-refusals.md).
 */
export const ReferralAnswer = z.object({
  state: z.enum(['trader', 'offer']),
  answerBy: z.iso.datetime({ offset: true }),
  /** The referred line (sel1 / mul1). */
  ref: z.string(),
  /** The counter-offer: the line's unit stake, what it costs and what it would return. */
  offer: z.optional(
    z.object({ unitStake: BetAmount, totalStake: ReturnAmount, potentialReturns: ReturnAmount }),
  ),
});
export type ReferralAnswer = z.infer<typeof ReferralAnswer>;

export const PlacementResponse = z.object({
  betSlipId: z.string().check(z.minLength(1), z.maxLength(64)),
  status: PlacementStatus,
  /** The request reference (shown on a receipt and quoted to support). */
  reference: z.string(),
  bets: z.array(PlacedBet),
  totalStake: ReturnAmount,
  potentialReturns: ReturnAmount,
  /** The balance after the stakes (null while pending or when nothing changed hands). */
  balance: z.nullable(ReturnAmount),
  /** Seconds of in-play delay left while pending (a referral: seconds left to its answerBy). */
  delay: z.int().check(z.minimum(0)),
  errors: z.array(BetslipError),
  /** Present while the slip is held for a trader or a counter-offer waits for the player. */
  referral: z.optional(ReferralAnswer),
});
export type PlacementResponse = z.infer<typeof PlacementResponse>;

// ---- Status (§7 PUT /xapi/rest/betslips/{betSlipId}/status: body has a model) --------------------

export const BetslipIdParams = z.object({
  betSlipId: DbIdText,
});
export type BetslipIdParams = z.infer<typeof BetslipIdParams>;

/** `answer`: the player's answer to a counter-offer (the slip's referral is in state 'offer'). */
export const StatusRequest = z.object({
  model: BetslipModel,
  answer: z.optional(z.enum(['accept', 'decline'])),
});
export type StatusRequest = z.infer<typeof StatusRequest>;
export type StatusRequestInput = z.input<typeof StatusRequest>;
/** The slip's placement as it stands now: pending until the delay has passed. */
export const StatusResponse = PlacementResponse;
export type StatusResponse = PlacementResponse;

// ---- Trader referrals: the operator's queue (demo controls; docs/decisions/bet-refusals.md) -------

export const ReferralQueueEntry = z.object({
  betSlipId: z.string(),
  playerId: z.number(),
  username: z.string(),
  currency: z.string(),
  referral: ReferralAnswer,
  /** The referred line as placed: its description, unit stake and the maximum it is above. */
  description: z.string(),
  unitStake: BetAmount,
  maxStake: BetAmount,
  totalStake: ReturnAmount,
  potentialReturns: ReturnAmount,
});
export type ReferralQueueEntry = z.infer<typeof ReferralQueueEntry>;
export const ReferralQueue = z.object({ referrals: z.array(ReferralQueueEntry) });
export type ReferralQueue = z.infer<typeof ReferralQueue>;

/** The trader's answer: accept, reject (RES-00195), or offer a lower unit stake for the line. */
export const ReferralAction = z.object({
  action: z.enum(['accept', 'reject', 'offer']),
  unitStake: z.optional(BetAmount),
});
export type ReferralAction = z.infer<typeof ReferralAction>;

// ---- Selections (§7 POST /xapi/rest/betslips/selections: model with errors removed) ---------------

/** Refreshes the slip's selections (descriptions, prices, states) after a reload. */
export const SelectionsRequest = z.object({ model: BetslipModel });
export type SelectionsRequest = z.infer<typeof SelectionsRequest>;
export type SelectionsRequestInput = z.input<typeof SelectionsRequest>;
export const SelectionsResponse = z.object({ model: BetslipModel, errors: z.array(BetslipError) });
export type SelectionsResponse = z.infer<typeof SelectionsResponse>;

// ---- Retail codes (§7 POST /xapi/rest/betslips/retailcodes; §4 logged-out slips) ------------------

export const RetailCodeRequest = z.object({ model: BetslipModel });
export type RetailCodeRequest = z.infer<typeof RetailCodeRequest>;
export type RetailCodeRequestInput = z.input<typeof RetailCodeRequest>;
/** A code a shop till reads back into the same slip; it expires. */
export const RetailCodeResponse = z.object({
  code: z.string().check(z.regex(/^[A-Z0-9]{6,12}$/)),
  expiresAt: z.iso.datetime({ offset: true }),
  model: BetslipModel,
});
export type RetailCodeResponse = z.infer<typeof RetailCodeResponse>;

// ---- Epw config (§3 "Epw config", §7 GET /xapi/rest/promotions/epw) --------------------------------

/** Extra-place (each-way) promotion: which bet sizes qualify, and its most per bet. */
export const EpwConfig = z.object({
  epwPromoFilterValues: z.object({ betSize: z.array(z.int().check(z.minimum(1))) }),
  maxAmount: BetAmount,
});
export type EpwConfig = z.infer<typeof EpwConfig>;
