import type {
  Clock,
  ClockStatus,
  FeedUpdate,
  LiveEvent,
  LiveFields,
  PeriodAbbreviation,
  PeriodKey,
} from '@sb/contract';
import type { Random } from '../../demo/prng.ts';
import { liveFields } from './live-fields.ts';

/**
 * How a match moves on, sport by sport: clock, periods and score. The state of a match is its live
 * fields (what the feed sends and the database keeps) plus where it is within the period, so a
 * restarted simulator picks a match up from its saved fields.
 */
export interface Match {
  eventId: number;
  opponents: [number, number];
  rules: SportRules;
  fields: LiveFields;
  /** Game time played in the current period, or spent in the break while INTERMISSION. */
  msInPeriod: number;
  /** A cup tie: a draw after regulation goes to extra time and penalties (football). */
  cup: boolean;
  finished: boolean;
}

/** What happened in one step, besides the updates: the simulator suspends markets around it. */
export interface Step {
  updates: FeedUpdate[];
  /** A goal or a wicket: markets suspend for a while. */
  bigMoment: boolean;
}

interface TimedRules {
  kind: 'timed';
  periods: number;
  periodMs: number;
  breakMs: (afterPeriod: number) => number;
  countdown: boolean;
  abbreviation: PeriodAbbreviation;
  periodKey: PeriodKey;
  periodName: (n: number) => string;
  /** Scoring plays per minute of play, both sides together. */
  scoringPerMinute: number;
  points: (random: Random) => number;
  /** Football: the clock runs on from the previous periods (second half starts at 45:00). */
  continuousClock: boolean;
  bigMoments: boolean;
}
type SportRules = TimedRules | { kind: 'tennis' } | { kind: 'cricket' };

const MIN = 60_000;
const ordinal = (n: number) => (n === 1 ? '1st' : n === 2 ? '2nd' : n === 3 ? '3rd' : `${n}th`);

const FOOTBALL: TimedRules = {
  kind: 'timed',
  periods: 2,
  periodMs: 45 * MIN,
  breakMs: () => 15 * MIN,
  countdown: false,
  abbreviation: 'HALF',
  periodKey: 'HALF',
  periodName: (n) => `${ordinal(n)} Half`,
  scoringPerMinute: 2.7 / 90,
  points: () => 1,
  continuousClock: true,
  bigMoments: true,
};
const RULES: Record<string, SportRules> = {
  FOOT: FOOTBALL,
  BASK: {
    kind: 'timed',
    periods: 4,
    periodMs: 12 * MIN,
    breakMs: (after) => (after === 2 ? 15 * MIN : 2 * MIN),
    countdown: true,
    abbreviation: 'QTR',
    periodKey: 'QTR',
    periodName: (n) => `${ordinal(n)} Quarter`,
    scoringPerMinute: 2,
    points: (random) =>
      random.weighted([
        [2, 6],
        [3, 3],
        [1, 2],
      ] as const),
    continuousClock: false,
    bigMoments: false,
  },
  ICEH: {
    kind: 'timed',
    periods: 3,
    periodMs: 20 * MIN,
    breakMs: () => 17 * MIN,
    countdown: true,
    abbreviation: 'PERIOD',
    periodKey: 'PERIOD',
    periodName: (n) => `${ordinal(n)} Period`,
    scoringPerMinute: 6 / 60,
    points: () => 1,
    continuousClock: false,
    bigMoments: true,
  },
  TENN: { kind: 'tennis' },
  CRIC: { kind: 'cricket' },
};
/** Any other sport: two halves of 40 minutes and a steady score. */
const GENERIC: TimedRules = {
  ...FOOTBALL,
  periodMs: 40 * MIN,
  breakMs: () => 10 * MIN,
  abbreviation: 'PERIOD',
  periodKey: 'PERIOD',
  periodName: (n) => `${ordinal(n)} Period`,
  scoringPerMinute: 0.5,
  continuousClock: false,
  bigMoments: false,
};

export function rulesFor(sportCode: string): SportRules {
  return RULES[sportCode] ?? GENERIC;
}

