/**
 * Issue 50 part 1: placements at peak on one process against PostgreSQL. A thousand players of
 * their own (the demo control that copies a demo player, so each has its own wallet and lock),
 * placing a mix a big event sees: pre-match singles, doubles and Trixies (a system of three), and
 * in-play singles that wait out their delay. Afterwards the bench sums the ledger against the slips
 * (`ledgerCheck`): every taken slip's stake is in the ledger exactly once, and nothing else is.
 */
import { randomUUID } from 'node:crypto';
import { betslipPaths, livePaths } from '@sb/contract';
import pg from 'pg';
import { load, login, send, stableOutcomes, type LoadFigures } from './betslip.ts';

const PRICE_PATH = betslipPaths.betslipPricing;

interface Player {
  id: number;
  token: string;
}

/** Players of their own, made like `demo` (DEMO_CONTROLS), logged in; `parallel` calls at a time. */
export async function benchPlayers(base: string, count: number, parallel = 8): Promise<Player[]> {
  const made: { username: string; password: string }[] = [];
  const next = { made: 0, logged: 0 };
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next.made < count) {
        next.made++;
        const response = await fetch(`${base}/api/demo/players`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ like: 'demo' }),
        });
        if (!response.ok) throw new Error(`demo player: ${response.status} ${await response.text()}`);
        made.push((await response.json()) as { username: string; password: string });
      }
    }),
  );
  const players: Player[] = [];
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next.logged < made.length) {
        const { username, password } = made[next.logged++]!;
        players.push(await login(base, username, password));
      }
    }),
  );
  return players;
}

type Kind = 'single' | 'double' | 'trixie' | 'in-play single';

/** Out of every 10 slips: 6 pre-match singles, 2 doubles, 1 Trixie, 1 in-play single (when any event is live). */
const MIX: readonly Kind[] = [
  'single',
  'double',
  'single',
  'trixie',
  'single',
  'in-play single',
  'single',
  'double',
  'single',
  'single',
];

interface Priced {
  model: Record<string, unknown> & {
    singles: Record<string, unknown>[];
    multiples: Record<string, unknown>[];
    systems: (Record<string, unknown> & { betTypeId?: number; description?: string })[];
  };
}

async function priced(base: string, player: Player, outcomeIds: number[]): Promise<Priced['model']> {
  const response = await fetch(`${base}${PRICE_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}` },
    body: JSON.stringify({ model: {}, outcomeIds, accountId: player.id, showSysBets: true }),
  });
  if (!response.ok) throw new Error(`pricing: ${response.status} ${await response.text()}`);
  return ((await response.json()) as Priced).model;
}

/** The first open outcome of up to `count` live events (the simulator's), or none. */
async function liveOutcomes(base: string, count: number): Promise<number[]> {
  const response = await fetch(`${base}${livePaths.livePage}?includeMarkets=true`);
  if (!response.ok) return [];
  const body = (await response.json()) as {
    sports?: { events?: { markets?: { status: string; outcomes: { id: number }[] }[] }[] }[];
  };
  return (body.sports ?? [])
    .flatMap((sport) => sport.events ?? [])
    .map((e) => e.markets?.find((m) => m.status === 'OPEN')?.outcomes[0]?.id)
    .filter((id): id is number => id !== undefined)
    .slice(0, count);
}

/** The body of each kind of slip, staked small (a demo player holds 500 EUR and places about 90). */
async function slipBodies(base: string, player: Player): Promise<Map<Kind, string>> {
  const [a, b, c] = await stableOutcomes(base, 3);
  const bodies = new Map<Kind, string>();
  const staked = (model: Priced['model'], stake: (m: Priced['model']) => Partial<Priced['model']>) =>
    JSON.stringify({ ...model, ...stake(model) });
  const single = await priced(base, player, [a!]);
  bodies.set(
    'single',
    staked(single, (m) => ({ singles: m.singles.map((s) => ({ ...s, unitStake: '0.10' })) })),
  );
  const double = await priced(base, player, [a!, b!]);
  bodies.set(
    'double',
    staked(double, (m) => ({ multiples: m.multiples.map((x) => ({ ...x, unitStake: '0.10' })) })),
  );
  const trixie = await priced(base, player, [a!, b!, c!]);
  // The Trixie: the system line of three selections' doubles and treble (4 bets).
  bodies.set(
    'trixie',
    staked(trixie, (m) => ({
      systems: m.systems.map((x) =>
        /trixie/i.test(String(x.description)) ? { ...x, unitStake: '0.05' } : x,
      ),
    })),
  );
  const [live] = await liveOutcomes(base, 1);
  if (live !== undefined) {
    const inPlay = await priced(base, player, [live]);
    // A live price moves while the slip waits its delay: the bettor takes any price (userAcceptOdds 'A').
    bodies.set(
      'in-play single',
      staked(inPlay, (m) => ({
        userAcceptOdds: 'A',
        singles: m.singles.map((s) => ({ ...s, unitStake: '0.10' })),
      })),
    );
  }
  return bodies;
}

