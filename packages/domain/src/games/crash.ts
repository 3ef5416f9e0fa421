import { seededRandom } from './seeded-random.ts';

/*
 * The crash game of /cryptoblast (docs/decisions/games-provider.md): a round every CRASH_ROUND_MS
 * on slots aligned on epoch time. CRASH_BETTING_MS to bet, then the multiplier rises from 1.00
 * (e^(rate x seconds)) until the round's crash point, drawn from its seed. A bet has an auto
 * cash-out target; by hand it cashes out at the multiplier of the server's time, if before the crash.
 */

export const CRASH_ROUND_MS = 15_000;
export const CRASH_BETTING_MS = 5_000;
/** The longest flight: the round's last second shows the crash before the next one opens. */
export const CRASH_FLIGHT_MS = 9_000;
/** The highest crash point: where the multiplier is at the end of the longest flight. */
export const CRASH_MAX_MULTIPLIER = 50;
/** Per millisecond: 2.00 after about 1.6 s, 10.00 after 5.3 s, 50.00 after 9 s. */
export const CRASH_RATE = Math.log(CRASH_MAX_MULTIPLIER) / CRASH_FLIGHT_MS;
/** The house's edge: P(crash point >= x) = (1 - edge) / x, so every target returns 97 % on average. */
export const CRASH_HOUSE_EDGE = 0.03;
export const CRASH_DEFAULT_TARGET = 2;

export interface CrashRound {
  roundId: string;
  slot: number;
  /** Bets open (epoch ms). */
  opensAt: number;
  /** Bets close and the flight starts. */
  flightAt: number;
  /** Two decimals, 1.00 to CRASH_MAX_MULTIPLIER. */
  crashPoint: number;
  /** When the multiplier reaches the crash point: the round's result is known. */
  crashedAt: number;
}

export const crashSlotAt = (at: number): number => Math.floor(at / CRASH_ROUND_MS);
export const crashRoundId = (slot: number): string => `crash-${slot}`;

export function parseCrashRoundId(roundId: string): number | undefined {
  const match = /^crash-(\d{1,12})$/.exec(roundId);
  return match ? Number(match[1]) : undefined;
}

/** The crash point of a seed: 1.00 in about CRASH_HOUSE_EDGE of rounds, else (1 - edge) / (1 - u). */
export function crashPointOf(seed: string): number {
  const u = seededRandom(seed)();
  const point = Math.floor((100 * (1 - CRASH_HOUSE_EDGE)) / (1 - u)) / 100;
  return Math.min(CRASH_MAX_MULTIPLIER, Math.max(1, point));
}

/** The time a multiplier is reached, from the flight's start (ms). */
const msToReach = (multiplier: number): number => Math.log(multiplier) / CRASH_RATE;

export function crashRound(slot: number, seed: string): CrashRound {
  const opensAt = slot * CRASH_ROUND_MS;
  const flightAt = opensAt + CRASH_BETTING_MS;
  const crashPoint = crashPointOf(seed);
  return {
    roundId: crashRoundId(slot),
    slot,
    opensAt,
    flightAt,
    crashPoint,
    crashedAt: flightAt + Math.ceil(msToReach(crashPoint)),
  };
}

/** The multiplier shown at `at`: 1.00 until the flight, rising, then the crash point from the crash on. */
export function crashMultiplierAt(round: Pick<CrashRound, 'flightAt' | 'crashPoint'>, at: number): number {
  if (at <= round.flightAt) return 1;
  const rising = Math.floor(100 * Math.exp(CRASH_RATE * (at - round.flightAt))) / 100;
  return Math.min(rising, round.crashPoint);
}

export type CrashCashOut =
  { kind: 'cashed-out'; multiplier: number } | { kind: 'refused'; reason: 'not-flying' | 'crashed' };

/** A cash-out by hand at `at`: the multiplier then, while the round flies and has not crashed. */
export function crashCashOut(round: CrashRound, at: number): CrashCashOut {
  if (at <= round.flightAt) return { kind: 'refused', reason: 'not-flying' };
  if (at >= round.crashedAt) return { kind: 'refused', reason: 'crashed' };
  const multiplier = crashMultiplierAt(round, at);
  // Floored to two decimals, the multiplier before the crash is below the crash point; a round that
  // crashes at 1.00 has no time in flight at all.
  if (multiplier >= round.crashPoint) return { kind: 'refused', reason: 'crashed' };
  return { kind: 'cashed-out', multiplier };
}

/** The multiplier an auto cash-out target pays: the target if the round reached it, else 0 (lost). */
export const crashAutoMultiplier = (round: CrashRound, target: number): number =>
  round.crashPoint >= target ? target : 0;

/** A good auto cash-out target: 1.01 to the maximum, two decimals. */
export const crashTargetValid = (target: number): boolean =>
  Number.isFinite(target) &&
  target >= 1.01 &&
  target <= CRASH_MAX_MULTIPLIER &&
  Math.abs(Math.round(target * 100) - target * 100) < 1e-6;
