/**
 * The betslip's figures (issue 6 part 6), each measured by one load loop in this process so that
 * the ratios compare like with like:
 * - pricing-call p99 for a 10-selection slip with system bets shown and staked, on the default
 *   product (embedded database, feed simulator running);
 * - the bare route's requests per second, measured by the same loop beside the placements of
 *   placements.ts on PostgreSQL (DATABASE_URL, else a throw-away cluster started as CI does, else
 *   skipped with the reason).
 * The API server runs alone (no web build): apps/server/src/main.ts on a fresh data folder.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SERVER_NODE_FLAGS } from './node-flags.ts';

const root = join(import.meta.dirname, '..', '..');

export interface LoadFigures {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  failed: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** An answer as the load loop reads it: its status and its whole body, decompressed. */
export interface Reply {
  status: number;
  ok: boolean;
  body: string;
}

/** One connection a bettor, kept open as a browser keeps it. */
const agent = new http.Agent({ keepAlive: true });

const decompress: Record<string, (body: Buffer) => Buffer> = {
  gzip: gunzipSync,
  deflate: inflateSync,
  br: brotliDecompressSync,
};

/**
 * An HTTP call with Node's own client, as a browser sends it (compressed answers accepted). Not
 * fetch: on these two cores the load must leave them to the server, and fetch costs about three
 * times Node's client a call (215 to 279 against 69 to 75 us a GET of /api/health, 50 at once;
 * docs/decisions/throughput.md "The bench's client").
 */
export function send(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        agent,
        method: init.method ?? 'GET',
        headers: { 'accept-encoding': 'gzip, deflate, br', ...init.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          const body = (encoding && decompress[encoding] ? decompress[encoding](raw) : raw).toString('utf8');
          const status = response.statusCode ?? 0;
          resolve({ status, ok: status >= 200 && status < 300, body });
        });
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
}

/**
 * `concurrency` loops each sending `request()` one after the other for `seconds`; a request
 * counts as failed when `ok` says so. Latency is from send to the full body read.
 */
export async function load(
  seconds: number,
  concurrency: number,
  request: () => Promise<Reply>,
  ok: (reply: Reply) => boolean = (reply) => reply.ok,
): Promise<LoadFigures> {
  const latencies: number[] = [];
  let failed = 0;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const at = performance.now();
        try {
          if (!ok(await request())) failed++;
        } catch {
          failed++;
        }
        latencies.push(performance.now() - at);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failed,
  };
}

/** The API server alone on `port`, on a fresh data folder (and `env`'s database if given). */
export function startApi(
  port: number,
  env: Record<string, string>,
): { process: ChildProcess; stop: () => Promise<void> } {
  const data = mkdtempSync(join(tmpdir(), 'sb-bench-betslip-'));
  const child = spawn('node', [...SERVER_NODE_FLAGS, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: data,
      WEB_DIST: join(data, 'no-web'),
      RATE_LIMIT_MAX: '100000000',
      LOGIN_RATE_PER_USERNAME: '1000000',
      LOGIN_RATE_PER_ADDRESS: '1000000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return {
    process: child,
    // The data folder goes once the process has let go of it.
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(data, { recursive: true, force: true });
    },
  };
}

interface Session {
  id: number;
  token: string;
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Logs in; the seeded demo players' passwords are `<username>-pass`. */
export async function login(base: string, username: string, password = `${username}-pass`): Promise<Session> {
  const body = await json<{ session: { id: number; jwe_token: string } }>(
    await fetch(`${base}/xapi/rest/accounts/sessions?l=en&mc=web`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username,
        password,
        device: { clientType: 'Browser', deviceId: `bench-${username}`, deviceType: 'Desktop' },
      }),
    }),
  );
  return { id: body.session.id, token: body.session.jwe_token };
}

/** One outcome of each of the first `count` pre-match games an hour or more away (prices stay put). */
export async function stableOutcomes(base: string, count: number): Promise<number[]> {
  const list = await json<{
    events: { id: number; eventDate: string; markets?: { status: string; outcomes: { id: number }[] }[] }[];
  }>(await fetch(`${base}/xapi/rest/events?eventsPerPage=100&page=1&lightWeightResponse=true&bettable=true`));
  const soon = Date.now() + 3_600_000;
  const ids = list.events
    .filter((e) => Date.parse(e.eventDate) > soon)
    .map((e) => e.markets?.find((m) => m.status === 'OPEN')?.outcomes[0]?.id)
    .filter((id): id is number => id !== undefined);
  if (ids.length < count) throw new Error(`only ${ids.length} stable pre-match outcomes, need ${count}`);
  return ids.slice(0, count);
}

type Model = {
  singles: { unitStake: string }[];
  multiples: { unitStake: string }[];
  systems: { ref: string; unitStake: string }[];
} & Record<string, unknown>;

async function price(
  base: string,
  body: unknown,
  session?: Session,
): Promise<{ model: Model; errors: unknown[] }> {
  return json(
    await fetch(`${base}/xapi/rest/betslips/pricing`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(session ? { authorization: `Bearer ${session.token}` } : {}),
      },
      body: JSON.stringify(body),
    }),
  );
}