/** A match at kick-off. */
export function kickOff(event: LiveEvent, random: Random, now: number): Match {
  const opponents: [number, number] = [event.opponents[0]?.id ?? 1, event.opponents[1]?.id ?? 2];
  const rules = rulesFor(event.sportCode);
  const match: Match = {
    eventId: event.id,
    opponents,
    rules,
    fields: {},
    msInPeriod: 0,
    cup: rules === FOOTBALL && random.chance(0.08),
    finished: false,
  };
  const score = opponents.map((opponentId) => ({ opponentId, points: 0 }));
  match.fields.scores = {
    score: rules === FOOTBALL ? score.map((s) => ({ ...s, redCards: 0, yellowCards: 0, corners: 0 })) : score,
  };
  if (rules.kind === 'timed') {
    match.fields.regularPeriods = rules.periods;
    setPeriod(match, 1, rules.abbreviation, rules.periodName(1));
  } else if (rules.kind === 'tennis') {
    match.fields.sets = { maxSets: 3, gameSet: gameSetsFor(opponents, 1, random.int(0, 1)) };
    match.fields.match = opponents.map((opponentId) => ({ opponentId, points: 0, formattedPoints: '0' }));
    setPeriod(match, 1, 'SETS', '1st Set');
  } else {
    match.fields.cricketOutcomes = opponents.map((opponentId, i) => ({
      opponentId,
      runs: 0,
      wickets: 0,
      overs: '0.0',
      batting: i === 0,
    }));
    setPeriod(match, 1, 'PERIOD', '1st Innings');
  }
  match.fields.clock = clockOf(match, 'RUNNING', now);
  return match;
}

/** A match already under way (a restarted simulator): its saved live fields, its period from the clock. */
export function resume(event: LiveEvent, random: Random, now: number): Match {
  const match = kickOff(event, random, now);
  const { clock } = event;
  if (!clock) return match;
  match.fields = structuredClone(liveFields(event));
  const rules = match.rules;
  if (rules.kind === 'timed') {
    const played = clock.minutes * MIN + clock.seconds * 1000;
    const offset = rules.continuousClock ? periodOffset(rules, (event.currentPeriodNumber ?? 1) - 1) : 0;
    match.msInPeriod =
      clock.status === 'INTERMISSION' ? 0 : rules.countdown ? rules.periodMs - played : played - offset;
  } else {
    match.msInPeriod = clock.minutes * MIN;
  }
  match.finished = clock.status === 'END_OF_EVENT';
  return match;
}

/** Moves a match on by `ms` of game time, in steps of at most 10 s so no period end is skipped. */
export function advance(match: Match, ms: number, random: Random, now: number): Step {
  const step: Step = { updates: [], bigMoment: false };
  for (let left = ms; left > 0 && !match.finished; left -= 10_000) {
    const dt = Math.min(left, 10_000);
    const rules = match.rules;
    if (rules.kind === 'timed') advanceTimed(match, rules, dt, random, now, step);
    else if (rules.kind === 'tennis') advanceTennis(match, dt, random, now, step);
    else advanceCricket(match, dt, random, now, step);
  }
  return step;
}

// ---------------------------------------------------------------- clock and period

function setPeriod(match: Match, n: number, abbreviation: PeriodAbbreviation, name: string): FeedUpdate {
  match.fields.currentPeriodNumber = n;
  match.fields.currentPeriodAbbreviation = abbreviation;
  match.fields.currentPeriod = name;
  return {
    type: 'period',
    eid: match.eventId,
    currentPeriod: name,
    currentPeriodNumber: n,
    currentPeriodAbbreviation: abbreviation,
  };
}

function periodOffset(rules: TimedRules, periodsBefore: number): number {
  // Extra-time periods (after regulation) last 15 minutes.
  const regular = Math.min(periodsBefore, rules.periods);
  return regular * rules.periodMs + Math.max(0, periodsBefore - rules.periods) * 15 * MIN;
}

function periodLength(rules: TimedRules, n: number): number {
  return n > rules.periods ? 15 * MIN : rules.periodMs;
}

function clockOf(match: Match, status: ClockStatus, now: number): Clock {
  const rules = match.rules;
  const n = match.fields.currentPeriodNumber ?? 1;
  let ms = match.msInPeriod;
  if (rules.kind === 'timed') {
    if (status === 'INTERMISSION') ms = rules.countdown ? 0 : periodOffset(rules, n);
    else if (rules.countdown) ms = Math.max(0, periodLength(rules, n) - match.msInPeriod);
    else if (rules.continuousClock) ms += periodOffset(rules, n - 1);
  }
  const countdown = rules.kind === 'timed' && rules.countdown;
  return {
    status,
    minutes: Math.floor(ms / MIN),
    seconds: Math.floor((ms % MIN) / 1000),
    updatedAt: now,
    ...(countdown ? { countdown } : {}),
  };
}

/** Sends the clock when its status or its minute changed (clients count the seconds themselves). */
function tickClock(match: Match, status: ClockStatus, now: number, step: Step): void {
  const clock = clockOf(match, status, now);
  const before = match.fields.clock;
  if (before && before.status === clock.status && before.minutes === clock.minutes) return;
  match.fields.clock = clock;
  step.updates.push({ type: 'clock', eid: match.eventId, clock });
}

