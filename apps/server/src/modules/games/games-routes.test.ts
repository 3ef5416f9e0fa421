import {
  ApiError,
  apiPaths,
  GameErrorCode,
  GameLaunchResponse,
  gamePaths,
  gameWalletPaths,
  PROVIDER_KEY_HEADER,
  TransactionsResponse,
  WalletAnswer,
  WalletSessionResponse,
  type GameLaunchRequest,
} from '@sb/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletLedger } from '../../db/schema.ts';
import { seedBrandPlayer } from '../../test/accounts.ts';
import { session, type Player } from '../../test/betslip.ts';
import { buildTestApp, TEST_NOW } from '../../test/build-test-app.ts';
import { gamesProviderKey } from './provider-key.ts';

/*
 * Third-party games, the operator's side (docs/decisions/games.md): the §7 launch call and the
 * wallet a provider calls. The provider is played here by hand, with the key the app derives from
 * its secret; the demo provider's own tests play it through its pages (modules/games-provider).
 */

let now = TEST_NOW;
let app: FastifyInstance;
let demo: Player;
let empty: Player;
let won: Player;
let affiliate: Player;
const ORIGIN = 'http://localhost:80';
let key: string;

beforeAll(async () => {
  app = await buildTestApp({ jwtSecret: 'games-test-secret-games-test-secret' }, { now: () => now });
  key = gamesProviderKey('games-test-secret-games-test-secret', 'demo-games');
  await seedBrandPlayer(app, { username: 'won', brand: 'sportsbook', currency: 'KRW', deposit: 100_000 });
  await seedBrandPlayer(app, {
    username: 'partner',
    brand: 'sportsbook',
    currency: 'EUR',
    deposit: 100,
    flags: { partnerMatrixAffiliate: true },
  });
  [demo, empty, won, affiliate] = await Promise.all([
    session(app, 'demo'),
    session(app, 'empty'),
    session(app, 'won'),
    session(app, 'partner'),
  ]);
});
afterAll(() => app.close());

const later = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};

function launch(player: Player | undefined, body: Partial<GameLaunchRequest>, origin = ORIGIN) {
  return app.inject({
    method: 'POST',
    url: gamePaths.gameLaunchUrl,
    headers: { origin, ...(player ? { authorization: `Bearer ${player.token}` } : {}) },
    payload: { flashClient: false, gameCode: 'virtual-football', integrationChannelCode: 'kiron', ...body },
  });
}

async function launchToken(player: Player, body: Partial<GameLaunchRequest> = {}): Promise<string> {
  const response = await launch(player, body);
  expect(response.statusCode, response.body).toBe(200);
  return new URL(GameLaunchResponse.parse(response.json()).url).searchParams.get('token')!;
}

function provider(path: string, payload: object, providerKey: string | null = key) {
  return app.inject({
    method: 'POST',
    url: path,
    headers: providerKey === null ? {} : { [PROVIDER_KEY_HEADER]: providerKey },
    payload,
  });
}

async function openSession(player: Player, body: Partial<GameLaunchRequest> = {}) {
  const response = await provider(gameWalletPaths.session, { launchToken: await launchToken(player, body) });
  expect(response.statusCode, response.body).toBe(200);
  return WalletSessionResponse.parse(response.json());
}

const refusal = (response: { statusCode: number; json: () => unknown; body: string }) => {
  const body = ApiError.parse(response.json(), { error: () => response.body });
  return [response.statusCode, body.code];
};

