import {
  accountPaths,
  BalanceResponse,
  betslipPaths,
  FreeBetsResponse,
  TransactionsResponse,
  type FreeBet,
} from '@sb/contract';
import {
  BET_TYPE_ID_BASE,
  jackpotBooking,
  ledgerUnits,
  NAMED_SYSTEM_BETS,
  potentialReturns,
  type SettlementBet,
  type SettlementBetType,
  wageringRequirement,
} from '@sb/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  betLegs,
  bets,
  betSlips,
  cashOuts,
  combinationLiabilities,
  freeBets,
  gameTransactions,
  jackpotEntries,
  jackpotMatches,
  jackpotPools,
  marketResults,
  markets,
  outcomes,
  players,
  walletLedger,
} from '../db/schema.ts';
import { postLedgerEntry } from '../modules/accounts/index.ts';
import { grantFreeBet } from '../modules/free-bets/index.ts';
import { login, withToken } from './accounts.ts';

/*
 * The money-conservation test's kit (money-conservation.test.ts): a book of a few markets reset
 * before every run, fresh players, and the invariants read back from the server after every step.
 */

/** A player of one run: the session the calls use, and the money it was opened with (ledger units). */
export interface RunPlayer {
  id: number;
  token: string;
  openingReal: number;
  openingBonus: number;
}

/** The markets the runs bet on, result, suspend and reprice: the rest of the fixture is left alone. */
export const BOOK = {
  /** Outcome ids by market, pre-match events only (the in-play one has a live state no run can reset). */
  markets: {
    10101: [1010101, 1010102, 1010103], // Arsenal v Chelsea, match result (a power-odds margin on Home)
    10105: [1010501, 1010502], // Arsenal v Chelsea, over/under 2.5
    10201: [1020101, 1020102, 1020103], // Liverpool v Everton
    10301: [1030101, 1030102, 1030103], // Leeds v Hull
    10401: [1040101, 1040102, 1040103], // Real Madrid v Barcelona (La Liga margin)
    20101: [2010101, 2010102], // Sinner v Alcaraz
    40101: [4010101, 4010102], // NAVI v Vitality
    10701: [1070101, 1070102, 1070103], // Premier League outright
  } as Record<number, number[]>,
};
export const BOOK_MARKETS = Object.keys(BOOK.markets).map(Number);
export const BOOK_OUTCOMES = BOOK_MARKETS.flatMap((m) => BOOK.markets[m]!);

type MarketRow = Pick<typeof markets.$inferSelect, 'id' | 'status' | 'longTermSuspended'>;
type OutcomeRow = Pick<typeof outcomes.$inferSelect, 'id' | 'price' | 'hidden'>;
export interface BookSnapshot {
  markets: MarketRow[];
  outcomes: OutcomeRow[];
}

/** The book's markets and prices as seeded: every run starts from them. */
export async function snapshotBook(app: FastifyInstance): Promise<BookSnapshot> {
  return {
    markets: await app.db
      .select({ id: markets.id, status: markets.status, longTermSuspended: markets.longTermSuspended })
      .from(markets)
      .where(inArray(markets.id, BOOK_MARKETS))
      .orderBy(markets.id),
    outcomes: await app.db
      .select({ id: outcomes.id, price: outcomes.price, hidden: outcomes.hidden })
      .from(outcomes)
      .where(inArray(outcomes.id, BOOK_OUTCOMES))
      .orderBy(outcomes.id),
  };
}

/**
 * Puts the book back as seeded: statuses, prices, and no results (so a market resulted in an earlier
 * run can be resulted again). Bets of earlier runs' players are theirs: a result here may settle them.
 */
