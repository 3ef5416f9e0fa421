import { MIN_SELECTIONS_FOR_SYSTEM_BETS } from '../constants.ts';

/**
 * System bets (SPEC.md §9 "System bet type ids", last three digits): 002-012 every combination of
 * one size (Doubles, Trebles, 4-Folds ...) and the full covers with their usual names.
 * A bet type id is 200000 plus the code, the family of the multiple's 200002 (docs/decisions).
 */
export interface SystemBetType {
  /** The §9 code, three digits: '058'. */
  code: string;
  betTypeId: number;
  /** The English name; the web translates by code (`system-bet-058`). */
  name: string;
  /** Fold sizes among the non-banker selections: [2, 3] for a Trixie. */
  folds: readonly number[];
  /** The number of non-banker selections a named full cover is for; undefined for n-from-m. */
  selections?: number;
}

export const BET_TYPE_ID_BASE = 200_000;
export const SINGLE_BET_TYPE_ID = BET_TYPE_ID_BASE + 1;
export const MULTIPLE_BET_TYPE_ID = BET_TYPE_ID_BASE + 2;
/** Folds of the n-from-m system bets run from 2 to 12 (§9 codes 002-012). */
export const MAX_SYSTEM_FOLD = 12;

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

function named(code: string, name: string, folds: number[], selections: number): SystemBetType {
  return { code, betTypeId: BET_TYPE_ID_BASE + Number(code), name, folds, selections };
}

/** The full covers of §9 by the number of selections they are for. */
export const NAMED_SYSTEM_BETS: readonly SystemBetType[] = [
  named('058', 'Trixie', [2, 3], 3),
  named('057', 'Patent', [1, 2, 3], 3),
  named('019', 'Yankee', [2, 3, 4], 4),
  named('059', 'Lucky 15', [1, 2, 3, 4], 4),
  named('020', 'Canadian', [2, 3, 4, 5], 5),
  named('060', 'Lucky 31', [1, 2, 3, 4, 5], 5),
  named('021', 'Heinz', range(2, 6), 6),
  named('047', 'Lucky 63', range(1, 6), 6),
  named('022', 'Super Heinz', range(2, 7), 7),
  named('046', 'Goliath', range(2, 8), 8),
];

const FOLD_NAMES: Record<number, string> = { 2: 'Doubles', 3: 'Trebles' };

/** 'Doubles', 'Trebles', '4-Folds' ... '12-Folds'. */
export function foldName(fold: number): string {
  return FOLD_NAMES[fold] ?? `${fold}-Folds`;
}

/** The n-from-m system of one fold size (codes 002-012). */
export function foldSystem(fold: number): SystemBetType {
  const code = String(fold).padStart(3, '0');
  return { code, betTypeId: BET_TYPE_ID_BASE + fold, name: foldName(fold), folds: [fold] };
}

/** C(n, k), exact. */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= Math.min(k, n - k); i += 1) result = (result * (n - i + 1)) / i;
  return Math.round(result);
}

/**
 * Bets in a system over `selections` non-banker selections: the sum of C(n, k) over its folds
 * (Trixie 4, Patent 7, Yankee 11, Lucky 15, Canadian 26, Lucky 31, Heinz 57, Lucky 63,
 * Super Heinz 120, Goliath 247). Bankers join every combination and add none.
 */
export function systemCombinationCount(folds: readonly number[], selections: number): number {
  return folds.reduce((sum, k) => sum + binomial(selections, k), 0);
}

/**
 * The system bets offered for a slip (SPEC.md §9): none below 3 selections, none on the African
 * slip, and none unless the selections may be combined (distinct events, which the caller checks).
 * Bankers are in every combination, so the systems are built over the others, of which there must
 * also be 3. Offered: every n-from-m fold from Doubles up to one below the accumulator (the
 * accumulator itself is the multiple), then the named full covers for exactly that many.
 */
export function availableSystemBets(
  selections: number,
  options: { bankers?: number; african?: boolean } = {},
): SystemBetType[] {
  const others = selections - (options.bankers ?? 0);
  if (
    options.african ||
    selections < MIN_SELECTIONS_FOR_SYSTEM_BETS ||
    others < MIN_SELECTIONS_FOR_SYSTEM_BETS
  )
    return [];
  const folds = range(2, Math.min(others - 1, MAX_SYSTEM_FOLD)).map(foldSystem);
  return [...folds, ...NAMED_SYSTEM_BETS.filter((s) => s.selections === others)];
}

/** `sys058` for the Trixie: a system's ref on the slip. */
export function systemRef(type: Pick<SystemBetType, 'code'>): string {
  return `sys${type.code}`;
}

/** The system bet type of a ref ('sys058'), among those offered for the slip. */
export function systemByRef(ref: string, offered: readonly SystemBetType[]): SystemBetType | undefined {
  return offered.find((s) => systemRef(s) === ref);
}