describe('POST game-launch-url (§7)', () => {
  it('answers the provider page with a token that opens the game once within 60 s', async () => {
    const response = await launch(demo, {});
    expect(response.statusCode, response.body).toBe(200);
    const { url, expiresAt } = GameLaunchResponse.parse(response.json());
    expect(url).toMatch(
      /^http:\/\/games\.test\/games-provider\/play\?token=[\w-]{43}&lobby=http%3A%2F%2Flocalhost%3A80$/,
    );
    expect(Date.parse(expiresAt) - now.getTime()).toBe(60_000);
    expect(response.headers['cache-control']).toContain('no-store');
  });

  it('refuses what the section page would not offer, each with its code', async () => {
    expect(refusal(await launch(undefined, {}))).toEqual([401, 'UNAUTHORIZED']);
    expect(refusal(await launch(demo, { flashClient: true }))).toEqual([400, GameErrorCode.flashUnsupported]);
    expect(refusal(await launch(demo, { gameCode: 'crash' }))).toEqual([400, GameErrorCode.gameNotInSection]);
    // §9 Cryptoblast only KRW; §6 powerball only KRW and only with show_powerball (off in the demo).
    expect(refusal(await launch(demo, { gameCode: 'crash', integrationChannelCode: 'cryptoblast' }))).toEqual(
      [403, GameErrorCode.sectionUnavailable],
    );
    expect((await launch(won, { gameCode: 'crash', integrationChannelCode: 'cryptoblast' })).statusCode).toBe(
      200,
    );
    // §6: the exchange needs a Kryptium account (demo has one, empty none); Pinnacle is not for affiliates.
    const exchange = { gameCode: 'virtual-football', integrationChannelCode: 'exchange' } as const;
    expect((await launch(demo, exchange)).statusCode).toBe(200);
    expect(refusal(await launch(empty, exchange))).toEqual([403, GameErrorCode.sectionUnavailable]);
    const pinnacle = { gameCode: 'virtual-efootball', integrationChannelCode: 'pinnacle' } as const;
    expect((await launch(demo, pinnacle)).statusCode).toBe(200);
    expect(refusal(await launch(affiliate, pinnacle))).toEqual([403, GameErrorCode.sectionUnavailable]);
    // A page of another origin never gets a launch URL, even with the player's token.
    expect(refusal(await launch(demo, {}, 'https://evil.example'))).toEqual([
      403,
      GameErrorCode.sectionUnavailable,
    ]);
    // Bad input is a 400, never a 500.
    expect((await launch(demo, { integrationChannelCode: 'casino' as 'kiron' })).statusCode).toBe(400);
  });
});