export async function resetBook(app: FastifyInstance, snapshot: BookSnapshot): Promise<void> {
  // One statement per table: the rows a run changed go back to the snapshot.
  const marketRows = sql.join(
    snapshot.markets.map((m) => sql`(${m.id}::int, ${m.status}::text, ${m.longTermSuspended}::boolean)`),
    sql`, `,
  );
  await app.db.execute(sql`update markets set status = v.status, long_term_suspended = v.lts
    from (values ${marketRows}) as v(id, status, lts)
    where markets.id = v.id and (markets.status <> v.status or markets.long_term_suspended <> v.lts)`);
  const outcomeRows = sql.join(
    snapshot.outcomes.map((o) => sql`(${o.id}::int, ${o.price}::float8, ${o.hidden}::boolean)`),
    sql`, `,
  );
  await app.db.execute(sql`update outcomes set price = v.price, hidden = v.hidden
    from (values ${outcomeRows}) as v(id, price, hidden)
    where outcomes.id = v.id and (outcomes.price <> v.price or outcomes.hidden <> v.hidden)`);
  await app.db.delete(marketResults).where(inArray(marketResults.marketId, BOOK_MARKETS));
  app.catalog.invalidate();
  expect(await snapshotBook(app), 'the book after its reset').toEqual(snapshot);
}

let playerCounter = 0;

/** A free-bet token granted to a fresh player (amount in cents, expiry in days from now: < 0 expired). */
export interface TokenGrant {
  amount: number;
  minOdds: number;
  lineKinds: ('single' | 'multiple' | 'system')[];
  days: number;
}

/** How a run's player opens: real money and promo cash in cents, and free-bet tokens. */
export interface Opening {
  real: number;
  bonus: number;
  tokens: TokenGrant[];
}

/**
 * Fresh EUR players, opened with real money and promo cash (with its wagering requirement) through
 * the ledger and free-bet tokens through the free-bets repository, as the demo players are; logged
 * in over HTTP. They share the demo player's password hash (demo-pass): no scrypt hash per player.
 */
export async function freshPlayers(
  app: FastifyInstance,
  openings: readonly Opening[],
  now: Date,
): Promise<RunPlayer[]> {
  const [template] = await app.db.select().from(players).where(eq(players.username, 'demo'));
  if (!template) throw new Error('The demo player is missing');
  const made: RunPlayer[] = [];
  for (const opening of openings) {
    const username = `money${process.pid}x${++playerCounter}`;
    const { id: _id, ...fields } = template;
    const [row] = await app.db
      .insert(players)
      .values({ ...fields, username, email: `${username}@sportsbook.local`, lastLoginAt: null })
      .returning({ id: players.id });
    const id = row!.id;
    for (const [kind, pot, amount] of [
      ['DEPOSIT', 'real', opening.real],
      ['BONUS', 'bonus', opening.bonus],
    ] as const) {
      if (amount <= 0) continue;
      await postLedgerEntry(
        app.db,
        {
          playerId: id,
          kind,
          pot,
          amountUnits: ledgerUnits(amount),
          reference: `opening:${username}:${kind}`,
          description: kind,
          createdAt: now,
          wageringUnits: wageringRequirement(ledgerUnits(kind === 'BONUS' ? amount : 0)),
        },
        () => undefined,
      );
    }
    for (const [i, token] of opening.tokens.entries())
      await grantFreeBet(app.db, {
        playerId: id,
        amountUnits: ledgerUnits(token.amount),
        currency: 'EUR',
        description: `Money test token ${i + 1}`,
        minOdds: token.minOdds,
        lineKinds: token.lineKinds,
        expiresAt: new Date(now.getTime() + token.days * 86_400_000),
        reference: `opening:${username}:token:${i}`,
        createdAt: now,
      });
    const session = await login(app, username, 'demo-pass');
    made.push({
      id,
      token: session.session.jwe_token,
      openingReal: opening.real,
      openingBonus: opening.bonus,
    });
  }
  return made;
}

/** The player's free-bet tokens over HTTP; none while the server has no such call (404). */
export async function freeBetsOf(app: FastifyInstance, player: RunPlayer): Promise<FreeBet[]> {
  const response = await withToken(app, player.token, {
    method: 'GET',
    url: betslipPaths.freeBets(player.id),
  });
  if (response.statusCode === 404) return [];
  expect(response.statusCode, response.body).toBe(200);
  return FreeBetsResponse.parse(response.json()).freeBets;
}

