import { describe, expect, it } from 'vitest';
import {
  BET_REJECTION_CODES,
  BET_REJECTIONS,
  BetAmount,
  BetslipModel,
  PlacementQuery,
  PricingRequest,
  StatusResponse,
} from './betslip.ts';
import { apiPaths, apiRoutes } from './paths.ts';

describe('betslip contract (SPEC.md §3 Betslip model, §7 Betslip and bets)', () => {
  it('an empty model takes the defaults of §3: origin 11, accept odds D', () => {
    expect(BetslipModel.parse({})).toMatchObject({
      originId: '11',
      userAcceptOdds: 'D',
      singles: [],
      multiples: [],
      systems: [],
      globalStake: '0',
      usePromoCash: false,
    });
  });

  it("a multiple takes the front end's placeholder: 200002, minBetStake 1250.00, ref mul1", () => {
    expect(BetslipModel.parse({ multiples: [{}] }).multiples[0]).toMatchObject({
      betTypeId: 200002,
      minBetStake: '1250.00',
      ref: 'mul1',
    });
  });

  it('a single needs only its outcome; its state defaults to open (O)', () => {
    expect(BetslipModel.parse({ singles: [{ outcomeId: 5 }] }).singles[0]).toMatchObject({
      outcomeState: 'O',
      ref: 'sel1',
      includeInMultiples: true,
      enabled: true,
    });
  });

  it.each([
    ['a stake with 3 decimals', { singles: [{ outcomeId: 1, unitStake: '1.005' }] }, 'singles.0.unitStake'],
    ['a negative stake', { singles: [{ outcomeId: 1, unitStake: '-1' }] }, 'singles.0.unitStake'],
    ['a stake of 14 digits', { globalStake: '12345678901234' }, 'globalStake'],
    ['a ref that is not selN', { singles: [{ outcomeId: 1, ref: 'x1' }] }, 'singles.0.ref'],
    ['an unknown accept-odds mode', { userAcceptOdds: 'X' }, 'userAcceptOdds'],
    ['odds below 1', { singles: [{ outcomeId: 1, decimal: 0.5 }] }, 'singles.0.decimal'],
  ])('refuses %s at its path', (_name, input, path) => {
    const result = BetslipModel.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain(path);
  });

  it.each([
    ['12.50', true],
    ['1250', true],
    ['0', true],
    ['1.005', false],
    ['1e3', false],
    ['', false],
  ])('BetAmount %j is valid: %s', (amount, valid) => {
    expect(BetAmount.safeParse(amount).success).toBe(valid);
  });

  it('placement needs a UUID as its idempotency key', () => {
    expect(PlacementQuery.safeParse({ uuid: '3f2b8c1e-8d5a-4c1e-9a7b-2d4e6f8a0b1c' }).success).toBe(true);
    expect(PlacementQuery.safeParse({ uuid: 'not-a-uuid' }).success).toBe(false);
  });

  it('a pricing request defaults outcome ids and system bets', () => {
    expect(PricingRequest.parse({ model: {} })).toMatchObject({
      outcomeIds: [],
      showSysBets: false,
      userAcceptOdds: 'D',
    });
  });

  it('a status answer is a placement answer', () => {
    const pending = {
      betSlipId: 'b-1',
      status: 'pending',
      reference: 'r-1',
      bets: [],
      totalStake: '10.00',
      potentialReturns: '25.00',
      balance: null,
      delay: 4,
      errors: [],
    };
    expect(StatusResponse.parse(pending)).toEqual(pending);
  });

  it('lists every rejection code of §8 with a translation key', () => {
    expect(BET_REJECTION_CODES).toHaveLength(24);
    for (const code of BET_REJECTION_CODES) expect(BET_REJECTIONS[code].key).toBe(`bet-error-${code}`);
  });

  it.each([
    [apiPaths.placeBetslip(7), '/xapi/rest/accounts/7/betslips', apiRoutes.placeBetslip],
    [apiPaths.betslipStatus('b-1'), '/xapi/rest/betslips/b-1/status', apiRoutes.betslipStatus],
    [apiPaths.betslipPricing, '/xapi/rest/betslips/pricing', apiRoutes.betslipPricing],
    [apiPaths.epwConfig, '/xapi/rest/promotions/epw', apiRoutes.epwConfig],
  ])('builds %s', (built, expected, route) => {
    expect(built).toBe(expected);
    expect(new RegExp(`^${route.replace(/:\w+/g, '[^/]+')}$`).test(built)).toBe(true);
  });
});
