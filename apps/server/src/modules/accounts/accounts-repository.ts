import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import { anyOf } from '../../db/any-of.ts';
import type { Db } from '../../db/database.ts';
import {
  accountPrefs,
  demoOtpOutbox,
  otpCodes,
  playerFavourites,
  players,
  sessions,
} from '../../db/schema.ts';
import { withPlayerLock } from '../bets/index.ts';

export type PlayerRow = typeof players.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type PrefsRow = typeof accountPrefs.$inferSelect;
export type OtpRow = typeof otpCodes.$inferSelect;

/** A write to an account's rows: one session's, or the player's (and so every session of theirs). */
export type AccountChange = { sessionId: string } | { playerId: number };

const accountChangeListeners = new Set<(change: AccountChange) => void>();

/**
 * Hears every write of this file to players and sessions once it is committed (this module owns
 * both tables, so no other code writes them): each app's session cache forgets what it changed.
 * Returns the unsubscribe.
 */
export function onAccountChange(listener: (change: AccountChange) => void): () => void {
  accountChangeListeners.add(listener);
  return () => accountChangeListeners.delete(listener);
}

/**
 * Tells the caches of a write to players or sessions: every write of this file does once committed;
 * a write made around it (an operator's tool, a test setting up a case) must too, or its change
 * shows only once the cached reads run out (session-cache.ts).
 */
export function accountChanged(change: AccountChange): void {
  for (const listener of accountChangeListeners) listener(change);
}

/** A player by id (a due in-play slip's: the sweeper has no request, so no caller). */
export async function findPlayerById(db: Db, id: number): Promise<PlayerRow | undefined> {
  const rows = await db.select().from(players).where(eq(players.id, id));
  return rows[0];
}

/** Players by id, in one statement (the sweep's due slips name several). */
export async function findPlayersByIds(db: Db, ids: readonly number[]): Promise<Map<number, PlayerRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(players)
    .where(anyOf(players.id, [...new Set(ids)], 'integer'));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * A player of `brand` by username, whatever its case (the unique index is on lower(username)). A
 * player of another brand is not found: they log in with their own brand only (SPEC.md §1).
 */
export async function findPlayerByUsername(
  db: Db,
  brand: string,
  username: string,
): Promise<PlayerRow | undefined> {
  const rows = await db
    .select()
    .from(players)
    .where(and(sql`lower(${players.username}) = ${username.toLowerCase()}`, eq(players.brand, brand)));
  return rows[0];
}

const sessionWithPlayer = (db: Db) =>
  db
    .select({ session: sessions, player: players })
    .from(sessions)
    .innerJoin(players, eq(players.id, sessions.playerId))
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .prepare('session_with_player');

/** Built once a database: every authenticated call reads it (a named statement, planned once a connection). */
const preparedSessionWithPlayer = new WeakMap<Db, ReturnType<typeof sessionWithPlayer>>();

export async function findSessionWithPlayer(
  db: Db,
  sessionId: string,
): Promise<{ session: SessionRow; player: PlayerRow } | undefined> {
  let prepared = preparedSessionWithPlayer.get(db);
  if (!prepared) preparedSessionWithPlayer.set(db, (prepared = sessionWithPlayer(db)));
  const rows = await prepared.execute({ sessionId });
  return rows[0];
}

/** A new session, and the login recorded on the player (the previous one kept for lastLoginDate). */
export async function createSession(db: Db, session: typeof sessions.$inferInsert): Promise<SessionRow> {
  const created = await db.transaction(async (tx) => {
    const [row] = await tx.insert(sessions).values(session).returning();
    await tx.update(players).set({ lastLoginAt: session.createdAt }).where(eq(players.id, session.playerId));
    return row!;
  });
  accountChanged({ playerId: session.playerId });
  return created;
}

export async function updateSession(
  db: Db,
  sessionId: string,
  set: Partial<Pick<SessionRow, 'expiresAt' | 'revokedAt' | 'factorPassed' | 'factorFailures'>>,
): Promise<void> {
  await db.update(sessions).set(set).where(eq(sessions.id, sessionId));
  accountChanged({ sessionId });
}