/** What the test itself knows of each player's cashier: transactions it was answered, by id. */
export interface CashierRecord {
  playerId: number;
  transactionId: number;
  /** Signed ledger units. */
  amountUnits: number;
}

const cents = (major: number) => Math.round(major * 100);

/** Folds of a system bet type (named ones, or a full cover of one fold size). */
function betTypeOf(kind: string, betTypeId: number): SettlementBetType {
  if (kind === 'SINGLE') return { kind: 'single' };
  if (kind === 'MULTIPLE') return { kind: 'multiple' };
  const named = NAMED_SYSTEM_BETS.find((s) => s.betTypeId === betTypeId);
  return { kind: 'system', folds: named ? named.folds : [betTypeId - BET_TYPE_ID_BASE] };
}

/**
 * The invariants, read from the server after every step, for the run's players:
 * 1. no pot of any player ever went below zero, row by row, and each row's balance-after is the sum;
 * 2. the balance API equals the ledger (total, real, bonus), and the transactions API lists every row;
 * 3. balance = deposits − withdrawals − stakes + refunds + settlement credits + cash-outs + bonus
 *    + games' movements (each row matching the provider's call it came from),
 *    each kind accounted for by its own source: the cashier answers the test got, the slips' stakes,
 *    the bets' settlement returns, the confirmed cash-outs, the opening promo cash;
 * 4. every placed bet has its stake charged (or, for a free bet, a token it consumed);
 * 5. no bet was credited (settlement + cash-outs) more than its stake × the odds it was placed at;
 * 6. no token was used twice.
 */
/** A row with its ledger-unit columns as numbers. */
type Counted<T> = {
  [K in keyof T]: T[K] extends bigint ? number : T[K] extends bigint | null ? number | null : T[K];
};

/**
 * The model counts in plain numbers (EUR cents, far below 2^53): the rows' ledger units are read
 * as numbers once, here.
 */
function counted<T extends object>(rows: T[]): Counted<T>[] {
  return rows.map(
    (row) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [key, typeof value === 'bigint' ? Number(value) : value]),
      ) as Counted<T>,
  );
}

