import { and, count, eq, gt, inArray, lt, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { loginAttempts } from '../../db/schema.ts';
import { ApiProblem } from '../../errors.ts';

/** First key of the two-key advisory lock on a username (the one-key locks of seed and feed are another space). */
const LOGIN_LOCK_SPACE = 731_003;

export interface LoginRateLimits {
  /** Failed logins per username in the window. */
  perUsername: number;
  /** Attempts (failed or not) per client address in the window. */
  perAddress: number;
  windowSeconds: number;
}

/**
 * Counts login attempts in the database, so that the limits hold across every server process
 * sharing it. An attempt is recorded before it is counted: requests racing in parallel see each
 * other and cannot all slip under the limit. A throttled attempt is not kept (it would push the
 * retry time further out for the real player too).
 * Returns the recorded attempt's id; throws 429 with retryAfterSeconds when over a limit, before
 * any password is checked.
 */
export async function beginLoginAttempt(
  db: Db,
  limits: LoginRateLimits,
  attempt: { usernameKey: string; address: string; now: Date },
): Promise<number> {
  const { now, usernameKey, address } = attempt;
  const since = new Date(now.getTime() - limits.windowSeconds * 1000);
  // Old attempts count for nothing any more; the `at` index keeps this cheap. Rows another
  // transaction holds are left for a later purge: this statement never waits, so it can never be
  // part of a deadlock with a login's bookkeeping.
  await db
    .delete(loginAttempts)
    .where(
      inArray(
        loginAttempts.id,
        db
          .select({ id: loginAttempts.id })
          .from(loginAttempts)
          .where(lt(loginAttempts.at, since))
          .for('update', { skipLocked: true }),
      ),
    );
  const [row] = await db
    .insert(loginAttempts)
    .values({ usernameKey, address, succeeded: false, at: now })
    .returning({ id: loginAttempts.id });
  const id = row!.id;
  const [byUsername, byAddress] = await Promise.all([
    db
      .select({ n: count(), oldest: min(loginAttempts.at) })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.usernameKey, usernameKey),
          eq(loginAttempts.succeeded, false),
          gt(loginAttempts.at, since),
          sql`${loginAttempts.id} <> ${id}`,
        ),
      ),
    db
      .select({ n: count(), oldest: min(loginAttempts.at) })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.address, address), gt(loginAttempts.at, since))),
  ]);
  const over = [
    { window: byUsername[0], limit: limits.perUsername, what: 'this username' },
    // This count includes the attempt itself.
    { window: byAddress[0], limit: limits.perAddress + 1, what: 'this address' },
  ].find(({ window, limit }) => (window?.n ?? 0) >= limit);
  if (!over) return id;
  await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
  const oldest = over.window?.oldest ? new Date(over.window.oldest).getTime() : now.getTime();
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((oldest + limits.windowSeconds * 1000 - now.getTime()) / 1000),
  );
  throw new ApiProblem(429, 'RATE_LIMITED', `Too many login attempts for ${over.what}: try again later`, {
    retryAfterSeconds,
  });
}

/**
 * The password was right: the attempt counts as a success and the username's failures are forgiven.
 * Two successes for one username at once each lock their own row, then each other's (their delete
 * sees the other's row still failed): a deadlock on PostgreSQL. A transaction-scoped advisory lock
 * on the username, taken first, makes them take turns.
 */
export async function loginSucceeded(db: Db, id: number, usernameKey: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOGIN_LOCK_SPACE}, hashtext(${usernameKey}))`);
    await tx.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, id));
    await tx
      .delete(loginAttempts)
      .where(and(eq(loginAttempts.usernameKey, usernameKey), eq(loginAttempts.succeeded, false)));
  });
}
