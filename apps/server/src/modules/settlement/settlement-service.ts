import { MarketResult, type SelectionResult } from '@sb/contract';
import {
  ledgerPerWireMinor,
  ledgerUnits,
  parlayExtraWinnings,
  parlayExtraWinningsPercent,
  runningUnitStake,
  settleBet,
  stakeAfterTax,
  systemFolds,
  taxApplies,
  taxOnReturns,
  type BetslipRules,
  type BetStatus as DomainBetStatus,
  type LedgerUnits,
  type SettlementBetType,
  type SettlementLeg,
} from '@sb/domain';
import type { Db, Tx } from '../../db/database.ts';
import {
  LEDGER_DESCRIPTIONS,
  postLedgerCredits,
  postLedgerEntry,
  type LedgerEntry,
} from '../accounts/index.ts';
import {
  legsOf,
  openBetsOnMarket,
  stakeOf,
  writeBetSettled,
  writePageSettled,
  writeLegResult,
  type BetStatus,
  type BetToDecide,
  type BetToSettle,
  type LegToDecide,
  type LegResultChange,
  lockBet,
  lockBets,
  withPlayerLock,
  withPlayersLock,
} from '../bets/index.ts';
import {
  markSettledIfDone,
  recordResult,
  resultsOf,
  unsettledResults,
  type MarketResultRow,
} from './settlement-repository.ts';

/** What settlement reads of the betslip rules: the African slip's tax (domain tax.ts). */
export type TaxRules = Pick<
  BetslipRules,
  'kind' | 'taxDeductionEnabled' | 'stakeAfterTaxEnabled' | 'stakeRatePercentage' | 'taxReturnsPercentage'
>;

export interface SettlementDeps {
  db: Db;
  clock: () => Date;
  /**
   * The tax rules of a brand's currency (its settings; a bet follows its player's brand); absent:
   * no tax. Read outside any transaction.
   */
  rules?: (brand: string, currency: string) => Promise<TaxRules>;
  /**
   * Bets read and settled per page, in one transaction (settlePage); a page that fails is settled
   * again bet by bet, each in its own. Default 400: a page holds its players' rows about 35 ms on
   * PostgreSQL here, and a placement of one of them waited at most about 120 ms behind two pages
   * (the settlement bench's probe; docs/decisions/throughput.md).
   */
  batchSize?: number;
  /**
   * Pages settled at once (default 1): on PostgreSQL the next page is read and settled on another
   * connection while one waits on the database. Their players' rows are locked in id order, so two
   * pages that share a player run one after the other. PGlite has one connection: 1.
   */
  pagesInFlight?: number;
  /** A bet that failed to settle (it stays OPEN and its market unsettled: the next resume retries). */
  onError?: (error: unknown, betId: number) => void;
}

export interface SettleOptions {
  /** Stops between two bets (a process shutting down; the restart test). */
  signal?: AbortSignal;
  /** Called after each bet's transaction committed. */
  onBet?: (outcome: BetSettlement) => void;
}

export interface BetSettlement {
  betId: number;
  /** `skipped`: not OPEN any more (settled, cashed out) or nothing new to write. */
  outcome: 'skipped' | 'open' | DomainBetStatus;
  /** Ledger units credited by this transaction. */
  credit: bigint;
}

export interface MarketSettlement {
  marketId: number;
  /** Bets looked at in this run. */
  bets: number;
  /** Bets this run decided (won, lost, void, partly-won). */
  decided: number;
  /** Ledger units this run credited. */
  credited: bigint;
  /** market_results.settledAt was set: no bet is left to settle on the market. */
  done: boolean;
}

const DEFAULT_BATCH = 400;

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

const Outcomes = MarketResult.shape.outcomes;
type ResultOutcome = MarketResult['outcomes'][number];

const STATUS: Record<DomainBetStatus, BetStatus> = {
  open: 'OPEN',
  won: 'WON',
  lost: 'LOST',
  void: 'VOID',
  'partly-won': 'PARTLY_WON',
};

const LEG_RESULT: Record<SelectionResult, LegResultChange['result']> = {
  won: 'WON',
  placed: 'PLACED',
  lost: 'LOST',
  void: 'VOID',
};