export interface PlacementFigures extends LoadFigures {
  players: number;
  /** Answers by status ('accepted', 'pending' for in-play, 'rejected: RES-…'), and by kind. */
  answers: Record<string, number>;
  kinds: Record<string, number>;
}

/**
 * `concurrency` bettors placing for `seconds`, each request the next player in turn and the next
 * kind of slip in MIX, each with a new uuid. A taken slip is 'accepted' (pre-match) or 'pending'
 * (in play, its stake taken while the delay runs); a live price that moved, a live event the feed
 * suspended, or a player's in-play slip still in its delay, is refused as it should be; anything else
 * counts as failed.
 */
export async function peakPlacements(
  base: string,
  { seconds, concurrency, players: count }: { seconds: number; concurrency: number; players: number },
): Promise<PlacementFigures> {
  const players = await benchPlayers(base, count);
  const bodies = await slipBodies(base, players[0]!);
  const mix = MIX.filter((kind) => bodies.has(kind));
  const answers: Record<string, number> = {};
  const kinds: Record<string, number> = {};
  let next = 0;
  const figures = await load(
    seconds,
    concurrency,
    () => {
      const n = next++;
      const player = players[n % players.length]!;
      const kind = mix[n % mix.length]!;
      kinds[kind] = (kinds[kind] ?? 0) + 1;
      return send(`${base}${betslipPaths.placeBetslip(player.id)}?uuid=${randomUUID()}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}` },
        body: bodies.get(kind)!,
      });
    },
    (reply) => {
      if (!reply.ok) {
        answers[`http ${reply.status}`] = (answers[`http ${reply.status}`] ?? 0) + 1;
        return false;
      }
      const answer = JSON.parse(reply.body) as { status: string; errors?: { code: string }[] };
      const key = answer.status === 'rejected' ? `rejected: ${answer.errors?.[0]?.code}` : answer.status;
      answers[key] = (answers[key] ?? 0) + 1;
      // The book's right answers, counted as answered and shown apart in `answers`: a live price
      // that fell while the slip was on its way, for the bettor to confirm (RES-00152); a slip of a
      // player whose in-play slip is still in its delay (RES-00246: each player's turn comes round
      // again about as fast as the delay at these rates); a live event or market the feed suspended
      // (a goal, a feed alert) while the slip was on its way (RES-00108, RES-00048).
      return (
        answer.status === 'accepted' ||
        answer.status === 'pending' ||
        ['RES-00152', 'RES-00246', 'RES-00108', 'RES-00048'].includes(answer.errors?.[0]?.code ?? '')
      );
    },
  );
  return { ...figures, players: players.length, answers, kinds };
}

export interface LedgerCheck {
  /** Slips whose stake is taken (accepted, pending, referred, offered). */
  takenSlips: number;
  /**
   * Slips whose stake rows and refunds in the ledger do not come to what the slip says: a taken
   * slip's net must be minus its stake (a double or a missing debit otherwise), a refused one's 0.
   */
  wrongSlips: number;
  /** Stake or refund rows naming no slip at all (money moved without a bet). */
  strayRows: number;
}

/**
 * Sums the ledger against the slips in the bench's own database, after the run: the BET_STAKE and
 * BET_REFUND rows of each slip (references `bet:<slip>:<pot>`, `bet-refund:<slip>:<pot>`) must come
 * to minus its total stake if it is taken, to nothing if it was refused (an in-play slip refused after
 * its delay gets its stake back); no such row may name a slip that does not exist.
 */
export async function ledgerCheck(databaseUrl: string): Promise<LedgerCheck> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ taken: string; wrong: string; stray: string }>(`
      with moved as (
        select split_part(reference, ':', 2)::bigint as slip_id, sum(amount_units) as units
        from wallet_ledger
        where (kind = 'BET_STAKE' and reference like 'bet:%') or (kind = 'BET_REFUND' and reference like 'bet-refund:%')
        group by 1
      )
      select
        (select count(*) from bet_slips where status <> 'REJECTED') as taken,
        (select count(*) from bet_slips s left join moved m on m.slip_id = s.id
           where coalesce(m.units, 0) <> case when s.status = 'REJECTED' then 0 else -s.total_stake_units end
        ) as wrong,
        (select count(*) from moved m where not exists (select 1 from bet_slips s where s.id = m.slip_id)) as stray
    `);
    const row = rows[0]!;
    return { takenSlips: Number(row.taken), wrongSlips: Number(row.wrong), strayRows: Number(row.stray) };
  } finally {
    await client.end();
  }
}
