import { randomInt, seededRandom } from './seeded-random.ts';

/*
 * Virtual football and eFootball (docs/decisions/games-provider.md): a match every 3 minutes on
 * slots aligned on epoch time. Bets on slot n's match are open until its kick-off (n x interval);
 * it plays VIRTUAL_MATCH_PLAY_MS of real time (90 minutes sped up), then its result is known.
 * Everything about a match (teams, prices, goals, their minutes) comes from its seed.
 */

export const VIRTUAL_MATCH_INTERVAL_MS = 180_000;
export const VIRTUAL_MATCH_PLAY_MS = 45_000;
/** The bookmaker's margin: the implied probabilities of 1, X and 2 sum to about 1 + this. */
export const VIRTUAL_MATCH_MARGIN = 0.07;

export type VirtualMatchGame = 'virtual-football' | 'virtual-efootball';
export type VirtualOutcome = 'HOME' | 'DRAW' | 'AWAY';
export const VIRTUAL_OUTCOMES: readonly VirtualOutcome[] = ['HOME', 'DRAW', 'AWAY'];

const TEAMS: Record<VirtualMatchGame, readonly string[]> = {
  'virtual-football': [
    'Redbridge Rovers',
    'Port Alder FC',
    'Kingsmoor United',
    'Valecrest Athletic',
    'Norhaven City',
    'Ironvale Wanderers',
    'Sunport Albion',
    'Eastmere Town',
    'Highgate Harriers',
    'Castleford Rangers',
    'Bramblewood FC',
    'Westholm Villa',
    'Silverlake Athletic',
    'Oakhurst County',
    'Marlow Bay United',
    'Frostfield Celtic',
  ],
  'virtual-efootball': [
    'Team Nova',
    'Pixel Strikers',
    'Cyber Lions',
    'Neon Wolves',
    'Glitch United',
    'Turbo Falcons',
    'Byte Rangers',
    'Quantum FC',
    'Vortex Esports',
    'Lag Busters',
    'Shadow Kickers',
    'Circuit Kings',
    'Hyper Foxes',
    'Render Rovers',
    'Laser Owls',
    'Bitstorm Athletic',
  ],
};

export interface VirtualTeam {
  name: string;
  /** 60 to 95: how good the team is (its expected goals follow). */
  strength: number;
}

export interface VirtualGoal {
  /** The match minute, 1 to 90. */
  minute: number;
  team: 'home' | 'away';
}

export interface VirtualMatch {
  roundId: string;
  game: VirtualMatchGame;
  slot: number;
  /** Bets close here (epoch ms). */
  kickOffAt: number;
  /** The result is known here (epoch ms). */
  endsAt: number;
  home: VirtualTeam;
  away: VirtualTeam;
  prices: Record<VirtualOutcome, number>;
  score: { home: number; away: number };
  /** The goals in minute order (the highlight timeline). */
  goals: VirtualGoal[];
  outcome: VirtualOutcome;
}

/** The slot whose match is the next to kick off after `at` (its bets are open). */
export const nextVirtualSlot = (at: number): number => Math.floor(at / VIRTUAL_MATCH_INTERVAL_MS) + 1;

export const virtualRoundId = (game: VirtualMatchGame, slot: number): string => `${game}-${slot}`;

/** The game and slot a round id names, or undefined. */
export function parseVirtualRoundId(roundId: string): { game: VirtualMatchGame; slot: number } | undefined {
  const match = /^(virtual-football|virtual-efootball)-(\d{1,12})$/.exec(roundId);
  if (!match) return undefined;
  return { game: match[1] as VirtualMatchGame, slot: Number(match[2]) };
}

/** Expected goals of a side from both strengths (home a little favoured). */
const expectedGoals = (own: number, other: number, home: boolean): number =>
  Math.max(0.3, 1.35 + (own - other) / 25 + (home ? 0.2 : 0));

function poissonTable(lambda: number, max: number): number[] {
  const table: number[] = [];
  let p = Math.exp(-lambda);
  for (let k = 0; k <= max; k++) {
    table.push(p);
    p = (p * lambda) / (k + 1);
  }
  return table;
}