function betType(bet: Pick<BetToDecide, 'kind' | 'betTypeId'>): SettlementBetType {
  if (bet.kind === 'SINGLE') return { kind: 'single' };
  if (bet.kind === 'MULTIPLE') return { kind: 'multiple' };
  return { kind: 'system', folds: systemFolds(bet.betTypeId) };
}

/** A leg's result from the market's result: an outcome the message leaves out lost (contract). */
function legChange(outcomeId: number, outcomes: readonly ResultOutcome[]): LegResultChange {
  const found = outcomes.find((o) => o.outcomeId === outcomeId);
  return {
    outcomeId,
    result: found ? LEG_RESULT[found.result] : 'LOST',
    deadHeatNum: found?.deadHeat?.num ?? null,
    deadHeatDen: found?.deadHeat?.den ?? null,
    placeDeadHeatNum: found?.placeDeadHeat?.num ?? null,
    placeDeadHeatDen: found?.placeDeadHeat?.den ?? null,
    startingPriceDecimal: found?.startingPrice ?? null,
  };
}

const fraction = (num: number | null, den: number | null) =>
  num !== null && den !== null ? { num: BigInt(num), den: BigInt(den) } : undefined;

function settlementLeg(leg: LegToDecide): SettlementLeg {
  return {
    decimal: leg.price,
    result: leg.result.toLowerCase() as SettlementLeg['result'],
    ...(leg.placeTerms ? { placeTerms: leg.placeTerms } : {}),
    banker: leg.banker,
    deadHeatAllowed: leg.deadHeatAllowed,
    deadHeat: fraction(leg.deadHeatNum, leg.deadHeatDen),
    placeDeadHeat: fraction(leg.placeDeadHeatNum, leg.placeDeadHeatDen),
    // An SP leg settles at the SP stored with its result (domain legAtSettlementPrice).
    startingPrice: leg.startingPrice,
    startingPriceDecimal: leg.startingPriceDecimal ?? undefined,
  };
}

/**
 * The domain's settlement of a bet (settleBet) and what to credit, in ledger units. The domain
 * counts in the wire's minor units, as the betslip priced the bet's potential returns; the ledger
 * of a thousand-scaled currency counts thousandths, so the stake goes over in wire units (exact for
 * every placed stake) and the credit comes back, rounded as the potential returns were. The African
 * slip's tax follows the betslip's rule: the stake after tax is bet, the winnings are taxed.
 */
export function settlementOf(
  bet: BetToDecide,
  legs: readonly LegToDecide[],
  currency: string,
  rules?: TaxRules,
): { status: DomainBetStatus; credit: LedgerUnits } {
  const perWireMinor = ledgerPerWireMinor(currency);
  const unitLedger = runningUnitStake(stakeOf(bet));
  // A part-cashed stake that is not a whole wire amount settles in ledger units.
  const scale = unitLedger % perWireMinor === 0n ? perWireMinor : 1n;
  const taxed = rules !== undefined && taxApplies(rules);
  const unit = unitLedger / scale;
  const settlement = settleBet({
    type: betType(bet),
    unitStake: taxed ? stakeAfterTax(unit, rules) : unit,
    eachWay: bet.eachWay,
    legs: legs.map(settlementLeg),
    freeBet: bet.freeBetId !== null,
  });
  // A free bet's credit is winnings only: all of it is taxed, as the betslip priced it.
  const untaxed = bet.freeBetId !== null ? 0n : settlement.totalStake;
  const tax = taxed ? taxOnReturns(settlement.credit, untaxed, rules) : 0n;
  const credit = (settlement.credit - tax) * scale;
  return {
    status: settlement.status,
    credit: ledgerUnits(credit + parlayExtra(bet, legs, settlement.status, unitLedger, credit)),
  };
}

/**
 * Parlay extra winnings (§6) of a winning multiple, in ledger units: the percentage the bet earned
 * at placement, or less when void legs left fewer qualifying legs (the table counts the legs that
 * won), of the winnings. Paid with the returns, under the same ledger key: one credit, once.
 */
