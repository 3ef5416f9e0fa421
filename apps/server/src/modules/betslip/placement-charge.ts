import { addUnits, negateUnits, stakeSplit, wageringOfStake, type LedgerUnits } from '@sb/domain';
import type { Tx } from '../../db/database.ts';
import {
  balances,
  LEDGER_DESCRIPTIONS,
  postLedgerEntry,
  reverseLedgerEntry,
  wageringLeft,
  type Balances,
  type PlayerRow,
} from '../accounts/index.ts';
import { consumeFreeBets, restoreFreeBets } from '../free-bets/index.ts';
import type { BetSlipRow } from './slips-repository.ts';

/*
 * The money of a placement, all through the accounts ledger (postLedgerEntry, the one way money
 * moves) inside the slip's transaction: the charge of an accepted slip, the refund of an in-play
 * slip refused after its delay.
 */

/** The wallet's pots as the domain's promo-cash rules name them: the bonus pot holds promo cash. */
export const pots = (b: Balances) => ({ real: b.real, promo: b.bonus });

/**
 * Charges a recorded slip: consumes the free-bet tokens its lines name, then takes its stake.
 * Answers the balances after.
 */
export async function charge(
  tx: Tx,
  player: PlayerRow,
  slip: BetSlipRow,
  freeBetIds: readonly number[],
  current: Balances,
  usePromoCash: boolean,
): Promise<Balances> {
  // Priced under the player's lock against these very rows: a token missed here is a bug.
  const missed = await consumeFreeBets(tx, player.id, slip.id, freeBetIds, slip.createdAt);
  if (missed.length > 0) throw new Error(`Slip ${slip.id}: free bets ${missed.join(',')} not consumed`);
  return takeStake(tx, player, slip, current, usePromoCash);
}

/**
 * The stake, one ledger row per pot, named by the slip: promo cash first when the player asked
 * for it, then real money (domain stakeSplit). Each row works off the promo cash's wagering
 * requirement; the stake that meets it releases the promo cash left into real money.
 */
async function takeStake(
  tx: Tx,
  player: PlayerRow,
  slip: BetSlipRow,
  current: Balances,
  usePromoCash: boolean,
): Promise<Balances> {
  const split = stakeSplit(slip.totalStakeUnits, pots(current), usePromoCash);
  // Checked by the pricing under the same lock (RES-00056); this states the rule where money moves.
  if (!split) throw new Error(`Slip ${slip.id}: the wallet cannot pay its stake`);
  let left = await wageringLeft(tx, player.id);
  let met = false;
  let after = current;
  for (const [pot, amount] of [
    ['bonus', split.promo],
    ['real', split.real],
  ] as const) {
    if (amount <= 0n) continue;
    const wagering = wageringOfStake(amount, left);
    left = addUnits(left, wagering.change);
    met ||= wagering.met;
    const posted = await postLedgerEntry(
      tx,
      {
        playerId: player.id,
        kind: 'BET_STAKE',
        pot,
        amountUnits: negateUnits(amount),
        reference: `bet:${slip.id}:${pot}`,
        description: `${LEDGER_DESCRIPTIONS.BET_STAKE} ${slip.id}`,
        createdAt: slip.createdAt,
        wageringUnits: wagering.change,
      },
      (balance) => {
        if (balance[pot] < amount) throw new Error(`Slip ${slip.id}: ${pot} money below the stake`);
      },
    );
    after = posted.balances;
  }
  if (met && after.bonus > 0n) after = await releasePromoCash(tx, player, slip, after.bonus);
  return after;
}

/** The wagering is met: the promo cash left becomes real money, one row out and one in. */
async function releasePromoCash(
  tx: Tx,
  player: PlayerRow,
  slip: BetSlipRow,
  amount: LedgerUnits,
): Promise<Balances> {
  let after: Balances | undefined;
  for (const [pot, moved] of [
    ['bonus', negateUnits(amount)],
    ['real', amount],
  ] as const) {
    const posted = await postLedgerEntry(
      tx,
      {
        playerId: player.id,
        kind: 'PROMO_RELEASE',
        pot,
        amountUnits: moved,
        reference: `promo-release:${slip.id}:${pot}`,
        description: LEDGER_DESCRIPTIONS.PROMO_RELEASE,
        createdAt: slip.createdAt,
      },
      () => undefined,
    );
    after = posted.balances;
  }
  return after!;
}

/**
 * Returns a refused in-play slip's stake, row for row, each refund named by the row it returns
 * and putting back the wagering it worked off; its free-bet tokens are given back too.
 */
export async function refund(tx: Tx, player: PlayerRow, slip: BetSlipRow, now: Date): Promise<Balances> {
  await restoreFreeBets(tx, slip.id);
  let after = await balances(tx, player.id);
  for (const pot of ['real', 'bonus'] as const) {
    after =
      (await reverseLedgerEntry(tx, `bet:${slip.id}:${pot}`, {
        kind: 'BET_REFUND',
        reference: `bet-refund:${slip.id}:${pot}`,
        description: `${LEDGER_DESCRIPTIONS.BET_REFUND} ${slip.id}`,
        createdAt: now,
      })) ?? after;
  }
  return after;
}
