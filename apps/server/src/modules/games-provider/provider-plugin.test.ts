import {
  ApiError,
  GameErrorCode,
  GameLaunchResponse,
  gamePaths,
  GAMES_PROVIDER_PLAY_PATH,
  gameWalletPaths,
  PROVIDER_KEY_HEADER,
  WalletAnswer,
  type GameLaunchRequest,
} from '@sb/contract';
import {
  betReturn,
  CRASH_ROUND_MS,
  crashRound,
  crashSelection,
  VIRTUAL_MATCH_INTERVAL_MS,
  VIRTUAL_MATCH_PLAY_MS,
} from '@sb/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerBets } from '../../db/schema.ts';
import { gamesProviderKey } from '../games/index.ts';
import { seedBrandPlayer } from '../../test/accounts.ts';
import { session as login, type Player } from '../../test/betslip.ts';
import { buildTestApp, TEST_NOW } from '../../test/build-test-app.ts';
import type { OperatorWallet } from './operator-wallet.ts';
import { placeBet, sweep, type ProviderDeps } from './provider-bets.ts';
import { GAME_SESSION_HEADER, providerApiPaths, providerDeps } from './provider-plugin.ts';
import { findProviderSession } from './provider-repository.ts';

/*
 * The demo games provider through its pages and API (docs/decisions/games-provider.md), on host
 * games.test, against the operator's real wallet routes (modules/games) in the same app: real play
 * launched by a player, fun play for a visitor, and the money of a bet from its debit to its credit.
 */

const SECRET = 'games-provider-test-secret-0123456789';
const LOBBY = 'http://localhost:80';
const HOST = 'games.test';
let now = TEST_NOW;
let app: FastifyInstance;
let key: string;
let deps: ProviderDeps;
let euro: Player;
let won: Player;
let broke: Player;

beforeAll(async () => {
  app = await buildTestApp({ jwtSecret: SECRET }, { now: () => now });
  key = gamesProviderKey(SECRET, 'demo-games');
  deps = providerDeps(app, { providerKey: key });
  await seedBrandPlayer(app, { username: 'gp-won', brand: 'sportsbook', currency: 'KRW', deposit: 100_000 });
  await seedBrandPlayer(app, { username: 'gp-euro', brand: 'sportsbook', currency: 'EUR', deposit: 100 });
  await seedBrandPlayer(app, { username: 'gp-broke', brand: 'sportsbook', currency: 'EUR', deposit: 0 });
  [euro, won, broke] = await Promise.all([
    login(app, 'gp-euro'),
    login(app, 'gp-won'),
    login(app, 'gp-broke'),
  ]);
});
afterAll(() => app.close());

const play = (query: string, host = HOST) =>
  app.inject({ method: 'GET', url: `${GAMES_PROVIDER_PLAY_PATH}?${query}`, headers: { host } });

async function launchUrl(player: Player, body: Partial<GameLaunchRequest> = {}): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: gamePaths.gameLaunchUrl,
    headers: { origin: LOBBY, authorization: `Bearer ${player.token}` },
    payload: { flashClient: false, gameCode: 'virtual-football', integrationChannelCode: 'kiron', ...body },
  });
  expect(response.statusCode, response.body).toBe(200);
  return GameLaunchResponse.parse(response.json()).url;
}

/** Opens the game as the player's frame would: the launch URL's page, and the session in it. */
async function openGame(player: Player, body: Partial<GameLaunchRequest> = {}) {
  const url = new URL(await launchUrl(player, body));
  const page = await play(url.search.slice(1));
  expect(page.statusCode, page.body).toBe(200);
  const sessionId = /data-session="([\w-]+)"/.exec(page.body)![1]!;
  const row = await findProviderSession(app.db, sessionId);
  return { sessionId, operatorSessionId: row!.operatorSessionId, url };
}

const api = (sessionId: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({
    method,
    url,
    headers: { host: HOST, [GAME_SESSION_HEADER]: sessionId },
    ...(payload ? { payload } : {}),
  });

async function operatorBalance(operatorSessionId: string): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: gameWalletPaths.balance,
    headers: { [PROVIDER_KEY_HEADER]: key },
    payload: { sessionId: operatorSessionId },
  });
  return WalletAnswer.parse(response.json()).balance;
}

/** What the tests read of the state call. */
interface State {
  view: { next: { roundId: string } };
  bets: unknown[];
}

const nextVirtualRound = () =>
  `virtual-football-${Math.floor(now.getTime() / VIRTUAL_MATCH_INTERVAL_MS) + 1}`;
const betRow = async (id: string) =>
  (await app.db.select().from(providerBets).where(eq(providerBets.id, id)))[0];

