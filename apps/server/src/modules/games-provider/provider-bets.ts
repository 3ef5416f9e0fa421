import { randomBytes } from 'node:crypto';
import { GameErrorCode } from '@sb/contract';
import {
  betReturn,
  betTerms,
  crashCashOut,
  crashRound,
  gamePayout,
  gameStakeRefusal,
  gameView,
  parseCrashRoundId,
  virtualsWholeAmounts,
  type SeedOf,
} from '@sb/domain';
import type { Db } from '../../db/database.ts';
import { ApiProblem } from '../../errors.ts';
import type { OperatorWallet } from './operator-wallet.ts';
import {
  cashOutBet,
  deleteBet,
  deleteExpiredDemoSessions,
  dueBets,
  findBet,
  findProviderSession,
  insertBet,
  isDemoSession,
  moveBet,
  sessionBets,
  type ProviderBetRow,
  type ProviderSessionRow,
} from './provider-repository.ts';

/*
 * The provider's money flow (docs/decisions/games-provider.md). A bet is written PENDING, then
 * debited at the operator (`debit-<betId>`); refused, the bet is dropped; with no answer, it is
 * rolled back (`rollback-<betId>`). Once its round is over the sweep credits it (`credit-<betId>`,
 * 0 for a lost bet), again and again until the operator answers: every call keyed by the bet, so a
 * repeat after a restart moves nothing twice. Each bet is a wallet round of its own
 * (`<roundId>:<betId>`), so one bet's credit never closes another's round for its rollback.
 */

export interface ProviderDeps {
  db: Db;
  clock: () => Date;
  wallet: OperatorWallet;
  seedOf: SeedOf;
}

/** A fun-play session's money at the start: play money, in the page only. */
export const DEMO_BALANCE = 1000;
/** A PENDING bet older than this has lost its debit's answer: the sweep rolls it back. */
export const PENDING_ROLLBACK_MS = 30_000;

const sessionRefused = () =>
  new ApiProblem(401, GameErrorCode.sessionRefused, 'Your game session has ended: open the game again');

export async function liveSession(deps: ProviderDeps, sessionId: string): Promise<ProviderSessionRow> {
  const session = sessionId ? await findProviderSession(deps.db, sessionId) : undefined;
  if (!session || session.expiresAt <= deps.clock()) throw sessionRefused();
  return session;
}

const walletRound = (bet: Pick<ProviderBetRow, 'roundId' | 'id'>) => `${bet.roundId}:${bet.id}`;

const amount = (text: string | null) => (text === null ? 0 : Number(text));

/** Play money left: the start, less what is staked, plus what came back. */
async function demoBalance(deps: ProviderDeps, session: ProviderSessionRow): Promise<number> {
  const bets = await sessionBets(deps.db, session.id);
  const cents = bets
    .filter((b) => b.status !== 'ROLLED_BACK')
    .reduce(
      (sum, b) =>
        sum -
        Math.round(amount(b.stake) * 100) +
        (b.status === 'OPEN' ? 0 : Math.round(amount(b.payout) * 100)),
      DEMO_BALANCE * 100,
    );
  return cents / 100;
}

/** The player's balance: the operator's (null when it did not answer), or the play money. */
export async function sessionBalance(
  deps: ProviderDeps,
  session: ProviderSessionRow,
): Promise<number | null> {
  if (isDemoSession(session)) return demoBalance(deps, session);
  const answer = await deps.wallet.balance(session.operatorSessionId);
  if (answer.kind === 'ok') return answer.answer.balance;
  if (answer.kind === 'refused' && answer.status === 401) throw sessionRefused();
  return null;
}

export interface BetView {
  id: string;
  roundId: string;
  selection: string;
  stake: number;
  price: number;
  status: ProviderBetRow['status'];
  payout: number | null;
  placedAt: string;
}

export const betView = (bet: ProviderBetRow): BetView => ({
  id: bet.id,
  roundId: bet.roundId,
  selection: bet.selection,
  stake: amount(bet.stake),
  price: bet.price,
  status: bet.status,
  payout: bet.payout === null ? null : amount(bet.payout),
  placedAt: bet.createdAt.toISOString(),
});

