import { randomUUID } from 'node:crypto';
import type { PricingResponse, SettingsInput } from '@sb/contract';
import { ledgerPerWireMinor, parlayExtraWinnings } from '@sb/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../db/schema.ts';
import { seedBrandPlayer } from '../../test/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { betRow, resultOf, winsOf } from '../../test/settlement.ts';
import {
  balanceOf,
  ledgerOf,
  place,
  postSlip,
  pricing,
  session,
  slipOf,
  staked,
  type Player,
} from '../../test/betslip.ts';

/*
 * Money the server decides from the player, never from the request (SPEC.md §6):
 * - parlay extra winnings: a winning multiple of three legs or more, each at 1.20 or longer, earns a
 *   share of its winnings (3 % for three legs), when the brand runs the promotion and the player is
 *   not excluded from promotions; paid with the returns, once;
 * - the risk group: a lower stake limit per bet line (risk_group_stake_max_amount, 50).
 * Legs: 102 Liverpool 1.5, 103 Leeds 1.8, 104 Real Madrid (La Liga, with the flagship's margin);
 * each market is resulted once in this file (a market's first result is the one that stands).
 */
const LIVERPOOL = 1020101;
const LEEDS = 1030101;
const REAL_MADRID = 1040101;
const EVERTON = 1020103;
const TREBLE = [LIVERPOOL, LEEDS, REAL_MADRID];
// Another treble, for the void-leg case: 201 Sinner 1.9, 202 Djokovic 1.6, 401 NAVI 1.7.
const SINNER = 2010101;
const DJOKOVIC = 2020101;
const NAVI = 4010101;
const OTHER_TREBLE = [SINNER, DJOKOVIC, NAVI];
const market = (outcomeId: number) => Math.floor(outcomeId / 100);
const cents = (amount: string) => BigInt(Math.round(Number(amount) * 100));

let app: FastifyInstance;
let stored: SettingsInput;
const flagshipWeb = and(eq(settings.brand, 'sportsbook'), eq(settings.channel, 'web'));

async function setFlagship(change: Partial<SettingsInput>) {
  await app.db
    .update(settings)
    .set({ body: { ...stored, ...change } })
    .where(flagshipWeb);
  app.cms.invalidate();
}

/** The treble (or `legs`) with `stake` on the multiple, priced for `player`. */
async function multiple(player: Player | undefined, stake: string, legs = TREBLE): Promise<PricingResponse> {
  const model = await slipOf(app, legs);
  return pricing(app, { model: staked(model, { multiple: stake }) }, player);
}

let parlay: Player;
let excluded: Player;
let risky: Player;
let plain: Player;

beforeAll(async () => {
  app = await buildTestApp();
  stored = (await app.db.select().from(settings).where(flagshipWeb))[0]!.body;
  const seed = (username: string, flags = {}) =>
    seedBrandPlayer(app, { username, brand: 'sportsbook', currency: 'EUR', deposit: 200, flags });
  await seed('acca');
  await seed('no-promo', { excludedFromPromotions: true });
  await seed('watched', { riskGroup: true });
  await seed('steady');
  parlay = await session(app, 'acca');
  excluded = await session(app, 'no-promo');
  risky = await session(app, 'watched');
  plain = await session(app, 'steady');
});
afterAll(() => app.close());
afterEach(() => setFlagship({}));

