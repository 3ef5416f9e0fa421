// @module-tag engine: runs on PostgreSQL too (docs/decisions/test-budget.md).
import { randomUUID } from 'node:crypto';
import {
  accountPaths,
  betslipPaths,
  CashierResponse,
  CashOutResponse,
  GameLaunchResponse,
  gamePaths,
  gameWalletPaths,
  PROVIDER_KEY_HEADER,
  WalletSessionResponse,
  jackpotPaths,
  JackpotBetslipResponse,
  type Jackpot,
  myBetsPaths,
  MyBetResponse,
  PlacementResponse,
  PricingResponse,
  TransactionsResponse,
} from '@sb/contract';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { gamesProviderKey } from '../modules/games/index.ts';
import { demoFeedRoutes } from '../modules/live/index.ts';
import { buildTestApp, TEST_NOW } from './build-test-app.ts';
import { openTestPool } from './jackpot.ts';
import {
  assertMoneyConserved,
  BOOK,
  BOOK_MARKETS,
  BOOK_OUTCOMES,
  freeBetsOf,
  freshPlayers,
  resetBook,
  snapshotBook,
  type BookSnapshot,
  type CashierRecord,
  type Opening,
  type RunPlayer,
} from './money-model.ts';

/*
 * Money conservation over the whole HTTP API (issue 14 part 4): fast-check draws sequences of
 * cashier calls, pricing, placements with tampered models, replays, status polls, cash-outs,
 * results, price moves, games' wallet calls (repeated, out of order) and bursts of concurrent requests, for three fresh players on a small book;
 * after every step the invariants of money-model.ts are read back from the server (ledger, bets,
 * slips, cash-outs, tokens, the balance and transactions calls). The model is only what the test
 * has seen (slips it placed, bets it got, cashier answers): the checks are on the server's state.
 *
 * Reproduce a failure with the three values fast-check prints: MONEY_SEED=<seed> MONEY_PATH=<path>
 * MONEY_REPLAY=<replayPath> (the last is inside the counterexample: commands replay only with it).
 * MONEY_RUNS, MONEY_COMMANDS and MONEY_TIME_MS size a longer hunt; MONEY_TRACE=1 prints every step.
 * Runs on PGlite and, in the server-pg project, on PostgreSQL.
 */

const RUNS = Number(process.env.MONEY_RUNS ?? 14);
const MAX_COMMANDS = Number(process.env.MONEY_COMMANDS ?? 24);
/**
 * How the run's players open (cents): the second stakes promo cash soon, the third has no money;
 * each holds free-bet tokens (the first an expired one too).
 */
const OPENINGS: Opening[] = [
  {
    real: 50_000,
    bonus: 5_000,
    tokens: [
      { amount: 500, minOdds: 1.5, lineKinds: ['single', 'multiple'], days: 30 },
      { amount: 1_000, minOdds: 1.2, lineKinds: ['single', 'multiple', 'system'], days: 14 },
      { amount: 500, minOdds: 1.5, lineKinds: ['single'], days: -1 },
    ],
  },
  {
    real: 1_500,
    bonus: 4_000,
    tokens: [{ amount: 1_000, minOdds: 1.2, lineKinds: ['single', 'multiple', 'system'], days: 7 }],
  },
  { real: 0, bonus: 0, tokens: [{ amount: 300, minOdds: 1.1, lineKinds: ['single'], days: 7 }] },
];
/** Runs and steps run (shrinking included), for the closing line. */
let runsStarted = 0;
let stepsRun = 0;
/**
 * The whole property stops after this long (default two minutes, several times a normal run): a
 * failure found is still reported, with what shrinking reached by then; runs not started are said.
 */
const TIME_LIMIT_MS = Number(process.env.MONEY_TIME_MS ?? 120_000);

// ---- Model and real system ---------------------------------------------------------------------------

/** One placement request the test sent, and the server's first answer. */
interface SlipRecord {
  player: number;
  uuid: string;
  body: Record<string, unknown>;
  statusCode: number;
  response: PlacementResponse | undefined;
}

/** What the test has seen: the only state it keeps. */
interface Model {
  slips: SlipRecord[];
  bets: { player: number; betId: string }[];
  cashierKeys: { player: number; key: string }[];
  cashOutRequestIds: string[];
  cashier: CashierRecord[];
  /** Jackpot entries placed: the request (replayed as it was) and the entry it made. */
  jackpot: { player: number; uuid: string; body: JackpotBody; entryId: string; lines: number }[];
}

interface Real {
  app: FastifyInstance;
  players: RunPlayer[];
  /** The run's own jackpot pool over the book's football games (three main matches, one reserve). */
  pool: Jackpot;
}

type JackpotBody = { model: Record<string, unknown> & { singles: { ordinal: number; outcomeId: number }[] } };
/** The book's football games, as the run's pool plays them: 104, 101, 102, then 103 the reserve. */
const POOL_GAMES = [104, 101, 102, 103];

let app: FastifyInstance;
let book: BookSnapshot;
/** The demo games provider's key comes from the server's secret: the test names the secret to play the provider. */
const GAMES_SECRET = 'money-conservation-secret-0123456789';
const GAMES_KEY = gamesProviderKey(GAMES_SECRET, 'demo-games');
beforeAll(async () => {
  app = await buildTestApp(
    { demoControls: true, betDelaySeconds: 0, cashOutDelaySeconds: 0, jwtSecret: GAMES_SECRET },
    { now: () => TEST_NOW },
  );
  book = await snapshotBook(app);
});
afterAll(() => app.close());

// ---- HTTP calls as the web makes them ------------------------------------------------------------------

const trace = (line: string) => {
  if (process.env.MONEY_TRACE) console.log(line);
};
const auth = (p: RunPlayer) => ({ authorization: `Bearer ${p.token}` });
const pick = <T>(list: readonly T[], n: number): T | undefined =>
  list.length === 0 ? undefined : list[n % list.length];