function parlayExtra(
  bet: BetToDecide,
  legs: readonly LegToDecide[],
  status: DomainBetStatus,
  stake: bigint,
  credit: bigint,
): bigint {
  if (status !== 'won' || bet.kind !== 'MULTIPLE' || bet.extraWinningsPercent <= 0) return 0n;
  const won = legs.filter((l) => l.result === 'WON').map((l) => l.price);
  const percent = Math.min(bet.extraWinningsPercent, parlayExtraWinningsPercent(won));
  return parlayExtraWinnings(stake, credit, percent);
}

/** What a market's result decides of one OPEN bet: its legs' results, then its status and credit. */
interface Decision {
  changes: LegResultChange[];
  /** `skipped`: no open leg of the bet is resulted yet. */
  status: DomainBetStatus | 'skipped';
  credit: LedgerUnits;
}

/**
 * The results of every resulted market among the bet's open legs (a multiple's other legs may have
 * been resulted before), then, when the domain decides the bet, its status and credit.
 */
function decide(
  bet: BetToDecide,
  legs: readonly LegToDecide[],
  results: ReadonlyMap<number, readonly ResultOutcome[]>,
  currency: string,
  rules?: TaxRules,
): Decision {
  const changes: LegResultChange[] = [];
  const current = legs.map((leg) => {
    const outcomes = leg.result === 'OPEN' ? results.get(leg.marketId) : undefined;
    if (!outcomes) return leg;
    const change = legChange(leg.outcomeId, outcomes);
    changes.push(change);
    return { ...leg, ...change };
  });
  if (changes.length === 0) return { changes, status: 'skipped', credit: ledgerUnits(0) };
  return { changes, ...settlementOf(bet, current, currency, rules) };
}

/**
 * The results of the markets among the legs still open, parsed once a market. `known`: results
 * already read by this run (a recorded result never changes: the first message wins); the others
 * are read and added to it.
 */
async function openLegResults(
  tx: Tx,
  legs: readonly Pick<LegToDecide, 'result' | 'marketId'>[],
  known = new Map<number, ResultOutcome[]>(),
): Promise<Map<number, ResultOutcome[]>> {
  const open = new Set(legs.filter((l) => l.result === 'OPEN').map((l) => l.marketId));
  const missing = [...open].filter((id) => !known.has(id));
  for (const r of await resultsOf(tx, missing)) known.set(r.marketId, Outcomes.parse(r.outcomes));
  return known;
}

/** The winnings of a decided bet as a ledger row, under `settle:<betId>` (unique: never paid twice). */
function winEntry(bet: BetToSettle, credit: LedgerUnits, now: Date): LedgerEntry {
  return {
    playerId: bet.playerId,
    kind: 'BET_WIN',
    // Winnings go to real money, whichever pot the stake came from (docs/decisions/settlement.md).
    pot: 'real',
    amountUnits: credit,
    reference: `settle:${bet.id}`,
    description: `${LEDGER_DESCRIPTIONS.BET_WIN} ${bet.id}`,
    createdAt: now,
  };
}

/**
 * Settles one bet in one transaction under THE LOCKING PROTOCOL (bets/locks.ts): only an OPEN
 * bet is touched. Writes its legs' results and, when the domain decides the bet, its status,
 * returns and settlement time, and the credit through the ledger.
 */
export async function settleBetOnce(
  deps: Pick<SettlementDeps, 'db' | 'clock'>,
  bet: BetToSettle,
  rules?: TaxRules,
): Promise<BetSettlement> {
  return withPlayerLock(deps.db, bet.playerId, async (tx) => {
    const row = await lockBet(tx, bet.playerId, bet.id);
    if (!row || row.status !== 'OPEN') return { betId: bet.id, outcome: 'skipped', credit: 0n };
    const legs = await legsOf(tx, [bet.id]);
    const { changes, status, credit } = decide(
      row,
      legs,
      await openLegResults(tx, legs),
      bet.currency,
      rules,
    );
    if (status === 'skipped') return { betId: bet.id, outcome: 'skipped', credit: 0n };
    for (const change of changes) await writeLegResult(tx, bet.id, change);
    if (status === 'open') return { betId: bet.id, outcome: 'open', credit: 0n };
    const now = deps.clock();
    await writeBetSettled(tx, bet.id, { status: STATUS[status], returnsUnits: credit, settledAt: now });
    if (credit > 0n) await postLedgerEntry(tx, winEntry(bet, credit, now), () => undefined);
    return { betId: bet.id, outcome: status, credit };
  });
}

