import {
  GameErrorCode,
  type WalletAnswer,
  type WalletCreditRequest,
  type WalletDebitRequest,
  type WalletRollbackRequest,
} from '@sb/contract';
import { ledgerToMajor, ledgerUnits, negateUnits, virtualsWholeAmounts, type LedgerUnits } from '@sb/domain';
import type { Db, Tx } from '../../db/database.ts';
import { ApiProblem } from '../../errors.ts';
import { balances, LEDGER_DESCRIPTIONS, postLedgerEntry, wireToLedgerUnits } from '../accounts/index.ts';
import { withPlayerLock } from '../bets/index.ts';
import {
  findSession,
  findTransaction,
  insertTransaction,
  markRolledBack,
  roundTransactions,
  type GameSessionRow,
  type GameTransactionRow,
} from './games-repository.ts';

/*
 * The operator's side of the wallet protocol (docs/decisions/games.md). Every call is keyed by the
 * provider's transaction id: under the player's lock (the one lock protocol, modules/bets/locks.ts)
 * the call's row is looked up first, and a repeat answers as the first time without moving money.
 * The row and its ledger entry are written in one transaction, and the ledger entry has the same
 * key as its reference, so a call cut off half way is completed, not doubled, when it is repeated.
 *
 * Games play with real money only (promo cash stays for sports bets): a debit needs the real
 * balance, a win or a rollback goes back to it.
 */

export interface GameWalletDeps {
  db: Db;
  clock: () => Date;
}

const refuse = (status: number, code: string, message: string) => new ApiProblem(status, code, message);

/** The session a call names, of this provider; an expired one still takes credits and rollbacks. */
export async function sessionOf(
  deps: GameWalletDeps,
  provider: string,
  sessionId: string,
  options: { live: boolean },
): Promise<GameSessionRow> {
  const session = await findSession(deps.db, sessionId);
  if (!session || session.provider !== provider)
    throw refuse(401, GameErrorCode.sessionRefused, 'Unknown game session');
  if (options.live && session.expiresAt <= deps.clock())
    throw refuse(401, GameErrorCode.sessionRefused, 'The game session has expired');
  return session;
}

async function answer(
  tx: Tx | Db,
  session: GameSessionRow,
  reference?: string,
  replayed?: boolean,
): Promise<WalletAnswer> {
  const { real } = await balances(tx, session.playerId);
  return {
    balance: ledgerToMajor(real, session.currency),
    currency: session.currency,
    ...(reference ? { operatorTransactionId: reference } : {}),
    ...(replayed !== undefined ? { replayed } : {}),
  };
}

export async function walletBalance(deps: GameWalletDeps, provider: string, sessionId: string) {
  return answer(deps.db, await sessionOf(deps, provider, sessionId, { live: true }));
}

/** The ledger units of an amount in the session's currency: whole where §9 says virtuals have no cents. */
function unitsOf(session: GameSessionRow, currency: string, amount: number): LedgerUnits {
  if (currency.toUpperCase() !== session.currency)
    throw refuse(409, GameErrorCode.transactionMismatch, `The session plays in ${session.currency}`);
  if (virtualsWholeAmounts(session.currency) && !Number.isInteger(amount))
    throw refuse(400, GameErrorCode.amountRefused, `${session.currency} game amounts are whole numbers`);
  return wireToLedgerUnits(amount, session.currency, 'body.amount');
}

const ledgerReference = (provider: string, transactionId: string) => `game:${provider}:${transactionId}`;

/** A game's ledger row, in real money, under the provider's transaction id (its reference). */
function postGameEntry(
  tx: Tx,
  session: GameSessionRow,
  entry: {
    kind: 'GAME_STAKE' | 'GAME_WIN' | 'GAME_REFUND';
    amountUnits: LedgerUnits;
    reference: string;
    roundId: string;
    createdAt: Date;
  },
  check: Parameters<typeof postLedgerEntry>[2] = () => undefined,
) {
  return postLedgerEntry(
    tx,
    {
      playerId: session.playerId,
      kind: entry.kind,
      pot: 'real',
      amountUnits: entry.amountUnits,
      reference: entry.reference,
      description: `${LEDGER_DESCRIPTIONS[entry.kind]} ${session.gameCode} ${entry.roundId}`,
      createdAt: entry.createdAt,
    },
    check,
  );
}