const cents = (amount: string | number) => Math.round(Number(amount) * 100);

function json<T>(response: LightMyRequestResponse, schema: { parse(v: unknown): T }): T {
  expect(response.statusCode, response.body.slice(0, 400)).toBe(200);
  return schema.parse(response.json());
}

/** 200, or a 4xx the server chose to answer (bad input, refused); never a 5xx. */
function answered(response: LightMyRequestResponse, what: string) {
  expect(response.statusCode, `${what}: ${response.body.slice(0, 400)}`).toBeLessThan(500);
}

async function ledgerRowCount(r: Real, player: RunPlayer): Promise<number> {
  const response = await r.app.inject({
    method: 'GET',
    url: accountPaths.transactions(player.id),
    headers: auth(player),
  });
  return TransactionsResponse.parse(response.json()).total;
}

// ---- Commands --------------------------------------------------------------------------------------------

/**
 * One step: its requests (`act`), then the invariants. `alone` is false inside a burst, where a
 * step's own expectations that assume nothing else moves (a price, a balance) are skipped.
 */
abstract class Step implements fc.AsyncCommand<Model, Real> {
  check(_m: Readonly<Model>): boolean {
    return true;
  }
  abstract act(m: Model, r: Real, alone: boolean): Promise<void>;
  async run(m: Model, r: Real): Promise<void> {
    stepsRun++;
    trace(`step ${this.toString()}`);
    await this.act(m, r, true);
    await assertMoneyConserved(r.app, r.players, m.cashier);
  }
  abstract toString(): string;
}

type KeyChoice = { fresh: true } | { reuse: number };
const keyText = (k: KeyChoice) => ('fresh' in k ? 'new key' : `key #${k.reuse}`);

/** A demo cashier deposit or withdrawal with an Idempotency-Key, new or one sent before. */
class Cashier extends Step {
  constructor(
    readonly kind: 'deposit' | 'withdrawal',
    readonly player: number,
    readonly amount: number,
    readonly key: KeyChoice,
  ) {
    super();
  }
  async act(m: Model, r: Real) {
    const player = r.players[this.player]!;
    const reused = 'reuse' in this.key ? pick(m.cashierKeys, this.key.reuse) : undefined;
    const key = reused?.key ?? `money-${randomUUID()}`;
    if (!reused) m.cashierKeys.push({ player: this.player, key });
    const response = await r.app.inject({
      method: 'POST',
      url: (this.kind === 'deposit' ? accountPaths.deposits : accountPaths.withdrawals)(player.id),
      headers: { ...auth(player), 'idempotency-key': key },
      payload: { amount: this.amount },
    });
    answered(response, `${this.toString()}`);
    if (response.statusCode !== 200) return;
    const { transaction } = CashierResponse.parse(response.json());
    const seen = m.cashier.find((c) => c.transactionId === transaction.id);
    if (seen) {
      // A key sent again answers its first transaction, and moves no money.
      expect(cents(transaction.amount), `${this.toString()}: replayed transaction`).toBe(seen.amountUnits);
      return;
    }
    expect(Math.abs(cents(transaction.amount)), `${this.toString()}: amount`).toBe(cents(this.amount));
    m.cashier.push({
      playerId: player.id,
      transactionId: transaction.id,
      amountUnits: cents(transaction.amount),
    });
  }
  toString() {
    return `${this.kind}(p${this.player}, ${this.amount}, ${keyText(this.key)})`;
  }
}

/** Where a forged free bet points its token. */
type TokenChoice = 'none' | 'own' | 'others' | 'used' | number;

/**
 * Tampers with the fields the server must recompute or check: `line` picks the slip line
 * (singles, then the multiple, then systems) a per-line tamper touches.
 */
const TAMPERS = {
  forgedFreeBet: (slip, t) => {
    const line = t.line(slip);
    if (!line) return;
    line.isFreeBet = true;
    line.freeMoneyUnitStake = t.amount;
    line.maxFreeMoneyStake = t.amount;
    if (t.tokenId !== undefined) line.freeBetId = t.tokenId;
  },
  freeBetAllowanceOnly: (slip, t) => {
    for (const line of t.lines(slip)) line.maxFreeMoneyStake = '9999999';
  },
  freeBetUnderAllowance: (slip, t) => {
    const line = t.line(slip);
    if (!line) return;
    line.isFreeBet = true;
    line.freeMoneyUnitStake = t.amount;
    line.maxFreeMoneyStake = '0';
    if (t.tokenId !== undefined) line.freeBetId = t.tokenId;
  },
  tax: (slip, t) => {
    for (const line of t.lines(slip)) {
      line.stakeAfterTax = '999';
      line.potentialTaxDeduction = '0';
      if ('taxPercentage' in line) line.taxPercentage = 100;
    }
  },
  placeTerms: (slip, t) => {
    for (const line of t.lines(slip)) {
      if ('outcomeId' in line) line.placeTerms = { numerator: 100, denominator: 1, places: 20 };
      line.eachWay = true;
      line.showEachWay = true;
    }
  },
  limits: (slip, t) => {
    for (const line of t.lines(slip)) {
      line.maxBetStake = '9999999999999';
      line.minBetStake = '0';
    }
  },
  currency: (slip) => {
    slip.currency = 'KRW';
  },
  badCurrency: (slip) => {
    slip.currency = 'EU1';
  },
  prices: (slip, t) => {
    for (const line of t.lines(slip)) {
      line.price = '+99900';
      if (typeof line.decimal === 'number') line.decimal = Math.min(1_000_000, line.decimal * 50);
      line.previousDecimal = 1000;
    }
  },
  lowerPrices: (slip, t) => {
    for (const line of t.lines(slip)) if (typeof line.decimal === 'number') line.decimal = 1.01;
  },
  returns: (slip, t) => {
    slip.potentialReturns = '99999999';
    slip.totalCost = '0';
    slip.totalOdds = 999999;
    slip.potentialPlaceWin = '99999';
    for (const line of t.lines(slip)) {
      line.potentialReturns = '99999999';
      line.totalStake = '0';
      line.extraParlayWinnings = '5000';
    }
  },
  shape: (slip, t) => {
    for (const line of t.lines(slip)) {
      line.noOfBets = 1;
      line.betTypeId = 200001;
      if ('folds' in line) line.folds = [1];
    }
  },
  delay: (slip) => {
    slip.delay = 60;
    slip.displayDelay = true;
  },
  states: (slip, t) => {
    for (const line of t.lines(slip)) {
      line.singleEnabled = true;
      line.enabled = true;
      line.outcomeState = 'O';
      line.banker = true;
      line.includeInMultiples = true;
    }
  },
  closed: (slip, t) => {
    for (const line of t.lines(slip)) {
      line.enabled = false;
      line.outcomeState = 'C';
      line.singleEnabled = false;
    }
  },
  promoCash: (slip) => {
    slip.usePromoCash = !slip.usePromoCash;
  },
  acceptAnyOdds: (slip) => {
    slip.userAcceptOdds = 'A';
  },
  globalStake: (slip) => {
    slip.globalStake = '50';
  },
} satisfies Record<string, (slip: Record<string, unknown>, t: TamperContext) => void>;
type TamperName = keyof typeof TAMPERS;
const TAMPER_NAMES = Object.keys(TAMPERS) as TamperName[];