// The locks decide who goes first on PostgreSQL's many connections: this block runs there too.
describe('the wallet a provider calls', { tags: ['engine'] }, () => {
  it('spends a launch token once, within its minute, for the provider that holds the key', async () => {
    const token = await launchToken(demo);
    expect(refusal(await provider(gameWalletPaths.session, { launchToken: token }, null))).toEqual([
      401,
      GameErrorCode.providerRefused,
    ]);
    expect(
      refusal(await provider(gameWalletPaths.session, { launchToken: token }, `${key.slice(1)}x`)),
    ).toEqual([401, GameErrorCode.providerRefused]);
    const first = await provider(gameWalletPaths.session, { launchToken: token });
    expect(first.statusCode).toBe(200);
    const opened = WalletSessionResponse.parse(first.json());
    expect(opened).toMatchObject({ currency: 'EUR', gameCode: 'virtual-football', lobbyOrigin: ORIGIN });
    expect(opened.playerRef).not.toContain('demo');
    expect(refusal(await provider(gameWalletPaths.session, { launchToken: token }))).toEqual([
      401,
      GameErrorCode.launchTokenRefused,
    ]);
    const late = await launchToken(demo);
    later(61);
    expect(refusal(await provider(gameWalletPaths.session, { launchToken: late }))).toEqual([
      401,
      GameErrorCode.launchTokenRefused,
    ]);
  });

  it('moves the balance once for a debit, a credit or a rollback repeated 100 times', async () => {
    const s = await openSession(demo);
    const call = { sessionId: s.sessionId, currency: 'EUR' };
    const times = async (path: string, payload: object) => {
      const answers = await Promise.all(
        Array.from({ length: 100 }, () => provider(path, { ...call, ...payload })),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(100).fill(200));
      const parsed = answers.map((a) => WalletAnswer.parse(a.json()));
      expect(parsed.filter((a) => !a.replayed)).toHaveLength(1);
      return parsed;
    };
    await times(gameWalletPaths.debit, { transactionId: 'once-d-1', roundId: 'once-r-1', amount: 10 });
    await times(gameWalletPaths.credit, { transactionId: 'once-c-1', roundId: 'once-r-1', amount: 25.5 });
    await times(gameWalletPaths.debit, { transactionId: 'once-d-2', roundId: 'once-r-2', amount: 4 });
    await times(gameWalletPaths.rollback, {
      transactionId: 'once-b-2',
      roundId: 'once-r-2',
      rolledBackTransactionId: 'once-d-2',
    });
    const balance = WalletAnswer.parse(
      (await provider(gameWalletPaths.balance, { sessionId: s.sessionId })).json(),
    );
    expect(balance.balance).toBeCloseTo(s.balance - 10 + 25.5, 2);
    const rows = await app.db.select().from(walletLedger).where(eq(walletLedger.playerId, demo.id));
    expect(
      rows.filter((r) => r.kind.startsWith('GAME_')).map((r) => [r.kind, Number(r.amountUnits)]),
    ).toEqual([
      ['GAME_STAKE', -1000],
      ['GAME_WIN', 2550],
      ['GAME_STAKE', -400],
      ['GAME_REFUND', 400],
    ]);
  });

  it('refuses a credit after a rollback, a rollback after a credit, a debit after its rollback', async () => {
    const s = await openSession(demo);
    const call = { sessionId: s.sessionId, currency: 'EUR' };
    // Transaction ids are the provider's, unique across its sessions: each test has its own.
    await provider(gameWalletPaths.debit, {
      ...call,
      transactionId: 'order-d-1',
      roundId: 'order-r-1',
      amount: 5,
    });
    await provider(gameWalletPaths.rollback, {
      ...call,
      transactionId: 'order-b-1',
      roundId: 'order-r-1',
      rolledBackTransactionId: 'order-d-1',
    });
    expect(
      refusal(
        await provider(gameWalletPaths.credit, {
          ...call,
          transactionId: 'order-c-1',
          roundId: 'order-r-1',
          amount: 9,
        }),
      ),
    ).toEqual([409, GameErrorCode.roundClosed]);
    await provider(gameWalletPaths.debit, {
      ...call,
      transactionId: 'order-d-2',
      roundId: 'order-r-2',
      amount: 5,
    });
    await provider(gameWalletPaths.credit, {
      ...call,
      transactionId: 'order-c-2',
      roundId: 'order-r-2',
      amount: 0,
    });
    expect(
      refusal(
        await provider(gameWalletPaths.rollback, {
          ...call,
          transactionId: 'order-b-2',
          roundId: 'order-r-2',
          rolledBackTransactionId: 'order-d-2',
        }),
      ),
    ).toEqual([409, GameErrorCode.roundSettled]);
    // The rollback overtook its debit: the debit, when it comes, is refused and nothing moved.
    const before = WalletAnswer.parse(
      (await provider(gameWalletPaths.balance, { sessionId: s.sessionId })).json(),
    );
    await provider(gameWalletPaths.rollback, {
      ...call,
      transactionId: 'order-b-3',
      roundId: 'order-r-3',
      rolledBackTransactionId: 'order-d-3',
    });
    expect(
      refusal(
        await provider(gameWalletPaths.debit, {
          ...call,
          transactionId: 'order-d-3',
          roundId: 'order-r-3',
          amount: 5,
        }),
      ),
    ).toEqual([409, GameErrorCode.transactionRolledBack]);
    const after = WalletAnswer.parse(
      (await provider(gameWalletPaths.balance, { sessionId: s.sessionId })).json(),
    );
    expect(after.balance).toBe(before.balance);
  });

  it('refuses a stake beyond the real balance, cents in won, another currency, an id used twice', async () => {
    const poor = await openSession(empty, { gameCode: 'virtual-football', integrationChannelCode: 'kiron' });
    expect(
      refusal(
        await provider(gameWalletPaths.debit, {
          sessionId: poor.sessionId,
          currency: 'EUR',
          transactionId: 'stake-d-1',
          roundId: 'stake-r-1',
          amount: 1,
        }),
      ),
    ).toEqual([409, GameErrorCode.insufficientFunds]);
    const krw = await openSession(won, { gameCode: 'crash', integrationChannelCode: 'cryptoblast' });
    const call = { sessionId: krw.sessionId, currency: 'KRW', roundId: 'stake-r-1' };
    expect(
      refusal(await provider(gameWalletPaths.debit, { ...call, transactionId: 'stake-d-1', amount: 1000.5 })),
    ).toEqual([400, GameErrorCode.amountRefused]);
    expect(
      refusal(
        await provider(gameWalletPaths.debit, {
          ...call,
          currency: 'EUR',
          transactionId: 'stake-d-1',
          amount: 1000,
        }),
      ),
    ).toEqual([409, GameErrorCode.transactionMismatch]);
    expect(
      (await provider(gameWalletPaths.debit, { ...call, transactionId: 'stake-d-1', amount: 1000 }))
        .statusCode,
    ).toBe(200);
    expect(
      refusal(await provider(gameWalletPaths.debit, { ...call, transactionId: 'stake-d-1', amount: 2000 })),
    ).toEqual([409, GameErrorCode.transactionMismatch]);
    expect(
      refusal(await provider(gameWalletPaths.credit, { ...call, transactionId: 'stake-d-1', amount: 2000 })),
    ).toEqual([409, GameErrorCode.transactionMismatch]);
    // Bad input: a 400 in the error format, never a 500.
    for (const bad of [
      { ...call, transactionId: 'd 1', amount: 1 },
      { ...call, transactionId: 'stake-d-9', amount: -1 },
      { ...call, sessionId: 'x'.repeat(101), transactionId: 'stake-d-9', amount: 1 },
    ])
      expect((await provider(gameWalletPaths.debit, bad)).statusCode).toBe(400);
    expect(refusal(await provider(gameWalletPaths.balance, { sessionId: 'nope' }))).toEqual([
      401,
      GameErrorCode.sessionRefused,
    ]);
  });

  it('keeps the balance a model of the calls, whatever order, repeats and reused ids a provider sends', async () => {
    // The model: what each call must answer and do, written from the protocol's rules alone.
    type Tx = { kind: 'DEBIT' | 'CREDIT' | 'ROLLBACK'; round: string; amount: number; target?: string };
    const Call = fc.record({
      kind: fc.constantFrom('DEBIT', 'CREDIT', 'ROLLBACK'),
      id: fc.constantFrom('t1', 't2', 't3', 't4', 't5'),
      round: fc.constantFrom('r1', 'r2'),
      amount: fc.constantFrom(0, 1, 7, 40, 300),
      target: fc.constantFrom('t1', 't2', 't3', 't4', 't5'),
    });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(Call, { minLength: 1, maxLength: 14 }), async (calls) => {
        run += 1;
        const s = await openSession(demo);
        const seen = new Map<string, Tx>();
        const debits = new Map<string, { round: string; amount: number; done: boolean }>();
        let balance = Math.round(s.balance * 100);
        for (const c of calls) {
          const id = `${run}-${c.id}`;
          const round = `${run}-${c.round}`;
          const target = `${run}-${c.target}`;
          const payload = { sessionId: s.sessionId, currency: 'EUR', transactionId: id, roundId: round };
          const response =
            c.kind === 'DEBIT'
              ? await provider(gameWalletPaths.debit, { ...payload, amount: c.amount })
              : c.kind === 'CREDIT'
                ? await provider(gameWalletPaths.credit, { ...payload, amount: c.amount })
                : await provider(gameWalletPaths.rollback, { ...payload, rolledBackTransactionId: target });
          const code = response.statusCode === 200 ? 'OK' : ApiError.parse(response.json()).code;
          const before = seen.get(id);
          const expected = ((): string => {
            if (c.kind === 'DEBIT' && c.amount === 0) return GameErrorCode.amountRefused;
            if (c.kind === 'ROLLBACK' && target === id) return GameErrorCode.transactionMismatch;
            if (before || debits.has(id)) {
              const debit = debits.get(id);
              if (c.kind === 'DEBIT' && debit && !debit.done) return GameErrorCode.transactionRolledBack;
              if (!before) return GameErrorCode.transactionMismatch;
              const same =
                before.kind === c.kind &&
                before.round === round &&
                (c.kind === 'ROLLBACK' ? before.target === target : before.amount === c.amount);
              return same ? 'OK' : GameErrorCode.transactionMismatch;
            }
            const inRound = [...seen.entries()].filter(([, t]) => t.round === round);
            if (c.kind === 'DEBIT') {
              if (balance < c.amount * 100) return GameErrorCode.insufficientFunds;
              balance -= c.amount * 100;
              debits.set(id, { round, amount: c.amount, done: true });
            } else if (c.kind === 'CREDIT') {
              const standing = [...debits.values()].some((d) => d.round === round && d.done && d.amount > 0);
              if (!standing) return GameErrorCode.roundClosed;
              balance += c.amount * 100;
            } else {
              const debit = debits.get(target);
              const targetSeen = seen.get(target);
              if (targetSeen && targetSeen.kind !== 'DEBIT') return GameErrorCode.transactionMismatch;
              if (debit && debit.round !== round) return GameErrorCode.transactionMismatch;
              if (!debit) debits.set(target, { round, amount: 0, done: false });
              else if (debit.done) {
                if (inRound.some(([, t]) => t.kind === 'CREDIT')) return GameErrorCode.roundSettled;
                balance += debit.amount * 100;
                debit.done = false;
              }
            }
            seen.set(id, {
              kind: c.kind,
              round,
              amount: c.amount,
              ...(c.kind === 'ROLLBACK' ? { target } : {}),
            });
            return 'OK';
          })();
          expect(code, JSON.stringify(c)).toBe(expected);
        }
        const read = WalletAnswer.parse(
          (await provider(gameWalletPaths.balance, { sessionId: s.sessionId })).json(),
        );
        expect(Math.round(read.balance * 100)).toBe(balance);
      }),
      { numRuns: 25 },
    );
  });
});