/**
 * Claims one security-answer attempt before the answer is checked, in one UPDATE: answers sent in
 * parallel each take their own turn, so no more than `maxAttempts` are ever checked. Returns the
 * attempt's number, or undefined when the session has no attempt left (or is ended or passed).
 */
export async function claimFactorAttempt(
  db: Db,
  sessionId: string,
  maxAttempts: number,
): Promise<number | undefined> {
  const [row] = await db
    .update(sessions)
    .set({ factorFailures: sql`${sessions.factorFailures} + 1` })
    .where(
      and(
        eq(sessions.id, sessionId),
        lt(sessions.factorFailures, maxAttempts),
        isNull(sessions.revokedAt),
        eq(sessions.factorPassed, false),
      ),
    )
    .returning({ attempt: sessions.factorFailures });
  accountChanged({ sessionId });
  return row?.attempt;
}

/**
 * The second factor passed, unless a racing request ended the session first (or passed it): only
 * one of "passed" and "revoked" wins the row. True when this call passed it.
 */
export async function passSessionFactor(db: Db, sessionId: string, expiresAt: Date): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ factorPassed: true, expiresAt })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), eq(sessions.factorPassed, false)))
    .returning({ id: sessions.id });
  accountChanged({ sessionId });
  return rows.length === 1;
}

/**
 * Makes `sessionId` the player's only open session: the others end. Under the player's row lock,
 * and only while this session is itself open, so two logins racing leave one of them open (the
 * first to take the lock), never none.
 */
export async function endOtherSessions(
  db: Db,
  playerId: number,
  sessionId: string,
  now: Date,
): Promise<void> {
  await withPlayerLock(db, playerId, async (tx) => {
    const [own] = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    if (!own) return;
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.playerId, playerId), ne(sessions.id, sessionId), isNull(sessions.revokedAt)));
  });
  accountChanged({ playerId });
}

/** Ends a session still waiting for its second factor (one that passed meanwhile stays open). */
export async function revokeUnpassedSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), eq(sessions.factorPassed, false)));
  accountChanged({ sessionId });
}

export async function acceptTerms(db: Db, playerId: number, version: number): Promise<void> {
  await db.update(players).set({ termsAcceptedVersion: version }).where(eq(players.id, playerId));
  accountChanged({ playerId });
}

/** The player's real-money bonuses choice (PUT /xapi/rest/accounts/{id}); null clears it. */
export async function saveRealMoneyBonuses(db: Db, playerId: number, choice: boolean | null): Promise<void> {
  await db.update(players).set({ realMoneyBonuses: choice }).where(eq(players.id, playerId));
  accountChanged({ playerId });
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

/** The player's favourite event ids, in the order added; none saved yet is an empty list. */
export async function findFavourites(db: Db, playerId: number): Promise<number[]> {
  const rows = await db
    .select({ eventIds: playerFavourites.eventIds })
    .from(playerFavourites)
    .where(eq(playerFavourites.playerId, playerId));
  return rows[0]?.eventIds ?? [];
}

/** Replaces the player's favourites (one row a player: the last write wins). */
export async function saveFavourites(
  db: Db,
  playerId: number,
  eventIds: readonly number[],
  now: Date,
): Promise<void> {
  const set = { eventIds: [...eventIds], updatedAt: now };
  await db
    .insert(playerFavourites)
    .values({ playerId, ...set })
    .onConflictDoUpdate({ target: playerFavourites.playerId, set });
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

/**
 * Claims one try at an open code before the code is compared, in one UPDATE: codes sent in
 * parallel each take their own turn, so no more than `maxAttempts` are ever compared. Returns the
 * try's number, or undefined when the code is closed or out of tries.
 */
export async function claimOtpAttempt(db: Db, id: number, maxAttempts: number): Promise<number | undefined> {
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.closedAt), lt(otpCodes.attempts, maxAttempts)))
    .returning({ attempts: otpCodes.attempts });
  return row?.attempts;
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