type Line = Record<string, unknown>;
interface TamperContext {
  line(slip: Record<string, unknown>): Line | undefined;
  lines(slip: Record<string, unknown>): Line[];
  amount: string;
  tokenId: number | undefined;
}

const linesOf = (slip: Record<string, unknown>): Line[] => [
  ...(slip.singles as Line[]),
  ...(slip.multiples as Line[]),
  ...(slip.systems as Line[]),
];

interface SlipSpec {
  outcomes: number[];
  /** Unit stakes: one per single, the multiple's, the first system's ('0': none). */
  singles: string[];
  multiple: string;
  system: string;
  showSysBets: boolean;
  usePromoCash: boolean;
  tampers: TamperName[];
  tamperLine: number;
  forgedAmount: string;
  token: TokenChoice;
  /** Stakes this line (by the tamper line numbering) with the player's first usable token, alone. */
  freeBetLine: number | undefined;
}

/** Prices the outcomes for the player (POST pricing), stakes the lines and applies the tampers. */
async function buildSlip(
  r: Real,
  m: Model,
  playerIndex: number,
  spec: SlipSpec,
): Promise<Record<string, unknown>> {
  const player = r.players[playerIndex]!;
  const priced = json(
    await r.app.inject({
      method: 'POST',
      url: betslipPaths.betslipPricing,
      headers: auth(player),
      payload: { model: {}, outcomeIds: spec.outcomes, accountId: player.id, showSysBets: spec.showSysBets },
    }),
    PricingResponse,
  ).model;
  const slip = structuredClone(priced) as unknown as Record<string, unknown>;
  (slip.singles as Line[]).forEach((s, i) => (s.unitStake = spec.singles[i] ?? '0'));
  for (const mul of slip.multiples as Line[]) mul.unitStake = spec.multiple;
  (slip.systems as Line[]).forEach((s, i) => (s.unitStake = i === 0 ? spec.system : '0'));
  slip.usePromoCash = spec.usePromoCash;
  if (spec.freeBetLine !== undefined) await stakeWithToken(r, playerIndex, slip, spec.freeBetLine);
  const context: TamperContext = {
    line: (s) => pick(linesOf(s), spec.tamperLine),
    lines: linesOf,
    amount: spec.forgedAmount,
    tokenId: await tokenFor(r, m, playerIndex, spec.token),
  };
  for (const name of spec.tampers) TAMPERS[name](slip, context);
  return slip;
}

/**
 * A free bet as the web places one: the line names an available token of the player's and stakes
 * the most it allows per bet; every other line's stake is cleared (a free bet stands alone).
 */
async function stakeWithToken(
  r: Real,
  playerIndex: number,
  slip: Record<string, unknown>,
  lineIndex: number,
) {
  const token = (await freeBetsOf(r.app, r.players[playerIndex]!)).find((t) => t.status === 'available');
  const line = pick(linesOf(slip), lineIndex);
  if (!token || !line) return;
  for (const other of linesOf(slip)) other.unitStake = '0';
  const bets = typeof line.noOfBets === 'number' && line.noOfBets > 0 ? line.noOfBets : 1;
  line.isFreeBet = true;
  line.freeBetId = token.id;
  line.freeMoneyUnitStake = (Math.floor(cents(token.amount) / bets) / 100).toFixed(2);
}

async function tokenFor(
  r: Real,
  m: Model,
  playerIndex: number,
  choice: TokenChoice,
): Promise<number | undefined> {
  if (typeof choice === 'number') return choice;
  if (choice === 'none') return undefined;
  if (choice === 'own' || choice === 'used') {
    const tokens = await freeBetsOf(r.app, r.players[playerIndex]!);
    const wanted = tokens.filter((t) => t.status === (choice === 'own' ? 'available' : 'used'));
    return wanted[0]?.id;
  }
  const other = r.players[(playerIndex + 1) % r.players.length]!;
  return (await freeBetsOf(r.app, other))[0]?.id;
}

function slipText(spec: SlipSpec) {
  const stakes = [
    ...spec.outcomes.map((o, i) => `${o}@${spec.singles[i] ?? '0'}`),
    ...(spec.multiple !== '0' ? [`mul@${spec.multiple}`] : []),
    ...(spec.showSysBets && spec.system !== '0' ? [`sys@${spec.system}`] : []),
  ];
  const tampers = spec.tampers.length
    ? ` tampered{${spec.tampers.join(',')}; line ${spec.tamperLine}, amount ${spec.forgedAmount}, token ${spec.token}}`
    : '';
  const freeBet = spec.freeBetLine === undefined ? '' : ` free bet on line ${spec.freeBetLine}`;
  return `[${stakes.join(' ')}]${spec.usePromoCash ? ' promo' : ''}${freeBet}${tampers}`;
}