export async function assertMoneyConserved(
  app: FastifyInstance,
  runPlayers: readonly RunPlayer[],
  cashier: readonly CashierRecord[],
): Promise<void> {
  const ids = runPlayers.map((p) => p.id);
  const [ledger, slips, betRows, cashOutRows] = await Promise.all([
    app.db
      .select()
      .from(walletLedger)
      .where(inArray(walletLedger.playerId, ids))
      .orderBy(walletLedger.id)
      .then(counted),
    app.db.select().from(betSlips).where(inArray(betSlips.playerId, ids)).then(counted),
    app.db.select().from(bets).where(inArray(bets.playerId, ids)).then(counted),
    app.db.select().from(cashOuts).where(inArray(cashOuts.playerId, ids)).then(counted),
  ]);
  const legs =
    betRows.length === 0
      ? []
      : await app.db
          .select()
          .from(betLegs)
          .where(
            inArray(
              betLegs.betId,
              betRows.map((b) => b.id),
            ),
          );
  const tokens = counted(await app.db.select().from(freeBets).where(inArray(freeBets.playerId, ids)));
  const calls = counted(
    await app.db.select().from(gameTransactions).where(inArray(gameTransactions.playerId, ids)),
  );
  const gameCalls = new Map(
    calls.flatMap((c) => (c.ledgerReference ? [[c.ledgerReference, c] as const] : [])),
  );
  const entries = counted(
    await app.db.select().from(jackpotEntries).where(inArray(jackpotEntries.playerId, ids)),
  );
  const entryById = new Map(entries.map((e) => [e.id, e]));
  const tokenById = new Map(tokens.map((t) => [t.id, t]));
  const slipById = new Map(slips.map((s) => [s.id, s]));
  const betById = new Map(betRows.map((b) => [b.id, b]));
  const cashOutById = new Map(cashOutRows.map((c) => [c.id, c]));

  for (const player of runPlayers) {
    const rows = ledger.filter((r) => r.playerId === player.id);
    const where = `player ${player.id}`;
    // 1. Per pot, never below zero; balance-after is the running total.
    const pots = { real: 0, bonus: 0 };
    let wageringLeft = 0;
    for (const row of rows) {
      wageringLeft += row.wageringUnits;
      expect(
        wageringLeft,
        `${where}: wagering left below zero after ${row.reference}`,
      ).toBeGreaterThanOrEqual(0);
      pots[row.pot] += row.amountUnits;
      expect(
        pots[row.pot],
        `${where}: ${row.pot} money below zero after ledger row ${row.reference}`,
      ).toBeGreaterThanOrEqual(0);
      expect(row.balanceAfterUnits, `${where}: balance-after of ${row.reference}`).toBe(
        pots.real + pots.bonus,
      );
    }
    // 2. The balance and transactions calls say the same.
    const [balanceResponse, transactionsResponse] = await Promise.all([
      withToken(app, player.token, { method: 'GET', url: accountPaths.balance }),
      withToken(app, player.token, {
        method: 'GET',
        url: `${accountPaths.transactions(player.id)}?pageSize=100`,
      }),
    ]);
    const balance = BalanceResponse.parse(balanceResponse.json());
    expect(
      [cents(balance.realBalance), cents(balance.bonusBalance), cents(balance.totalBalance)],
      `${where}: balance API vs ledger`,
    ).toEqual([pots.real, pots.bonus, pots.real + pots.bonus]);
    const transactions = TransactionsResponse.parse(transactionsResponse.json());
    expect(transactions.total, `${where}: transactions API row count`).toBe(rows.length);
    if (transactions.total <= 100)
      expect(
        cents(transactions.transactions.reduce((s, t) => s + t.amount, 0)),
        `${where}: transactions API sum`,
      ).toBe(pots.real + pots.bonus);

    // 3. Each kind from its own source.
    const byKind = new Map<string, number>();
    for (const row of rows) byKind.set(row.kind, (byKind.get(row.kind) ?? 0) + row.amountUnits);
    const kind = (k: string) => byKind.get(k) ?? 0;
    const mine = cashier.filter((c) => c.playerId === player.id);
    const cashierRows = rows.filter((r) => r.reference.startsWith('cashier:'));
    expect(
      cashierRows.map((r) => [r.id, r.amountUnits]).sort(),
      `${where}: cashier rows vs the cashier's answers`,
    ).toEqual(mine.map((c) => [c.transactionId, c.amountUnits]).sort());
    expect(kind('DEPOSIT'), `${where}: deposits`).toBe(
      player.openingReal + mine.filter((c) => c.amountUnits > 0).reduce((s, c) => s + c.amountUnits, 0),
    );
    expect(kind('WITHDRAWAL'), `${where}: withdrawals`).toBe(
      mine.filter((c) => c.amountUnits < 0).reduce((s, c) => s + c.amountUnits, 0),
    );
    expect(kind('BONUS'), `${where}: promo cash granted`).toBe(player.openingBonus);
    expect(kind('ADJUSTMENT'), `${where}: adjustments`).toBe(0);
    // Promo cash released moves money between the pots: it adds nothing.
    expect(kind('PROMO_RELEASE'), `${where}: promo cash released`).toBe(0);

    const playerSlips = slips.filter((s) => s.playerId === player.id);
    const playerBets = betRows.filter((b) => b.playerId === player.id);
    let stakes = 0;
    let refunds = 0;
    let wins = 0;
    let paidOut = 0;
    let games = 0;
    for (const row of rows) {
      const [prefix, id, pot] = row.reference.split(':');
      if (prefix === 'jackpot') {
        // A jackpot entry's stake, prize or refund (docs/decisions/jackpot.md): its own row, real money.
        const entry = entryById.get(Number(id));
        const byKind: Record<string, [number, string[]]> = {
          'BET_STAKE:stake': [-(entry?.costUnits ?? NaN), ['OPEN', 'WON', 'LOST', 'REFUNDED']],
          'BET_WIN:prize': [entry?.returnsUnits ?? NaN, ['WON']],
          'BET_REFUND:refund': [entry?.costUnits ?? NaN, ['REFUNDED']],
        };
        const expected = byKind[`${row.kind}:${pot}`];
        expect(
          [entry?.playerId, row.pot, expected !== undefined],
          `${where}: ${row.reference} (${row.kind})`,
        ).toEqual([player.id, 'real', true]);
        expect(row.amountUnits, `${where}: ${row.reference} amount`).toBe(expected![0]);
        expect(expected![1], `${where}: ${row.reference} vs entry ${entry!.status}`).toContain(entry!.status);
        if (row.kind === 'BET_STAKE') stakes -= row.amountUnits;
        else if (row.kind === 'BET_WIN') wins += row.amountUnits;
        else refunds += row.amountUnits;
        continue;
      }
      switch (row.kind) {
        case 'BET_STAKE':
        case 'BET_REFUND': {
          const slip = slipById.get(Number(id));
          expect(slip?.playerId, `${where}: ${row.reference} names a slip of the player`).toBe(player.id);
          expect(prefix, `${where}: ${row.reference}`).toBe(row.kind === 'BET_STAKE' ? 'bet' : 'bet-refund');
          expect(pot, `${where}: ${row.reference} pot`).toBe(row.pot);
          if (row.kind === 'BET_STAKE') stakes -= row.amountUnits;
          else refunds += row.amountUnits;
          break;
        }
        case 'BET_WIN': {
          const bet = betById.get(Number(id));
          expect([prefix, bet?.playerId], `${where}: ${row.reference} names a bet of the player`).toEqual([
            'settle',
            player.id,
          ]);
          expect(String(row.amountUnits), `${where}: ${row.reference} vs the bet's returns`).toBe(
            bet!.returnsUnits,
          );
          wins += row.amountUnits;
          break;
        }
        case 'CASHOUT': {
          const cashOut = cashOutById.get(Number(id));
          expect(
            [prefix, cashOut?.playerId, cashOut?.status],
            `${where}: ${row.reference} names a confirmed cash-out`,
          ).toEqual(['cashout', player.id, 'CONFIRMED']);
          expect(row.amountUnits, `${where}: ${row.reference} vs the cash-out's amount`).toBe(
            cashOut!.amountUnits,
          );
          paidOut += row.amountUnits;
          break;
        }
        case 'PROMO_RELEASE': {
          const slip = slipById.get(Number(id));
          expect(
            [prefix, slip?.playerId, pot],
            `${where}: ${row.reference} names a slip of the player and its pot`,
          ).toEqual(['promo-release', player.id, row.pot]);
          break;
        }
        case 'GAME_STAKE':
        case 'GAME_WIN':
        case 'GAME_REFUND': {
          // A provider's call (modules/games): its own row, keyed by its transaction id, real money.
          const call = gameCalls.get(row.reference);
          const kinds = { GAME_STAKE: 'DEBIT', GAME_WIN: 'CREDIT', GAME_REFUND: 'ROLLBACK' } as const;
          expect([prefix, call?.playerId, call?.kind, row.pot], `${where}: ${row.reference}`).toEqual([
            'game',
            player.id,
            kinds[row.kind],
            'real',
          ]);
          expect(Math.abs(row.amountUnits), `${where}: ${row.reference} vs the call's amount`).toBe(
            call!.amountUnits,
          );
          if (row.kind === 'GAME_WIN')
            // A win stands on a stake of its round that was never rolled back.
            expect(
              calls.some(
                (c) =>
                  c.kind === 'DEBIT' &&
                  c.roundId === call!.roundId &&
                  c.status === 'DONE' &&
                  c.playerId === player.id,
              ),
              `${where}: ${row.reference} pays a round with a stake standing`,
            ).toBe(true);
          if (row.kind === 'GAME_REFUND') {
            const debit = calls.find((c) => c.transactionId === call!.rolledBackTransactionId);
            expect(
              [debit?.status, debit?.amountUnits],
              `${where}: ${row.reference} returns its debit`,
            ).toEqual(['ROLLED_BACK', row.amountUnits]);
            expect(
              calls.some((c) => c.kind === 'CREDIT' && c.roundId === call!.roundId),
              `${where}: ${row.reference} after its round was paid`,
            ).toBe(false);
          }
          games += row.amountUnits;
          break;
        }
        case 'DEPOSIT':
        case 'WITHDRAWAL':
        case 'BONUS':
        case 'ADJUSTMENT':
          break;
        default:
          throw new Error(`${where}: unknown ledger kind ${row.kind as string}`);
      }
    }
    const total = pots.real + pots.bonus;
    expect(
      total,
      `${where}: balance = deposits − withdrawals − stakes + refunds + wins + cash-outs + bonus`,
    ).toBe(
      kind('DEPOSIT') +
        kind('WITHDRAWAL') -
        stakes +
        refunds +
        wins +
        paidOut +
        kind('BONUS') +
        kind('PROMO_RELEASE') +
        games,
    );
    // Every game call that moved money has its one ledger row; a stake taken is one row.
    for (const call of calls.filter((c) => c.playerId === player.id && c.ledgerReference !== null))
      expect(
        rows.filter((r) => r.reference === call.ledgerReference).length,
        `${where}: game call ${call.transactionId}'s ledger row`,
      ).toBe(1);
    // Settlement and cash-outs as the bets record them: the same money.
    const confirmed = cashOutRows.filter((c) => c.playerId === player.id && c.status === 'CONFIRMED');
    expect(paidOut, `${where}: cash-outs paid vs the bets' cashed-out amounts`).toBe(
      playerBets.reduce((s, b) => s + b.cashedOutUnits, 0),
    );
    expect(paidOut, `${where}: cash-outs paid vs confirmed cash-outs`).toBe(
      confirmed.reduce((s, c) => s + (c.amountUnits ?? 0), 0),
    );
    const playerEntries = entries.filter((e) => e.playerId === player.id);
    expect(wins, `${where}: settlement credits vs the bets' and jackpot entries' returns`).toBe(
      playerBets.reduce((s, b) => s + Number(b.returnsUnits ?? 0), 0) +
        playerEntries.filter((e) => e.status === 'WON').reduce((s, e) => s + e.returnsUnits, 0),
    );
    // Every entry charged once, its stake taken.
    for (const entry of playerEntries)
      expect(
        rows.filter((r) => r.reference === `jackpot:${entry.id}:stake`).map((r) => r.amountUnits),
        `${where}: jackpot entry ${entry.id}'s stake`,
      ).toEqual([-entry.costUnits]);

    // 4. Every bet's stake: charged on its slip, or a token it consumed.
    for (const slip of playerSlips) {
      const slipBets = playerBets.filter((b) => b.betSlipId === slip.id);
      const charged = rows
        .filter((r) => r.kind === 'BET_STAKE' && r.reference.startsWith(`bet:${slip.id}:`))
        .reduce((s, r) => s - r.amountUnits, 0);
      const refunded = rows
        .filter((r) => r.kind === 'BET_REFUND' && r.reference.startsWith(`bet-refund:${slip.id}:`))
        .reduce((s, r) => s + r.amountUnits, 0);
      const byToken = slipBets.filter((b) => b.freeBetId !== null);
      const paidBets = slipBets.filter((b) => !byToken.includes(b));
      const slipWhere = `${where}, slip ${slip.id} (${slip.status}${slip.rejectionCode ? ` ${slip.rejectionCode}` : ''})`;
      if (slip.status === 'REJECTED') {
        expect(charged - refunded, `${slipWhere}: a refused slip keeps no money`).toBe(0);
        for (const b of slipBets)
          expect(b.status, `${slipWhere}: bet ${b.id} of a refused slip`).toBe('REFUSED');
        continue;
      }
      expect(refunded, `${slipWhere}: refund of a slip that stands`).toBe(0);
      // Promo cash is spent only when the player asked for it.
      if ((slip.model as { usePromoCash?: boolean }).usePromoCash !== true)
        expect(
          rows.filter((r) => r.reference === `bet:${slip.id}:bonus`).map((r) => r.amountUnits),
          `${slipWhere}: promo cash staked without usePromoCash`,
        ).toEqual([]);
      expect(charged, `${slipWhere}: the stake charged vs the slip's total stake`).toBe(slip.totalStakeUnits);
      expect(
        charged,
        `${slipWhere}: every bet's stake charged (bets ${paidBets.map((b) => `${b.id}:${b.totalStakeUnits}`).join(', ')}; token-staked ${byToken.map((b) => b.id).join(', ') || 'none'})`,
      ).toBe(paidBets.reduce((s, b) => s + b.totalStakeUnits, 0));
      for (const b of byToken) {
        const token = tokenById.get(b.freeBetId!);
        expect(
          [token?.playerId, token?.usedBySlipId],
          `${slipWhere}: bet ${b.id} staked with token ${b.freeBetId}: the player's, used by this slip`,
        ).toEqual([player.id, slip.id]);
        expect(b.totalStakeUnits, `${slipWhere}: bet ${b.id} staked above its token`).toBeLessThanOrEqual(
          token!.amountUnits,
        );
      }
    }
    // A used token staked exactly one bet, of the slip that used it.
    for (const token of tokens.filter((t) => t.playerId === player.id && t.usedBySlipId !== null)) {
      const staked = betRows.filter((b) => b.freeBetId === token.id);
      expect(
        staked.map((b) => b.betSlipId),
        `${where}: token ${token.id} used by slip ${token.usedBySlipId}`,
      ).toEqual([token.usedBySlipId]);
      expect(
        slipById.get(token.usedBySlipId!)?.status,
        `${where}: token ${token.id} kept by a refused slip`,
      ).not.toBe('REJECTED');
    }

    // 5. No bet credited above its stake × the odds it was placed at.
    for (const bet of playerBets) {
      const betLegsRows = legs.filter((l) => l.betId === bet.id);
      const asPlaced: SettlementBet = {
        type: betTypeOf(bet.kind, bet.betTypeId),
        unitStake: BigInt(bet.unitStakeUnits),
        eachWay: bet.eachWay,
        // A free bet's stake is not returned: its bound is the winnings alone.
        freeBet: bet.freeBetId !== null,
        legs: betLegsRows.map((l) => ({
          decimal: l.price,
          result: 'open',
          banker: l.banker,
          ...(l.placeTerms ? { placeTerms: l.placeTerms } : {}),
        })),
      };
      const bound = potentialReturns(asPlaced);
      const credited = BigInt(bet.returnsUnits ?? 0) + BigInt(bet.cashedOutUnits);
      expect(
        credited <= bound,
        `${where}: bet ${bet.id} (${bet.kind}, unit ${bet.unitStakeUnits}, legs ${betLegsRows.map((l) => l.price).join(' x ')}) credited ${credited} above ${bound}`,
      ).toBe(true);
      if (bet.status === 'REFUSED' || bet.status === 'PENDING')
        expect(credited, `${where}: bet ${bet.id} ${bet.status} credited`).toBe(0n);
    }
  }

  await assertJackpotsConserved(app, entries);

  // 6. A token stakes one bet at most.
  const staking = betRows.flatMap((b) => (b.freeBetId === null ? [] : [b.freeBetId]));
  expect(staking.length, `a free-bet token staked two bets (${staking.join(', ')})`).toBe(
    new Set(staking).size,
  );

  // 7. The book's liability kept per combination (RES-00233) is its running multiples' sum, after
  // every placement, refusal, cash-out and settlement the run made (every player's, not only its own).
  expect(await combinationLiabilitiesAdrift(app), 'combination liabilities drifted').toEqual([]);
}

