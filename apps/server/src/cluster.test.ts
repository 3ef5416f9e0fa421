// @module-tag engine: runs on PostgreSQL only (the processes share PostgreSQL and Redis).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPaths, PlacementResponse } from '@sb/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './db/database.ts';
import { freshPostgresDatabase } from './test/build-test-app.ts';

/*
 * Issue 50 part 5: the server as operators scale it on one machine, two worker processes behind
 * Node's cluster balancer (WORKERS=2, cluster-primary.ts) on one PostgreSQL and one Redis, driven
 * over HTTP. A worker killed with SIGKILL in the middle of placements loses nothing and takes
 * nothing twice (retries of the same uuids find their slips), and is replaced; one account's slips
 * sent through both workers at once never overdraw it.
 */
const databaseBase = process.env.DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

interface Bettor {
  id: number;
  token: string;
}

/** The worker processes: the primary's children running main.ts (tsx's esbuild is a child too). */
const workersOf = (primary: ChildProcess): string[] =>
  execFileSync('pgrep', ['-P', String(primary.pid), '-f', 'main.ts'], { encoding: 'utf8' })
    .trim()
    .split('\n');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.skipIf(!databaseBase || !redisUrl)('two processes behind the cluster balancer', () => {
  let primary: ChildProcess;
  let base: string;
  let database: Database;
  const data = mkdtempSync(join(tmpdir(), 'sb-cluster-'));

  beforeAll(async () => {
    const url = await freshPostgresDatabase(databaseBase!);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    primary = spawn('node', ['--import', 'tsx', join(import.meta.dirname, 'main.ts')], {
      env: {
        ...process.env,
        DATABASE_URL: url,
        REDIS_URL: redisUrl,
        WORKERS: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: data,
        WEB_DIST: join(data, 'no-web'),
        LOG_LEVEL: 'error',
        DEMO_CONTROLS: 'on',
        FEED_SIMULATOR: 'off',
        BET_DELAY_SECONDS: '0',
        LOGIN_RATE_PER_ADDRESS: '100000',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    // The primary says so once every worker listens (cluster-primary.ts).
    await new Promise<void>((resolve, reject) => {
      let said = '';
      primary.stdout!.on('data', (chunk: Buffer) => {
        said += chunk.toString();
        if (said.includes('"workers listening"')) resolve();
      });
      primary.once('exit', (code) => reject(new Error(`the cluster exited (${code})`)));
    });
    database = await openDatabase({ url });
  }, 180_000);

  afterAll(async () => {
    await database?.close();
    if (primary && primary.exitCode === null) {
      const exited = new Promise((resolve) => primary.once('exit', resolve));
      primary.kill('SIGTERM');
      await exited;
    }
    rmSync(data, { recursive: true, force: true });
  });

  async function up(timeoutMs = 150_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if (
        await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('the cluster did not come up');
  }

  async function bettor(like: string): Promise<Bettor> {
    const made = await fetch(`${base}/api/demo/players`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ like }),
    });
    expect(made.status).toBe(201);
    const { username, password } = (await made.json()) as { username: string; password: string };
    const login = await fetch(`${base}${apiPaths.login}?l=en&mc=web`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username,
        password,
        device: { clientType: 'Browser', deviceId: `cluster-${username}`, deviceType: 'Desktop' },
      }),
    });
    expect(login.status).toBe(200);
    const { session } = (await login.json()) as { session: { id: number; jwe_token: string } };
    return { id: session.id, token: session.jwe_token };
  }

  async function single(player: Bettor, stake: string): Promise<string> {
    // A pre-match outcome ten minutes or more away (its price stays put: the simulator is off).
    const list = await fetch(
      `${base}/xapi/rest/events?eventsPerPage=100&page=1&lightWeightResponse=true&bettable=true`,
    );
    const { events } = (await list.json()) as {
      events: { eventDate: string; markets?: { status: string; outcomes: { id: number }[] }[] }[];
    };
    const outcomeId = events
      .filter((e) => Date.parse(e.eventDate) > Date.now() + 600_000)
      .map((e) => e.markets?.find((m) => m.status === 'OPEN')?.outcomes[0]?.id)
      .find((id) => id !== undefined);
    const priced = await fetch(`${base}${apiPaths.betslipPricing}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}` },
      body: JSON.stringify({ model: {}, outcomeIds: [outcomeId], accountId: player.id }),
    });
    expect(priced.status).toBe(200);
    const { model } = (await priced.json()) as { model: { singles: object[] } };
    return JSON.stringify({ ...model, singles: model.singles.map((s) => ({ ...s, unitStake: stake })) });
  }

  /** The placement's answer, or undefined when the connection broke or went unanswered (its worker was killed). */
  async function place(player: Bettor, body: string, uuid: string): Promise<PlacementResponse | undefined> {
    let status: number;
    let text: string;
    try {
      const response = await fetch(`${base}${apiPaths.placeBetslip(player.id)}?uuid=${uuid}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}` },
        body,
        // A connection the balancer handed to the worker as it died is never answered: a client
        // gives up, as a browser's request does.
        signal: AbortSignal.timeout(10_000),
      });
      status = response.status;
      text = await response.text();
    } catch {
      return undefined;
    }
    if (status !== 200) throw new Error(`placement ${uuid}: ${status} ${text}`);
    return PlacementResponse.parse(JSON.parse(text));
  }

  /** Each taken slip's stake rows against its stake, and slips per uuid. */
  async function ledgerOfSlips(playerIds: number[]) {
    const { rows } = await database.db.execute<{ wrong: number; slips: number; uuids: number }>(sql`
      select count(*) filter (where coalesce(l.sum, 0) <> -s.total_stake_units)::int as wrong,
             count(*)::int as slips, count(distinct s.uuid)::int as uuids
      from bet_slips s
      left join (select reference, sum(amount_units) as sum from wallet_ledger
                 where reference like 'bet:%' group by reference) l on l.reference = 'bet:' || s.id || ':real'
      where s.player_id in (${sql.join(
        playerIds.map((id) => sql`${id}`),
        sql`, `,
      )})`);
    return rows[0]!;
  }

  it('takes each slip once when a worker is killed with SIGKILL mid-placement, and a retry finds it', async () => {
    const bettors = await Promise.all(Array.from({ length: 8 }, () => bettor('demo')));
    const body = await single(bettors[0]!, '1');
    const sends = bettors.flatMap((player) =>
      Array.from({ length: 6 }, () => ({ player, uuid: randomUUID() })),
    );
    const workers = workersOf(primary);
    expect(workers).toHaveLength(2);

    // Each player sends its slips one after another; once the first round has answered, one worker is
    // killed with the next round in flight on it.
    const first = new Map<string, PlacementResponse | undefined>();
    await Promise.all(
      bettors.map(async (player) => {
        for (const { uuid } of sends.filter((s) => s.player === player)) {
          first.set(uuid, await place(player, body, uuid));
          if (first.size === bettors.length) process.kill(Number(workers[0]), 'SIGKILL');
        }
      }),
    );
    const broken = [...first.values()].filter((answer) => answer === undefined);
    expect(broken.length).toBeGreaterThan(0);

    await up();
    const retried = await Promise.all(sends.map(({ player, uuid }) => place(player, body, uuid)));
    for (const [i, answer] of retried.entries()) {
      expect(answer?.status).toBe('accepted');
      // A slip answered before the kill is the same slip when asked again.
      const before = first.get(sends[i]!.uuid);
      if (before) expect(answer!.betSlipId).toBe(before.betSlipId);
    }
    const ledger = await ledgerOfSlips(bettors.map((b) => b.id));
    expect(ledger).toEqual({ wrong: 0, slips: sends.length, uuids: sends.length });
    // The killed worker was replaced: two again.
    expect(workersOf(primary)).toHaveLength(2);
  }, 120_000);

  it('never overdraws one account placing through both workers: 40 slips on a balance for 20', async () => {
    const player = await bettor('empty');
    const deposit = await fetch(`${base}${apiPaths.deposits(player.id)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}` },
      body: JSON.stringify({ amount: 20 }),
    });
    expect(deposit.status).toBe(200);
    const body = await single(player, '1');
    const answers = await Promise.all(Array.from({ length: 40 }, () => place(player, body, randomUUID())));
    const statuses = answers.map((a) => a?.status);
    expect(statuses.filter((s) => s === 'accepted')).toHaveLength(20);
    expect(statuses.filter((s) => s === 'rejected')).toHaveLength(20);
    expect(await ledgerOfSlips([player.id])).toMatchObject({ wrong: 0 });
    const { rows } = await database.db.execute<{ balance: string }>(
      sql`select coalesce(sum(amount_units), 0)::text as balance from wallet_ledger where player_id = ${player.id}`,
    );
    expect(rows[0]!.balance).toBe('0');
  }, 60_000);
});
