import type { Jackpot, JackpotBet, JackpotEntry, JackpotEvent } from '@sb/contract';
import {
  addUnits,
  jackpotPrizeEstimate,
  mainMatches,
  type JackpotMatchResult,
  type LedgerUnits,
} from '@sb/domain';
import { ledgerAmount } from '../accounts/index.ts';
import type { EntryRow, MatchRow, PoolRow } from './jackpot-repository.ts';
import { domainMatches, ledgerRules, poolStatus, storedUnits } from './pool-rules.ts';

/* Rows as the contract's shapes (packages/contract/src/jackpot.ts): amounts back to wire strings. */

const resultOnWire = (result: JackpotMatchResult | undefined) =>
  result === undefined ? {} : { result: result === 'void' ? ('void' as const) : result.winner };

const won = (result: JackpotMatchResult | undefined, outcomeId: number) =>
  result === undefined ? {} : { won: result !== 'void' && result.winner === outcomeId };

/** The top prize: the settled top tier's pot (paid, or rolled over), else the estimate from the stakes so far. */
function topPrize(pool: PoolRow, stakes: LedgerUnits): LedgerUnits {
  const settled = pool.prizes && !pool.prizes.cancelled ? pool.prizes.tiers[0] : undefined;
  if (settled) return addUnits(storedUnits(settled.paid), storedUnits(settled.rolledOver));
  return jackpotPrizeEstimate(stakes, pool.rolloverInUnits, ledgerRules(pool)) as LedgerUnits;
}

export function jackpotView(
  pool: PoolRow,
  matches: readonly MatchRow[],
  stakes: LedgerUnits,
  results: ReadonlyMap<number, JackpotMatchResult>,
  now: Date,
): Jackpot {
  const money = (units: LedgerUnits) => ledgerAmount(units, pool.currency);
  const mains = mainMatches(domainMatches(matches)).length;
  const jackpotPrize = money(topPrize(pool, stakes));
  const globalStake = money(pool.unitStakeUnits);
  const events = matches.map((m): JackpotEvent => ({
    jackpotId: pool.id,
    jackpotPrize,
    globalStake,
    reserve: m.reserve,
    reserveSelectionCount: m.reserve ? 1 : 0,
    ordinal: m.ordinal,
    numberOfEvents: matches.length,
    eventId: m.eventId,
    eventDescription: m.eventDescription,
    slug: m.slug,
    leagueDescription: m.leagueDescription,
    eventDate: m.eventDate.toISOString(),
    marketId: m.marketId,
    marketDescription: m.marketDescription,
    periodDescription: m.periodDescription,
    periodId: m.periodId,
    outcomes: m.outcomes.map((o) => ({ ...o, ...won(results.get(m.ordinal), o.outcomeId) })),
    ...resultOnWire(results.get(m.ordinal)),
  }));
  const settledTiers = pool.prizes && !pool.prizes.cancelled ? pool.prizes.tiers : undefined;
  return {
    jackpotId: pool.id,
    name: pool.name,
    series: pool.series,
    currency: pool.currency,
    status: poolStatus(pool, now),
    globalStake,
    jackpotPrize,
    guarantee: money(pool.guaranteeUnits),
    rolloverIn: money(pool.rolloverInUnits),
    closesAt: pool.closesAt.toISOString(),
    numberOfEvents: matches.length,
    reserveCount: matches.length - mains,
    maxDoubles: pool.rules.maxDoubles,
    maxLines: 2 ** pool.rules.maxDoubles,
    maxEntriesPerPlayer: pool.rules.maxEntriesPerPlayer,
    voidLimit: pool.rules.voidLimit,
    tiers: pool.rules.tiers.map((tier, i) => {
      const settled = settledTiers?.[i];
      return {
        wrong: tier.wrong,
        correct: mains - tier.wrong,
        sharePercent: tier.shareBasisPoints / 100,
        ...(settled
          ? { perLine: money(storedUnits(settled.perLine)), winningLines: Number(settled.lines) }
          : {}),
      };
    }),
    events,
  };
}

/** §3 "Jackpot bet" of an entry. */
export function jackpotBetView(pool: PoolRow, entry: EntryRow, jackpotPrize: string): JackpotBet {
  return {
    jackpotId: pool.id,
    jackpotPrize,
    globalStake: ledgerAmount(pool.unitStakeUnits, pool.currency),
    noOfBets: entry.lines,
    originId: entry.originId,
    jackpotTotalStake: ledgerAmount(entry.costUnits, pool.currency),
    singles: entry.picks,
  };
}

export function entryView(
  entry: EntryRow,
  pool: PoolRow,
  matches: readonly MatchRow[],
  results: ReadonlyMap<number, JackpotMatchResult>,
  now: Date,
): JackpotEntry {
  return {
    id: String(entry.id),
    jackpotId: pool.id,
    jackpotName: pool.name,
    currency: pool.currency,
    status: entry.status,
    jackpotStatus: poolStatus(pool, now),
    placedAt: entry.createdAt.toISOString(),
    ...(entry.settledAt ? { settledAt: entry.settledAt.toISOString() } : {}),
    noOfBets: entry.lines,
    globalStake: ledgerAmount(pool.unitStakeUnits, pool.currency),
    totalCost: ledgerAmount(entry.costUnits, pool.currency),
    returns: ledgerAmount(entry.returnsUnits, pool.currency),
    ...(entry.bestWrong === null ? {} : { bestWrong: entry.bestWrong }),
    picks: matches.map((m) => ({
      ordinal: m.ordinal,
      reserve: m.reserve,
      eventDescription: m.eventDescription,
      eventDate: m.eventDate.toISOString(),
      outcomes: m.outcomes.map((o) => ({ ...o, ...won(results.get(m.ordinal), o.outcomeId) })),
      picked: entry.picks.filter((p) => p.ordinal === m.ordinal).map((p) => p.outcomeId),
      ...resultOnWire(results.get(m.ordinal)),
    })),
  };
}
