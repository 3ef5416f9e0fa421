import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { accountPrefs, demoOtpOutbox, otpCodes, players, sessions } from '../../db/schema.ts';

export type PlayerRow = typeof players.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type PrefsRow = typeof accountPrefs.$inferSelect;
export type OtpRow = typeof otpCodes.$inferSelect;

/** Usernames match whatever their case (the unique index is on lower(username)). */
export async function findPlayerByUsername(db: Db, username: string): Promise<PlayerRow | undefined> {
  const rows = await db
    .select()
    .from(players)
    .where(sql`lower(${players.username}) = ${username.toLowerCase()}`);
  return rows[0];
}

export async function findSessionWithPlayer(
  db: Db,
  sessionId: string,
): Promise<{ session: SessionRow; player: PlayerRow } | undefined> {
  const rows = await db
    .select({ session: sessions, player: players })
    .from(sessions)
    .innerJoin(players, eq(players.id, sessions.playerId))
    .where(eq(sessions.id, sessionId));
  return rows[0];
}

/** A new session, and the login recorded on the player (the previous one kept for lastLoginDate). */
export async function createSession(db: Db, session: typeof sessions.$inferInsert): Promise<SessionRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(sessions).values(session).returning();
    await tx.update(players).set({ lastLoginAt: session.createdAt }).where(eq(players.id, session.playerId));
    return row!;
  });
}

export async function updateSession(
  db: Db,
  sessionId: string,
  set: Partial<Pick<SessionRow, 'expiresAt' | 'revokedAt' | 'factorPassed' | 'factorFailures'>>,
): Promise<void> {
  await db.update(sessions).set(set).where(eq(sessions.id, sessionId));
}

/** One more wrong security answer; the new count. */
export async function countFactorFailure(db: Db, sessionId: string): Promise<number> {
  const [row] = await db
    .update(sessions)
    .set({ factorFailures: sql`${sessions.factorFailures} + 1` })
    .where(eq(sessions.id, sessionId))
    .returning({ failures: sessions.factorFailures });
  return row?.failures ?? 0;
}

export async function acceptTerms(db: Db, playerId: number, version: number): Promise<void> {
  await db.update(players).set({ termsAcceptedVersion: version }).where(eq(players.id, playerId));
}

export async function findPrefs(db: Db, playerId: number): Promise<PrefsRow | undefined> {
  const rows = await db.select().from(accountPrefs).where(eq(accountPrefs.playerId, playerId));
  return rows[0];
}

export async function savePrefs(db: Db, playerId: number, prefs: Omit<PrefsRow, 'playerId'>): Promise<void> {
  await db
    .insert(accountPrefs)
    .values({ playerId, ...prefs })
    .onConflictDoUpdate({ target: accountPrefs.playerId, set: prefs });
}

// ---- One-time codes -----------------------------------------------------------------------------

export async function latestOtp(db: Db, playerId: number): Promise<OtpRow | undefined> {
  const rows = await db
    .select()
    .from(otpCodes)
    .where(eq(otpCodes.playerId, playerId))
    .orderBy(sql`${otpCodes.createdAt} desc, ${otpCodes.id} desc`)
    .limit(1);
  return rows[0];
}

/** Stores a new code, closing the player's earlier ones: only the last code sent works. */
export async function insertOtp(db: Db, code: typeof otpCodes.$inferInsert): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(otpCodes)
      .set({ closedAt: code.createdAt })
      .where(and(eq(otpCodes.playerId, code.playerId), isNull(otpCodes.closedAt)));
    await tx.insert(otpCodes).values(code);
  });
}

/** The player's open code, unexpired at `now`. */
export async function openOtp(db: Db, playerId: number, now: Date): Promise<OtpRow | undefined> {
  const rows = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.playerId, playerId), isNull(otpCodes.closedAt), gt(otpCodes.expiresAt, now)))
    .orderBy(sql`${otpCodes.id} desc`)
    .limit(1);
  return rows[0];
}

/** One more wrong try at a code; closes it at `maxAttempts`. Returns the attempts so far. */
export async function countOtpAttempt(db: Db, id: number, maxAttempts: number, now: Date): Promise<number> {
  const [row] = await db
    .update(otpCodes)
    .set({
      attempts: sql`${otpCodes.attempts} + 1`,
      closedAt: sql`case when ${otpCodes.attempts} + 1 >= ${maxAttempts} then ${now.toISOString()}::timestamptz else null end`,
    })
    .where(eq(otpCodes.id, id))
    .returning({ attempts: otpCodes.attempts });
  return row?.attempts ?? maxAttempts;
}

export async function closeOtp(db: Db, id: number, now: Date): Promise<boolean> {
  // Only an open code closes: two requests racing with the right code pass once.
  const rows = await db
    .update(otpCodes)
    .set({ closedAt: now })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.closedAt)))
    .returning({ id: otpCodes.id });
  return rows.length === 1;
}

export async function putInOutbox(
  db: Db,
  playerId: number,
  message: Omit<typeof demoOtpOutbox.$inferInsert, 'playerId'>,
): Promise<void> {
  await db
    .insert(demoOtpOutbox)
    .values({ playerId, ...message })
    .onConflictDoUpdate({ target: demoOtpOutbox.playerId, set: message });
}

export async function readOutbox(
  db: Db,
  username: string,
): Promise<typeof demoOtpOutbox.$inferSelect | undefined> {
  const rows = await db
    .select({
      playerId: demoOtpOutbox.playerId,
      code: demoOtpOutbox.code,
      destination: demoOtpOutbox.destination,
      sentAt: demoOtpOutbox.sentAt,
    })
    .from(demoOtpOutbox)
    .innerJoin(players, eq(players.id, demoOtpOutbox.playerId))
    .where(sql`lower(${players.username}) = ${username.toLowerCase()}`);
  return rows[0];
}
