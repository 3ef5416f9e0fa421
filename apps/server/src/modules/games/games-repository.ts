import { createHash } from 'node:crypto';
import type { GameCode, GameSectionId } from '@sb/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import { gameLaunchTokens, gameSessions, gameTransactions } from '../../db/schema.ts';

/*
 * The owner of game_launch_tokens, game_sessions and game_transactions (docs/decisions/games.md).
 */

export type GameSessionRow = typeof gameSessions.$inferSelect;
export type GameTransactionRow = typeof gameTransactions.$inferSelect;

/** Tokens are stored as their SHA-256: whoever reads the table cannot open a game with them. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('base64url');

export interface LaunchTokenValues {
  token: string;
  playerId: number;
  currency: string;
  gameCode: GameCode;
  sectionId: GameSectionId;
  lobbyOrigin: string;
  locale: string;
  expiresAt: Date;
}

export async function insertLaunchToken(db: Db, values: LaunchTokenValues): Promise<void> {
  const { token, ...rest } = values;
  await db.insert(gameLaunchTokens).values({ tokenHash: tokenHash(token), ...rest });
}

/**
 * Spends a launch token: one statement marks it used if it is unused and unexpired, so of two
 * exchanges racing only one gets a row back.
 */
export async function spendLaunchToken(db: Db, token: string, now: Date) {
  const [row] = await db
    .update(gameLaunchTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(gameLaunchTokens.tokenHash, tokenHash(token)),
        isNull(gameLaunchTokens.usedAt),
        gt(gameLaunchTokens.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

export async function insertSession(db: Db, row: GameSessionRow): Promise<void> {
  await db.insert(gameSessions).values(row);
}

export async function findSession(db: Db, id: string): Promise<GameSessionRow | undefined> {
  const [row] = await db.select().from(gameSessions).where(eq(gameSessions.id, id));
  return row;
}

export async function findTransaction(
  tx: Tx,
  provider: string,
  transactionId: string,
): Promise<GameTransactionRow | undefined> {
  const [row] = await tx
    .select()
    .from(gameTransactions)
    .where(and(eq(gameTransactions.provider, provider), eq(gameTransactions.transactionId, transactionId)));
  return row;
}

/** A player's rows of one round (the debits a credit closes, the credit a rollback would undo). */
export async function roundTransactions(
  tx: Tx,
  provider: string,
  playerId: number,
  roundId: string,
): Promise<GameTransactionRow[]> {
  return tx
    .select()
    .from(gameTransactions)
    .where(
      and(
        eq(gameTransactions.provider, provider),
        eq(gameTransactions.roundId, roundId),
        eq(gameTransactions.playerId, playerId),
      ),
    );
}

export async function insertTransaction(tx: Tx, row: GameTransactionRow): Promise<void> {
  await tx.insert(gameTransactions).values(row);
}

export async function markRolledBack(tx: Tx, provider: string, transactionId: string): Promise<void> {
  await tx
    .update(gameTransactions)
    .set({ status: 'ROLLED_BACK' })
    .where(and(eq(gameTransactions.provider, provider), eq(gameTransactions.transactionId, transactionId)));
}
