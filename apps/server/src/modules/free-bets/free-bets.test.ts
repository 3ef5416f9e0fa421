// @module-tag engine: runs on PostgreSQL too (docs/decisions/test-budget.md).
import { randomUUID } from 'node:crypto';
import {
  apiPaths,
  FreeBetsResponse,
  PlacementResponse,
  WalletResponse,
  type BetslipModelInput,
  type FreeBet,
} from '@sb/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ledgerUnits, wageringRequirement } from '@sb/domain';
import { bets, walletLedger } from '../../db/schema.ts';
import { postLedgerEntry } from '../accounts/index.ts';
import { withToken } from '../../test/accounts.ts';
import { buildTestApp, TEST_NOW } from '../../test/build-test-app.ts';
import {
  balanceOf,
  betsOf,
  codes,
  place,
  postSlip,
  session,
  slipOf,
  slipStatus,
  staked,
  type Player,
} from '../../test/betslip.ts';
import { cashOut, openBet, openBets } from '../../test/my-bets.ts';
import { resultOf, winsOf } from '../../test/settlement.ts';
import { grantFreeBet } from './free-bets-repository.ts';

/*
 * Free bets and promo cash over HTTP (issue 14): tokens granted by the server, consumed once by a
 * placement, stake not returned at settlement and cash-out; a forged free bet takes nothing and pays
 * nothing. Event 101 (Arsenal) is pre-match, 105 (Sevilla) in play.
 */
const ARSENAL = 1010101; // 2.10 or so, pre-match
const LEEDS = 1030101;
const SEVILLA = 1050101;
const DELAY = 3;

let now = TEST_NOW;
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ betDelaySeconds: DELAY, demoControls: true }, { now: () => now });
});
afterAll(() => app.close());
beforeEach(() => {
  now = new Date(now.getTime() + 60_000);
});

async function freeBetsOf(player: Player): Promise<FreeBet[]> {
  const response = await withToken(app, player.token, { url: apiPaths.freeBets(player.id) });
  expect(response.statusCode, response.body).toBe(200);
  return FreeBetsResponse.parse(response.json()).freeBets;
}

/** A 4.00 token for any line at any odds, granted by the test as a promotion would. */
async function grant(player: Player, name: string): Promise<FreeBet> {
  await grantFreeBet(app.db, {
    playerId: player.id,
    amountUnits: ledgerUnits(400),
    currency: 'EUR',
    description: `Test free bet ${name}`,
    minOdds: 1,
    lineKinds: ['single', 'multiple', 'system'],
    expiresAt: new Date(now.getTime() + 86_400_000),
    reference: `test:${name}`,
    createdAt: now,
  });
  return (await freeBetsOf(player)).find((t) => t.description === `Test free bet ${name}`)!;
}

const available = async (player: Player) =>
  (await freeBetsOf(player)).filter((t) => t.status === 'available');

/** A slip of one outcome staked with a free-bet token. */
async function freeSingle(outcomeId: number, freeBetId: number, stake: string): Promise<BetslipModelInput> {
  const slip = await slipOf(app, [outcomeId]);
  return {
    ...slip,
    singles: slip.singles.map((s) => ({ ...s, isFreeBet: true, freeBetId, freeMoneyUnitStake: stake })),
  };
}

describe('the forged free bet of the issue', () => {
  it('an empty wallet cannot stake 500.00 "free" with its own allowance: refused, nothing taken, nothing paid', async () => {
    const empty = await session(app, 'empty');
    const slip = await slipOf(app, [ARSENAL]);
    const forged: BetslipModelInput = {
      ...slip,
      singles: slip.singles.map((s) => ({
        ...s,
        isFreeBet: true,
        freeMoneyUnitStake: '500.00',
        maxFreeMoneyStake: '100000.00',
      })),
    };
    const placed = await place(app, empty, forged);
    expect(placed.status).toBe('rejected');
    expect(codes(placed)).toEqual(['RES-00241']);
    expect(await betsOf(app, empty.id)).toEqual([]);
    expect((await balanceOf(app, empty)).totalBalance).toBe(0);
  });

  it('the same on a multiple with a forged allowance and another player’s token', async () => {
    const empty = await session(app, 'empty');
    const holder = await session(app, 'freebet');
    const [theirs] = await available(holder);
    const slip = await slipOf(app, [ARSENAL, LEEDS]);
    const forged: BetslipModelInput = {
      ...slip,
      multiples: slip.multiples.map((m) => ({
        ...m,
        isFreeBet: true,
        freeBetId: theirs!.id,
        freeMoneyUnitStake: '5.00',
        maxFreeMoneyStake: '100000.00',
      })),
    };
    const placed = await place(app, empty, forged);
    expect(codes(placed)).toEqual(['RES-00241']);
    expect(await betsOf(app, empty.id)).toEqual([]);
    expect(await available(holder)).toContainEqual(theirs);
  });
});