/** Places a slip: pricing, stakes, tampers, POST ?uuid=; an accepted one charged the server's priced total. */
class PlaceSlip extends Step {
  constructor(
    readonly player: number,
    readonly spec: SlipSpec,
  ) {
    super();
  }
  async act(m: Model, r: Real, alone: boolean) {
    const player = r.players[this.player]!;
    const body = await buildSlip(r, m, this.player, this.spec);
    // The server's priced total for this very body, just before placing it.
    const quote = await r.app.inject({
      method: 'PUT',
      url: betslipPaths.betslipPricing,
      headers: auth(player),
      payload: {
        model: body,
        accountId: player.id,
        userAcceptOdds: body.userAcceptOdds,
        showSysBets: body.showSysBets,
      },
    });
    answered(quote, `${this.toString()}: pricing`);
    const uuid = randomUUID();
    const response = await placeSlip(r, player, uuid, body);
    answered(response, `${this.toString()}`);
    const record: SlipRecord = {
      player: this.player,
      uuid,
      body,
      statusCode: response.statusCode,
      response: response.statusCode === 200 ? PlacementResponse.parse(response.json()) : undefined,
    };
    m.slips.push(record);
    trace(`  placement -> ${response.statusCode} ${response.body.slice(0, 300)}`);
    const placed = record.response;
    if (!placed || placed.status === 'rejected') return;
    for (const bet of placed.bets) m.bets.push({ player: this.player, betId: bet.betId });
    const moneyBets = placed.bets.filter((b) => !b.isFreeBet).reduce((s, b) => s + cents(b.totalStake), 0);
    expect(cents(placed.totalStake), `${this.toString()}: answered total stake vs its money bets`).toBe(
      moneyBets,
    );
    if (alone && quote.statusCode === 200) {
      const priced = PricingResponse.parse(quote.json());
      expect(cents(placed.totalStake), `${this.toString()}: charged vs the server's priced total`).toBe(
        cents(priced.model.totalCost),
      );
    }
  }
  toString() {
    return `place(p${this.player}, ${slipText(this.spec)})`;
  }
}

function placeSlip(
  r: Real,
  player: RunPlayer,
  uuid: string,
  body: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return r.app.inject({
    method: 'POST',
    url: `${betslipPaths.placeBetslip(player.id)}?withAuth=true&uuid=${uuid}`,
    headers: auth(player),
    payload: body,
  });
}

/** The same slip posted twice at once under one uuid: one slip, one charge, the same answer. */
class DoublePlace extends Step {
  constructor(
    readonly player: number,
    readonly spec: SlipSpec,
  ) {
    super();
  }
  async act(m: Model, r: Real) {
    const player = r.players[this.player]!;
    const body = await buildSlip(r, m, this.player, this.spec);
    const uuid = randomUUID();
    const [a, b] = await Promise.all([placeSlip(r, player, uuid, body), placeSlip(r, player, uuid, body)]);
    answered(a, `${this.toString()}`);
    answered(b, `${this.toString()}`);
    expect(b.statusCode, `${this.toString()}: both answers`).toBe(a.statusCode);
    const first = a.statusCode === 200 ? PlacementResponse.parse(a.json()) : undefined;
    if (first) {
      const second = PlacementResponse.parse(b.json());
      expect(
        [second.betSlipId, second.status, second.totalStake],
        `${this.toString()}: the same slip`,
      ).toEqual([first.betSlipId, first.status, first.totalStake]);
      if (first.status !== 'rejected')
        for (const bet of first.bets) m.bets.push({ player: this.player, betId: bet.betId });
    }
    m.slips.push({ player: this.player, uuid, body, statusCode: a.statusCode, response: first });
  }
  toString() {
    return `placeTwiceAtOnce(p${this.player}, ${slipText(this.spec)})`;
  }
}

/** Two slips (two uuids) at once staking the same token: one of them at most may take it. */
class TokenRace extends Step {
  constructor(
    readonly player: number,
    readonly first: SlipSpec,
    readonly second: SlipSpec,
  ) {
    super();
  }
  async act(m: Model, r: Real) {
    const player = r.players[this.player]!;
    const withToken = (spec: SlipSpec) =>
      buildSlip(r, m, this.player, { ...spec, freeBetLine: spec.freeBetLine ?? 0 });
    const bodies = [await withToken(this.first), await withToken(this.second)];
    const uuids = [randomUUID(), randomUUID()];
    const answers = await Promise.all(bodies.map((body, i) => placeSlip(r, player, uuids[i]!, body)));
    answers.forEach((response, i) => {
      answered(response, this.toString());
      const placed = response.statusCode === 200 ? PlacementResponse.parse(response.json()) : undefined;
      if (placed && placed.status !== 'rejected')
        for (const bet of placed.bets) m.bets.push({ player: this.player, betId: bet.betId });
      m.slips.push({
        player: this.player,
        uuid: uuids[i]!,
        body: bodies[i]!,
        statusCode: response.statusCode,
        response: placed,
      });
    });
  }
  toString() {
    return `tokenRace(p${this.player}, ${slipText(this.first)}, ${slipText(this.second)})`;
  }
}

