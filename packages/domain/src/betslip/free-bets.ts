import type { FreeBetLineKind, FreeBetStatus } from '@sb/contract';
import type { MinorAmount } from '../money/units.ts';

/**
 * Free-bet tokens (issue 14; SPEC.md §3 `isFreeBet`, `freeMoneyUnitStake`, `maxFreeMoneyStake`,
 * §4 freeBetMax / freeBetNull, §8 RES-00241). A token is granted by the server; a slip line names
 * the token it stakes with, and every allowance comes from the token, never from the slip.
 */
export interface FreeBetToken {
  id: number;
  /** What the token stakes at most, in wire minor units of `currency`: a line's whole stake. */
  amount: MinorAmount;
  currency: string;
  expiresAt: Date;
  /** The lowest decimal odds a line staked with it may have. */
  minOdds: number;
  lineKinds: readonly FreeBetLineKind[];
  /** A placement consumed it. */
  used: boolean;
}

/** What a free-bet line asks of its token. */
export interface FreeBetUse {
  kind: FreeBetLineKind;
  currency: string;
  /** Unit stake x bets (each-way parts included): what the token must cover. */
  totalStake: MinorAmount;
  /** The odds the token's minimum is held against: a single's or multiple's price, a system's lowest leg. */
  decimal: number;
}

/** Why a token cannot stake a line; each is RES-00241 'The free bet could not be used'. */
export type FreeBetMisuse =
  'no-token' | 'used' | 'expired' | 'currency' | 'line-kind' | 'min-odds' | 'above-amount' | 'no-stake';

/**
 * A token as the player's list of them shows it: used once a placement took it, else expired from
 * the moment of its expiry on. Only an available one can stake a line (freeBetMisuse).
 */
export function freeBetStatus(token: Pick<FreeBetToken, 'used' | 'expiresAt'>, now: Date): FreeBetStatus {
  if (token.used) return 'used';
  return token.expiresAt.getTime() <= now.getTime() ? 'expired' : 'available';
}

export function freeBetMisuse(
  token: FreeBetToken | undefined,
  use: FreeBetUse,
  now: Date,
): FreeBetMisuse | undefined {
  if (!token) return 'no-token';
  const status = freeBetStatus(token, now);
  if (status !== 'available') return status;
  if (token.currency !== use.currency) return 'currency';
  if (!token.lineKinds.includes(use.kind)) return 'line-kind';
  if (use.decimal < token.minOdds) return 'min-odds';
  if (use.totalStake <= 0n) return 'no-stake';
  if (use.totalStake > token.amount) return 'above-amount';
  return undefined;
}

/**
 * The odds a token's minimum is held against on a system bet: its lowest leg, since every
 * combination must reach the minimum (a single or multiple uses its own price).
 */
export function systemFreeBetOdds(legDecimals: readonly number[]): number {
  return Math.min(...legDecimals);
}

/** The most a line of `bets` bets may stake per bet with the token (§3 maxFreeMoneyStake), rounded down. */
export function freeBetUnitMax(token: Pick<FreeBetToken, 'amount'>, bets: number): MinorAmount {
  return bets > 0 ? token.amount / BigInt(bets) : 0n;
}

/** The tokens a line may use now, soonest expiry first (the slip offers these). */
export function usableFreeBets(
  tokens: readonly FreeBetToken[],
  use: Omit<FreeBetUse, 'totalStake'>,
  now: Date,
): FreeBetToken[] {
  return tokens
    .filter((t) => freeBetMisuse(t, { ...use, totalStake: t.amount }, now) === undefined)
    .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.id - b.id);
}
