import { JACKPOT_NOTICES, type JackpotError, type JackpotNoticeCode } from '@sb/contract';
import type { JackpotMatch, JackpotRules } from './jackpot-pool.ts';

/*
 * Booking an entry (SPEC.md §5 "Jackpot"): at most one pick on a reserve match, never every outcome
 * of a market, complete only when every ordinal from 1 to N has a pick; and the operator's cap on
 * doubled matches. An entry's lines are the product of its picks per match; each line costs the
 * unit stake.
 */

/** An entry's picks by the match they are on. */
export interface BookedMatch {
  match: JackpotMatch;
  outcomeIds: number[];
}

export interface JackpotBooking {
  /** Matches with at least one pick, in ordinal order. */
  booked: BookedMatch[];
  /** Rule breaks, each once: a booking with any may not be placed. */
  errors: JackpotNoticeCode[];
  /** Outcomes that are on no match of the pool. */
  strangers: number[];
  /** Every ordinal from 1 to the number of events has a pick. */
  complete: boolean;
  /** The ordinals still without a pick. */
  missing: number[];
  /** Lines the picks make (1 with no pick at all). */
  lines: number;
  /** Lines times the unit stake. */
  cost: bigint;
}

/** The match an outcome belongs to, by outcome id. */
function matchOfOutcome(matches: readonly JackpotMatch[]): Map<number, JackpotMatch> {
  const byOutcome = new Map<number, JackpotMatch>();
  for (const match of matches) for (const id of match.outcomeIds) byOutcome.set(id, match);
  return byOutcome;
}

/** The picks grouped by match; repeated outcome ids count once. */
export function bookedMatches(
  matches: readonly JackpotMatch[],
  outcomeIds: readonly number[],
): { booked: BookedMatch[]; strangers: number[] } {
  const byOutcome = matchOfOutcome(matches);
  const byOrdinal = new Map<number, BookedMatch>();
  const strangers: number[] = [];
  for (const id of new Set(outcomeIds)) {
    const match = byOutcome.get(id);
    if (!match) {
      strangers.push(id);
      continue;
    }
    const entry = byOrdinal.get(match.ordinal) ?? { match, outcomeIds: [] };
    entry.outcomeIds.push(id);
    byOrdinal.set(match.ordinal, entry);
  }
  const booked = [...byOrdinal.values()].sort((a, b) => a.match.ordinal - b.match.ordinal);
  return { booked, strangers };
}

/** Lines of an entry: the product of its picks per match. */
export function jackpotLines(booked: readonly BookedMatch[]): number {
  return booked.reduce((lines, b) => lines * b.outcomeIds.length, 1);
}

/** What a booking breaks of the pool's rules, each rule once, in the order a bettor meets them. */
function bookingErrors(booked: readonly BookedMatch[], rules: Pick<JackpotRules, 'maxDoubles'>) {
  const errors: JackpotNoticeCode[] = [];
  if (booked.some((b) => b.outcomeIds.length >= b.match.outcomeIds.length))
    errors.push('jackpot-all-of-market');
  if (booked.some((b) => b.match.reserve && b.outcomeIds.length > 1)) errors.push('jackpot-reserve-double');
  if (booked.filter((b) => b.outcomeIds.length > 1).length > rules.maxDoubles)
    errors.push('jackpot-too-many-doubles');
  return errors;
}

/** The booking of `outcomeIds` in a pool: its errors, completeness, lines and cost. */
export function jackpotBooking(
  matches: readonly JackpotMatch[],
  outcomeIds: readonly number[],
  rules: Pick<JackpotRules, 'maxDoubles' | 'unitStake'>,
): JackpotBooking {
  const { booked, strangers } = bookedMatches(matches, outcomeIds);
  const errors = bookingErrors(booked, rules);
  if (strangers.length > 0) errors.push('jackpot-not-in-pool');
  const picked = new Set(booked.map((b) => b.match.ordinal));
  const missing = Array.from({ length: matches.length }, (_, i) => i + 1).filter((o) => !picked.has(o));
  const lines = jackpotLines(booked);
  return {
    booked,
    errors,
    strangers,
    complete: missing.length === 0,
    missing,
    lines,
    cost: BigInt(lines) * rules.unitStake,
  };
}

export type JackpotToggle =
  { ok: true; outcomeIds: number[] } | { ok: false; error: JackpotNoticeCode; outcomeIds: readonly number[] };

/**
 * §4 "Jackpot selections toggle per outcome": a picked outcome is taken off; a new one is added
 * unless the booking would then break a rule, in which case the picks stay as they were and the
 * rule's message says why (§8 'Cannot book all selections on a market', 'Cannot book more than 1
 * selection on a reserve market').
 */
export function toggleJackpotPick(
  matches: readonly JackpotMatch[],
  outcomeIds: readonly number[],
  outcomeId: number,
  rules: Pick<JackpotRules, 'maxDoubles'>,
): JackpotToggle {
  if (outcomeIds.includes(outcomeId))
    return { ok: true, outcomeIds: outcomeIds.filter((id) => id !== outcomeId) };
  const next = [...outcomeIds, outcomeId];
  const { booked, strangers } = bookedMatches(matches, next);
  if (strangers.includes(outcomeId)) return { ok: false, error: 'jackpot-not-in-pool', outcomeIds };
  const [error] = bookingErrors(booked, rules);
  return error ? { ok: false, error, outcomeIds } : { ok: true, outcomeIds: next };
}

/** A jackpot notice as the wire carries it, on the match of `ordinal` if it concerns one. */
export function jackpotNotice(code: JackpotNoticeCode, ordinal?: number): JackpotError {
  return { code, message: JACKPOT_NOTICES[code].text, ...(ordinal === undefined ? {} : { ordinal }) };
}
