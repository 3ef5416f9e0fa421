import type { Clock, LiveEvent } from '@sb/contract';
import { SPORT_CODE_ALIASES } from '../sports/sport-id-space.ts';

/**
 * The live clock display of SPEC.md §4 "Live clock display", as a language-neutral structure: the
 * web only translates it (`kind` picks the message, the numbers fill it in), so the rules are tested
 * once here and every view shows the same thing.
 */

/** Short period labels of §4: REG-1 RT, HALF-1 H1, HALF-2 H2, ET-1 ET, PENS-1 Penalties. */
export type PeriodLabel = 'RT' | 'H1' | 'H2' | 'ET' | 'PENALTIES';

const PERIOD_LABELS: Readonly<Record<string, PeriodLabel>> = {
  'REG-1': 'RT',
  'HALF-1': 'H1',
  'HALF-2': 'H2',
  'ET-1': 'ET',
  'PENS-1': 'PENALTIES',
};

/** The §4 label of a feed period id (`currentPeriod`), or undefined for periods it does not name. */
export function periodLabel(currentPeriod: string | undefined): PeriodLabel | undefined {
  return currentPeriod === undefined ? undefined : PERIOD_LABELS[currentPeriod];
}

/** Basketball-family period letters: quarter, half, period, overtime. */
export type PeriodLetter = 'Q' | 'H' | 'P' | 'OT';

/** Units in which sports without a match clock count progress (§4 "Sport-code groups decide label type"). */
export type ProgressUnit = 'game' | 'set' | 'frame' | 'map' | 'leg' | 'end';

export type LiveClockLabel =
  /** In play but no clock to show. */
  | { kind: 'live' }
  | { kind: 'notStarted' }
  | { kind: 'ended' }
  | { kind: 'halfTime' }
  | { kind: 'intermission' }
  | { kind: 'penalties' }
  /** Football-style minutes; `added` is stoppage time past `minutes` (90+2 is minutes 90, added 2). */
  | { kind: 'minutes'; minutes: number; added?: number; period?: PeriodLabel }
  /** Basketball family: Q3 07:12, OT 02:00. `n` is the period number (1 for OT). */
  | { kind: 'periodClock'; period: PeriodLetter; n: number; minutes: number; seconds: number }
  /** Tennis and padel: Game n / Set m. */
  | { kind: 'gameSet'; game: number; set: number }
  | { kind: 'progress'; unit: ProgressUnit; n: number };

/**
 * Football rules (minutes, HT, 90+, 120+, penalties). Esports football bot events are grouped
 * with football (§4 "Esports football and basketball bot events are grouped").
 */
export const FOOTBALL_CLOCK_SPORTS: ReadonlySet<string> = new Set(['FOOT', 'EFOT']);

/** Basketball family: period letter plus mm:ss; esports basketball bots grouped with basketball. */
export const BASKETBALL_CLOCK_SPORTS: ReadonlySet<string> = new Set([
  'BASK',
  'EBSK',
  'ICEH',
  'AMFO',
  'HAND',
  'WAPO',
  'NETB',
  'LACR',
  'FLOO',
  'BAND',
  'FUTS',
]);

/** Sport-code groups that count progress in games, sets, frames ... rather than minutes. */
export const PROGRESS_UNIT_SPORTS: Readonly<Record<string, ProgressUnit>> = {
  VOLL: 'set',
  BEVO: 'set',
  TABL: 'set',
  BADM: 'set',
  SQUA: 'game',
  SNOO: 'frame',
  POOL: 'frame',
  DART: 'leg',
  CURL: 'end',
  BOWL: 'end',
  CSGO: 'map',
  DOTA: 'map',
  LOLS: 'map',
  VALO: 'map',
  RAIN: 'map',
  SC2: 'map',
};

/** Tennis and padel show Game n / Set m. */
export const GAME_SET_SPORTS: ReadonlySet<string> = new Set(['TENN', 'PADE']);

const baseCode = (sportCode: string) => SPORT_CODE_ALIASES[sportCode] ?? sportCode;

/**
 * Seconds the clock shows at `nowMs`. The feed sends minutes and seconds true at `updatedAt`, so a
 * RUNNING clock advances (or counts down) from there; any other clock stands still. Never negative,
 * also when the device clock is behind the server's.
 */
