import { jackpotRulesProblems, ledgerUnits, wireAmountToLedgerUnits, type LedgerUnits } from '@sb/domain';
import type { Db } from '../../db/database.ts';
import type { JackpotPoolRules } from '../../db/schema.ts';
import { selectMatches, type MatchWithMarket } from '../catalog/index.ts';
import {
  insertPool,
  openPoolOfSeries,
  unclaimedRollovers,
  updatePool,
  type NewMatch,
  type PoolRow,
} from './jackpot-repository.ts';

/*
 * Pools made from the catalogue (docs/decisions/jackpot.md "Demo"): the operator's weekend and
 * midweek jackpots, one open pool per series and currency, each over the next football matches of
 * its days. A new pool claims the roll-over its series left unclaimed.
 */

/** The full-time match result (1X2) of football: what a pool plays (demo market-types.ts id 1). */
export const POOL_MARKET_TYPE = 1;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface PoolTemplate {
  series: string;
  name: string;
  mains: number;
  reserves: number;
  /** Days of the week (0 Sunday) whose matches the pool prefers, UTC. */
  days: readonly number[];
  rules: JackpotPoolRules;
  /** Guarantee per currency, in major units. */
  guarantee: Readonly<Record<string, number>>;
}

/** A line's price per currency, major units. */
export const POOL_UNIT_STAKES: Readonly<Record<string, number>> = { EUR: 1, KES: 50 };

export const POOL_TEMPLATES: readonly PoolTemplate[] = [
  {
    series: 'weekend',
    name: 'Weekend Jackpot',
    mains: 13,
    reserves: 3,
    days: [6, 0],
    rules: {
      maxDoubles: 5,
      maxEntriesPerPlayer: 10,
      marginBasisPoints: 3000,
      tiers: [
        { wrong: 0, shareBasisPoints: 6000 },
        { wrong: 1, shareBasisPoints: 2500 },
        { wrong: 2, shareBasisPoints: 1500 },
      ],
      voidLimit: 5,
    },
    guarantee: { EUR: 100_000, KES: 10_000_000 },
  },
  {
    series: 'midweek',
    name: 'Midweek Jackpot',
    mains: 8,
    reserves: 2,
    days: [2, 3, 4],
    rules: {
      maxDoubles: 3,
      maxEntriesPerPlayer: 10,
      marginBasisPoints: 3000,
      tiers: [
        { wrong: 0, shareBasisPoints: 7500 },
        { wrong: 1, shareBasisPoints: 2500 },
      ],
      voidLimit: 3,
    },
    guarantee: { EUR: 10_000, KES: 1_000_000 },
  },
];

/** The pool a browser test opens over its own matches (the demo control). */
export const TEST_POOL_RULES: JackpotPoolRules = {
  maxDoubles: 2,
  maxEntriesPerPlayer: 10,
  marginBasisPoints: 3000,
  tiers: [
    { wrong: 0, shareBasisPoints: 7000 },
    { wrong: 1, shareBasisPoints: 3000 },
  ],
  voidLimit: 1,
};

const units = (major: number, currency: string): LedgerUnits => {
  const converted = wireAmountToLedgerUnits(major, currency);
  if (!converted.ok) throw new Error(`${major} is not a ${currency} amount`);
  return converted.units;
};

/** The next run of `days` after `from`: its first day's midnight and the midnight after its last, UTC. */
export function nextWindow(from: Date, days: readonly number[]): { start: Date; end: Date } {
  const midnight = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  for (let d = 0; d < 7; d++) {
    const day = new Date(midnight + d * DAY);
    if (day.getUTCDay() !== days[0]) continue;
    return { start: day, end: new Date(day.getTime() + days.length * DAY) };
  }
  throw new Error(`No day ${days[0]} in a week`);
}

function poolMatches(found: readonly MatchWithMarket[], mains: number): NewMatch[] {
  return found.map(({ event, market, outcomes }, i) => ({
    ordinal: i + 1,
    reserve: i >= mains,
    eventId: event.id,
    eventDescription: event.description,
    slug: event.slug,
    leagueDescription: event.eventPaths.at(-1)?.description ?? '',
    eventDate: event.eventDate,
    marketId: market.id,
    marketDescription: market.description,
    periodDescription: market.period.description,
    periodId: market.period.id,
    outcomes: outcomes.map((o) => ({ outcomeId: o.id, outcomeDescription: o.description })),
  }));
}

export interface NewPoolSpec {
  series: string;
  name: string;
  currency: string;
  rules: JackpotPoolRules;
  unitStake: LedgerUnits;
  guarantee: LedgerUnits;
  matches: readonly MatchWithMarket[];
  mains: number;
}

/**
 * Opens a pool over `matches` (main matches first, then reserves), closing at the first kick-off,
 * with the roll-over its series left unclaimed, in one transaction.
 */
