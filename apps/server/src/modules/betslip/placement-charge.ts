import { addUnits, negateUnits, stakeSplit, wageringOfStake } from '@sb/domain';
import type { Tx } from '../../db/database.ts';
import {
  appendLedgerEntries,
  balances,
  LEDGER_DESCRIPTIONS,
  reverseLedgerEntry,
  type Balances,
  type LedgerEntry,
  type WalletState,
  type PlayerRow,
} from '../accounts/index.ts';
import { consumeFreeBets, restoreFreeBets } from '../free-bets/index.ts';
import type { BetSlipRow } from './slips-repository.ts';

/*
 * The money of a placement, all through the accounts ledger (appendLedgerEntries under the lock the
 * slip's transaction holds; reverseLedgerEntry for a refund) inside the slip's transaction: the charge of an accepted slip, the refund of an in-play
 * slip refused after its delay.
 */

/** The wallet's pots as the domain's promo-cash rules name them: the bonus pot holds promo cash. */
export const pots = (b: Balances) => ({ real: b.real, promo: b.bonus });

/**
 * Charges a recorded slip: consumes the free-bet tokens its lines name, then takes its stake from
 * the wallet as read under the player's lock. Answers the balances after.
 */
export async function charge(
  tx: Tx,
  player: PlayerRow,
  slip: BetSlipRow,
  freeBetIds: readonly number[],
  current: WalletState,
  usePromoCash: boolean,
): Promise<Balances> {
  // Priced under the player's lock against these very rows: a token missed here is a bug.
  const missed = await consumeFreeBets(tx, player.id, slip.id, freeBetIds, slip.createdAt);
  if (missed.length > 0) throw new Error(`Slip ${slip.id}: free bets ${missed.join(',')} not consumed`);
  const posted = await appendLedgerEntries(
    tx,
    stakeEntries(player, slip, current, usePromoCash),
    new Map([[player.id, current.balances]]),
  );
  return posted.balances.get(player.id)!;
}

/**
 * The rows that take a slip's stake, one per pot, named by the slip (its references are new: the
 * slip was inserted by the same transaction, under the player's lock): promo cash first when the
 * player asked for it, then real money (domain stakeSplit). Each row works off the promo cash's
 * wagering requirement; the stake that meets it releases the promo cash left into real money, one
 * row out and one in.
 */
export function stakeEntries(
  player: PlayerRow,
  slip: BetSlipRow,
  { balances: current, wageringLeft }: WalletState,
  usePromoCash: boolean,
): LedgerEntry[] {
  const split = stakeSplit(slip.totalStakeUnits, pots(current), usePromoCash);
  // Checked by the pricing under the same lock (RES-00056); this states the rule where money moves.
  if (!split) throw new Error(`Slip ${slip.id}: the wallet cannot pay its stake`);
  const entries: LedgerEntry[] = [];
  let left = wageringLeft;
  let met = false;
  for (const [pot, amount] of [
    ['bonus', split.promo],
    ['real', split.real],
  ] as const) {
    if (amount <= 0n) continue;
    if (current[pot] < amount) throw new Error(`Slip ${slip.id}: ${pot} money below the stake`);
    const wagering = wageringOfStake(amount, left);
    left = addUnits(left, wagering.change);
    met ||= wagering.met;
    entries.push({
      playerId: player.id,
      kind: 'BET_STAKE',
      pot,
      amountUnits: negateUnits(amount),
      reference: `bet:${slip.id}:${pot}`,
      description: `${LEDGER_DESCRIPTIONS.BET_STAKE} ${slip.id}`,
      createdAt: slip.createdAt,
      wageringUnits: wagering.change,
    });
  }
  const promoLeft = addUnits(current.bonus, negateUnits(split.promo));
  if (!met || promoLeft <= 0n) return entries;
  for (const [pot, moved] of [
    ['bonus', negateUnits(promoLeft)],
    ['real', promoLeft],
  ] as const) {
    entries.push({
      playerId: player.id,
      kind: 'PROMO_RELEASE',
      pot,
      amountUnits: moved,
      reference: `promo-release:${slip.id}:${pot}`,
      description: LEDGER_DESCRIPTIONS.PROMO_RELEASE,
      createdAt: slip.createdAt,
    });
  }
  return entries;
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