describe('free-bet tokens', () => {
  it('lists the player’s tokens, usable ones first; another account’s list is 403, none without a token', async () => {
    const player = await session(app, 'demo');
    const tokens = await freeBetsOf(player);
    expect(tokens.map((t) => [t.description, t.amount, t.status])).toEqual([
      ['Accumulator club free bet', '10.00', 'available'],
      ['Welcome free bet', '5.00', 'available'],
      ['Last weekend’s free bet', '5.00', 'expired'],
    ]);
    const other = await session(app, 'empty');
    expect((await withToken(app, other.token, { url: apiPaths.freeBets(player.id) })).statusCode).toBe(403);
    expect((await app.inject({ url: apiPaths.freeBets(player.id) })).statusCode).toBe(401);
  });

  it('a free bet costs nothing, returns winnings only, and uses its token exactly once', async () => {
    const player = await session(app, 'demo');
    const token = (await available(player)).find((t) => t.amount === '5.00')!;
    const before = await balanceOf(app, player);
    const slip = await freeSingle(ARSENAL, token.id, '5');
    const uuid = randomUUID();
    const placed = await place(app, player, slip, uuid);
    expect(placed).toMatchObject({ status: 'accepted', totalStake: '0.00' });
    const decimal = placed.bets[0]!.decimal;
    expect(placed.bets[0]).toMatchObject({ isFreeBet: true, totalStake: '5.00' });
    // Stake not returned: 5.00 x (odds - 1).
    expect(Number(placed.potentialReturns)).toBeCloseTo(Math.floor(500 * (decimal - 1)) / 100, 2);
    expect(await balanceOf(app, player)).toEqual(before);
    expect((await freeBetsOf(player)).find((t) => t.id === token.id)?.status).toBe('used');
    // The same uuid answers the first placement again; a new slip with the spent token is refused.
    expect(await place(app, player, slip, uuid)).toEqual(placed);
    const again = await place(app, player, await freeSingle(ARSENAL, token.id, '5'));
    expect(codes(again)).toEqual(['RES-00241']);
    const rows = await app.db.select().from(bets).where(eq(bets.freeBetId, token.id));
    expect(rows).toHaveLength(1);
  });

  it('two slips racing for one token: one is accepted, the other refused', async () => {
    const player = await session(app, 'freebet');
    const token = (await available(player)).find((t) => t.amount === '10.00')!;
    const [a, b] = await Promise.all([
      postSlip(app, player, await freeSingle(ARSENAL, token.id, '10')),
      postSlip(app, player, await freeSingle(LEEDS, token.id, '10')),
    ]);
    const statuses = [a, b].map((r) => PlacementResponse.parse(r.json()).status).sort();
    expect(statuses).toEqual(['accepted', 'rejected']);
    const rows = await app.db.select().from(bets).where(eq(bets.freeBetId, token.id));
    expect(rows).toHaveLength(1);
  });

  it('an expired token, a stake above the token and odds below its minimum are RES-00241', async () => {
    const player = await session(app, 'freebet');
    const tokens = await freeBetsOf(player);
    const expired = tokens.find((t) => t.status === 'expired')!;
    expect(codes(await place(app, player, await freeSingle(ARSENAL, expired.id, '5')))).toEqual([
      'RES-00241',
    ]);
    const welcome = tokens.find((t) => t.status === 'available' && t.amount === '5.00')!;
    expect(codes(await place(app, player, await freeSingle(ARSENAL, welcome.id, '5.01')))).toEqual([
      'RES-00241',
    ]);
    expect((await freeBetsOf(player)).find((t) => t.id === welcome.id)?.status).toBe('available');
  });

  it('settles a won free bet with its winnings only, through the ledger', async () => {
    const player = await session(app, 'demo');
    const token = (await available(player)).find((t) => t.amount === '10.00')!;
    const placed = await place(app, player, await freeSingle(LEEDS, token.id, '10'));
    expect(placed.status).toBe('accepted');
    const betId = Number(placed.bets[0]!.betId);
    const decimal = placed.bets[0]!.decimal;
    await app.settlement.settle(resultOf(Math.floor(LEEDS / 100), { [LEEDS]: 'won' }));
    const win = (await winsOf(app.db, player.id)).get(betId);
    expect(win).toEqual({ rows: 1, amount: Math.floor(1000 * decimal) - 1000 });
  });

  it('cashes out a free bet at no more than its winnings part', async () => {
    const player = await session(app, 'freebet');
    const token = await grant(player, 'cash-out');
    const stake = token.amount;
    const placed = await place(app, player, await freeSingle(ARSENAL, token.id, stake));
    expect(placed.status).toBe('accepted');
    const betId = placed.bets[0]!.betId;
    const bet = await openBet(app, player, betId);
    expect(bet.isFreeBet).toBe(true);
    const value = Number(bet.cashOut.value);
    // Value of a free bet: stake x (placed odds - 1) / current odds x (1 - margin); at the same
    // price that is below the winnings and well below the stake's own worth.
    const fair = (Number(stake) * (bet.decimal! - 1)) / bet.decimal!;
    expect(value).toBeLessThanOrEqual(fair);
    expect(value).toBeGreaterThan(0);
    const before = await balanceOf(app, player);
    const answer = await cashOut(app, player, betId, { value: bet.cashOut.value });
    expect(answer.status).toBe('confirmed');
    expect((await balanceOf(app, player)).totalBalance).toBeCloseTo(before.totalBalance + value, 2);
    expect((await openBets(app, player)).find((b) => b.betId === betId)).toBeUndefined();
  });

  it('gives the token back when an in-play free bet is refused after its delay', async () => {
    const player = await session(app, 'demo');
    const token = await grant(player, 'in-play');
    const placed = await place(app, player, await freeSingle(SEVILLA, token.id, token.amount));
    expect(placed.status).toBe('pending');
    expect((await freeBetsOf(player)).find((t) => t.id === token.id)?.status).toBe('used');
    app.feed.bus.publish([{ type: 'market-status', eid: 105, mid: 10501, mtid: 1, s: 'SUSPENDED' }]);
    now = new Date(now.getTime() + DELAY * 1000);
    const decided = await slipStatus(app, player, placed.betSlipId);
    expect(PlacementResponse.parse(decided.json()).status).toBe('rejected');
    expect((await freeBetsOf(player)).find((t) => t.id === token.id)?.status).toBe('available');
    app.feed.bus.publish([{ type: 'market-status', eid: 105, mid: 10501, mtid: 1, s: 'OPEN' }]);
  });
});