/** What the page shows: the game's rounds at the server's time, the balance and the session's bets. */
export async function gameState(deps: ProviderDeps, session: ProviderSessionRow) {
  const now = deps.clock();
  const [balance, bets] = await Promise.all([
    sessionBalance(deps, session),
    sessionBets(deps.db, session.id, 20),
  ]);
  return {
    gameCode: session.gameCode,
    currency: session.currency,
    demo: isDemoSession(session),
    /** §9: stakes and wins in whole units. */
    wholeAmounts: virtualsWholeAmounts(session.currency),
    balance,
    serverTime: now.getTime(),
    view: gameView(session.gameCode, now.getTime(), deps.seedOf),
    bets: bets.filter((b) => b.status !== 'PENDING').map(betView),
  };
}

function refusedByOperator(status: number, code: string, message: string): ApiProblem {
  if (status === 401) return sessionRefused();
  if (code === GameErrorCode.insufficientFunds)
    return new ApiProblem(409, code, 'Not enough money for this stake');
  return new ApiProblem(status === 400 ? 400 : 409, code, message);
}

/**
 * Places a bet: its terms from the round open now, then the money. Real play: the row PENDING,
 * the operator's debit, then OPEN; a refusal drops the row, no answer rolls the debit back.
 */
export async function placeBet(
  deps: ProviderDeps,
  session: ProviderSessionRow,
  input: { roundId: string; selection: string; stake: number },
): Promise<{ bet: BetView; balance: number | null }> {
  const now = deps.clock();
  const terms = betTerms(session.gameCode, input.roundId, input.selection, now.getTime(), deps.seedOf);
  if ('refused' in terms) throw new ApiProblem(409, 'GAM030', terms.refused);
  const stakeRefusal = gameStakeRefusal(input.stake, session.currency);
  if (stakeRefusal) throw new ApiProblem(400, GameErrorCode.amountRefused, stakeRefusal);
  const id = randomBytes(12).toString('hex');
  const row: ProviderBetRow = {
    id,
    sessionId: session.id,
    gameCode: session.gameCode,
    roundId: input.roundId,
    selection: input.selection,
    stake: input.stake.toFixed(2),
    price: terms.price,
    status: 'PENDING',
    payout: null,
    settlesAt: new Date(terms.settlesAt),
    createdAt: now,
  };
  if (isDemoSession(session)) {
    if ((await demoBalance(deps, session)) < input.stake)
      throw new ApiProblem(409, GameErrorCode.insufficientFunds, 'Not enough play money for this stake');
    await insertBet(deps.db, { ...row, status: 'OPEN' });
    return { bet: betView({ ...row, status: 'OPEN' }), balance: await demoBalance(deps, session) };
  }
  await insertBet(deps.db, row);
  const movement = {
    sessionId: session.operatorSessionId,
    roundId: walletRound(row),
    currency: session.currency,
  };
  const debit = await deps.wallet.debit({ ...movement, transactionId: `debit-${id}`, amount: input.stake });
  if (debit.kind === 'ok') {
    const open = await moveBet(deps.db, id, 'PENDING', { status: 'OPEN' });
    return { bet: betView(open ?? { ...row, status: 'OPEN' }), balance: debit.answer.balance };
  }
  if (debit.kind === 'refused') {
    await deleteBet(deps.db, id);
    throw refusedByOperator(debit.status, debit.code, debit.message);
  }
  await rollBack(deps, session, row);
  throw new ApiProblem(
    503,
    'GAM031',
    'The bet could not be placed: the casino did not answer. Your stake was not taken.',
  );
}

/** Takes a PENDING bet's debit back; the bet is ROLLED_BACK once the operator answers (else it stays PENDING for the sweep). */
async function rollBack(
  deps: ProviderDeps,
  session: ProviderSessionRow,
  bet: ProviderBetRow,
): Promise<boolean> {
  const rollback = await deps.wallet.rollback({
    sessionId: session.operatorSessionId,
    roundId: walletRound(bet),
    currency: session.currency,
    transactionId: `rollback-${bet.id}`,
    rolledBackTransactionId: `debit-${bet.id}`,
  });
  if (rollback.kind !== 'ok') return false;
  await moveBet(deps.db, bet.id, 'PENDING', { status: 'ROLLED_BACK' });
  return true;
}