describe("the sportsbook's pages and the provider's origin", () => {
  it('names the provider in the settings (fun play opens there) and lets pages frame only it', async () => {
    const response = await app.inject({ method: 'GET', url: `${apiPaths.allCachedSettings}?mc=web` });
    const { settings } = response.json<{ settings: { games_provider_origin: string } }>();
    expect(settings.games_provider_origin).toBe('http://games.test');
    expect(response.headers['content-security-policy']).toMatch(
      /(^|;)frame-src 'self' http:\/\/games\.test(;|$)/,
    );
  });
});

describe('the ledger shows a game', () => {
  it("lists a game's stake and winnings in the player's transactions", async () => {
    const s = await openSession(won, { gameCode: 'crash', integrationChannelCode: 'cryptoblast' });
    const call = { sessionId: s.sessionId, currency: 'KRW', roundId: 'view-1' };
    await provider(gameWalletPaths.debit, { ...call, transactionId: 'view-d', amount: 5000 });
    await provider(gameWalletPaths.credit, { ...call, transactionId: 'view-c', amount: 9500 });
    const response = await app.inject({
      method: 'GET',
      url: apiPaths.transactions(won.id),
      headers: { authorization: `Bearer ${won.token}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    const kinds = TransactionsResponse.parse(response.json())
      .transactions.filter((t) => t.kind.startsWith('GAME_'))
      .map((t) => [t.kind, t.amount]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['GAME_STAKE', -5000],
        ['GAME_WIN', 9500],
      ]),
    );
  });
});