function finish(match: Match, now: number, step: Step): void {
  match.finished = true;
  const clock: Clock = { status: 'END_OF_EVENT', minutes: 0, seconds: 0, updatedAt: now };
  match.fields.clock = clock;
  step.updates.push({ type: 'clock', eid: match.eventId, clock });
}

function scoreUpdate(match: Match, extra: Partial<Extract<FeedUpdate, { type: 'score' }>> = {}): FeedUpdate {
  return {
    type: 'score',
    eid: match.eventId,
    ...(match.fields.scores ? { scores: match.fields.scores } : {}),
    ...extra,
  };
}

// ---------------------------------------------------------------- timed sports

function advanceTimed(
  match: Match,
  rules: TimedRules,
  dt: number,
  random: Random,
  now: number,
  step: Step,
): void {
  const fields = match.fields;
  const n = fields.currentPeriodNumber ?? 1;
  if (fields.clock?.status === 'INTERMISSION') {
    match.msInPeriod += dt;
    const breakLength = n > rules.periods ? 5 * MIN : rules.breakMs(n);
    if (match.msInPeriod < breakLength) return;
    match.msInPeriod = 0;
    const next = n + 1;
    const extra = next > rules.periods;
    step.updates.push(
      setPeriod(
        match,
        next,
        extra ? 'ET_HALF' : rules.abbreviation,
        extra ? `Extra Time ${ordinal(next - rules.periods)} Half` : rules.periodName(next),
      ),
    );
    tickClock(match, 'RUNNING', now, step);
    return;
  }
  match.msInPeriod += dt;
  if (random.chance((rules.scoringPerMinute * dt) / MIN)) score(match, rules, n, random, step);
  if (rules === FOOTBALL && random.chance((0.12 * dt) / MIN)) footballIncident(match, random, step);
  if (match.msInPeriod < periodLength(rules, n)) {
    tickClock(match, 'RUNNING', now, step);
    return;
  }
  // The period is over: a break, extra time, penalties or the end.
  const [home, away] = (fields.scores?.score ?? []).map((s) => s.points);
  const level = home === away;
  const last = n === rules.periods ? !(match.cup && level) : n > rules.periods && n - rules.periods === 2;
  if (n - rules.periods === 2 && level) shootout(match, random, step);
  if (last || n - rules.periods === 2) {
    finish(match, now, step);
    return;
  }
  match.msInPeriod = 0;
  tickClock(match, 'INTERMISSION', now, step);
}

function score(match: Match, rules: TimedRules, n: number, random: Random, step: Step): void {
  const side = random.chance(0.5) ? 0 : 1;
  const points = rules.points(random);
  const entry = match.fields.scores?.score[side];
  if (!entry) return;
  entry.points += points;
  const opponentId = match.opponents[side];
  const periodKey: PeriodKey = n > rules.periods ? 'ET' : rules.periodKey;
  const periodInstance = n > rules.periods ? n - rules.periods : n;
  const perPeriod = (match.fields.scoresPerPeriod ??= []);
  let period = perPeriod.find(
    (s) => s.opponentId === opponentId && s.periodKey === periodKey && s.periodInstance === periodInstance,
  );
  if (!period) {
    period = { opponentId, periodKey, periodInstance, score: 0 };
    perPeriod.push(period);
  }
  period.score += points;
  step.updates.push(scoreUpdate(match, { scoresPerPeriod: [period] }));
  if (rules.bigMoments) step.bigMoment = true;
}

function footballIncident(match: Match, random: Random, step: Step): void {
  const entry = match.fields.scores?.score[random.int(0, 1)];
  if (!entry) return;
  const kind = random.weighted([
    ['corners', 6],
    ['yellowCards', 3],
    ['redCards', 0.2],
  ] as const);
  entry[kind] = (entry[kind] ?? 0) + 1;
  step.updates.push(scoreUpdate(match));
}

function shootout(match: Match, random: Random, step: Step): void {
  const [home, away] = match.opponents;
  const winner = random.int(0, 1);
  const loserGoals = random.int(2, 4);
  const pens = [
    {
      opponentId: home,
      periodKey: 'PENS' as const,
      periodInstance: 1,
      score: winner === 0 ? loserGoals + 1 : loserGoals,
    },
    {
      opponentId: away,
      periodKey: 'PENS' as const,
      periodInstance: 1,
      score: winner === 1 ? loserGoals + 1 : loserGoals,
    },
  ];
  (match.fields.scoresPerPeriod ??= []).push(...pens);
  step.updates.push(setPeriod(match, (match.fields.currentPeriodNumber ?? 4) + 1, 'PENS', 'Penalties'));
  step.updates.push(scoreUpdate(match, { scoresPerPeriod: pens }));
}

// ---------------------------------------------------------------- tennis

