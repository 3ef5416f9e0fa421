import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBrandPlayer } from '../../test/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { place, postSlip, session, slipOf, slipsOf, staked, type Player } from '../../test/betslip.ts';

/*
 * SPEC.md §3 originId (default '11'): the slip's origin is kept with it (bet_slips.origin_id), the
 * native apps' '20' (Android) and '21' (iOS) beside the web's '11' (docs/decisions/native-app.md).
 * Fixture outcome (test/fixture-catalog.ts): event 101 Arsenal v Chelsea, match result home.
 */
const ARSENAL = 1010101;

let app: FastifyInstance;
let player: Player;
beforeAll(async () => {
  app = await buildTestApp();
  await seedBrandPlayer(app, { username: 'origins', brand: 'sportsbook', currency: 'EUR', deposit: 100 });
  player = await session(app, 'origins');
});
afterAll(() => app.close());

async function stakedSlip() {
  return staked(await slipOf(app, [ARSENAL]), { singles: { 0: '1' } });
}

async function originOf(betSlipId: string): Promise<string | undefined> {
  return (await slipsOf(app, player.id)).find((slip) => String(slip.id) === betSlipId)?.originId;
}

describe('POST /xapi/rest/accounts/{accountId}/betslips: the origin id', () => {
  it.each(['20', '21', '11'])('stores origin id %s as sent', async (originId) => {
    const placed = await place(app, player, { ...(await stakedSlip()), originId });
    expect(placed.status).toBe('accepted');
    expect(await originOf(placed.betSlipId)).toBe(originId);
  });

  it("stores the web's '11' for a slip that names none", async () => {
    const { originId: _sent, ...slip } = await stakedSlip();
    const placed = await place(app, player, slip);
    expect(placed.status).toBe('accepted');
    expect(await originOf(placed.betSlipId)).toBe('11');
  });

  it.each(['android-app', '12345', '', ' 20'])(
    'refuses origin id %j with a 400 and stores nothing',
    async (originId) => {
      const before = (await slipsOf(app, player.id)).length;
      const response = await postSlip(app, player, { ...(await stakedSlip()), originId });
      expect(response.statusCode).toBe(400);
      expect((await slipsOf(app, player.id)).length).toBe(before);
    },
  );
});
