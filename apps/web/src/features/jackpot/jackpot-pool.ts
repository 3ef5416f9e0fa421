import type { Jackpot, JackpotEvent } from '@sb/contract';
import { amountToMinor, jackpotBooking, type JackpotBooking, type JackpotMatch } from '@sb/domain';

/*
 * A pool as the domain's booking rules read it (packages/domain/src/jackpot): its matches by ordinal
 * with their outcomes, the cap on doubled matches and the unit stake in minor units of its currency.
 */

/** The pool's matches for the domain's rules. */
export function poolMatches(pool: Jackpot): JackpotMatch[] {
  return pool.events.map((event) => ({
    ordinal: event.ordinal,
    reserve: event.reserve,
    marketId: event.marketId,
    outcomeIds: event.outcomes.map((o) => o.outcomeId),
  }));
}

/** The rules a pick is checked against (§5): the doubled matches' cap and the line's price. */
export function poolRules(pool: Jackpot): { maxDoubles: number; unitStake: bigint } {
  return { maxDoubles: pool.maxDoubles, unitStake: amountToMinor(pool.globalStake, pool.currency) };
}

/** The pool's matches in ordinal order: the main matches 1..n, then the reserves. */
export function matchesInOrder(pool: Jackpot): JackpotEvent[] {
  return [...pool.events].sort((a, b) => a.ordinal - b.ordinal);
}

/** The match an outcome is on, if any. */
export function matchOfOutcome(pool: Jackpot, outcomeId: number): JackpotEvent | undefined {
  return pool.events.find((event) => event.outcomes.some((o) => o.outcomeId === outcomeId));
}

/**
 * A match's place as the bettor reads it: its number among the main matches (1..n), or among the
 * reserves ('Reserve 1' is the first to stand in).
 */
export function matchNumber(pool: Jackpot, event: JackpotEvent): { reserve: boolean; number: number } {
  if (!event.reserve) return { reserve: false, number: event.ordinal };
  const mains = pool.events.filter((e) => !e.reserve).length;
  return { reserve: true, number: event.ordinal - mains };
}

/** The local preview of picks (lines, cost, completeness, errors) while the server's answer is on its way. */
export function previewBooking(pool: Jackpot, outcomeIds: readonly number[]): JackpotBooking {
  return jackpotBooking(poolMatches(pool), outcomeIds, poolRules(pool));
}
