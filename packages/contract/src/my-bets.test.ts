import { describe, expect, it } from 'vitest';
import {
  AccountBetParams,
  CASH_OUT_REFUSALS,
  CashOutRefusalReason,
  CashOutRequest,
  DemoMarketResultBody,
  MarketResult,
  SettledBetsQuery,
} from './my-bets.ts';
import { apiPaths, apiRoutes } from './paths.ts';

describe('My Bets contract', () => {
  it.each([
    [apiPaths.openBets(7), '/xapi/bet/account/7/openbets', apiRoutes.openBets],
    [apiPaths.openBet(7, '42'), '/xapi/bet/account/7/openbet/42', apiRoutes.openBet],
    [apiPaths.betCount(7), '/xapi/bet/account/7/betcount', apiRoutes.betCount],
    [apiPaths.cashOut(7, '42'), '/xapi/bet/account/7/openbet/42/cashout', apiRoutes.cashOut],
    [apiPaths.dailySettledBets, '/xapi/rest/acchistory/dailySettledBets', apiRoutes.dailySettledBets],
  ])('builds %s as §7 names it', (built, expected, route) => {
    expect(built).toBe(expected);
    expect(new RegExp(`^${route.replace(/:\w+/g, '[^/]+')}$`).test(built)).toBe(true);
  });

  it('keeps the settled history at §9 50 bets by default and never above', () => {
    expect(SettledBetsQuery.parse({})).toEqual({ numberOfBets: 50 });
    expect(SettledBetsQuery.parse({ numberOfBets: '10' })).toEqual({ numberOfBets: 10 });
    expect(SettledBetsQuery.safeParse({ numberOfBets: '51' }).success).toBe(false);
    expect(SettledBetsQuery.safeParse({ numberOfBets: '0' }).success).toBe(false);
  });

  it('refuses a bet id that is not a positive integer', () => {
    expect(AccountBetParams.safeParse({ accountId: '3', betId: '12' }).success).toBe(true);
    expect(AccountBetParams.safeParse({ accountId: '3', betId: '0' }).success).toBe(false);
    expect(AccountBetParams.safeParse({ accountId: '3', betId: '1;drop' }).success).toBe(false);
  });

  it('needs a uuid and the value seen to cash out; the whole stake by default', () => {
    const parsed = CashOutRequest.parse({
      requestId: '0b7e8f9a-3c1d-4e2f-9a8b-7c6d5e4f3a2b',
      value: '12.40',
    });
    expect(parsed).toEqual({
      requestId: '0b7e8f9a-3c1d-4e2f-9a8b-7c6d5e4f3a2b',
      value: '12.40',
      acceptHigher: false,
    });
    expect(CashOutRequest.safeParse({ requestId: 'x', value: '12.40' }).success).toBe(false);
    expect(CashOutRequest.safeParse({ requestId: parsed.requestId, value: '-1' }).success).toBe(false);
    // As many digits as a stake; 20 would not fit the server's bigint column.
    expect(
      CashOutRequest.safeParse({ requestId: parsed.requestId, value: `${'9'.repeat(13)}.99` }).success,
    ).toBe(true);
    for (const digits of [14, 20])
      expect(
        CashOutRequest.safeParse({ requestId: parsed.requestId, value: '9'.repeat(digits) }).success,
      ).toBe(false);
  });

  it('has a player-facing text for every refusal', () => {
    for (const reason of CashOutRefusalReason.options) expect(CASH_OUT_REFUSALS[reason]).toMatch(/\w/);
  });

  it('reads a result message with dead heat as an exact fraction', () => {
    const result = {
      marketId: 5,
      eventId: 2,
      outcomes: [{ outcomeId: 9, result: 'won', deadHeat: { num: 1, den: 2 } }],
      resultedAt: '2026-11-23T14:00:00.000Z',
    };
    expect(MarketResult.parse(result)).toEqual(result);
    expect(MarketResult.safeParse({ ...result, outcomes: [{ outcomeId: 9, result: 'draw' }] }).success).toBe(
      false,
    );
  });

  it.each([
    ['winners only (placed defaults to none)', { winners: [1] }, true],
    ['a winner and two placed', { winners: [1], placed: [2, 3] }, true],
    ['a placed runner named twice', { winners: [1], placed: [2, 2] }, false],
    ['a winner named twice', { winners: [1, 1] }, false],
    ['a winner also placed', { winners: [1], placed: [1, 2] }, false],
    ['the feed outcomes list', { outcomes: [{ outcomeId: 1, result: 'placed' }] }, true],
  ])('takes a demo result with %s: %s', (_name, body, ok) => {
    expect(DemoMarketResultBody.safeParse(body).success).toBe(ok);
  });
});
