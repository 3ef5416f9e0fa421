import { randomUUID } from 'node:crypto';
import type { MarketResult } from '@sb/contract';
import { addUnits, ledgerUnits, negateUnits } from '@sb/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { catalogRows } from '../db/seed-rows.ts';
import { bets, betLegs, eventPaths, events, markets, outcomes, sports, walletLedger } from '../db/schema.ts';
import { postLedgerEntry } from '../modules/accounts/index.ts';
import { insertSlip } from '../modules/betslip/index.ts';
import { insertBets, type NewBet, withPlayerLock } from '../modules/bets/index.ts';
import type { DemoCatalog } from '../demo/demo-catalog.ts';
import { fixtureRace } from './fixture-catalog.ts';

/**
 * Open bets written straight through the repositories (tests of what the API cannot place yet,
 * such as each-way terms, and the bench's 10,000 bets): one slip per call, its bets OPEN, and the
 * stake taken through the ledger as placement takes it, so balances and the ledger add up.
 */

export interface KitLeg {
  outcomeId: number;
  marketId: number;
  eventId?: number;
  price: number;
  banker?: boolean;
  placeTerms?: { numerator: number; denominator: number; places: number };
  deadHeatAllowed?: boolean;
}

export interface KitBet {
  kind?: NewBet['kind'];
  betTypeId?: number;
  /** Ledger units. */
  unitStakeUnits: number;
  eachWay?: boolean;
  /** Combinations (x2 each-way is added here): 1 for a single or a multiple. */
  combinations?: number;
  legs: KitLeg[];
}

export async function insertOpenBets(
  db: Db,
  player: { id: number; currency: string },
  lines: readonly KitBet[],
  now: Date,
): Promise<number[]> {
  return withPlayerLock(db, player.id, async (tx) => {
    const newBets: NewBet[] = lines.map((line, i) => {
      const kind = line.kind ?? (line.legs.length === 1 ? 'SINGLE' : 'MULTIPLE');
      const noOfBets = (line.combinations ?? 1) * (line.eachWay ? 2 : 1);
      return {
        ref: kind === 'SINGLE' ? `sel${i + 1}` : `mul${i + 1}`,
        kind,
        betTypeId: line.betTypeId ?? (kind === 'SINGLE' ? 200001 : 200002),
        description: kind,
        noOfBets,
        eachWay: line.eachWay ?? false,
        unitStakeUnits: ledgerUnits(line.unitStakeUnits),
        totalStakeUnits: ledgerUnits(line.unitStakeUnits * noOfBets),
        price: kind === 'SYSTEM' ? null : line.legs.reduce((p, l) => p * l.price, 1),
        potentialReturnsUnits: ledgerUnits(0),
        legs: line.legs.map((leg) => ({
          outcomeId: leg.outcomeId,
          marketId: leg.marketId,
          eventId: leg.eventId ?? Math.floor(leg.marketId / 100),
          price: leg.price,
          outcomeDescription: `Outcome ${leg.outcomeId}`,
          marketDescription: `Market ${leg.marketId}`,
          eventDescription: `Event ${leg.eventId ?? Math.floor(leg.marketId / 100)}`,
          banker: leg.banker ?? false,
          placeTerms: leg.placeTerms ?? null,
          deadHeatAllowed: leg.deadHeatAllowed ?? false,
        })),
      };
    });
    const total = addUnits(...newBets.map((b) => b.totalStakeUnits));
    const slip = await insertSlip(tx, {
      playerId: player.id,
      uuid: randomUUID(),
      requestHash: 'kit',
      status: 'ACCEPTED',
      currency: player.currency,
      totalStakeUnits: total,
      potentialReturnsUnits: '0',
      delaySeconds: 0,
      model: {},
      response: {},
      createdAt: now,
      decidedAt: now,
    });
    const ids = await insertBets(tx, slip, 'OPEN', newBets);
    // The money first goes in (a deposit), then the stake out, as a player's would.
    for (const [kind, amount, reference] of [
      ['DEPOSIT', total, `kit-deposit:${slip.id}`],
      ['BET_STAKE', negateUnits(total), `bet:${slip.id}:real`],
    ] as const) {
      await postLedgerEntry(
        tx,
        {
          playerId: player.id,
          kind,
          pot: 'real',
          amountUnits: amount,
          reference,
          description: kind,
          createdAt: now,
        },
        () => undefined,
      );
    }
    return ids;
  });
}

/** Writes the fixture's race (fixture-catalog.ts `fixtureRace`) into the app's catalogue. */
export async function insertRace(app: FastifyInstance, now: Date): Promise<void> {
  const rows = catalogRows({ ...fixtureRace(now), streams: [] } as unknown as DemoCatalog);
  await app.db.insert(sports).values(rows.sports);
  await app.db.insert(eventPaths).values(rows.eventPaths);
  await app.db.insert(events).values(rows.events);
  await app.db.insert(markets).values(rows.markets);
  await app.db.insert(outcomes).values(rows.outcomes);
  app.catalog.invalidate();
}

/** A result naming the winners (the other listed outcomes lose), at the tests' clock. */
export function resultOf(
  marketId: number,
  outcomes: Record<number, MarketResult['outcomes'][number]['result']>,
  extra: Partial<Record<number, Pick<MarketResult['outcomes'][number], 'deadHeat' | 'placeDeadHeat'>>> = {},
  eventId = Math.floor(marketId / 100),
): MarketResult {
  return {
    marketId,
    eventId,
    outcomes: Object.entries(outcomes).map(([id, result]) => ({
      outcomeId: Number(id),
      result,
      ...extra[Number(id)],
    })),
    resultedAt: new Date('2026-11-23T12:00:00Z').toISOString(),
  };
}

/** BET_WIN rows by bet id (reference settle:<betId>), and their count per bet. */
export async function winsOf(
  db: Db,
  playerId?: number,
): Promise<Map<number, { rows: number; amount: number }>> {
  const rows = await db
    .select({ reference: walletLedger.reference, amount: walletLedger.amountUnits })
    .from(walletLedger)
    .where(
      playerId === undefined
        ? eq(walletLedger.kind, 'BET_WIN')
        : sql`${walletLedger.kind} = 'BET_WIN' and ${walletLedger.playerId} = ${playerId}`,
    );
  const wins = new Map<number, { rows: number; amount: number }>();
  for (const row of rows) {
    const betId = Number(row.reference.replace('settle:', ''));
    const seen = wins.get(betId) ?? { rows: 0, amount: 0 };
    wins.set(betId, { rows: seen.rows + 1, amount: seen.amount + Number(row.amount) });
  }
  return wins;
}

export async function betRow(db: Db, betId: number): Promise<typeof bets.$inferSelect> {
  const [row] = await db.select().from(bets).where(eq(bets.id, betId));
  return row!;
}

export async function legRows(db: Db, betId: number) {
  return db.select().from(betLegs).where(eq(betLegs.betId, betId)).orderBy(betLegs.outcomeId);
}