/** A uuid placed again: with the same body it answers the first slip; with another body a 409. */
class ReplaySlip extends Step {
  constructor(
    readonly slip: number,
    readonly sameBody: boolean,
  ) {
    super();
  }
  override check(m: Readonly<Model>) {
    return m.slips.length > 0;
  }
  async act(m: Model, r: Real, alone: boolean) {
    const record = pick(m.slips, this.slip)!;
    const player = r.players[record.player]!;
    const body = structuredClone(record.body);
    if (!this.sameBody) {
      const singles = body.singles as Line[];
      body.singles = singles.map((s) => ({ ...s, unitStake: String(Number(s.unitStake ?? 0) + 1) }));
    }
    const before = alone ? await ledgerRowCount(r, player) : 0;
    const response = await placeSlip(r, player, record.uuid, body);
    answered(response, `${this.toString()}`);
    if (record.statusCode === 200) {
      if (this.sameBody) {
        const again = json(response, PlacementResponse);
        expect([again.betSlipId, again.totalStake], `${this.toString()}: the first slip answered`).toEqual([
          record.response!.betSlipId,
          record.response!.totalStake,
        ]);
      } else expect(response.statusCode, `${this.toString()}: another body under a used uuid`).toBe(409);
    }
    if (alone && record.statusCode === 200)
      expect(await ledgerRowCount(r, player), `${this.toString()}: money moved`).toBe(before);
  }
  toString() {
    return `replay(slip #${this.slip}, ${this.sameBody ? 'same body' : 'another body'})`;
  }
}

/** The status call of a placed slip, by its player (its answer) or another one (404: it is not theirs to see). */
class PollStatus extends Step {
  constructor(
    readonly slip: number,
    readonly asOther: boolean,
  ) {
    super();
  }
  override check(m: Readonly<Model>) {
    return m.slips.some((s) => s.response);
  }
  async act(m: Model, r: Real) {
    const record = pick(
      m.slips.filter((s) => s.response),
      this.slip,
    )!;
    const owner = record.player;
    const player = r.players[this.asOther ? (owner + 1) % r.players.length : owner]!;
    const response = await r.app.inject({
      method: 'PUT',
      url: betslipPaths.betslipStatus(record.response!.betSlipId),
      headers: auth(player),
      payload: { model: {} },
    });
    if (this.asOther) expect(response.statusCode, `${this.toString()}`).toBe(404);
    else
      expect(json(response, PlacementResponse).betSlipId, `${this.toString()}`).toBe(
        record.response!.betSlipId,
      );
  }
  toString() {
    return `status(slip #${this.slip}${this.asOther ? ', as another player' : ''})`;
  }
}

/** Re-prices a tampered slip (PUT): pricing quotes, it never moves money. */
class Reprice extends Step {
  constructor(
    readonly player: number,
    readonly spec: SlipSpec,
  ) {
    super();
  }
  async act(m: Model, r: Real, alone: boolean) {
    const player = r.players[this.player]!;
    const body = await buildSlip(r, m, this.player, this.spec);
    const before = alone ? await ledgerRowCount(r, player) : 0;
    const response = await r.app.inject({
      method: 'PUT',
      url: betslipPaths.betslipPricing,
      headers: auth(player),
      payload: { model: body, accountId: player.id },
    });
    answered(response, `${this.toString()}`);
    if (alone)
      expect(await ledgerRowCount(r, player), `${this.toString()}: pricing moved money`).toBe(before);
  }
  toString() {
    return `reprice(p${this.player}, ${slipText(this.spec)})`;
  }
}

type CashOutValue = 'offered' | 'lower' | 'higher' | 'zero';

/** Cashes out a bet, whole or a part of its running stake, at the value offered (or another). */
class CashOut extends Step {
  constructor(
    readonly bet: number,
    readonly part: number | undefined,
    readonly value: CashOutValue,
    readonly acceptHigher: boolean,
    readonly reuseRequest: boolean,
  ) {
    super();
  }
  override check(m: Readonly<Model>) {
    return m.bets.length > 0;
  }
  async act(m: Model, r: Real) {
    const { player: index, betId } = pick(m.bets, this.bet)!;
    const player = r.players[index]!;
    const shown = json(
      await r.app.inject({
        method: 'GET',
        url: myBetsPaths.openBet(player.id, betId),
        headers: auth(player),
      }),
      MyBetResponse,
    ).bet;
    const running = cents(shown.totalStake);
    const offer = cents(shown.cashOut.value);
    const stake = this.part === undefined ? running : Math.max(1, Math.floor((running * this.part) / 4));
    const fair = running > 0 ? Math.floor((offer * stake) / running) : 0;
    const value = { offered: fair, lower: Math.floor(fair / 2), higher: fair + 100, zero: 0 }[this.value];
    const reused = this.reuseRequest ? pick(m.cashOutRequestIds, this.bet) : undefined;
    const requestId = reused ?? randomUUID();
    m.cashOutRequestIds.push(requestId);
    const response = await r.app.inject({
      method: 'POST',
      url: myBetsPaths.cashOut(player.id, betId),
      headers: auth(player),
      payload: {
        requestId,
        value: (value / 100).toFixed(2),
        ...(this.part === undefined ? {} : { stake: (stake / 100).toFixed(2) }),
        acceptHigher: this.acceptHigher,
      },
    });
    answered(response, `${this.toString()}`);
    trace(`  cash-out -> ${response.statusCode} ${response.body.slice(0, 120)}`);
    if (response.statusCode !== 200) return;
    const decided = CashOutResponse.parse(response.json());
    // Without acceptHigher the player is paid at most what they asked for (a reused id: its first ask).
    if (decided.status === 'confirmed' && !this.acceptHigher && requestId !== reused)
      expect(
        cents(decided.amount ?? '0'),
        `${this.toString()}: paid above the value asked`,
      ).toBeLessThanOrEqual(value);
  }
  toString() {
    const part = this.part === undefined ? 'whole' : `${this.part}/4`;
    return `cashOut(bet #${this.bet}, ${part}, ${this.value}${this.acceptHigher ? ', accept higher' : ''}${this.reuseRequest ? ', reused request id' : ''})`;
  }
}