export function clockSecondsAt(clock: Clock, nowMs: number): number {
  const at = Math.max(0, clock.minutes * 60 + clock.seconds);
  if (clock.status !== 'RUNNING') return at;
  const elapsed = Math.max(0, Math.floor((nowMs - clock.updatedAt) / 1000));
  return clock.countdown ? Math.max(0, at - elapsed) : at + elapsed;
}

/** The current game and set of a tennis or padel event (null for other sports or without sets). */
export function gameAndSet(
  event: LiveEvent,
): { game: number; set: number; servingOpponentId?: number } | null {
  if (!GAME_SET_SPORTS.has(baseCode(event.sportCode))) return null;
  const games = event.sets?.gameSet ?? [];
  if (games.length === 0) return null;
  const set = Math.max(...games.map((g) => g.set));
  const inSet = games.filter((g) => g.set === set);
  const game = inSet.reduce((n, g) => n + g.points, 0) + 1;
  const serving = inSet.find((g) => g.serving)?.opponentId;
  return serving === undefined ? { game, set } : { game, set, servingOpponentId: serving };
}

function footballLabel(event: LiveEvent, clock: Clock, nowMs: number): LiveClockLabel {
  const period = periodLabel(event.currentPeriod);
  if (period === 'PENALTIES' || event.currentPeriodAbbreviation === 'PENS') return { kind: 'penalties' };
  const minutes = Math.floor(clockSecondsAt(clock, nowMs) / 60);
  if (clock.status === 'INTERMISSION')
    return minutes === 45 ? { kind: 'halfTime' } : { kind: 'intermission' };
  const inExtraTime = period === 'ET' || event.currentPeriodAbbreviation === 'ET';
  // Stoppage time: past 90 in regular time (and 45 when the feed says first half), past 120 in extra time.
  const base = inExtraTime ? 120 : period === 'H1' ? 45 : 90;
  const label: LiveClockLabel =
    minutes > base ? { kind: 'minutes', minutes: base, added: minutes - base } : { kind: 'minutes', minutes };
  return period ? { ...label, period } : label;
}

const LETTERS: Readonly<Partial<Record<string, PeriodLetter>>> = {
  QTR: 'Q',
  HALF: 'H',
  PERIOD: 'P',
  ET: 'OT',
};

function basketballLabel(event: LiveEvent, clock: Clock, nowMs: number): LiveClockLabel {
  const abbreviation = event.currentPeriodAbbreviation;
  const n = event.currentPeriodNumber ?? 1;
  if (clock.status === 'INTERMISSION') {
    // The feed moves to the coming period at the break, so the half-time break reads H2 or Q3.
    const halfTime = (abbreviation === 'HALF' && n === 2) || (abbreviation === 'QTR' && n === 3);
    return halfTime ? { kind: 'halfTime' } : { kind: 'intermission' };
  }
  const total = clockSecondsAt(clock, nowMs);
  const letter = abbreviation === undefined ? undefined : LETTERS[abbreviation];
  if (!letter) return { kind: 'minutes', minutes: Math.floor(total / 60) };
  return { kind: 'periodClock', period: letter, n, minutes: Math.floor(total / 60), seconds: total % 60 };
}

/** What the live clock shows for `event` at `nowMs` (SPEC.md §4 "Live clock display"). */
export function liveClockLabel(event: LiveEvent, nowMs: number): LiveClockLabel {
  const code = baseCode(event.sportCode);
  const clock = event.clock;
  if (event.isFinished || clock?.status === 'END_OF_EVENT') return { kind: 'ended' };
  if (clock?.status === 'NOT_STARTED') return { kind: 'notStarted' };
  const gs = gameAndSet(event);
  if (gs) return { kind: 'gameSet', game: gs.game, set: gs.set };
  const unit = PROGRESS_UNIT_SPORTS[code];
  if (unit && event.currentPeriodNumber !== undefined)
    return { kind: 'progress', unit, n: event.currentPeriodNumber };
  if (!clock) return { kind: 'live' };
  if (FOOTBALL_CLOCK_SPORTS.has(code)) return footballLabel(event, clock, nowMs);
  if (BASKETBALL_CLOCK_SPORTS.has(code)) return basketballLabel(event, clock, nowMs);
  if (clock.status === 'INTERMISSION') return { kind: 'intermission' };
  return { kind: 'minutes', minutes: Math.floor(clockSecondsAt(clock, nowMs) / 60) };
}