const TENNIS_POINTS = ['0', '15', '30', '40'];
/** A point about every 40 s of play. */
const TENNIS_POINT_MS = 40_000;

function gameSetsFor(opponents: [number, number], set: number, server: number) {
  return opponents.map((opponentId, i) => ({
    opponentId,
    set,
    points: 0,
    formattedPoints: '0',
    serving: i === server,
  }));
}

function advanceTennis(match: Match, dt: number, random: Random, now: number, step: Step): void {
  match.msInPeriod += dt;
  tickClock(match, 'RUNNING', now, step);
  if (!random.chance(dt / TENNIS_POINT_MS)) return;
  const sets = match.fields.sets!;
  const current = sets.gameSet.filter((g) => g.set === (match.fields.currentPeriodNumber ?? 1));
  const server = current.findIndex((g) => g.serving);
  const winner = random.chance(0.63) ? server : 1 - server;
  const points = (match.fields.match ??= []).map((p) => p.points);
  points[winner] = (points[winner] ?? 0) + 1;
  const [a = 0, b = 0] = points;
  const gameWon = Math.max(a, b) >= 4 && Math.abs(a - b) >= 2;
  if (!gameWon) {
    match.fields.match = match.opponents.map((opponentId, i) => ({
      opponentId,
      points: points[i] ?? 0,
      formattedPoints: tennisPoints(points[i] ?? 0, points[1 - i] ?? 0),
    }));
    step.updates.push(scoreUpdate(match, { match: match.fields.match }));
    return;
  }
  match.fields.match = match.opponents.map((opponentId) => ({ opponentId, points: 0, formattedPoints: '0' }));
  const games = current[winner]!;
  games.points += 1;
  games.formattedPoints = String(games.points);
  for (const g of current) g.serving = !g.serving;
  const [x = 0, y = 0] = current.map((g) => g.points);
  const setWon = (Math.max(x, y) >= 6 && Math.abs(x - y) >= 2) || Math.max(x, y) === 7;
  if (setWon) {
    const scoreEntry = match.fields.scores!.score[winner]!;
    scoreEntry.points += 1;
    if (scoreEntry.points === 2) {
      step.updates.push(scoreUpdate(match, { sets, match: match.fields.match }));
      finish(match, now, step);
      return;
    }
    const next = (match.fields.currentPeriodNumber ?? 1) + 1;
    sets.gameSet.push(
      ...gameSetsFor(
        match.opponents,
        next,
        current.findIndex((g) => g.serving),
      ),
    );
    step.updates.push(setPeriod(match, next, 'SETS', `${ordinal(next)} Set`));
  }
  step.updates.push(scoreUpdate(match, { sets, match: match.fields.match }));
}

function tennisPoints(mine: number, theirs: number): string {
  if (mine >= 3 && theirs >= 3) return mine > theirs ? 'A' : '40';
  return TENNIS_POINTS[Math.min(mine, 3)]!;
}

// ---------------------------------------------------------------- cricket (twenty overs an innings)

const BALL_MS = 35_000;
const OVERS = 20;

function advanceCricket(match: Match, dt: number, random: Random, now: number, step: Step): void {
  match.msInPeriod += dt;
  tickClock(match, 'RUNNING', now, step);
  if (!random.chance(dt / BALL_MS)) return;
  const outcomes = match.fields.cricketOutcomes!;
  const batting = outcomes.find((o) => o.batting)!;
  const [overs = 0, balls = 0] = batting.overs.split('.').map(Number);
  const bowled = overs * 6 + balls + 1;
  batting.overs = `${Math.floor(bowled / 6)}.${bowled % 6}`;
  if (random.chance(0.05)) {
    batting.wickets += 1;
    step.bigMoment = true;
  } else {
    batting.runs += random.weighted([
      [0, 35],
      [1, 30],
      [2, 10],
      [3, 2],
      [4, 13],
      [6, 6],
    ] as const);
  }
  const side = outcomes.indexOf(batting);
  match.fields.scores!.score[side]!.points = batting.runs;
  step.updates.push({ type: 'cricket-outcomes', eid: match.eventId, cricketOutcomes: outcomes });
  step.updates.push(scoreUpdate(match));
  const other = outcomes[1 - side]!;
  const secondInnings = match.fields.currentPeriodNumber === 2;
  const over = batting.wickets >= 10 || bowled >= OVERS * 6 || (secondInnings && batting.runs > other.runs);
  if (!over) return;
  if (secondInnings) {
    finish(match, now, step);
    return;
  }
  batting.batting = false;
  other.batting = true;
  step.updates.push(setPeriod(match, 2, 'PERIOD', '2nd Innings'));
  step.updates.push({ type: 'cricket-outcomes', eid: match.eventId, cricketOutcomes: outcomes });
}