/** Pricing-call latency: a 10-selection slip, singles, the 10-fold and every system bet staked. */
export async function pricingLatency(base: string, seconds: number, concurrency: number) {
  const outcomeIds = await stableOutcomes(base, 10);
  const { model } = await price(base, { model: {}, outcomeIds, showSysBets: true });
  if (model.systems.length === 0) throw new Error('no system bets offered for 10 selections');
  const staked = {
    ...model,
    singles: model.singles.map((s) => ({ ...s, unitStake: '1' })),
    multiples: model.multiples.map((m) => ({ ...m, unitStake: '1' })),
    systems: model.systems.map((s) => ({ ...s, unitStake: '0.10' })),
  };
  const body = JSON.stringify({ model: staked, showSysBets: true });
  const call = () =>
    send(`${base}/xapi/rest/betslips/pricing`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body,
    });
  // Warm-up, not counted: the first seconds after a start also carry the demo's kick-offs.
  await load(3, 1, call);
  const figures = await load(seconds, concurrency, call);
  return { ...figures, systems: model.systems.length };
}

export async function bareRoute(base: string, seconds: number, concurrency: number) {
  return load(seconds, concurrency, () => send(`${base}/api/ping`));
}

/**
 * PostgreSQL for the placement figure: DATABASE_URL if set; else a throw-away cluster started the
 * way CI does (initdb + pg_ctl from Debian's postgresql package); else the reason it is skipped.
 */
export async function benchPostgres(): Promise<
  | {
      url: string;
      /** Another fresh database in the same cluster, dropped with the first by `stop`. */
      another: () => Promise<string>;
      stop: () => Promise<void>;
    }
  | { skipped: string }
> {
  const given = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  const fresh = async (base: string, stopCluster: () => void) => {
    const made: string[] = [];
    const create = async () => {
      const name = `sb_bench_betslip_${Date.now()}_${made.length}`;
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`create database "${name}"`);
      await admin.end();
      made.push(name);
      const url = new URL(base);
      url.pathname = `/${name}`;
      return url.toString();
    };
    return {
      url: await create(),
      another: create,
      stop: async () => {
        const client = new pg.Client({ connectionString: base });
        await client.connect();
        for (const name of made) await client.query(`drop database if exists "${name}" with (force)`);
        await client.end();
        stopCluster();
      },
    };
  };
  if (given) return fresh(given, () => undefined);
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort() : [];
  const bin = versions
    .map((v) => join('/usr/lib/postgresql', v, 'bin'))
    .findLast((b) => existsSync(join(b, 'initdb')));
  if (!bin)
    return {
      skipped: 'no PostgreSQL: set DATABASE_URL, or install postgresql (apt) for a throw-away cluster',
    };
  const port = Number(process.env.BENCH_PG_PORT ?? 55499);
  const dir = mkdtempSync(join(tmpdir(), 'sb-bench-pg-'));
  // initdb refuses to run as root: then the cluster belongs to the postgres user, as in CI.
  const asRoot = userInfo().uid === 0;
  const run = (command: string) =>
    asRoot
      ? execFileSync('su', ['postgres', '-c', command], { stdio: 'ignore' })
      : execFileSync('sh', ['-c', command], { stdio: 'ignore' });
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  run(`${bin}/initdb -D ${dir}/data -U postgres -A trust -E UTF8 --no-sync`);
  run(
    `${bin}/pg_ctl -D ${dir}/data -l ${dir}/server.log -w -o '-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=200' start`,
  );
  const stopCluster = () => {
    run(`${bin}/pg_ctl -D ${dir}/data -m fast stop`);
    rmSync(dir, { recursive: true, force: true });
  };
  // Through the cluster's Unix socket, as a server beside its database connects (Debian's default):
  // the loopback's TCP costs both processes on these two cores (787 against 708 placements a
  // second, six alternated rounds; docs/decisions/throughput.md "The bench's client").
  return fresh(`postgres://postgres@localhost:${port}/postgres?host=${encodeURIComponent(dir)}`, stopCluster);
}

/**
 * Redis for the figures of several processes (the feed bus between them): REDIS_URL if set; else
 * a throw-away redis-server (Debian's redis-server package, as CI installs it); else the reason.
 */
export async function benchRedis(): Promise<{ url: string; stop: () => void } | { skipped: string }> {
  const given = process.env.BENCH_REDIS_URL ?? process.env.REDIS_URL;
  if (given) return { url: given, stop: () => undefined };
  const port = Number(process.env.BENCH_REDIS_PORT ?? 56399);
  const server = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const started = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.once('spawn', () => resolve(true));
  });
  if (!started) return { skipped: 'no redis-server: set REDIS_URL, or install redis-server (apt)' };
  // Ready once it answers PING on its port.
  for (let i = 0; i < 50; i++) {
    try {
      execFileSync('redis-cli', ['-p', String(port), 'ping'], { stdio: 'ignore' });
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { url: `redis://127.0.0.1:${port}`, stop: () => server.kill('SIGTERM') };
}