/** Two cash-outs of one bet at once (same request id or two): paid once at most per request. */
class DoubleCashOut extends Step {
  constructor(
    readonly first: CashOut,
    readonly second: CashOut,
  ) {
    super();
  }
  override check(m: Readonly<Model>) {
    return m.bets.length > 0;
  }
  async act(m: Model, r: Real) {
    await Promise.all([this.first.act(m, r), this.second.act(m, r)]);
  }
  toString() {
    return `atOnce(${this.first.toString()}, ${this.second.toString()})`;
  }
}

/**
 * A jackpot entry on the run's pool: outcome indexes per match (a third pick, two on the reserve or
 * none break a rule), amounts forged into the body (the server prices the picks alone), or a uuid
 * sent before (the same entry again, nothing charged).
 */
class PlaceJackpot extends Step {
  constructor(
    readonly player: number,
    readonly picks: number[][],
    readonly forged: boolean,
    readonly reuse: number | undefined,
  ) {
    super();
  }
  async act(m: Model, r: Real) {
    const player = r.players[this.player]!;
    const previous =
      this.reuse === undefined
        ? undefined
        : pick(
            m.jackpot.filter((j) => j.player === this.player),
            this.reuse,
          );
    const singles = r.pool.events.flatMap((e, i) =>
      (this.picks[i] ?? []).map((k) => ({ ordinal: e.ordinal, outcomeId: e.outcomes[k]!.outcomeId })),
    );
    const forged = this.forged
      ? { jackpotTotalStake: '0.01', globalStake: '0.01', noOfBets: 1, totalCost: '0.01' }
      : {};
    const body: JackpotBody = previous?.body ?? {
      model: { jackpotId: r.pool.jackpotId, singles, ...forged },
    };
    const uuid = previous?.uuid ?? randomUUID();
    const response = await r.app.inject({
      method: 'POST',
      url: `${jackpotPaths.placeJackpotBetslip(player.id)}?uuid=${uuid}`,
      headers: auth(player),
      payload: body,
    });
    answered(response, this.toString());
    trace(`  -> ${response.statusCode} ${response.body.slice(0, 200)}`);
    if (response.statusCode !== 200) return;
    const placed = JackpotBetslipResponse.parse(response.json());
    const lines = r.pool.events.reduce(
      (n, e) => n * Math.max(1, body.model.singles.filter((p) => p.ordinal === e.ordinal).length),
      1,
    );
    expect(cents(placed.model.jackpotTotalStake), `${this.toString()}: lines x 1.00`).toBe(lines * 100);
    if (previous) expect(placed.entry.id, `${this.toString()}: the uuid's entry`).toBe(previous.entryId);
    else m.jackpot.push({ player: this.player, uuid, body, entryId: placed.entry.id, lines });
  }
  toString() {
    const picks = this.picks.map((p) => p.join('/') || '-').join(' ');
    return `jackpot(player ${this.player}: ${this.reuse === undefined ? picks : `replay #${this.reuse}`}${this.forged ? ' forged' : ''})`;
  }
}

/**
 * A round of a third-party game (docs/decisions/games.md), the provider played by hand: the player
 * launches, the provider opens a session and debits a stake (each call sent `repeats` times at
 * once), then credits a win, a loss (0), rolls the stake back, or sends the rollback before the debit.
 */
class GameRound extends Step {
  constructor(
    readonly player: number,
    readonly stakeCents: number,
    readonly end: 'win' | 'loss' | 'rollback' | 'rollback-first',
    readonly repeats: number,
  ) {
    super();
  }
  async act(_m: Model, r: Real) {
    const player = r.players[this.player]!;
    const launched = await r.app.inject({
      method: 'POST',
      url: gamePaths.gameLaunchUrl,
      headers: auth(player),
      payload: { flashClient: false, gameCode: 'virtual-football', integrationChannelCode: 'kiron' },
    });
    const { url } = json(launched, GameLaunchResponse);
    const provider = async (path: string, payload: object) => {
      const answers = await Promise.all(
        Array.from({ length: this.repeats }, () =>
          r.app.inject({ method: 'POST', url: path, headers: { [PROVIDER_KEY_HEADER]: GAMES_KEY }, payload }),
        ),
      );
      for (const a of answers) answered(a, `${this.toString()} ${path}`);
      trace(`  ${path} -> ${answers.map((a) => a.statusCode).join(',')}`);
      return answers;
    };
    // The token opens one session: of the repeats sent at once, exactly one is answered.
    const exchanges = await provider(gameWalletPaths.session, {
      launchToken: new URL(url).searchParams.get('token'),
    });
    const opened = exchanges.filter((a) => a.statusCode === 200);
    expect(opened, `${this.toString()}: one session for one launch token`).toHaveLength(1);
    const { sessionId } = WalletSessionResponse.parse(opened[0]!.json());
    const round = { sessionId, currency: 'EUR', roundId: `round-${randomUUID()}` };
    const debit = { ...round, transactionId: `debit-${randomUUID()}`, amount: this.stakeCents / 100 };
    const rollback = {
      ...round,
      transactionId: `rollback-${randomUUID()}`,
      rolledBackTransactionId: debit.transactionId,
    };
    if (this.end === 'rollback-first') await provider(gameWalletPaths.rollback, rollback);
    const debited = await provider(gameWalletPaths.debit, debit);
    if (debited.some((a) => a.statusCode !== 200)) return;
    if (this.end === 'rollback') await provider(gameWalletPaths.rollback, rollback);
    else if (this.end !== 'rollback-first') {
      const amount = this.end === 'win' ? (this.stakeCents * 19) / 1000 : 0;
      await provider(gameWalletPaths.credit, { ...round, transactionId: `credit-${randomUUID()}`, amount });
    }
  }
  toString() {
    return `game(player ${this.player}: ${this.stakeCents / 100} ${this.end} x${this.repeats})`;
  }
}

