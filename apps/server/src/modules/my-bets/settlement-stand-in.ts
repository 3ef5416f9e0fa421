import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { betLegs, bets } from '../../db/schema.ts';
import { DESCRIPTIONS } from '../accounts/demo-players.ts';
import { postLedgerEntry } from '../accounts/wallet-repository.ts';
import { lockPlayer } from '../betslip/bets-repository.ts';
import { lockBet } from './my-bets-repository.ts';

/**
 * TEST STAND-IN for the feed's settlement (branch mb-settle), until it lands: settles one bet as
 * won at its potential returns under THE LOCKING PROTOCOL (player row, then bet row, only an OPEN
 * bet moves, credit `settle:<betId>` in the same transaction). The race test and the settled
 * history use it; replace it with the settlement service once merged.
 */
export async function settleWon(app: FastifyInstance, playerId: number, betId: number): Promise<boolean> {
  return app.db.transaction(async (tx) => {
    await lockPlayer(tx, playerId);
    const bet = await lockBet(tx, playerId, betId);
    if (!bet || bet.status !== 'OPEN') return false;
    const now = app.clock();
    const credit = BigInt(bet.potentialReturnsMinor);
    await tx.update(betLegs).set({ result: 'WON' }).where(eq(betLegs.betId, bet.id));
    await tx
      .update(bets)
      .set({ status: 'WON', returnsMinor: String(credit), settledAt: now })
      .where(and(eq(bets.id, bet.id), eq(bets.status, 'OPEN')));
    await postLedgerEntry(
      tx,
      {
        playerId,
        kind: 'BET_WIN',
        pot: 'real',
        amountMinor: Number(credit),
        reference: `settle:${bet.id}`,
        description: `${DESCRIPTIONS.BET_WIN} ${bet.id}`,
        createdAt: now,
      },
      () => undefined,
    );
    return true;
  });
}
