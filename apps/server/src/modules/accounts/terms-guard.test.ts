import { randomUUID } from 'node:crypto';
import { ApiError, apiPaths } from '@sb/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players } from '../../db/schema.ts';
import { accountChanged } from './accounts-repository.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { withToken } from '../../test/accounts.ts';
import { balanceOf, postSlip, session, slipOf, staked, type Player } from '../../test/betslip.ts';
import { openBet, placeSingle, postCashOut } from '../../test/my-bets.ts';

const LIVERPOOL = 1020101;

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const cashier = (player: Player, kind: 'deposits' | 'withdrawals') =>
  app.inject({
    method: 'POST',
    url: apiPaths[kind](player.id),
    headers: { authorization: `Bearer ${player.token}`, 'idempotency-key': randomUUID() },
    payload: { amount: 5 },
  });

function termsRefusal(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(403);
  expect(ApiError.parse(response.json()).code).toBe('TERMS_NOT_ACCEPTED');
}

const acceptTerms = (player: Player) =>
  withToken(app, player.token, { method: 'POST', url: apiPaths.acceptTerms });
/** Newer terms published: the player's acceptance no longer counts (written around the module, so told). */
async function withdrawTermsAcceptance(player: Player): Promise<void> {
  await app.db.update(players).set({ termsAcceptedVersion: null }).where(eq(players.id, player.id));
  accountChanged({ playerId: player.id });
}

describe('money moves only after the terms are accepted (docs/decisions/security-hardening.md)', () => {
  it('refuses deposits, withdrawals and bets with 403 TERMS_NOT_ACCEPTED, moving nothing, until the player accepts', async () => {
    const player = await session(app, 'terms');
    const before = (await balanceOf(app, player)).totalBalance;
    const slip = staked(await slipOf(app, [LIVERPOOL]), { singles: { 0: '1' } });
    termsRefusal(await cashier(player, 'deposits'));
    termsRefusal(await cashier(player, 'withdrawals'));
    termsRefusal(await postSlip(app, player, slip));
    expect((await balanceOf(app, player)).totalBalance).toBe(before);

    expect((await acceptTerms(player)).statusCode).toBe(204);
    expect((await cashier(player, 'deposits')).statusCode).toBe(200);
    expect((await cashier(player, 'withdrawals')).statusCode).toBe(200);
    expect((await postSlip(app, player, slip)).statusCode).toBe(200);
  });

  it('refuses a cash-out while newer terms wait for acceptance, and pays it once they are accepted', async () => {
    const player = await session(app, 'terms');
    expect((await acceptTerms(player)).statusCode).toBe(204);
    const betId = await placeSingle(app, player, LIVERPOOL, '2');
    const value = (await openBet(app, player, betId)).cashOut.value;
    await withdrawTermsAcceptance(player);
    termsRefusal(await postCashOut(app, player, betId, { value }));
    expect((await acceptTerms(player)).statusCode).toBe(204);
    expect((await postCashOut(app, player, betId, { value })).statusCode).toBe(200);
  });
});
