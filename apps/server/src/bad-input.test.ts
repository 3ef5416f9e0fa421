import { randomUUID } from 'node:crypto';
import { ApiError, apiPaths } from '@sb/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE } from './test/accounts.ts';
import { buildTestApp } from './test/build-test-app.ts';
import { session, slipOf, staked, type Player } from './test/betslip.ts';

/**
 * Inputs the database cannot take (docs/decisions/security-hardening.md): each must be refused by
 * the contract with a 400 in our error format, never reach a query and come back a 500.
 */
const INT4_PAST = '2147483648';
const DIGITS_30 = '9'.repeat(30);
const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';
const ARSENAL = 1010101;

let app: FastifyInstance;
let demo: Player;
let betId: string;
let slip: Awaited<ReturnType<typeof slipOf>>;
beforeAll(async () => {
  app = await buildTestApp();
  demo = await session(app, 'demo');
  slip = await slipOf(app, [ARSENAL]);
  const placed = await app.inject({
    method: 'POST',
    url: `${apiPaths.placeBetslip(demo.id)}?uuid=${randomUUID()}`,
    headers: { authorization: `Bearer ${demo.token}` },
    payload: staked(slip, { singles: { 0: '1' } }),
  });
  betId = placed.json<{ bets: { betId: string }[] }>().bets[0]!.betId;
});
afterAll(() => app.close());

type Case = [name: string, request: () => InjectOptions, authenticated?: boolean];

const get = (url: string) => () => ({ method: 'GET' as const, url });
/** A valid one-line slip with a stake, with these fields of its single and of the model replaced. */
const placement =
  (single: Record<string, unknown>, model: Record<string, unknown> = {}) =>
  () => {
    const base = staked(slip, { singles: { 0: '1' } });
    return {
      method: 'POST' as const,
      url: `${apiPaths.placeBetslip(demo.id)}?uuid=${randomUUID()}`,
      payload: { ...base, singles: [{ ...base.singles?.[0], ...single }], ...model },
    };
  };
const login = (username: string, password: string) => () => ({
  method: 'POST' as const,
  url: `${apiPaths.login}?l=en&mc=web`,
  payload: { username, password, device: DEVICE },
});
const cashOut = (id: string, value: string) => () => ({
  method: 'POST' as const,
  url: apiPaths.cashOut(demo.id, id),
  payload: { requestId: randomUUID(), value },
});

const jackpot = (url: string, model: Record<string, unknown>) => () => ({
  method: 'POST' as const,
  url,
  payload: { model },
});

const CASES: Case[] = [
  // Ids above the int4 range in paths.
  ['event id', get(`/xapi/rest/events/${INT4_PAST}`)],
  ['market id', get(`/xapi/rest/markets/${INT4_PAST}`)],
  ['coupon id', get(`/api/coupons/${INT4_PAST}`)],
  ['coupon group id', get(`/api/coupon_groups/${INT4_PAST}`)],
  ['submenu id', get(`/api/submenus/${INT4_PAST}`)],
  ['live page event id', get(`/xapi/marketdata/v1/livepage/${INT4_PAST}`)],
  ['live page markets id', get(`/xapi/marketdata/v1/livepage/markets/${INT4_PAST}`)],
  ['open bet id', () => get(apiPaths.openBet(demo.id, INT4_PAST))(), true],
  ['open bets account id', get(apiPaths.openBets(Number(INT4_PAST))), true],
  ['cash-out bet id', cashOut(INT4_PAST, '1.00'), true],
  [
    'betslip status id',
    () => ({ method: 'PUT', url: apiPaths.betslipStatus(INT4_PAST), payload: { model: {} } }),
    true,
  ],
  // ... and in queries.
  ['events ids', get(`/xapi/rest/events?ids=${INT4_PAST}`)],
  ['events eventPathIds', get(`/xapi/rest/events?eventPathIds=1,${INT4_PAST}`)],
  ['events marketTypeIds', get(`/xapi/rest/events?marketTypeIds=${INT4_PAST}`)],
  ['events eventPathIds of 30 digits', get(`/xapi/rest/events?eventPathIds=${DIGITS_30}`)],
  ['events page', get(`/xapi/rest/events?page=${INT4_PAST}`)],
  [
    'events by POST body',
    () => ({ method: 'POST', url: '/xapi/rest/events?hash=h1', payload: { eventPathIds: DIGITS_30 } }),
  ],
  ['live events ids', get(`/xapi/rest/live/events?ids=${INT4_PAST}`)],
  ['live events eventPathIds of 30 digits', get(`/xapi/rest/live/events?eventPathIds=${DIGITS_30}`)],
  ['live page eventPathIds', get(`/xapi/marketdata/v1/livepage?eventPathIds=${DIGITS_30}`)],
  ['odds ladder event id', get(`/xapi/rest/oddsLadderAndMargins/1?eventId=${INT4_PAST}`)],
  // ... and in bodies.
  [
    'pricing outcomeIds',
    () => ({ method: 'POST', url: apiPaths.betslipPricing, payload: { model: {}, outcomeIds: [2 ** 31] } }),
  ],
  [
    'pricing single outcome id',
    () => ({
      method: 'POST',
      url: apiPaths.betslipPricing,
      payload: { model: { singles: [{ outcomeId: 2 ** 31 }] } },
    }),
  ],
  ['placement outcome id', placement({ outcomeId: 2 ** 31 }), true],
  ['placement outcomeIds', placement({}, { outcomeIds: [2 ** 31] }), true],
  ['cash-out value of 20 digits', () => cashOut(betId, '9'.repeat(20))(), true],
  // Text a database column cannot hold: NUL, lone surrogates.
  ['placement outcomeDescription with NUL', placement({ outcomeDescription: NUL }), true],
  [
    'placement outcomeDescription with a lone surrogate',
    placement({ outcomeDescription: LONE_SURROGATE }),
    true,
  ],
  ['placement reference with NUL', placement({}, { reference: NUL }), true],
  ['login username with NUL', login(`demo${NUL}`, 'demo-pass')],
  ['login username with a lone surrogate', login(LONE_SURROGATE, 'demo-pass')],
  ['login password with NUL', login('demo', NUL)],
  ['login password with a lone surrogate', login('demo', LONE_SURROGATE)],
  ['player details username with NUL', () => get(apiPaths.playerDetails(`demo${NUL}`))(), true],
  ['demo outbox username with NUL', get(`${apiPaths.demoOtpOutbox}?username=${encodeURIComponent(NUL)}`)],
  // The jackpot's calls (issue 44).
  ['jackpot bets jackpot id', jackpot(apiPaths.jackpotBets, { jackpotId: 2 ** 31, outcomeIds: '1' })],
  [
    'jackpot bets outcome ids of 30 digits',
    jackpot(apiPaths.jackpotBets, { jackpotId: 1, outcomeIds: DIGITS_30 }),
  ],
  [
    'jackpot placement outcome id',
    () =>
      jackpot(`${apiPaths.placeJackpotBetslip(demo.id)}?uuid=${randomUUID()}`, {
        jackpotId: 1,
        singles: [{ ordinal: 1, outcomeId: 2 ** 31 }],
      })(),
    true,
  ],
  ['jackpot entries account id', get(apiPaths.playerJackpotBets(Number(INT4_PAST))), true],
];

describe('bad input is a 400, never a 500', () => {
  it.each(CASES)('%s', async (_name, request, authenticated = false) => {
    const options = request();
    const response = await app.inject({
      ...options,
      headers: { ...options.headers, ...(authenticated ? { authorization: `Bearer ${demo.token}` } : {}) },
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
    expect(ApiError.parse(response.json())).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
  });
});