/** A repeat of `existing`: the same kind, round and amount answers as before; anything else is a misuse of the id. */
function repeatOf(
  existing: GameTransactionRow,
  kind: GameTransactionRow['kind'],
  call: { roundId: string; sessionId: string },
  units?: LedgerUnits,
): void {
  const same =
    existing.kind === kind &&
    existing.roundId === call.roundId &&
    existing.sessionId === call.sessionId &&
    (units === undefined || existing.amountUnits === units);
  if (!same)
    throw refuse(409, GameErrorCode.transactionMismatch, 'This transaction id was used for another call');
}

function row(
  provider: string,
  session: GameSessionRow,
  call: { transactionId: string; roundId: string },
  values: Pick<GameTransactionRow, 'kind' | 'amountUnits' | 'status'> &
    Partial<Pick<GameTransactionRow, 'rolledBackTransactionId' | 'ledgerReference'>>,
  now: Date,
): GameTransactionRow {
  return {
    provider,
    transactionId: call.transactionId,
    sessionId: session.id,
    playerId: session.playerId,
    roundId: call.roundId,
    currency: session.currency,
    rolledBackTransactionId: null,
    ledgerReference: null,
    createdAt: now,
    ...values,
  };
}

export async function walletDebit(
  deps: GameWalletDeps,
  provider: string,
  call: WalletDebitRequest,
): Promise<WalletAnswer> {
  const session = await sessionOf(deps, provider, call.sessionId, { live: false });
  const units = unitsOf(session, call.currency, call.amount);
  if (units <= 0n) throw refuse(400, GameErrorCode.amountRefused, 'A debit moves more than nothing');
  return withPlayerLock(deps.db, session.playerId, async (tx) => {
    const existing = await findTransaction(tx, provider, call.transactionId);
    if (existing) {
      // A rollback that came first left this id's tombstone: the debit must not happen now.
      if (existing.kind === 'DEBIT' && existing.status === 'ROLLED_BACK')
        throw refuse(409, GameErrorCode.transactionRolledBack, 'This debit was rolled back');
      repeatOf(existing, 'DEBIT', call, units);
      return answer(tx, session, existing.ledgerReference ?? undefined, true);
    }
    // A new debit needs a live session; its repeats (above) do not.
    if (session.expiresAt <= deps.clock())
      throw refuse(401, GameErrorCode.sessionRefused, 'The game session has expired');
    const now = deps.clock();
    const reference = ledgerReference(provider, call.transactionId);
    await postGameEntry(
      tx,
      session,
      {
        kind: 'GAME_STAKE',
        amountUnits: negateUnits(units),
        reference,
        roundId: call.roundId,
        createdAt: now,
      },
      (current) => {
        if (current.real < units)
          throw refuse(409, GameErrorCode.insufficientFunds, 'Not enough money for this stake');
      },
    );
    await insertTransaction(
      tx,
      row(
        provider,
        session,
        call,
        { kind: 'DEBIT', amountUnits: units, status: 'DONE', ledgerReference: reference },
        now,
      ),
    );
    return answer(tx, session, reference, false);
  });
}

