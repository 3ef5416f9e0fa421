import { isRecord, useBetslipStore, type BetPick, type BetslipBet, type Persisted } from './betslip-store.ts';
import { newBet, refNumber, renumbered } from './slip-bets.ts';

const STAKE_TEXT = /^[\d.]{0,13}$/;

function isPick(value: unknown): value is BetPick & Record<string, unknown> {
  return (
    isRecord(value) &&
    typeof value.outcomeId === 'number' &&
    typeof value.marketId === 'number' &&
    typeof value.outcomeDescription === 'string' &&
    typeof value.decimal === 'number' &&
    value.decimal > 1
  );
}

/** A stored bet: each field of the right type is kept, any other takes its default. */
function parseBet(value: unknown): BetslipBet | null {
  if (!isPick(value)) return null;
  const bet: Record<string, unknown> = { ...newBet(value, typeof value.ref === 'string' ? value.ref : '') };
  for (const [key, fallback] of Object.entries(bet)) {
    const stored = value[key];
    if (fallback === null ? typeof stored === 'number' : typeof stored === typeof fallback) bet[key] = stored;
  }
  const parsed = bet as unknown as BetslipBet;
  if (parsed.outcomeState !== 'C') parsed.outcomeState = 'O';
  if (!STAKE_TEXT.test(parsed.unitStake)) parsed.unitStake = '';
  return parsed;
}

function parseStakes(value: unknown): Record<string, string> {
  const stakes: Record<string, string> = {};
  if (isRecord(value))
    for (const [ref, stake] of Object.entries(value))
      if (typeof stake === 'string' && STAKE_TEXT.test(stake)) stakes[ref] = stake;
  return stakes;
}

/**
 * Stored data is parsed on the way in (SPEC.md §3, version 1): a bet this version cannot read is
 * dropped, a field of the wrong type takes its default, refs are renumbered.
 */
export function parsePersistedBetslip(stored: unknown): Persisted {
  const s = isRecord(stored) ? stored : {};
  const bets = (isRecord(s.bets) ? Object.values(s.bets) : [])
    .map(parseBet)
    .filter((bet): bet is BetslipBet => bet !== null)
    .sort((a, b) => refNumber(a.ref) - refNumber(b.ref));
  const any = bets.length > 0;
  return {
    open: any && s.open === true,
    expanded: any && s.expanded === true,
    view: s.view === 'multiples' || s.view === 'systems' ? s.view : 'singles',
    bets: renumbered(bets),
    multipleStakes: parseStakes(s.multipleStakes),
    systemStakes: parseStakes(s.systemStakes),
    globalStake: typeof s.globalStake === 'string' && STAKE_TEXT.test(s.globalStake) ? s.globalStake : '',
    isEachWayChecked: s.isEachWayChecked === true,
    activeBetKey: typeof s.activeBetKey === 'string' ? s.activeBetKey : null,
    pendingBet: isPick(s.pendingBet)
      ? {
          outcomeId: s.pendingBet.outcomeId,
          outcomeDescription: s.pendingBet.outcomeDescription,
          marketId: s.pendingBet.marketId,
          decimal: s.pendingBet.decimal,
        }
      : null,
    isShowNotAvailableMessage: s.isShowNotAvailableMessage === true,
    betMaybeReferred: s.betMaybeReferred === true,
  };
}

/**
 * Parses what the first-load store took from storage (features/betslip/betslip-store.ts checks only what a
 * price button reads). Runs once, when the betslip's code loads.
 */
export function sanitizeStoredBetslip(): void {
  const state = useBetslipStore.getState();
  useBetslipStore.setState(parsePersistedBetslip(state));
}
