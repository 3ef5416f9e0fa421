import { describe, expect, it } from 'vitest';
import { rejection } from './betslip-errors.ts';
import type { PricedLine } from './priced-line.ts';
import { referredLine, stepReferral, type Referral, type ReferralEvent } from './referral.ts';

const T = 1_000_000;
const PLAYER_SECONDS = 30;
const referred: Referral = { state: 'REFERRED', answerBy: T + 120_000, unitStake: 20000n };
const offered: Referral = { ...referred, state: 'OFFERED', offeredUnitStake: 8000n, answerBy: T + 30_000 };

describe('a referred slip (trader referral)', () => {
  it.each<[string, Referral, ReferralEvent, number, string, string | undefined]>([
    ['the trader accepts', referred, { kind: 'trader-accept' }, T, 'ACCEPTED', undefined],
    ['the trader rejects: RES-00195', referred, { kind: 'trader-reject' }, T, 'REJECTED', 'RES-00195'],
    [
      'the trader offers a lower stake',
      referred,
      { kind: 'trader-offer', unitStake: 8000n },
      T,
      'OFFERED',
      undefined,
    ],
    [
      'a look before the deadline changes nothing',
      referred,
      { kind: 'look' },
      T + 119_999,
      'REFERRED',
      undefined,
    ],
    ['no trader answer in time: RES-00199', referred, { kind: 'look' }, T + 120_000, 'REJECTED', 'RES-00199'],
    [
      'a trader answer after the deadline is too late',
      referred,
      { kind: 'trader-accept' },
      T + 120_001,
      'REJECTED',
      'RES-00199',
    ],
    ['the player takes the offer', offered, { kind: 'player-accept' }, T, 'ACCEPTED', undefined],
    [
      'the player declines the offer',
      offered,
      { kind: 'player-decline' },
      T,
      'REJECTED',
      'referral-declined',
    ],
    ['no player answer in time: RES-00196', offered, { kind: 'look' }, T + 30_000, 'REJECTED', 'RES-00196'],
    [
      'a player answer after the deadline is too late',
      offered,
      { kind: 'player-accept' },
      T + 31_000,
      'REJECTED',
      'RES-00196',
    ],
  ])('%s', (_name, from, event, now, state, refusal) => {
    const step = stepReferral(from, event, now, PLAYER_SECONDS);
    expect(step.ok).toBe(true);
    if (!step.ok) return;
    expect(step.next.state).toBe(state);
    expect(step.refusal).toBe(refusal);
  });

  it('an offer gives the player their own deadline and keeps the stake placed', () => {
    const step = stepReferral(referred, { kind: 'trader-offer', unitStake: 8000n }, T, PLAYER_SECONDS);
    expect(step).toEqual({
      ok: true,
      next: { state: 'OFFERED', unitStake: 20000n, offeredUnitStake: 8000n, answerBy: T + 30_000 },
    });
  });

  it.each<[string, Referral, ReferralEvent]>([
    ['an offer not below the stake', referred, { kind: 'trader-offer', unitStake: 20000n }],
    ['an offer of nothing', referred, { kind: 'trader-offer', unitStake: 0n }],
    ['a player answer before any offer', referred, { kind: 'player-accept' }],
    ['a trader answer to an offer pending', offered, { kind: 'trader-reject' }],
    ['anything on a decided slip', { ...referred, state: 'ACCEPTED' }, { kind: 'trader-reject' }],
    ['a second decision', { ...referred, state: 'REJECTED' }, { kind: 'player-decline' }],
  ])('refuses %s, changing nothing', (_name, from, event) => {
    expect(stepReferral(from, event, T, PLAYER_SECONDS).ok).toBe(false);
  });
});

describe('which slip is referred', () => {
  const line = (extra: Partial<PricedLine> = {}) =>
    ({ ref: 'sel1', kind: 'single', unitStake: 20000n, isFreeBet: false, ...extra }) as PricedLine;
  const above = [rejection('RES-00034', 'sel1')];
  it.each<[string, PricedLine[], ReturnType<typeof rejection>[], number, boolean]>([
    ['one single above its maximum, within 5x', [line()], above, 5, true],
    ['exactly 5x the maximum', [line({ unitStake: 50000n })], above, 5, true],
    ['above 5x the maximum', [line({ unitStake: 50001n })], above, 5, false],
    ['referral off (0)', [line()], above, 0, false],
    ['another refusal too', [line()], [...above, rejection('RES-00152', 'sel1')], 5, false],
    ['two staked lines', [line(), line({ ref: 'sel2' })], above, 5, false],
    ['a system', [line({ kind: 'system', ref: 'sys058' })], [rejection('RES-00034', 'sys058')], 5, false],
    ['nothing above the maximum', [line()], [], 5, false],
  ])('%s', (_name, lines, blocking, multiple, refers) => {
    expect(referredLine(lines, blocking, 10000n, multiple) !== undefined).toBe(refers);
  });
});