/** Credits an OPEN bet whose round is over (or cashed out); false when the operator did not answer. */
async function settle(
  deps: ProviderDeps,
  session: ProviderSessionRow,
  bet: ProviderBetRow,
): Promise<number | null> {
  const cashedOut = bet.payout !== null;
  const stake = amount(bet.stake);
  const payout = cashedOut ? amount(bet.payout) : betReturn({ ...bet, stake }, session.currency, deps.seedOf);
  const status = cashedOut ? 'CASHED_OUT' : payout > 0 ? 'WON' : 'LOST';
  let balance: number | null = null;
  if (!isDemoSession(session)) {
    const credit = await deps.wallet.credit({
      sessionId: session.operatorSessionId,
      roundId: walletRound(bet),
      currency: session.currency,
      transactionId: `credit-${bet.id}`,
      amount: payout,
    });
    if (credit.kind !== 'ok') return null;
    balance = credit.answer.balance;
  }
  await moveBet(deps.db, bet.id, 'OPEN', { status, payout: payout.toFixed(2) });
  return balance ?? (await demoBalance(deps, session));
}

/** A crash bet cashed out by hand at the multiplier of the server's time, if the round has not crashed. */
export async function cashOut(
  deps: ProviderDeps,
  session: ProviderSessionRow,
  betId: string,
): Promise<{ bet: BetView; balance: number | null }> {
  const bet = await findBet(deps.db, betId);
  if (!bet || bet.sessionId !== session.id)
    throw new ApiProblem(404, 'NOT_FOUND', 'No such bet in this game session');
  const slot = parseCrashRoundId(bet.roundId);
  if (bet.gameCode !== 'crash' || slot === undefined)
    throw new ApiProblem(409, 'GAM032', 'Only a crash bet cashes out');
  if (bet.status !== 'OPEN' || bet.payout !== null)
    throw new ApiProblem(409, 'GAM032', 'This bet is settled already');
  const now = deps.clock();
  const round = crashRound(slot, deps.seedOf(bet.roundId));
  const cash = crashCashOut(round, now.getTime());
  if (cash.kind === 'refused')
    throw new ApiProblem(
      409,
      'GAM032',
      cash.reason === 'crashed'
        ? `Too late: it crashed at ${round.crashPoint.toFixed(2)}`
        : 'The round has not started',
    );
  // An auto cash-out that was reached already pays its target: never less by hand.
  const target = bet.price;
  const multiplier = cash.multiplier >= target ? target : cash.multiplier;
  const payout = gamePayout(amount(bet.stake), multiplier, session.currency);
  const cashed = await cashOutBet(deps.db, bet.id, payout.toFixed(2), now);
  if (!cashed) throw new ApiProblem(409, 'GAM032', 'This bet is settled already');
  const balance = await settle(deps, session, cashed);
  const after = (await findBet(deps.db, bet.id)) ?? cashed;
  return { bet: betView(after), balance };
}

/**
 * The sweep (every second with timers; tests call it with their clock): credits every OPEN bet whose
 * round is over, rolls back PENDING bets whose debit never answered, and forgets ended fun play.
 * What the operator does not answer stays for the next sweep.
 */
export async function sweep(deps: ProviderDeps): Promise<{ credited: number; rolledBack: number }> {
  const now = deps.clock();
  let credited = 0;
  let rolledBack = 0;
  for (const { bet, session } of await dueBets(deps.db, 'OPEN', now))
    if ((await settle(deps, session, bet)) !== null || isDemoSession(session)) credited++;
  const stale = new Date(now.getTime() - PENDING_ROLLBACK_MS);
  for (const { bet, session } of await dueBets(deps.db, 'PENDING', stale))
    if (await rollBack(deps, session, bet)) rolledBack++;
  await deleteExpiredDemoSessions(deps.db, now);
  return { credited, rolledBack };
}
