import type { BetslipError } from '@sb/contract';
import { rejection } from './betslip-errors.ts';
import { freeBetMisuse, freeBetUnitMax, type FreeBetToken } from './free-bets.ts';
import { minorToAmount, wire, type StakeOf } from './stake-amount.ts';

/** The free-bet fields of a line of the slip's model. */
export interface FreeBetLine {
  isFreeBet: boolean;
  freeBetId?: number | undefined;
  maxFreeMoneyStake: string;
  ref?: string;
}

export interface FreeBetCheck {
  /** The line's allowance, from the token it names. */
  maxFreeMoneyStake: string;
  /** 'server': RES-00241 when the line misuses its free bet. */
  errors: BetslipError[];
}

export interface FreeBetChecker {
  check(
    line: FreeBetLine,
    kind: 'single' | 'multiple' | 'system',
    unit: StakeOf,
    bets: number,
    decimal: number,
    ref?: string,
  ): FreeBetCheck;
}

/**
 * The free-bet side of each line: its allowance (maxFreeMoneyStake) from the token it names, and,
 * on the server, RES-00241 for every misuse: no token of the player's, used, expired, another
 * currency, a line kind or odds the token excludes, a stake above it, or one token on two lines.
 * The last is why one checker sees every line of a pricing, in slip order.
 */
export function freeBetChecker(options: {
  currency: string;
  server: boolean;
  tokens: ReadonlyMap<number, FreeBetToken> | undefined;
  now: Date;
}): FreeBetChecker {
  const { currency, server, tokens, now } = options;
  const taken = new Set<number>();
  return {
    check(line, kind, unit, bets, decimal, ref = line.ref ?? '') {
      const token = line.freeBetId === undefined ? undefined : tokens?.get(line.freeBetId);
      const maxFreeMoneyStake = token
        ? minorToAmount(freeBetUnitMax(token, bets), currency)
        : server || tokens
          ? minorToAmount(0n, currency)
          : wire(line.maxFreeMoneyStake, currency);
      if (!server || !unit.isFreeBet || unit.stake <= 0n) return { maxFreeMoneyStake, errors: [] };
      const misuse = freeBetMisuse(
        token,
        { kind, currency, totalStake: unit.stake * BigInt(bets), decimal },
        now,
      );
      if (misuse || taken.has(token!.id)) return { maxFreeMoneyStake, errors: [rejection('RES-00241', ref)] };
      taken.add(token!.id);
      return { maxFreeMoneyStake, errors: [] };
    },
  };
}