describe('the game page', () => {
  it('lets only the lobby frame it, with its own CSP and no X-Frame-Options; other hosts get the usual answer', async () => {
    const page = await play(`mode=demo&game=crash&lobby=${encodeURIComponent(LOBBY)}&lang=en&currency=KRW`);
    expect(page.statusCode, page.body).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'; script-src 'self'");
    expect(csp).toMatch(new RegExp(`frame-ancestors ${LOBBY}$`));
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.body).toMatch(/data-session="[\w-]{43}"/);
    expect(page.body).toContain(`data-lobby="${LOBBY}"`);
    expect(page.body).toContain('Fun play');
    // Another host name gets what any unknown page gets there (the web app's answer), no game.
    const elsewhere = await play(`mode=demo&game=crash&lobby=${LOBBY}`, 'localhost');
    const unknown = await app.inject({ method: 'GET', url: '/no-such-page', headers: { host: 'localhost' } });
    expect(elsewhere.statusCode).toBe(unknown.statusCode);
    expect(elsewhere.body).not.toContain('data-session');
    const script = await app.inject({
      method: 'GET',
      url: '/games-provider/assets/game.js',
      headers: { host: HOST },
    });
    expect([script.statusCode, script.headers['content-type']]).toEqual([
      200,
      'text/javascript; charset=utf-8',
    ]);
  });

  it.each([
    ['an unknown game', `mode=demo&game=poker&lobby=${LOBBY}`],
    ['a lobby that is not an origin', `mode=demo&game=crash&lobby=${encodeURIComponent(`${LOBBY}/path`)}`],
    ['a script lobby', 'mode=demo&game=crash&lobby=javascript:alert(1)'],
    ['no lobby', 'mode=demo&game=crash'],
    ['a bad currency', `mode=demo&game=crash&lobby=${LOBBY}&currency=<b>`],
    ['nothing at all', ''],
    ['a token of bad characters', 'token=%3Cscript%3E'],
  ])('answers %s with a 400 page, never a 500', async (_name, query) => {
    const page = await play(query);
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('This game cannot open');
    expect(page.body).not.toContain('<script>alert');
  });

  it('opens a launch URL once: replayed, it says the link expired and tells the lobby', async () => {
    const url = new URL(await launchUrl(euro));
    const first = await play(url.search.slice(1));
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-security-policy']).toMatch(/frame-ancestors http:\/\/localhost:80$/);
    expect(first.body).not.toContain('Fun play');
    const again = await play(url.search.slice(1));
    expect(again.statusCode).toBe(401);
    expect(again.body).toContain('This game link has expired');
    expect(again.body).toContain('data-page="ended"');
  });
});