/** The combinations whose kept liability is not the sum of their running multiples, with both. */
async function combinationLiabilitiesAdrift(app: FastifyInstance): Promise<unknown[]> {
  const drift = await app.db.execute(sql`
    with running as (
      select ${bets.combination} as combination,
        sum(${bets.potentialReturnsUnits} - case when ${bets.freeBetId} is null then ${bets.totalStakeUnits} else 0 end)
          as units
      from ${bets}
      where ${bets.combination} is not null and ${bets.status} in ('OPEN', 'PENDING')
      group by ${bets.combination}
    )
    select coalesce(k.combination, r.combination) as combination, k.liability_units::text as kept, r.units::text as running
    from ${combinationLiabilities} k full join running r on r.combination = k.combination
    where coalesce(k.liability_units, 0) <> coalesce(r.units, 0)`);
  return drift.rows;
}

/**
 * 7. The jackpot (issue 44): each entry's cost is its lines, recomputed from its picks, times its
 * pool's unit stake; a finished pool's money adds up to the unit: stakes + roll-over in + top-up =
 * prizes paid + roll-over out + margin, its prizes paid being its winners' returns. Only pools whose
 * every entry is a run player's (the run's own pool).
 */
async function assertJackpotsConserved(
  app: FastifyInstance,
  entries: readonly Counted<typeof jackpotEntries.$inferSelect>[],
): Promise<void> {
  const poolIds = [...new Set(entries.map((e) => e.poolId))];
  if (poolIds.length === 0) return;
  const [pools, matches, allEntries] = await Promise.all([
    app.db.select().from(jackpotPools).where(inArray(jackpotPools.id, poolIds)),
    app.db.select().from(jackpotMatches).where(inArray(jackpotMatches.poolId, poolIds)),
    app.db.select().from(jackpotEntries).where(inArray(jackpotEntries.poolId, poolIds)).then(counted),
  ]);
  for (const pool of pools) {
    const own = matches
      .filter((m) => m.poolId === pool.id)
      .map((m) => ({
        ordinal: m.ordinal,
        reserve: m.reserve,
        marketId: m.marketId,
        outcomeIds: m.outcomes.map((o) => o.outcomeId),
      }));
    const poolEntries = allEntries.filter((e) => e.poolId === pool.id);
    for (const entry of poolEntries) {
      const booking = jackpotBooking(
        own,
        entry.picks.map((p) => p.outcomeId),
        { ...pool.rules, unitStake: pool.unitStakeUnits },
      );
      expect(
        [booking.errors, booking.complete],
        `jackpot entry ${entry.id}: a booking the rules allow`,
      ).toEqual([[], true]);
      expect(entry.costUnits, `jackpot entry ${entry.id}: lines x unit stake`).toBe(Number(booking.cost));
      expect(entry.lines, `jackpot entry ${entry.id}: lines`).toBe(booking.lines);
    }
    if (pool.status !== 'SETTLED' && pool.status !== 'CANCELLED') continue;
    const prizes = pool.prizes!;
    const stakes = poolEntries.reduce((s, e) => s + e.costUnits, 0);
    expect(Number(prizes.stakes), `pool ${pool.id}: stakes`).toBe(stakes);
    if (prizes.cancelled) {
      for (const entry of poolEntries)
        expect(entry.status, `pool ${pool.id} cancelled: entry ${entry.id}`).toBe('REFUNDED');
      continue;
    }
    const paid = poolEntries.filter((e) => e.status === 'WON').reduce((s, e) => s + e.returnsUnits, 0);
    expect(paid, `pool ${pool.id}: prizes paid vs its winners' returns`).toBe(Number(prizes.prizesPaid));
    expect(
      stakes + Number(pool.rolloverInUnits) + Number(prizes.topUp),
      `pool ${pool.id}: stakes + roll-over in + top-up = prizes + roll-over out + margin`,
    ).toBe(paid + Number(prizes.rolloverOut) + Number(prizes.margin));
    for (const entry of poolEntries)
      expect(entry.status, `pool ${pool.id} settled: entry ${entry.id}`).not.toBe('OPEN');
  }
}