/** A goal count drawn from a Poisson distribution (inverse transform), at most 9. */
function poissonDraw(random: () => number, lambda: number): number {
  const table = poissonTable(lambda, 9);
  let u = random();
  for (let k = 0; k < table.length; k++) {
    u -= table[k]!;
    if (u < 0) return k;
  }
  return 9;
}

/** 1X2 probabilities of two independent Poisson scores (up to 9 goals each). */
export function outcomeProbabilities(homeGoals: number, awayGoals: number): Record<VirtualOutcome, number> {
  const h = poissonTable(homeGoals, 9);
  const a = poissonTable(awayGoals, 9);
  let home = 0;
  let draw = 0;
  let away = 0;
  for (let i = 0; i < h.length; i++)
    for (let j = 0; j < a.length; j++) {
      const p = h[i]! * a[j]!;
      if (i > j) home += p;
      else if (i === j) draw += p;
      else away += p;
    }
  const total = home + draw + away;
  return { HOME: home / total, DRAW: draw / total, AWAY: away / total };
}

/** A decimal price of a probability with the margin, two decimals, at least 1.01. */
const priceOf = (p: number): number =>
  Math.max(1.01, Math.floor(100 / (p * (1 + VIRTUAL_MATCH_MARGIN))) / 100);

/** Slot `slot`'s match of `game`, all of it from `seed` (the same seed, the same match). */
export function virtualMatch(game: VirtualMatchGame, slot: number, seed: string): VirtualMatch {
  const random = seededRandom(seed);
  const names = TEAMS[game];
  const homeIndex = randomInt(random, 0, names.length - 1);
  const awayIndex = (homeIndex + randomInt(random, 1, names.length - 1)) % names.length;
  const home = { name: names[homeIndex]!, strength: randomInt(random, 60, 95) };
  const away = { name: names[awayIndex]!, strength: randomInt(random, 60, 95) };
  const homeXg = expectedGoals(home.strength, away.strength, true);
  const awayXg = expectedGoals(away.strength, home.strength, false);
  const p = outcomeProbabilities(homeXg, awayXg);
  const prices = { HOME: priceOf(p.HOME), DRAW: priceOf(p.DRAW), AWAY: priceOf(p.AWAY) };
  const score = { home: poissonDraw(random, homeXg), away: poissonDraw(random, awayXg) };
  // Distinct minutes for the goals, then who scored each, shuffled.
  const minutes = new Set<number>();
  while (minutes.size < score.home + score.away) minutes.add(randomInt(random, 1, 90));
  const scorers: ('home' | 'away')[] = [
    ...Array<'home'>(score.home).fill('home'),
    ...Array<'away'>(score.away).fill('away'),
  ];
  for (let i = scorers.length - 1; i > 0; i--) {
    const j = randomInt(random, 0, i);
    [scorers[i], scorers[j]] = [scorers[j]!, scorers[i]!];
  }
  const goals = [...minutes].sort((x, y) => x - y).map((minute, i) => ({ minute, team: scorers[i]! }));
  const outcome: VirtualOutcome =
    score.home > score.away ? 'HOME' : score.home === score.away ? 'DRAW' : 'AWAY';
  const kickOffAt = slot * VIRTUAL_MATCH_INTERVAL_MS;
  return {
    roundId: virtualRoundId(game, slot),
    game,
    slot,
    kickOffAt,
    endsAt: kickOffAt + VIRTUAL_MATCH_PLAY_MS,
    home,
    away,
    prices,
    score,
    goals,
    outcome,
  };
}

/** The match minute shown at `at` (0 before kick-off, 90 once it is over). */
export function virtualMatchMinute(match: VirtualMatch, at: number): number {
  if (at <= match.kickOffAt) return 0;
  if (at >= match.endsAt) return 90;
  return Math.floor(((at - match.kickOffAt) / VIRTUAL_MATCH_PLAY_MS) * 90);
}