/** What the pages of one market's run share. */
interface RunContext {
  /** The tax rules of a bet's brand and currency, read once a run. */
  rulesOf: (bet: BetToSettle) => TaxRules | undefined;
  /** The results read so far, by market (openLegResults). */
  results: Map<number, ResultOutcome[]>;
}

/**
 * Settles a page of bets in one transaction, deciding each as settleBetOnce does: the players' rows
 * locked at once in id order, then the bets with their legs (only OPEN ones are touched), the open
 * markets' results this run has not read yet, and the writes made once for it: the legs' results
 * with the bets' statuses and returns in one statement, the credits in another (postLedgerCredits,
 * each under its own `settle:<betId>`). Six statements with `begin` and `commit`, whatever the
 * page's size, instead of a dozen for each bet.
 */
export async function settlePage(
  deps: Pick<SettlementDeps, 'db' | 'clock'>,
  page: readonly BetToSettle[],
  { rulesOf, results: known }: RunContext,
): Promise<BetSettlement[]> {
  return withPlayersLock(
    deps.db,
    page.map((bet) => bet.playerId),
    async (tx) => {
      const locked = await lockBets(
        tx,
        page.map((bet) => bet.id),
      );
      const rows = new Map(locked.bets.filter((row) => row.status === 'OPEN').map((row) => [row.id, row]));
      const legs = locked.legs.filter((leg) => rows.has(leg.betId));
      const results = await openLegResults(tx, legs, known);
      const legsOfBet = new Map<number, LegToDecide[]>();
      for (const leg of legs) {
        const list = legsOfBet.get(leg.betId);
        if (list) list.push(leg);
        else legsOfBet.set(leg.betId, [leg]);
      }
      const now = deps.clock();
      const legWrites: { betId: number; change: LegResultChange }[] = [];
      const decided: { betId: number; status: BetStatus; returnsUnits: LedgerUnits }[] = [];
      const credits: LedgerEntry[] = [];
      const settled = page.map((bet): BetSettlement => {
        const row = rows.get(bet.id);
        if (!row) return { betId: bet.id, outcome: 'skipped', credit: 0n };
        const { changes, status, credit } = decide(
          row,
          legsOfBet.get(bet.id) ?? [],
          results,
          bet.currency,
          rulesOf(bet),
        );
        if (status === 'skipped') return { betId: bet.id, outcome: 'skipped', credit: 0n };
        for (const change of changes) legWrites.push({ betId: bet.id, change });
        if (status === 'open') return { betId: bet.id, outcome: 'open', credit: 0n };
        decided.push({ betId: bet.id, status: STATUS[status], returnsUnits: credit });
        if (credit > 0n) credits.push(winEntry(bet, credit, now));
        return { betId: bet.id, outcome: status, credit };
      });
      await writePageSettled(tx, legWrites, decided, now);
      await postLedgerCredits(tx, credits);
      return settled;
    },
  );
}

/**
 * A page settled in one transaction; if that fails (a bet's data the domain refuses, a lost
 * connection), nothing of it was written, and each bet is settled in its own so that one bet cannot
 * hold up the others: a bet that fails again stays OPEN for the next resume (onError).
 */
async function settleEach(
  deps: SettlementDeps,
  page: readonly BetToSettle[],
  run: RunContext,
): Promise<BetSettlement[]> {
  try {
    return await settlePage(deps, page, run);
  } catch {
    const outcomes: BetSettlement[] = [];
    for (const bet of page) {
      try {
        outcomes.push(await settleBetOnce(deps, bet, run.rulesOf(bet)));
      } catch (error) {
        deps.onError?.(error, bet.id);
      }
    }
    return outcomes;
  }
}

