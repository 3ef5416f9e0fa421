import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { anyOf } from '../../db/any-of.ts';
import type { Db, Tx } from '../../db/database.ts';
import { betSlips, retailCodes } from '../../db/schema.ts';
import { nextId, reserveIds } from '../../db/serial-ids.ts';

export type BetSlipRow = typeof betSlips.$inferSelect;

export async function findSlip(db: Db | Tx, id: number): Promise<BetSlipRow | undefined> {
  const rows = await db.select().from(betSlips).where(eq(betSlips.id, id));
  return rows[0];
}

/** Slips by id, in one statement. */
export async function findSlips(db: Db | Tx, ids: readonly number[]): Promise<Map<number, BetSlipRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(betSlips)
    .where(anyOf(betSlips.id, ids, 'integer'));
  return new Map(rows.map((row) => [row.id, row]));
}

/** What a placement looks at first: the slip already stored under its uuid, the slip in its delay. */
export interface SlipsBeforePlacing {
  /** The player's slip under this uuid (a retry). */
  stored: BetSlipRow | undefined;
  /** The player's slip still waiting its in-play delay (there is at most one). */
  pending: BetSlipRow | undefined;
}

export async function slipsBeforePlacing(
  tx: Tx,
  playerId: number,
  uuid: string,
): Promise<SlipsBeforePlacing> {
  return (await slipsBeforePlacingOf(tx, [{ playerId, uuid }])).get(playerId)!;
}

/** A slip whose stake is taken and whose bets wait for a decision. */
export const HELD_STATUSES: BetSlipRow['status'][] = ['PENDING', 'REFERRED', 'OFFERED'];

/**
 * The player's held slips, as the partial index bet_slips_held_player_idx names them: written out,
 * not as values, so that a statement's plan kept for any values (db/named-statements.ts) still
 * reads that index instead of every slip the player has.
 */
const held = sql.raw(`"bet_slips"."status" in (${HELD_STATUSES.map((status) => `'${status}'`).join(', ')})`);

/**
 * The same for several placements of distinct players, in one statement: the slips under their
 * (player, uuid), each one row of the unique index, and the players' slips in their delay, from the
 * index of held slips. Asked for the players' slips and filtered, it read every slip they had placed,
 * more with every bet (docs/decisions/throughput.md, "Thirteenth stop").
 */
export async function slipsBeforePlacingOf(
  tx: Tx,
  placements: readonly { playerId: number; uuid: string }[],
): Promise<Map<number, SlipsBeforePlacing>> {
  const playerIds = placements.map((p) => p.playerId);
  const byUuid = tx
    .select()
    .from(betSlips)
    .where(
      sql`(${betSlips.playerId}, ${betSlips.uuid}) in (select * from unnest(${sql.param(playerIds)}::integer[], ${sql.param(placements.map((p) => p.uuid))}::text[]))`,
    );
  const inDelay = tx
    .select()
    .from(betSlips)
    .where(and(anyOf(betSlips.playerId, playerIds, 'integer'), held, sql`${betSlips.status} = 'PENDING'`));
  const rows = await byUuid.unionAll(inDelay);
  return new Map(
    placements.map(({ playerId, uuid }) => {
      const own = rows.filter((row) => row.playerId === playerId);
      return [
        playerId,
        {
          stored: own.find((row) => row.uuid === uuid),
          pending: own.find((row) => row.status === 'PENDING'),
        },
      ];
    }),
  );
}

/** The stakes the player's slips hold while undecided (in-play delay, trader referral): ledger units. */
export async function heldStakes(tx: Tx, playerId: number): Promise<bigint> {
  const rows = await tx
    .select({ stake: betSlips.totalStakeUnits })
    .from(betSlips)
    .where(and(eq(betSlips.playerId, playerId), held));
  return rows.reduce((sum, row) => sum + BigInt(row.stake), 0n);
}

/** A slip waiting for a trader or for the player's answer to a counter-offer. */
export const REFERRAL_STATUSES: BetSlipRow['status'][] = ['REFERRED', 'OFFERED'];

/** The trader's queue: every slip held for a trader or a player's answer, oldest first. */
export async function referredSlips(db: Db | Tx): Promise<BetSlipRow[]> {
  return db
    .select()
    .from(betSlips)
    .where(inArray(betSlips.status, REFERRAL_STATUSES))
    .orderBy(asc(betSlips.createdAt), asc(betSlips.id));
}

/** A slip to write; `id` one reserved for it (reserveSlipIds), else the next of the sequence. */
export type NewBetSlip = Omit<typeof betSlips.$inferInsert, 'id'> & { id?: number };

/** Ids for slips written later in one statement with their answers (db/serial-ids.ts). */
export const reserveSlipIds = (db: Db | Tx, count: number): Promise<number[]> =>
  reserveIds(db, betSlips, count);

/** The row a slip is stored as, under its id: what `insertSlips` writes. */
export const storedSlip = (slip: NewBetSlip, id: number): BetSlipRow => ({
  ...slip,
  id,
  originId: slip.originId ?? '11',
  rejectionCode: slip.rejectionCode ?? null,
  acceptAt: slip.acceptAt ?? null,
  decidedAt: slip.decidedAt ?? null,
});