/** The feed results every match of the run's pool: a winner or void each, so the pool settles. */
class ResultPool extends Step {
  constructor(readonly results: (number | 'void')[]) {
    super();
  }
  async act(_m: Model, r: Real) {
    for (const [i, event] of r.pool.events.entries()) {
      const winner = this.results[i] ?? 0;
      const response = await r.app.inject({
        method: 'POST',
        url: demoFeedRoutes.marketResult.replace(':marketId', String(event.marketId)),
        payload:
          winner === 'void' ? { winners: [], void: true } : { winners: [event.outcomes[winner]!.outcomeId] },
      });
      expect(response.statusCode, `${this.toString()}: ${response.body.slice(0, 300)}`).toBe(200);
    }
    await r.app.jackpot.idle();
  }
  toString() {
    return `resultPool(${this.results.join(' ')})`;
  }
}

/** The feed results a market: one outcome wins (the others lose), or the whole market is void. */
class ResultMarket extends Step {
  constructor(
    readonly market: number,
    readonly winner: number | 'void',
  ) {
    super();
  }
  async act(_m: Model, r: Real) {
    const outcomes = BOOK.markets[this.market]!;
    const response = await r.app.inject({
      method: 'POST',
      url: demoFeedRoutes.marketResult.replace(':marketId', String(this.market)),
      payload:
        this.winner === 'void' ? { winners: [], void: true } : { winners: [pick(outcomes, this.winner)!] },
    });
    expect(response.statusCode, `${this.toString()}: ${response.body.slice(0, 300)}`).toBe(200);
    trace(`  result -> ${response.body.slice(0, 200)}`);
  }
  toString() {
    return `result(${this.market}, ${this.winner === 'void' ? 'void' : `winner ${pick(BOOK.markets[this.market]!, this.winner)}`})`;
  }
}

/** The feed moves a price. */
class MovePrice extends Step {
  constructor(
    readonly outcome: number,
    readonly decimal: number,
  ) {
    super();
  }
  async act(_m: Model, r: Real) {
    const response = await r.app.inject({
      method: 'POST',
      url: demoFeedRoutes.outcomePrice.replace(':outcomeId', String(this.outcome)),
      payload: { decimal: this.decimal },
    });
    expect(response.statusCode, `${this.toString()}: ${response.body.slice(0, 300)}`).toBe(200);
  }
  toString() {
    return `price(${this.outcome} → ${this.decimal})`;
  }
}

/** The feed suspends or reopens a market. */
class MarketStatus extends Step {
  constructor(
    readonly market: number,
    readonly status: 'OPEN' | 'SUSPENDED',
  ) {
    super();
  }
  async act(_m: Model, r: Real) {
    const response = await r.app.inject({
      method: 'POST',
      url: demoFeedRoutes.marketStatus.replace(':marketId', String(this.market)),
      payload: { status: this.status },
    });
    expect(response.statusCode, `${this.toString()}: ${response.body.slice(0, 300)}`).toBe(200);
  }
  toString() {
    return `market(${this.market} ${this.status})`;
  }
}

/** Several steps' requests fired at once (Promise.all); the invariants once they all answered. */
class Burst extends Step {
  constructor(readonly steps: Step[]) {
    super();
  }
  async act(m: Model, r: Real) {
    await Promise.all(this.steps.map((s) => (s.check(m) ? s.act(m, r, false) : Promise.resolve())));
  }
  toString() {
    return `atOnce(${this.steps.join(', ')})`;
  }
}

// ---- Arbitraries --------------------------------------------------------------------------------------

/** The third player, with no money until a deposit, is drawn less often. */
const playerArb = fc.constantFrom(0, 0, 1, 1, 2);
const keyArb: fc.Arbitrary<KeyChoice> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ fresh: true as const }) },
  fc.nat().map((reuse) => ({ reuse })),
);
const cashierAmountArb = fc.constantFrom(0.01, 5, 20, 37.5, 150, 1_000, 0.005, 2_000_000_000);
/** Unit stakes: mostly small, now and then one above any player's balance. */
const stakeArb = fc.oneof(
  { weight: 20, arbitrary: fc.constantFrom('0', '0', '0', '0.5', '1', '2.5', '4', '10') },
  { weight: 1, arbitrary: fc.constant('300') },
);
const slipArb: fc.Arbitrary<SlipSpec> = fc.record({
  // One outcome per event, so that the selections combine into a multiple (and systems).
  outcomes: fc.uniqueArray(fc.constantFrom(...BOOK_OUTCOMES), {
    minLength: 1,
    maxLength: 4,
    selector: (outcome) => Math.floor(outcome / 10_000),
  }),
  singles: fc.array(stakeArb, { minLength: 4, maxLength: 4 }),
  multiple: stakeArb,
  system: stakeArb,
  showSysBets: fc.boolean(),
  usePromoCash: fc.boolean(),
  tampers: fc.oneof(
    fc.constant([] as TamperName[]),
    fc.uniqueArray(fc.constantFrom(...TAMPER_NAMES), { minLength: 1, maxLength: 2 }),
  ),
  tamperLine: fc.nat({ max: 7 }),
  forgedAmount: fc.constantFrom('1', '25', '500'),
  token: fc.oneof(
    fc.constantFrom<TokenChoice>('none', 'own', 'others', 'used'),
    fc.integer({ min: 1, max: 2_147_483_647 }),
  ),
  freeBetLine: fc.oneof(
    { weight: 3, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.nat({ max: 7 }) },
  ),
});
const cashOutArb = fc
  .tuple(
    fc.nat(),
    fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
    fc.constantFrom<CashOutValue>('offered', 'offered', 'lower', 'higher', 'zero'),
    fc.boolean(),
    fc.boolean(),
  )
  .map(([bet, part, value, acceptHigher, reuse]) => new CashOut(bet, part, value, acceptHigher, reuse));