async function settleRecorded(
  deps: SettlementDeps,
  row: MarketResultRow,
  options: SettleOptions,
): Promise<MarketSettlement> {
  const report: MarketSettlement = { marketId: row.marketId, bets: 0, decided: 0, credited: 0n, done: false };
  if (row.settledAt) return { ...report, done: true };
  const rulesOf = new Map<string, TaxRules | undefined>();
  const run: RunContext = {
    rulesOf: (bet) => rulesOf.get(`${bet.brand}:${bet.currency}`),
    results: new Map([[row.marketId, Outcomes.parse(row.outcomes)]]),
  };
  const batch = deps.batchSize ?? DEFAULT_BATCH;
  const inFlight = new Set<Promise<void>>();
  const settle = (page: readonly BetToSettle[]) => {
    const work = settleEach(deps, page, run).then((outcomes) => {
      for (const outcome of outcomes) {
        report.bets++;
        if (outcome.outcome !== 'skipped' && outcome.outcome !== 'open') report.decided++;
        report.credited += outcome.credit;
        options.onBet?.(outcome);
      }
    });
    inFlight.add(work);
    const done = () => inFlight.delete(work);
    work.then(done, done);
  };
  let after = 0;
  try {
    for (;;) {
      if (options.signal?.aborted) return report;
      // Read between transactions, never inside one: PGlite has a single connection.
      const page = await openBetsOnMarket(deps.db, row.marketId, after, batch);
      if (page.length === 0) break;
      // PGlite answers within the process: without a turn of the event loop a long run would hold
      // it (requests, timers, a shutdown) until the last page.
      await yieldToEventLoop();
      if (options.signal?.aborted) return report;
      after = page.at(-1)!.id;
      for (const bet of page) {
        const rulesKey = `${bet.brand}:${bet.currency}`;
        if (!rulesOf.has(rulesKey)) rulesOf.set(rulesKey, await deps.rules?.(bet.brand, bet.currency));
      }
      settle(page);
      if (inFlight.size >= (deps.pagesInFlight ?? 1)) await Promise.race(inFlight);
    }
  } finally {
    // A run that stops (shutdown, a failed read) still waits for the pages it started.
    await Promise.allSettled(inFlight);
  }
  report.done = await markSettledIfDone(deps.db, row.marketId, deps.clock());
  return report;
}

/**
 * Settles a market resulted by the feed: records the result (the first message for a market wins;
 * a repeat settles by the stored one), then settles every OPEN bet with an open leg on it, page by
 * page, each bet in its own transaction (settleBetOnce), and marks the market settled when none is
 * left. Safe to run twice, at once, or on several processes: a bet is settled once.
 */
export async function settleMarket(
  deps: SettlementDeps,
  result: MarketResult,
  options: SettleOptions = {},
): Promise<MarketSettlement> {
  const row = await recordResult(deps.db, result, deps.clock());
  return settleRecorded(deps, row, options);
}

/**
 * One process's settlement: a market is settled by one run at a time here (a second message for it
 * joins the run under way), and `resume` finishes every market recorded but not settled.
 */
export function createSettlementService(deps: SettlementDeps, shutdown?: AbortSignal) {
  const running = new Map<number, Promise<MarketSettlement>>();
  /** A run stops between two bets when the process shuts down, or when its caller says so. */
  const withShutdown = (options: SettleOptions): SettleOptions => {
    const signals = [shutdown, options.signal].filter((s): s is AbortSignal => s !== undefined);
    return signals.length === 0 ? options : { ...options, signal: AbortSignal.any(signals) };
  };

  function run(marketId: number, start: () => Promise<MarketSettlement>): Promise<MarketSettlement> {
    const under = running.get(marketId);
    if (under) return under;
    const started = start().finally(() => running.delete(marketId));
    running.set(marketId, started);
    return started;
  }

  return {
    settle(result: MarketResult, options: SettleOptions = {}): Promise<MarketSettlement> {
      return run(result.marketId, () => settleMarket(deps, result, withShutdown(options)));
    },
    /** Settles every market whose result is recorded and not settled yet, one after the other. */
    async resume(options: SettleOptions = {}): Promise<MarketSettlement[]> {
      const reports: MarketSettlement[] = [];
      const opts = withShutdown(options);
      for (const row of await unsettledResults(deps.db)) {
        if (opts.signal?.aborted) break;
        reports.push(await run(row.marketId, () => settleRecorded(deps, row, opts)));
      }
      return reports;
    },
    /** Resolves when no run is under way. */
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.allSettled([...running.values()]);
    },
  };
}

export type SettlementService = ReturnType<typeof createSettlementService>;
