import * as z from 'zod/mini';
import { BetAmount } from './betslip.ts';
import { DbId, Text } from './common.ts';

/*
 * Free bets (issue 14; SPEC.md §3 Single selection / Multiple / System `isFreeBet`,
 * `freeMoneyUnitStake`, `maxFreeMoneyStake`; §4 "Stake entry" freeBetMax / freeBetNull; §8 RES-00241).
 * §7 shows no call that lists a player's free bets: docs/decisions/money-integrity.md records the
 * path chosen. A free bet is a token the server granted to the player: the slip names the token a
 * line uses (`freeBetId`) and the stake; every allowance is the server's.
 */

/** The bet lines a token may stake. */
export const FreeBetLineKind = z.enum(['single', 'multiple', 'system']);
export type FreeBetLineKind = z.infer<typeof FreeBetLineKind>;

/** available: may be used; used: a placement consumed it; expired: its time ran out unused. */
export const FreeBetStatus = z.enum(['available', 'used', 'expired']);
export type FreeBetStatus = z.infer<typeof FreeBetStatus>;

/** One free-bet token as the player sees it. */
export const FreeBet = z.object({
  id: DbId,
  /** What the token stakes at most, in its currency (a line's whole stake, each-way parts included). */
  amount: BetAmount,
  currency: z.string().check(z.regex(/^[A-Z]{3,5}$/)),
  /** The offer's name ('€5 free bet: Champions League'). */
  description: Text(200),
  expiresAt: z.iso.datetime({ offset: true }),
  /** The lowest decimal odds a line staked with it may have (a multiple: the accumulator's odds). */
  minOdds: z.number().check(z.minimum(1)),
  /** Which bet lines it may stake. */
  lineKinds: z.array(FreeBetLineKind),
  status: FreeBetStatus,
});
export type FreeBet = z.infer<typeof FreeBet>;

/** GET /xapi/rest/accounts/{accountId}/freebets: the available tokens first, soonest expiry first. */
export const FreeBetsResponse = z.object({ freeBets: z.array(FreeBet) });
export type FreeBetsResponse = z.infer<typeof FreeBetsResponse>;