export async function walletCredit(
  deps: GameWalletDeps,
  provider: string,
  call: WalletCreditRequest,
): Promise<WalletAnswer> {
  const session = await sessionOf(deps, provider, call.sessionId, { live: false });
  const units = unitsOf(session, call.currency, call.amount);
  return withPlayerLock(deps.db, session.playerId, async (tx) => {
    const existing = await findTransaction(tx, provider, call.transactionId);
    if (existing) {
      repeatOf(existing, 'CREDIT', call, units);
      return answer(tx, session, existing.ledgerReference ?? undefined, true);
    }
    const round = await roundTransactions(tx, provider, session.playerId, call.roundId);
    const stakes = round.filter((t) => t.kind === 'DEBIT' && t.status === 'DONE');
    // A win needs a stake standing in its round: none was taken, or it was given back.
    if (stakes.length === 0)
      throw refuse(
        409,
        GameErrorCode.roundClosed,
        'This round has no stake to pay (rolled back or never taken)',
      );
    const now = deps.clock();
    const reference = units > 0n ? ledgerReference(provider, call.transactionId) : null;
    if (reference)
      await postGameEntry(tx, session, {
        kind: 'GAME_WIN',
        amountUnits: units,
        reference,
        roundId: call.roundId,
        createdAt: now,
      });
    await insertTransaction(
      tx,
      row(
        provider,
        session,
        call,
        { kind: 'CREDIT', amountUnits: units, status: 'DONE', ledgerReference: reference },
        now,
      ),
    );
    return answer(tx, session, reference ?? undefined, false);
  });
}

export async function walletRollback(
  deps: GameWalletDeps,
  provider: string,
  call: WalletRollbackRequest,
): Promise<WalletAnswer> {
  if (call.rolledBackTransactionId === call.transactionId)
    throw refuse(409, GameErrorCode.transactionMismatch, 'A rollback names another transaction than itself');
  const session = await sessionOf(deps, provider, call.sessionId, { live: false });
  return withPlayerLock(deps.db, session.playerId, async (tx) => {
    const existing = await findTransaction(tx, provider, call.transactionId);
    if (existing) {
      repeatOf(existing, 'ROLLBACK', call);
      if (existing.rolledBackTransactionId !== call.rolledBackTransactionId)
        throw refuse(409, GameErrorCode.transactionMismatch, 'This transaction id was used for another call');
      return answer(tx, session, existing.ledgerReference ?? undefined, true);
    }
    const now = deps.clock();
    const debit = await findTransaction(tx, provider, call.rolledBackTransactionId);
    if (
      debit &&
      (debit.kind !== 'DEBIT' || debit.playerId !== session.playerId || debit.roundId !== call.roundId)
    )
      throw refuse(
        409,
        GameErrorCode.transactionMismatch,
        'The rolled-back transaction is not a debit of this round',
      );
    const rollback = (reference: string | null) =>
      insertTransaction(
        tx,
        row(
          provider,
          session,
          call,
          {
            kind: 'ROLLBACK',
            amountUnits: debit?.status === 'DONE' ? debit.amountUnits : ledgerUnits(0),
            status: 'DONE',
            rolledBackTransactionId: call.rolledBackTransactionId,
            ledgerReference: reference,
          },
          now,
        ),
      );
    if (!debit) {
      // The rollback overtook its debit (the provider timed out before the debit arrived): leave
      // the debit's id a tombstone, so that when it comes it is refused, and move nothing.
      await insertTransaction(
        tx,
        row(
          provider,
          session,
          { transactionId: call.rolledBackTransactionId, roundId: call.roundId },
          { kind: 'DEBIT', amountUnits: ledgerUnits(0), status: 'ROLLED_BACK' },
          now,
        ),
      );
      await rollback(null);
      return answer(tx, session, undefined, false);
    }
    if (debit.status === 'ROLLED_BACK') {
      // Another rollback id took it back already: nothing moves twice.
      await rollback(null);
      return answer(tx, session, undefined, false);
    }
    const round = await roundTransactions(tx, provider, session.playerId, call.roundId);
    if (round.some((t) => t.kind === 'CREDIT'))
      throw refuse(409, GameErrorCode.roundSettled, 'The round is settled: its stake cannot be rolled back');
    const reference = ledgerReference(provider, call.transactionId);
    await postGameEntry(tx, session, {
      kind: 'GAME_REFUND',
      amountUnits: debit.amountUnits,
      reference,
      roundId: call.roundId,
      createdAt: now,
    });
    await markRolledBack(tx, provider, debit.transactionId);
    await rollback(reference);
    return answer(tx, session, reference, false);
  });
}
