import { and, desc, eq, isNull, lt, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { providerBets, providerSessions } from '../../db/schema.ts';

/*
 * The owner of provider_sessions and provider_bets: the demo games provider's own tables (another
 * company's database in real life; docs/decisions/games-provider.md).
 */

export type ProviderSessionRow = typeof providerSessions.$inferSelect;
export type ProviderBetRow = typeof providerBets.$inferSelect;
export type ProviderBetStatus = ProviderBetRow['status'];

/** A fun-play session has no operator session: its money is the page's play money. */
export const DEMO_OPERATOR_SESSION = '';
export const isDemoSession = (session: ProviderSessionRow): boolean =>
  session.operatorSessionId === DEMO_OPERATOR_SESSION;

export async function insertProviderSession(db: Db, row: ProviderSessionRow): Promise<void> {
  await db.insert(providerSessions).values(row);
}

export async function findProviderSession(db: Db, id: string): Promise<ProviderSessionRow | undefined> {
  const [row] = await db.select().from(providerSessions).where(eq(providerSessions.id, id));
  return row;
}

/** Fun-play sessions past their end, with their bets (the cascade): nobody plays them any more. */
export async function deleteExpiredDemoSessions(db: Db, now: Date): Promise<void> {
  await db
    .delete(providerSessions)
    .where(
      and(eq(providerSessions.operatorSessionId, DEMO_OPERATOR_SESSION), lt(providerSessions.expiresAt, now)),
    );
}

export async function insertBet(db: Db, row: ProviderBetRow): Promise<void> {
  await db.insert(providerBets).values(row);
}

export async function findBet(db: Db, id: string): Promise<ProviderBetRow | undefined> {
  const [row] = await db.select().from(providerBets).where(eq(providerBets.id, id));
  return row;
}

export async function deleteBet(db: Db, id: string): Promise<void> {
  await db.delete(providerBets).where(eq(providerBets.id, id));
}

/** Moves a bet on from `from` only: of two writers racing, one gets the row back. */
export async function moveBet(
  db: Db,
  id: string,
  from: ProviderBetStatus,
  values: Partial<Pick<ProviderBetRow, 'status' | 'payout' | 'settlesAt'>>,
): Promise<ProviderBetRow | undefined> {
  const [row] = await db
    .update(providerBets)
    .set(values)
    .where(and(eq(providerBets.id, id), eq(providerBets.status, from)))
    .returning();
  return row;
}

/** A cash-out by hand: the payout is fixed once, while the bet is open and has none. */
export async function cashOutBet(
  db: Db,
  id: string,
  payout: string,
  now: Date,
): Promise<ProviderBetRow | undefined> {
  const bets = await db
    .update(providerBets)
    .set({ payout, settlesAt: now })
    .where(and(eq(providerBets.id, id), eq(providerBets.status, 'OPEN'), isNull(providerBets.payout)))
    .returning();
  return bets[0];
}

/** The session's latest bets, newest first. */
export async function sessionBets(db: Db, sessionId: string, limit = 500): Promise<ProviderBetRow[]> {
  return db
    .select()
    .from(providerBets)
    .where(eq(providerBets.sessionId, sessionId))
    .orderBy(desc(providerBets.createdAt), desc(providerBets.id))
    .limit(limit);
}

/** Bets in `status` whose time has come (`settlesAt` for OPEN, `createdAt` for PENDING), with their session. */
export async function dueBets(
  db: Db,
  status: 'OPEN' | 'PENDING',
  before: Date,
  limit = 200,
): Promise<{ bet: ProviderBetRow; session: ProviderSessionRow }[]> {
  const time = status === 'OPEN' ? providerBets.settlesAt : providerBets.createdAt;
  return db
    .select({ bet: providerBets, session: providerSessions })
    .from(providerBets)
    .innerJoin(providerSessions, eq(providerSessions.id, providerBets.sessionId))
    .where(and(eq(providerBets.status, status), lte(time, before)))
    .orderBy(time)
    .limit(limit);
}
