import type { LiveEvent, PeriodKey } from '@sb/contract';
import { SPORT_CODE_ALIASES } from '../sports/sport-id-space.ts';

/**
 * The event-page scoreboard rules of SPEC.md §2 "Scoreboard (event page)". Everything here is
 * language-neutral: the view translates labels and renders what these return.
 */

export type ScoreboardVariant = 'none' | 'periods' | 'sets' | 'generic';

/** Sports whose scoreboard shows no score table (cricket has its own innings view, boxing none). */
export const NO_SCOREBOARD_SPORTS: ReadonlySet<string> = new Set(['CRIC', 'VICR', 'VKBD', 'BOXI']);

const baseCode = (sportCode: string) => SPORT_CODE_ALIASES[sportCode] ?? sportCode;

/** §2: none for CRIC/VICR/VKBD/BOXI; periods when period scores exist; sets when maxSets > 0; else generic. */
export function scoreboardVariant(event: LiveEvent): ScoreboardVariant {
  if (NO_SCOREBOARD_SPORTS.has(event.sportCode)) return 'none';
  if ((event.scoresPerPeriod?.length ?? 0) > 0) return 'periods';
  if ((event.sets?.maxSets ?? 0) > 0) return 'sets';
  return 'generic';
}

/** A column of the period or set table, language-neutral. */
export type ColumnLabel =
  | { kind: 'quarter' | 'half' | 'period' | 'set'; n: number }
  | { kind: 'halfTime' | 'fullTime' | 'extraTime' | 'penalties' };

export interface ScoreColumn {
  label: ColumnLabel;
  /** One score per opponent, in the opponents' order; undefined when the period has not been played. */
  scores: (number | undefined)[];
  /** Highlighted: the period in play, or HT during the half-time intermission. */
  current: boolean;
}

function periodScore(event: LiveEvent, key: PeriodKey, instance: number, opponentId: number) {
  return event.scoresPerPeriod?.find(
    (p) => p.periodKey === key && p.periodInstance === instance && p.opponentId === opponentId,
  )?.score;
}

/** Sum of the known values; undefined when none is known (an unplayed total shows empty, not 0). */
const sum = (values: (number | undefined)[]) =>
  values.some((v) => v !== undefined) ? values.reduce<number>((a, v) => a + (v ?? 0), 0) : undefined;

const REGULAR_KEYS = ['QTR', 'HALF', 'PERIOD'] as const;
const KIND = { QTR: 'quarter', HALF: 'half', PERIOD: 'period' } as const;
const DEFAULT_COUNT = { QTR: 4, HALF: 2, PERIOD: 3 } as const;

/**
 * The period table (§2): quarters 1, 2, HT, 3, 4 with HT highlighted during the half-time
 * intermission; halves H1..Hn; periods 1..n; extra time and penalties add an FT column (the regular
 * total) before their own. The column count is the sport's `regularPeriods` (or 4 / 2 / 3), more
 * when more were played.
 */
