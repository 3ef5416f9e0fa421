import type { BetslipError } from '@sb/contract';
import type { MinorAmount } from '../money/units.ts';
import { REFERRED } from './priced-line.ts';
import type { PricedLine } from './priced-line.ts';

/*
 * Trader referral (SPEC.md §3 betMaybeReferred / statusWaitApproval, §8 RES-00195, RES-00199,
 * RES-00196; docs/decisions/bet-refusals.md). A slip whose one staked line is above its maximum,
 * within the brand's referral band, is held for a trader instead of refused: its stake is taken and
 * its bets wait. The trader accepts, rejects, or offers a lower stake, which the player accepts or
 * declines. Nobody answering in time refuses it. The state machine is here; the server keeps the
 * state on the slip and moves the money.
 */

/** REFERRED: waiting for the trader; OFFERED: a lower stake offered, waiting for the player. */
export type ReferralState = 'REFERRED' | 'OFFERED' | 'ACCEPTED' | 'REJECTED';

export interface Referral {
  state: ReferralState;
  /** Epoch ms by which the one it waits for must answer. */
  answerBy: number;
  /** The unit stake of the referred line as placed. */
  unitStake: MinorAmount;
  /** The trader's counter-offer (OFFERED, and ACCEPTED after the player took it). */
  offeredUnitStake?: MinorAmount;
}

export type ReferralEvent =
  | { kind: 'trader-accept' }
  | { kind: 'trader-reject' }
  | { kind: 'trader-offer'; unitStake: MinorAmount }
  | { kind: 'player-accept' }
  | { kind: 'player-decline' }
  /** Time passing: a status poll, the sweep. */
  | { kind: 'look' };

/** Why a referral ended refused: the trader, a time-out of either side, the player's decline. */
export type ReferralRefusal = 'RES-00195' | 'RES-00199' | 'RES-00196' | 'referral-declined';

export type ReferralStep =
  { ok: true; next: Referral; refusal?: ReferralRefusal } | { ok: false; reason: string };

/**
 * The referral after `event` at `now`. A deadline passed ends it first, whatever the event (an answer
 * after it is too late): RES-00199 waiting for the trader, RES-00196 waiting for the player. An event
 * its state does not take (a player's answer before any offer, an offer not below the stake, anything
 * on a decided referral) is refused, nothing changed; a look changes nothing before the deadline.
 */
export function stepReferral(
  referral: Referral,
  event: ReferralEvent,
  now: number,
  playerSeconds: number,
): ReferralStep {
  const { state } = referral;
  if (state === 'ACCEPTED' || state === 'REJECTED')
    return event.kind === 'look' ? { ok: true, next: referral } : { ok: false, reason: 'already decided' };
  if (now >= referral.answerBy)
    return {
      ok: true,
      next: { ...referral, state: 'REJECTED' },
      refusal: state === 'REFERRED' ? 'RES-00199' : 'RES-00196',
    };
  if (event.kind === 'look') return { ok: true, next: referral };
  if (state === 'REFERRED') {
    switch (event.kind) {
      case 'trader-accept':
        return { ok: true, next: { ...referral, state: 'ACCEPTED' } };
      case 'trader-reject':
        return { ok: true, next: { ...referral, state: 'REJECTED' }, refusal: 'RES-00195' };
      case 'trader-offer':
        if (event.unitStake <= 0n || event.unitStake >= referral.unitStake)
          return { ok: false, reason: 'a counter-offer is a lower stake, above zero' };
        return {
          ok: true,
          next: {
            ...referral,
            state: 'OFFERED',
            offeredUnitStake: event.unitStake,
            answerBy: now + playerSeconds * 1000,
          },
        };
      default:
        return { ok: false, reason: 'waiting for the trader' };
    }
  }
  switch (event.kind) {
    case 'player-accept':
      return { ok: true, next: { ...referral, state: 'ACCEPTED' } };
    case 'player-decline':
      return { ok: true, next: { ...referral, state: 'REJECTED' }, refusal: 'referral-declined' };
    default:
      return { ok: false, reason: 'waiting for the player' };
  }
}

/**
 * The line a slip would be referred for, if any: the slip's only staked line, a single or a multiple,
 * whose only blocking error is its stake above the maximum (RES-00034), at most `multiple` times
 * `maxStake` (both minor units). Anything else refused stays refused; `multiple` 0 refers nothing.
 */
export function referredLine(
  lines: readonly PricedLine[],
  blocking: readonly BetslipError[],
  maxStake: MinorAmount,
  multiple: number,
): PricedLine | undefined {
  const [line, ...others] = lines;
  if (!line || others.length > 0 || !(multiple > 0) || line.isFreeBet || line.kind === 'system')
    return undefined;
  if (blocking.length === 0 || blocking.some((e) => e.code !== REFERRED || e.ref !== line.ref))
    return undefined;
  const band = (maxStake * BigInt(Math.round(multiple * 100))) / 100n;
  return line.unitStake <= band ? line : undefined;
}