export async function insertSlip(tx: Tx, slip: NewBetSlip): Promise<BetSlipRow> {
  return (await insertSlips(tx, [slip]))[0]!;
}

/**
 * Several slips in one statement, answered in the order given. One array a column (the statement's
 * text is the same for any number of slips), and only the ids come back: a row is what was written
 * (the model and the answer are not read back), matched by player and uuid, which are unique. The
 * models and answers go as one JSON array each: node-postgres escapes every character of a `jsonb[]`
 * parameter's elements, and a group's slips are kilobytes each.
 */
export async function insertSlips(tx: Tx, slips: readonly NewBetSlip[]): Promise<BetSlipRow[]> {
  if (slips.length === 0) return [];
  // Without a reserved id, the row's id is the one the statement takes (0 until then).
  const rows = slips.map((slip) => storedSlip(slip, slip.id ?? 0));
  const column = <T>(pick: (row: (typeof rows)[number]) => T) => sql.param(rows.map(pick));
  const iso = (at: Date | null) => at?.toISOString() ?? null;
  const inserted = await tx.execute<{ id: number; player_id: number; uuid: string }>(
    sql`insert into ${betSlips} (id, player_id, uuid, request_hash, status, origin_id, rejection_code, currency,
        total_stake_units, potential_returns_units, delay_seconds, accept_at, model, response, created_at, decided_at)
      select coalesce(id, ${nextId(betSlips)}), player_id, uuid, request_hash, status, origin_id,
        rejection_code, currency, total_stake_units, potential_returns_units, delay_seconds, accept_at,
        ${JSON.stringify(rows.map((r) => r.model))}::jsonb -> (n::integer - 1),
        ${JSON.stringify(rows.map((r) => r.response))}::jsonb -> (n::integer - 1), created_at, decided_at
      from unnest(${sql.param(slips.map((slip) => slip.id ?? null))}::integer[], ${column((r) => r.playerId)}::integer[], ${column((r) => r.uuid)}::text[],
        ${column((r) => r.requestHash)}::text[], ${column((r) => r.status)}::text[], ${column((r) => r.originId)}::text[],
        ${column((r) => r.rejectionCode)}::text[], ${column((r) => r.currency)}::text[],
        ${column((r) => String(r.totalStakeUnits))}::bigint[], ${column((r) => String(r.potentialReturnsUnits))}::numeric[],
        ${column((r) => r.delaySeconds)}::integer[], ${column((r) => iso(r.acceptAt))}::timestamptz[],
        ${column((r) => r.createdAt.toISOString())}::timestamptz[], ${column((r) => iso(r.decidedAt))}::timestamptz[])
        with ordinality as v(id, player_id, uuid, request_hash, status, origin_id, rejection_code, currency,
          total_stake_units, potential_returns_units, delay_seconds, accept_at, created_at, decided_at, n)
      returning id, player_id, uuid`,
  );
  const ids = new Map(inserted.rows.map((row) => [`${row.player_id}:${row.uuid}`, Number(row.id)]));
  return rows.map((row) => ({ ...row, id: ids.get(`${row.playerId}:${row.uuid}`)! }));
}

export async function updateSlip(
  tx: Tx,
  id: number,
  change: Partial<Pick<BetSlipRow, 'status' | 'rejectionCode' | 'response' | 'decidedAt' | 'acceptAt'>>,
): Promise<void> {
  await tx.update(betSlips).set(change).where(eq(betSlips.id, id));
}

/** Several held slips accepted at `decidedAt`, each with its answer: one statement. */
export async function acceptSlips(
  tx: Tx,
  accepted: readonly { id: number; response: unknown }[],
  decidedAt: Date,
): Promise<void> {
  if (accepted.length === 0) return;
  await tx.execute(sql`update ${betSlips} set status = 'ACCEPTED', response = v.response,
    decided_at = ${decidedAt}
    from jsonb_to_recordset(${JSON.stringify(accepted)}::jsonb) as v(id integer, response jsonb)
    where ${betSlips.id} = v.id`);
}

/**
 * Held slips whose time is up and still undecided (the sweeper decides them): in-play slips whose
 * delay is over, referrals nobody answered by their deadline.
 */
export async function dueSlips(db: Db, now: Date, limit = 100): Promise<{ id: number; playerId: number }[]> {
  return db
    .select({ id: betSlips.id, playerId: betSlips.playerId })
    .from(betSlips)
    .where(and(inArray(betSlips.status, HELD_STATUSES), lte(betSlips.acceptAt, now)))
    .orderBy(asc(betSlips.acceptAt))
    .limit(limit);
}

export async function insertRetailCode(
  db: Db,
  row: typeof retailCodes.$inferInsert,
): Promise<'inserted' | 'taken'> {
  const inserted = await db
    .insert(retailCodes)
    .values(row)
    .onConflictDoNothing()
    .returning({ code: retailCodes.code });
  return inserted.length > 0 ? 'inserted' : 'taken';
}

export async function findRetailCode(
  db: Db,
  code: string,
): Promise<typeof retailCodes.$inferSelect | undefined> {
  const rows = await db.select().from(retailCodes).where(eq(retailCodes.code, code));
  return rows[0];
}