export function periodColumns(event: LiveEvent): ScoreColumn[] {
  const periods = event.scoresPerPeriod ?? [];
  const opponents = event.opponents.map((o) => o.id);
  const regularKey = REGULAR_KEYS.find((k) => periods.some((p) => p.periodKey === k));
  if (!regularKey) return [];
  const played = Math.max(
    0,
    ...periods.filter((p) => p.periodKey === regularKey).map((p) => p.periodInstance),
  );
  const count = Math.max(event.regularPeriods ?? DEFAULT_COUNT[regularKey], played);
  const intermission = event.clock?.status === 'INTERMISSION';
  const currentNumber = event.currentPeriodNumber ?? played;
  const inExtra = event.currentPeriodAbbreviation === 'ET' || event.currentPeriodAbbreviation === 'PENS';
  const regular: ScoreColumn[] = [];
  for (let n = 1; n <= count; n++) {
    regular.push({
      label: { kind: KIND[regularKey], n },
      scores: opponents.map((id) => periodScore(event, regularKey, n, id)),
      current: !intermission && !inExtra && n === currentNumber,
    });
  }
  const columns = [...regular];
  if (regularKey === 'QTR' && count >= 2) {
    // The feed may already name Q3 during the break: HT is the break after Q2 while Q3 has no points.
    const q3Scored = opponents.some((id) => (periodScore(event, 'QTR', 3, id) ?? 0) > 0);
    const halfTime = intermission && !inExtra && (currentNumber === 2 || (currentNumber === 3 && !q3Scored));
    columns.splice(2, 0, {
      label: { kind: 'halfTime' },
      scores: opponents.map((_, i) => sum(regular.slice(0, 2).map((c) => c.scores[i]))),
      current: halfTime,
    });
  }
  const extra = periods.some((p) => p.periodKey === 'ET');
  const pens = periods.some((p) => p.periodKey === 'PENS');
  if (extra || pens) {
    columns.push({
      label: { kind: 'fullTime' },
      scores: opponents.map((_, i) => sum(regular.map((c) => c.scores[i]))),
      current: false,
    });
  }
  if (extra) {
    columns.push({
      label: { kind: 'extraTime' },
      scores: opponents.map((id) =>
        sum(periods.filter((p) => p.periodKey === 'ET' && p.opponentId === id).map((p) => p.score)),
      ),
      current: event.currentPeriodAbbreviation === 'ET',
    });
  }
  if (pens) {
    columns.push({
      label: { kind: 'penalties' },
      scores: opponents.map((id) => periodScore(event, 'PENS', 1, id)),
      current: event.currentPeriodAbbreviation === 'PENS',
    });
  }
  return columns;
}

/** §2 "Sets view": at most this many sets are shown, the latest ones. */
export const VISIBLE_SETS = 5;

/** The sets view (§2): the last 5 sets up to the current one, the current one marked. */
export function visibleSets(event: LiveEvent): ScoreColumn[] {
  const games = event.sets?.gameSet ?? [];
  if (games.length === 0) return [];
  const current = Math.max(...games.map((g) => g.set));
  const first = Math.max(1, current - VISIBLE_SETS + 1);
  const columns: ScoreColumn[] = [];
  for (let n = first; n <= current; n++) {
    columns.push({
      label: { kind: 'set', n },
      scores: event.opponents.map((o) => games.find((g) => g.set === n && g.opponentId === o.id)?.points),
      current: n === current,
    });
  }
  return columns;
}

/** Same as {@link visibleSets}; the name the web's provisional scoreboard rules used. */
export const setColumns = visibleSets;

/**
 * §2: the half-time score, for football only, when the brand's flag is on, once the first period is
 * over (second half, extra time, penalties, or the half-time intermission). Null otherwise.
 */
export function halfTimeScore(event: LiveEvent, flagOn: boolean): [number, number] | null {
  if (!flagOn || baseCode(event.sportCode) !== 'FOOT') return null;
  const [home, away] = event.opponents;
  if (!home || !away) return null;
  const afterFirst =
    (event.currentPeriodNumber ?? 1) > 1 ||
    event.currentPeriodAbbreviation === 'ET' ||
    event.currentPeriodAbbreviation === 'PENS' ||
    event.clock?.status === 'INTERMISSION' ||
    event.clock?.status === 'END_OF_EVENT';
  if (!afterFirst) return null;
  const h = periodScore(event, 'HALF', 1, home.id);
  const a = periodScore(event, 'HALF', 1, away.id);
  return h === undefined && a === undefined ? null : [h ?? 0, a ?? 0];
}

/** §2: EFOT, EBSK, CSGO, DOTA and LOLS share the virtual image. */
export const VIRTUAL_BACKGROUND_SPORTS: ReadonlySet<string> = new Set([
  'EFOT',
  'EBSK',
  'CSGO',
  'DOTA',
  'LOLS',
]);

const BACKGROUNDS: Readonly<Record<string, string>> = {
  FOOT: 'football',
  BASK: 'basketball',
  TENN: 'tennis',
  PADE: 'tennis',
  ICEH: 'ice-hockey',
  VOLL: 'volleyball',
  HAND: 'handball',
};

/**
 * Which background image the scoreboard wears; 'default' is the plain dark fallback of §2 (also what
 * the view falls back to when an image fails to load).
 */
export function scoreboardBackground(sportCode: string): string {
  if (VIRTUAL_BACKGROUND_SPORTS.has(sportCode)) return 'virtual';
  return BACKGROUNDS[baseCode(sportCode)] ?? 'default';
}