describe('parlay extra winnings (SPEC.md §6)', () => {
  it("prices the treble's extra at 3 % of its winnings for a player, 0 for a visitor or an excluded player", async () => {
    await setFlagship({ enable_parlay_extra_winnings: true });
    const priced = (await multiple(parlay, '10')).model.multiples[0]!;
    const expected = parlayExtraWinnings(cents('10'), cents(priced.potentialReturns), 3);
    expect(expected).toBeGreaterThan(0n);
    expect(cents(priced.extraParlayWinnings)).toBe(expected);
    expect((await multiple(undefined, '10')).model.multiples[0]!.extraParlayWinnings).toBe('0.00');
    expect((await multiple(excluded, '10')).model.multiples[0]!.extraParlayWinnings).toBe('0.00');
  });

  it('earns nothing with the promotion off, on a double, or with a leg shorter than 1.20', async () => {
    expect((await multiple(parlay, '10')).model.multiples[0]!.extraParlayWinnings).toBe('0.00');
    await setFlagship({ enable_parlay_extra_winnings: true });
    const double = await multiple(parlay, '10', [LIVERPOOL, LEEDS]);
    expect(double.model.multiples[0]!.extraParlayWinnings).toBe('0.00');
  });

  it('pays the extra once with the returns of a won treble, whatever extra the request claimed', async () => {
    await setFlagship({ enable_parlay_extra_winnings: true });
    const priced = await multiple(parlay, '10');
    // What an attacker would send: a bigger extra and bigger returns on the multiple.
    const claimed = {
      ...priced.model,
      multiples: priced.model.multiples.map((m) => ({
        ...m,
        extraParlayWinnings: '500.00',
        potentialReturns: '9999.00',
      })),
    };
    const placed = await place(app, parlay, claimed);
    expect(placed.status).toBe('accepted');
    const betId = Number(placed.bets[0]!.betId);
    expect((await betRow(app.db, betId)).extraWinningsPercent).toBe(3);
    const returns = cents(priced.model.multiples[0]!.potentialReturns);
    const extra = parlayExtraWinnings(cents('10'), returns, 3);

    for (const leg of TREBLE) await app.settlement.settle(resultOf(market(leg), { [leg]: 'won' }));
    await app.settlement.settle(resultOf(market(REAL_MADRID), { [REAL_MADRID]: 'won' }));
    const win = (await winsOf(app.db, parlay.id)).get(betId)!;
    expect(win.rows).toBe(1);
    expect(BigInt(win.amount)).toBe((returns + extra) * ledgerPerWireMinor('EUR'));
    const ledger = await ledgerOf(app, parlay.id);
    expect(ledger.sum).toBe(ledger.last);
  });

  it('pays no extra when a void leg leaves a double: the same as an excluded player gets', async () => {
    await setFlagship({ enable_parlay_extra_winnings: true });
    const betIds: number[] = [];
    for (const player of [parlay, excluded]) {
      const priced = await multiple(player, '10', OTHER_TREBLE);
      betIds.push(Number((await place(app, player, priced.model)).bets[0]!.betId));
    }
    expect((await betRow(app.db, betIds[0]!)).extraWinningsPercent).toBe(3);
    expect((await betRow(app.db, betIds[1]!)).extraWinningsPercent).toBe(0);
    await app.settlement.settle(resultOf(market(SINNER), { [SINNER]: 'won' }));
    await app.settlement.settle(resultOf(market(DJOKOVIC), { [DJOKOVIC]: 'void' }));
    await app.settlement.settle(resultOf(market(NAVI), { [NAVI]: 'won' }));
    const [promo, plainBet] = await Promise.all(betIds.map((id) => betRow(app.db, id)));
    expect(promo!.status).toBe('WON');
    expect(Number(promo!.returnsUnits)).toBeGreaterThan(0);
    expect(promo!.returnsUnits).toBe(plainBet!.returnsUnits);
  });
});

describe('the risk group (SPEC.md §2 Risk-group player modal)', () => {
  const single = async (player: Player, stake: string) => {
    const model = await slipOf(app, [EVERTON]);
    return pricing(app, { model: staked(model, { singles: { 0: stake } }) }, player);
  };

  it("limits a risk-group player's stake per line to risk_group_stake_max_amount, and only theirs", async () => {
    const watched = await single(risky, '60');
    expect(watched.errors.map((e) => e.code)).toContain('RES-00034');
    expect((await single(risky, '50')).errors).toEqual([]);
    const steady = await single(plain, '60');
    expect(steady.errors).toEqual([]);
  });

  it('refuses a risk-group placement above the limit and takes no money', async () => {
    const before = await balanceOf(app, risky);
    const priced = await single(risky, '60');
    const response = await postSlip(app, risky, priced.model, randomUUID());
    expect(response.statusCode).toBe(200);
    expect(response.json<{ status: string }>().status).toBe('rejected');
    expect(await balanceOf(app, risky)).toEqual(before);
  });
});