export async function openPool(db: Db, spec: NewPoolSpec, now: Date): Promise<PoolRow> {
  const problems = jackpotRulesProblems({
    ...spec.rules,
    unitStake: spec.unitStake,
    guarantee: spec.guarantee,
  });
  if (problems.length > 0) throw new Error(`Pool ${spec.name}: ${problems.join('; ')}`);
  return db.transaction(async (tx) => {
    const claimed = await unclaimedRollovers(tx, spec.series, spec.currency);
    const rollover = claimed.reduce((sum, p) => sum + BigInt(p.prizes?.rolloverOut ?? '0'), 0n);
    const pool = await insertPool(
      tx,
      {
        series: spec.series,
        name: spec.name,
        currency: spec.currency,
        unitStakeUnits: spec.unitStake,
        guaranteeUnits: spec.guarantee,
        rolloverInUnits: ledgerUnits(rollover),
        rules: spec.rules,
        closesAt: new Date(Math.min(...spec.matches.map((m) => m.event.eventDate.getTime()))),
        status: 'OPEN',
        createdAt: now,
      },
      poolMatches(spec.matches, spec.mains),
    );
    for (const previous of claimed) await updatePool(tx, previous.id, { rolloverToPoolId: pool.id });
    return pool;
  });
}

/** Candidates looked at for a pool: enough of a busy weekend to find the top leagues' games. */
const CANDIDATES = 400;

/**
 * The top divisions' games first, the menu's first countries before the others (as an operator
 * picks a pool's matches), then in kick-off order: the
 * pool's ordinals follow the kick-offs, the reserves the last of them.
 */
function chosen(candidates: readonly MatchWithMarket[], needed: number): MatchWithMarket[] | undefined {
  if (candidates.length < needed) return undefined;
  return [...candidates]
    .sort(
      (a, b) =>
        a.leagueOrder - b.leagueOrder ||
        a.countryOrder - b.countryOrder ||
        a.event.eventDate.getTime() - b.event.eventDate.getTime(),
    )
    .slice(0, needed)
    .sort((a, b) => a.event.eventDate.getTime() - b.event.eventDate.getTime() || a.event.id - b.event.id);
}

/** A template's matches: those of its next days, else the next ones at all; undefined if too few. */
async function matchesFor(db: Db, template: PoolTemplate, now: Date): Promise<MatchWithMarket[] | undefined> {
  const needed = template.mains + template.reserves;
  // An hour's notice at least: a pool that closes as it opens sells nothing.
  const from = new Date(now.getTime() + HOUR);
  const window = nextWindow(from, template.days);
  const base = { marketTypeId: POOL_MARKET_TYPE, sportCode: 'FOOT', limit: CANDIDATES };
  const inWindow = await selectMatches(db, {
    ...base,
    from: window.start > from ? window.start : from,
    to: window.end,
  });
  return chosen(inWindow, needed) ?? chosen(await selectMatches(db, { ...base, from }), needed);
}

/**
 * One open pool per template and currency of `currencies`: a series whose pools have all closed
 * gets a new one. Answers the pools it opened.
 */
export async function makePools(
  db: Db,
  now: Date,
  templates: readonly PoolTemplate[] = POOL_TEMPLATES,
  currencies: readonly string[] = Object.keys(POOL_UNIT_STAKES),
): Promise<PoolRow[]> {
  const opened: PoolRow[] = [];
  for (const template of templates) {
    let matches: MatchWithMarket[] | undefined;
    for (const currency of currencies) {
      if (await openPoolOfSeries(db, template.series, currency, now)) continue;
      matches ??= await matchesFor(db, template, now);
      if (!matches) break;
      const first = matches[0]!.event.eventDate;
      const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
        first,
      );
      opened.push(
        await openPool(
          db,
          {
            series: template.series,
            name: `${template.name}, ${day}`,
            currency,
            rules: template.rules,
            unitStake: units(POOL_UNIT_STAKES[currency] ?? 1, currency),
            guarantee: units(template.guarantee[currency] ?? 0, currency),
            matches,
            mains: template.mains,
          },
          now,
        ),
      );
    }
  }
  return opened;
}

/** A browser test's pool over its own matches (DEMO_CONTROLS only): a line costs 1, the guarantee 100. */
export async function openTestPool(
  db: Db,
  request: { eventIds: readonly number[]; reserves: number; currency: string },
  now: Date,
): Promise<PoolRow | undefined> {
  const found = await selectMatches(db, {
    marketTypeId: POOL_MARKET_TYPE,
    from: now,
    ids: request.eventIds,
    limit: request.eventIds.length,
  });
  if (found.length !== request.eventIds.length) return undefined;
  const ordered = request.eventIds.map((id) => found.find((m) => m.event.id === id)!);
  return openPool(
    db,
    {
      // A series of its own: no other journey's roll-over reaches it, and its own goes nowhere.
      series: `test-${now.getTime()}-${request.eventIds.join('-')}`,
      name: 'Test Jackpot',
      currency: request.currency,
      rules: TEST_POOL_RULES,
      unitStake: units(1, request.currency),
      guarantee: units(100, request.currency),
      matches: ordered,
      mains: ordered.length - request.reserves,
    },
    now,
  );
}