const marketArb = fc.constantFrom(...BOOK_MARKETS);
const resultArb = fc
  .tuple(marketArb, fc.oneof(fc.nat({ max: 2 }), fc.constant('void' as const)))
  .map(([market, winner]) => new ResultMarket(market, winner));
const priceArb = fc
  .tuple(fc.constantFrom(...BOOK_OUTCOMES), fc.constantFrom(1.01, 1.3, 2.2, 4.5, 12, 90))
  .map(([outcome, decimal]) => new MovePrice(outcome, decimal));
const cashierArb = fc
  .tuple(fc.constantFrom('deposit' as const, 'withdrawal' as const), playerArb, cashierAmountArb, keyArb)
  .map(([kind, player, amount, key]) => new Cashier(kind, player, amount, key));
const placeArb = fc.tuple(playerArb, slipArb).map(([player, spec]) => new PlaceSlip(player, spec));
/** Mostly one pick a match, sometimes two, seldom three or none. */
const matchPicksArb = fc.oneof(
  { weight: 6, arbitrary: fc.nat({ max: 2 }).map((k) => [k]) },
  { weight: 2, arbitrary: fc.uniqueArray(fc.nat({ max: 2 }), { minLength: 2, maxLength: 2 }) },
  { weight: 1, arbitrary: fc.constantFrom([0, 1, 2], [] as number[]) },
);
const jackpotArb = fc
  .tuple(
    playerArb,
    fc.array(matchPicksArb, { minLength: POOL_GAMES.length, maxLength: POOL_GAMES.length }),
    fc.boolean(),
    fc.option(fc.nat(), { freq: 4 }),
  )
  .map(([player, picks, forged, reuse]) => new PlaceJackpot(player, picks, forged, reuse ?? undefined));
const poolResultArb = fc
  .array(
    fc.oneof(
      { weight: 5, arbitrary: fc.nat({ max: 2 }) },
      { weight: 1, arbitrary: fc.constant('void' as const) },
    ),
    {
      minLength: POOL_GAMES.length,
      maxLength: POOL_GAMES.length,
    },
  )
  .map((results) => new ResultPool(results));

const gameArb = fc
  .tuple(
    playerArb,
    fc.constantFrom(100, 550, 2_000, 1_000_000),
    fc.constantFrom('win' as const, 'loss' as const, 'rollback' as const, 'rollback-first' as const),
    fc.constantFrom(1, 2, 5),
  )
  .map(([player, stake, end, repeats]) => new GameRound(player, stake, end, repeats));

/** Weighted by repetition: placements and cash-outs most, results seldom (a result closes a market). */
const commandArbs: fc.Arbitrary<fc.AsyncCommand<Model, Real>>[] = [
  gameArb,
  cashierArb,
  cashierArb,
  placeArb,
  placeArb,
  placeArb,
  placeArb,
  fc.tuple(playerArb, slipArb).map(([player, spec]) => new DoublePlace(player, spec)),
  fc.tuple(playerArb, slipArb, slipArb).map(([player, a, b]) => new TokenRace(player, a, b)),
  fc.tuple(playerArb, slipArb).map(([player, spec]) => new Reprice(player, spec)),
  fc.tuple(fc.nat(), fc.boolean()).map(([slip, same]) => new ReplaySlip(slip, same)),
  fc.tuple(fc.nat(), fc.boolean()).map(([slip, other]) => new PollStatus(slip, other)),
  cashOutArb,
  cashOutArb,
  cashOutArb,
  fc
    .tuple(cashOutArb, cashOutArb)
    .map(
      ([a, b]) => new DoubleCashOut(a, new CashOut(a.bet, b.part, b.value, b.acceptHigher, b.reuseRequest)),
    ),
  resultArb,
  priceArb,
  jackpotArb,
  jackpotArb,
  poolResultArb,
  fc
    .tuple(marketArb, fc.constantFrom('OPEN' as const, 'SUSPENDED' as const))
    .map(([market, status]) => new MarketStatus(market, status)),
  fc
    .array(fc.oneof(cashierArb, placeArb, cashOutArb, resultArb, priceArb), { minLength: 2, maxLength: 4 })
    .map((steps) => new Burst(steps)),
];

// ---- The property ---------------------------------------------------------------------------------------

it('conserves money over random sequences of the whole API, tampered placements and concurrent requests', async () => {
  const started = Date.now();
  const seed =
    process.env.MONEY_SEED === undefined
      ? Date.now() ^ (Math.random() * 0x1_0000_0000)
      : Number(process.env.MONEY_SEED);
  const replayPath = process.env.MONEY_REPLAY;
  await fc.assert(
    fc.asyncProperty(
      fc.commands(commandArbs, {
        maxCommands: MAX_COMMANDS,
        size: 'max',
        ...(replayPath ? { replayPath } : {}),
      }),
      async (commands) => {
        const setup = async () => {
          runsStarted++;
          await resetBook(app, book);
          const players = await freshPlayers(app, OPENINGS, TEST_NOW);
          const pool = await openTestPool(app, POOL_GAMES, 1);
          const model: Model = {
            slips: [],
            bets: [],
            cashierKeys: [],
            cashOutRequestIds: [],
            cashier: [],
            jackpot: [],
          };
          return { model, real: { app, players, pool } };
        };
        await fc.asyncModelRun(setup, commands);
      },
    ),
    {
      seed,
      numRuns: RUNS,
      verbose: 1,
      ...(process.env.MONEY_PATH ? { path: process.env.MONEY_PATH } : {}),
      plugins: [fc.interruptAfterTimeLimit(TIME_LIMIT_MS)],
    },
  );
  console.log(
    `money conservation: ${runsStarted} of ${RUNS} runs${runsStarted < RUNS ? ` (stopped at ${TIME_LIMIT_MS} ms)` : ''}, ${stepsRun} steps (at most ${MAX_COMMANDS} a run), seed ${seed}, ${Date.now() - started} ms`,
  );
}, 600_000);