describe('promo cash and its wagering (issue 14, SPEC.md §3 Wallet)', () => {
  /** A promotion's grant of promo cash (cents) with its wagering requirement, through the ledger. */
  const grantPromoCash = (player: Player, cents: number) => {
    const amountUnits = ledgerUnits(cents);
    return postLedgerEntry(
      app.db,
      {
        playerId: player.id,
        kind: 'BONUS',
        pot: 'bonus',
        amountUnits,
        reference: `test:promo:${player.id}`,
        description: 'Promo cash',
        createdAt: now,
        wageringUnits: wageringRequirement(amountUnits),
      },
      () => undefined,
    );
  };

  const walletOf = async (player: Player) => {
    const response = await withToken(app, player.token, { url: apiPaths.sportsbookWallet('settled') });
    return WalletResponse.parse(response.json()).wallets[0]!;
  };

  it('stakes work off the wagering through the ledger; meeting it turns the promo cash into real money', async () => {
    const player = await session(app, 'settled');
    // A promotion grants 10.00 promo cash with its requirement of 30.00 (the accounts ledger).
    await grantPromoCash(player, 1000);
    expect(await walletOf(player)).toMatchObject({ promoCash: 10, totalLeftToWager: 30 });
    const slip = await slipOf(app, [ARSENAL]);
    const first = await place(app, player, { ...staked(slip, { singles: { 0: '12' } }), usePromoCash: true });
    expect(first.status).toBe('accepted');
    // 10.00 promo cash then 2.00 real money: 12.00 wagered.
    expect(await walletOf(player)).toMatchObject({ promoCash: 0, totalLeftToWager: 18 });
    const second = await place(app, player, staked(slip, { singles: { 0: '20' } }));
    expect(second.status).toBe('accepted');
    expect(await walletOf(player)).toMatchObject({ totalLeftToWager: 0 });
    const rows = await app.db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.playerId, player.id), eq(walletLedger.kind, 'BET_STAKE')));
    expect(rows.slice(-3).map((r) => [r.pot, r.amountUnits, r.wageringUnits])).toEqual([
      ['bonus', -1000n, -1000n],
      ['real', -200n, -200n],
      ['real', -2000n, -1800n],
    ]);
  });

  it('releases what promo cash is left once the wagering is met', async () => {
    const player = await session(app, 'cashout');
    await grantPromoCash(player, 500);
    const before = await balanceOf(app, player);
    const slip = await slipOf(app, [ARSENAL]);
    // 15.00 of real money meets the 15.00 requirement: the 5.00 promo cash becomes real money.
    expect((await place(app, player, staked(slip, { singles: { 0: '15' } }))).status).toBe('accepted');
    const after = await balanceOf(app, player);
    expect(after).toMatchObject({ bonusBalance: 0, realBalance: before.realBalance - 15 + 5 });
    expect(after.totalBalance).toBeCloseTo(before.totalBalance - 15, 2);
  });
});