// The operator's ledger and the provider's rows on PostgreSQL too: the money's path end to end.
describe('real play: the money of a bet', { tags: ['engine'] }, () => {
  it('debits a virtual-match bet once and credits it once after the match, whatever the sweeps', async () => {
    const game = await openGame(euro);
    const state = await api(game.sessionId, 'GET', providerApiPaths.state);
    expect(state.statusCode, state.body).toBe(200);
    const before = await operatorBalance(game.operatorSessionId);
    expect(state.json()).toMatchObject({ balance: before, currency: 'EUR', demo: false });
    const roundId = nextVirtualRound();
    expect(state.json<State>().view.next.roundId).toBe(roundId);

    const placed = await api(game.sessionId, 'POST', providerApiPaths.bets, {
      roundId,
      selection: 'HOME',
      stake: 10,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const { bet, balance } = placed.json<{ bet: { id: string; price: number }; balance: number }>();
    expect(balance).toBeCloseTo(before - 10, 2);
    expect(await operatorBalance(game.operatorSessionId)).toBeCloseTo(before - 10, 2);
    expect((await betRow(bet.id))!.status).toBe('OPEN');

    // Bets close at kick-off; before the match is over the sweep credits nothing.
    now = new Date(Number(roundId.split('-').pop()) * VIRTUAL_MATCH_INTERVAL_MS + 1000);
    const late = await api(game.sessionId, 'POST', providerApiPaths.bets, {
      roundId,
      selection: 'AWAY',
      stake: 10,
    });
    expect([late.statusCode, ApiError.parse(late.json()).code]).toEqual([409, 'GAM030']);
    expect(await sweep(deps)).toMatchObject({ credited: 0 });

    now = new Date(now.getTime() + VIRTUAL_MATCH_PLAY_MS);
    const payout = betReturn(
      { gameCode: 'virtual-football', roundId, selection: 'HOME', stake: 10, price: bet.price },
      'EUR',
      deps.seedOf,
    );
    expect(await sweep(deps)).toMatchObject({ credited: 1 });
    expect(await sweep(deps)).toMatchObject({ credited: 0 });
    expect(await operatorBalance(game.operatorSessionId)).toBeCloseTo(before - 10 + payout, 2);
    expect(await betRow(bet.id)).toMatchObject({
      status: payout > 0 ? 'WON' : 'LOST',
      payout: payout.toFixed(2),
    });
  });

  it('cashes a crash bet out by hand during the flight, once, and refuses it after the crash', async () => {
    // A round that flies past 1.5 from the test's time on.
    let slot = Math.floor(now.getTime() / CRASH_ROUND_MS) + 1;
    while (crashRound(slot, deps.seedOf(`crash-${slot}`)).crashPoint < 1.5) slot++;
    const round = crashRound(slot, deps.seedOf(`crash-${slot}`));
    now = new Date(round.opensAt + 1000);
    const game = await openGame(won, { gameCode: 'crash', integrationChannelCode: 'cryptoblast' });
    const before = await operatorBalance(game.operatorSessionId);
    const stake = { roundId: round.roundId, selection: crashSelection(round.crashPoint + 1), stake: 1000 };
    expect(
      (await api(game.sessionId, 'POST', providerApiPaths.bets, { ...stake, stake: 1000.5 })).json(),
    ).toMatchObject({
      statusCode: 400,
      code: GameErrorCode.amountRefused,
    });
    const placed = await api(game.sessionId, 'POST', providerApiPaths.bets, stake);
    expect(placed.statusCode, placed.body).toBe(200);
    const betId = placed.json<{ bet: { id: string } }>().bet.id;
    const cashOutPath = providerApiPaths.cashOut.replace(':betId', betId);

    // 1.4 is reached about 0.77 s into the flight.
    now = new Date(round.flightAt + 800);
    const cashed = await api(game.sessionId, 'POST', cashOutPath);
    expect(cashed.statusCode, cashed.body).toBe(200);
    const { bet } = cashed.json<{ bet: { status: string; payout: number } }>();
    expect(bet.status).toBe('CASHED_OUT');
    expect(Number.isInteger(bet.payout)).toBe(true);
    expect(bet.payout).toBeGreaterThan(1000);
    expect(await operatorBalance(game.operatorSessionId)).toBe(before - 1000 + bet.payout);
    expect((await api(game.sessionId, 'POST', cashOutPath)).statusCode).toBe(409);
    now = new Date(round.flightAt + 10_000);
    expect(await sweep(deps)).toMatchObject({ credited: 0 });
    expect(await operatorBalance(game.operatorSessionId)).toBe(before - 1000 + bet.payout);
  });

  it('drops a bet the operator refuses and says why; rolls back a debit whose answer was lost', async () => {
    const poor = await openGame(broke);
    const roundId = nextVirtualRound();
    const refused = await api(poor.sessionId, 'POST', providerApiPaths.bets, {
      roundId,
      selection: 'DRAW',
      stake: 5,
    });
    expect([refused.statusCode, ApiError.parse(refused.json()).code]).toEqual([
      409,
      GameErrorCode.insufficientFunds,
    ]);
    expect(ApiError.parse(refused.json()).message).toContain('Not enough money');
    const state = await api(poor.sessionId, 'GET', providerApiPaths.state);
    expect(state.json<State>().bets).toEqual([]);

    // The operator takes the debit but its answer is lost: the provider rolls it back.
    const game = await openGame(euro);
    const before = await operatorBalance(game.operatorSessionId);
    const lost: OperatorWallet = {
      ...deps.wallet,
      debit: async (call) => {
        await deps.wallet.debit(call);
        return { kind: 'failed', reason: 'timed out' };
      },
    };
    const session = (await findProviderSession(app.db, game.sessionId))!;
    await expect(
      placeBet({ ...deps, wallet: lost }, session, { roundId, selection: 'HOME', stake: 7 }),
    ).rejects.toMatchObject({ statusCode: 503 });
    expect(await operatorBalance(game.operatorSessionId)).toBeCloseTo(before, 2);
    const [rolled] = await app.db
      .select()
      .from(providerBets)
      .where(eq(providerBets.sessionId, game.sessionId));
    expect(rolled!.status).toBe('ROLLED_BACK');

    // The debit's answer and the rollback's are both lost (the provider stopped, say): the bet stays
    // PENDING until a sweep 30 s later rolls it back, once.
    const silent: OperatorWallet = {
      ...lost,
      rollback: () => Promise.resolve({ kind: 'failed', reason: 'down' }),
    };
    await expect(
      placeBet({ ...deps, wallet: silent }, session, { roundId, selection: 'AWAY', stake: 3 }),
    ).rejects.toMatchObject({ statusCode: 503 });
    expect(await operatorBalance(game.operatorSessionId)).toBeCloseTo(before - 3, 2);
    expect(await sweep(deps)).toMatchObject({ rolledBack: 0 });
    now = new Date(now.getTime() + 31_000);
    expect(await sweep(deps)).toMatchObject({ rolledBack: 1 });
    expect(await sweep(deps)).toMatchObject({ rolledBack: 0 });
    expect(await operatorBalance(game.operatorSessionId)).toBeCloseTo(before, 2);
  });

  it('keeps crediting a won bet until the operator answers, and credits it once', async () => {
    const game = await openGame(euro);
    const before = await operatorBalance(game.operatorSessionId);
    const roundId = nextVirtualRound();
    const bets = await Promise.all(
      (['HOME', 'DRAW', 'AWAY'] as const).map(async (selection) => {
        const r = await api(game.sessionId, 'POST', providerApiPaths.bets, { roundId, selection, stake: 2 });
        expect(r.statusCode, r.body).toBe(200);
        return r.json<{ bet: { id: string; price: number; selection: string } }>();
      }),
    );
    now = new Date(Number(roundId.split('-').pop()) * VIRTUAL_MATCH_INTERVAL_MS + VIRTUAL_MATCH_PLAY_MS);
    const down: OperatorWallet = {
      ...deps.wallet,
      credit: () => Promise.resolve({ kind: 'failed', reason: 'down' }),
    };
    expect(await sweep({ ...deps, wallet: down })).toMatchObject({ credited: 0 });
    expect(await operatorBalance(game.operatorSessionId)).toBeCloseTo(before - 6, 2);
    expect(await sweep(deps)).toMatchObject({ credited: 3 });
    const won = bets
      .map(({ bet }) =>
        betReturn({ ...bet, gameCode: 'virtual-football', roundId, stake: 2 }, 'EUR', deps.seedOf),
      )
      .reduce((a, b) => a + b, 0);
    expect(await operatorBalance(game.operatorSessionId)).toBeCloseTo(before - 6 + won, 2);
  });
});

describe('the page’s API', () => {
  it('refuses a missing or unknown session and bad input in our error format', async () => {
    const none = await app.inject({ method: 'GET', url: providerApiPaths.state, headers: { host: HOST } });
    expect([none.statusCode, ApiError.parse(none.json()).code]).toEqual([401, GameErrorCode.sessionRefused]);
    const page = await play(`mode=demo&game=powerball&lobby=${LOBBY}&currency=KRW`);
    const sessionId = /data-session="([\w-]+)"/.exec(page.body)![1]!;
    for (const payload of [{ roundId: 'x', selection: 'PB_ODD', stake: 1 }, { stake: 'ten' }, {}]) {
      const bad = await api(sessionId, 'POST', providerApiPaths.bets, payload);
      expect(bad.statusCode).toBe(400);
      ApiError.parse(bad.json());
    }
    const bad = await api(sessionId, 'POST', providerApiPaths.cashOut.replace(':betId', 'nope'));
    expect(bad.statusCode).toBe(400);
  });

  it('plays for fun with 1,000 of play money and the same draws as real play', async () => {
    const page = await play(`mode=demo&game=powerball&lobby=${LOBBY}&currency=KRW`);
    const sessionId = /data-session="([\w-]+)"/.exec(page.body)![1]!;
    const state = (await api(sessionId, 'GET', providerApiPaths.state)).json<State>();
    expect(state).toMatchObject({ balance: 1000, demo: true, currency: 'KRW' });
    const { roundId } = state.view.next;
    const placed = await api(sessionId, 'POST', providerApiPaths.bets, {
      roundId,
      selection: 'PB_ODD',
      stake: 100,
    });
    expect(placed.json()).toMatchObject({ balance: 900 });
    const tooMuch = await api(sessionId, 'POST', providerApiPaths.bets, {
      roundId,
      selection: 'PB_ODD',
      stake: 901,
    });
    expect(ApiError.parse(tooMuch.json()).code).toBe(GameErrorCode.insufficientFunds);
    now = new Date(Number(roundId.split('-').pop()) * 300_000 + 10_000);
    await sweep(deps);
    const paid = betReturn(
      { gameCode: 'powerball', roundId, selection: 'PB_ODD', stake: 100, price: 1.95 },
      'KRW',
      deps.seedOf,
    );
    expect((await api(sessionId, 'GET', providerApiPaths.state)).json()).toMatchObject({
      balance: 900 + paid,
    });
  });
});
