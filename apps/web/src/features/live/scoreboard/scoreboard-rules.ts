import type { LiveEvent, PeriodKey } from '@sb/contract';

/**
 * PROVISIONAL: the scoreboard rules of SPEC.md §2 "Scoreboard" belong to @sb/domain
 * (scoreboardVariant, periodColumns, visibleSets, halfTimeScore, scoreboardBackground on branch
 * live-domain). These stand in until it merges; the component only renders what they return.
 */

export type ScoreboardVariant = 'none' | 'periods' | 'sets' | 'generic';

const NO_SCOREBOARD = new Set(['CRIC', 'VICR', 'VKBD', 'BOXI']);

export function scoreboardVariant(event: LiveEvent): ScoreboardVariant {
  if (NO_SCOREBOARD.has(event.sportCode)) return 'none';
  if ((event.scoresPerPeriod?.length ?? 0) > 0) return 'periods';
  if ((event.sets?.maxSets ?? 0) > 0) return 'sets';
  return 'generic';
}

/** A column of the period table; `label` is language-neutral and translated by the view. */
export type ColumnLabel =
  | { kind: 'quarter' | 'half' | 'period' | 'set'; n: number }
  | { kind: 'halfTime' | 'fullTime' | 'extraTime' | 'penalties' };

export interface ScoreColumn {
  label: ColumnLabel;
  /** One score per opponent, in the opponents' order; undefined when the period has not been played. */
  scores: (number | undefined)[];
  /** The period in play (or HT during the intermission after Q2). */
  current: boolean;
}

function periodScore(event: LiveEvent, key: PeriodKey, instance: number, opponentId: number) {
  return event.scoresPerPeriod?.find(
    (p) => p.periodKey === key && p.periodInstance === instance && p.opponentId === opponentId,
  )?.score;
}

const sum = (values: (number | undefined)[]) =>
  values.some((v) => v !== undefined) ? values.reduce<number>((a, v) => a + (v ?? 0), 0) : undefined;

export function periodColumns(event: LiveEvent): ScoreColumn[] {
  const periods = event.scoresPerPeriod ?? [];
  const opponents = event.opponents.map((o) => o.id);
  const regularKey = (['QTR', 'HALF', 'PERIOD'] as const).find((k) => periods.some((p) => p.periodKey === k));
  if (!regularKey) return [];
  const played = Math.max(
    0,
    ...periods.filter((p) => p.periodKey === regularKey).map((p) => p.periodInstance),
  );
  const count = Math.max(
    event.regularPeriods ?? (regularKey === 'QTR' ? 4 : regularKey === 'HALF' ? 2 : 3),
    played,
  );
  const intermission = event.clock?.status === 'INTERMISSION';
  const currentNumber = event.currentPeriodNumber ?? played;
  const inExtra = event.currentPeriodAbbreviation === 'ET' || event.currentPeriodAbbreviation === 'PENS';
  const regular: ScoreColumn[] = [];
  for (let n = 1; n <= count; n++) {
    regular.push({
      label: { kind: regularKey === 'QTR' ? 'quarter' : regularKey === 'HALF' ? 'half' : 'period', n },
      scores: opponents.map((id) => periodScore(event, regularKey, n, id)),
      current: !intermission && !inExtra && n === currentNumber,
    });
  }
  const columns = [...regular];
  if (regularKey === 'QTR' && count >= 2) {
    const firstHalf = regular.slice(0, 2);
    columns.splice(2, 0, {
      label: { kind: 'halfTime' },
      scores: opponents.map((_, i) => sum(firstHalf.map((c) => c.scores[i]))),
      current: intermission && currentNumber === 2,
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
  }
  return columns;
}

/** SPEC.md §9: the sets view shows the last 5 sets, the current one highlighted. */
export const VISIBLE_SETS = 5;

export function setColumns(event: LiveEvent): ScoreColumn[] {
  const games = event.sets?.gameSet ?? [];
  const current = Math.max(1, ...games.map((g) => g.set));
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

/** Tennis and padel: 'Game n / Set m' and who serves. */
export function gameAndSet(
  event: LiveEvent,
): { game: number; set: number; servingOpponentId?: number } | null {
  if (event.sportCode !== 'TENN' && event.sportCode !== 'PADE' && !event.sportCode.startsWith('TENN')) {
    return null;
  }
  const games = event.sets?.gameSet ?? [];
  if (games.length === 0) return null;
  const set = Math.max(...games.map((g) => g.set));
  const inSet = games.filter((g) => g.set === set);
  const game = inSet.reduce((n, g) => n + g.points, 0) + 1;
  const serving = inSet.find((g) => g.serving)?.opponentId;
  return serving === undefined ? { game, set } : { game, set, servingOpponentId: serving };
}

/** Football only, when the brand's flag is on, after the first period: the first half's score. */
export function halfTimeScore(event: LiveEvent, enabled: boolean): [number, number] | null {
  if (!enabled || event.sportCode !== 'FOOT') return null;
  const [home, away] = event.opponents;
  if (!home || !away) return null;
  const afterFirst = (event.currentPeriodNumber ?? 1) > 1 || event.clock?.status === 'INTERMISSION';
  if (!afterFirst) return null;
  const h = periodScore(event, 'HALF', 1, home.id);
  const a = periodScore(event, 'HALF', 1, away.id);
  return h === undefined && a === undefined ? null : [h ?? 0, a ?? 0];
}

const VIRTUAL = new Set(['EFOT', 'EBSK', 'CSGO', 'DOTA', 'LOLS']);
const BACKGROUNDS: Readonly<Record<string, string>> = {
  FOOT: 'football',
  BASK: 'basketball',
  TENN: 'tennis',
  PADE: 'tennis',
  ICEH: 'ice-hockey',
  VOLL: 'volleyball',
  HAND: 'handball',
};

/** Which background the scoreboard wears; 'dark' is the plain fallback (SPEC.md §2). */
export function scoreboardBackground(sportCode: string): string {
  if (VIRTUAL.has(sportCode)) return 'virtual';
  return BACKGROUNDS[sportCode] ?? 'dark';
}
