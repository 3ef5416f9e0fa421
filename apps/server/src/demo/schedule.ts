import type { DemoLeague, Schedule } from './leagues.ts';
import type { Random } from './prng.ts';

/**
 * When a league's events start: days of the next 14 that fit its rhythm (weekend rounds, European
 * nights, a daily slate, a tournament's run) and local kick-off times on the hour or quarter hour,
 * turned into UTC with the venue's offset. A slot too close to `now` (under 30 minutes) or beyond
 * the 14 days is never produced.
 */
export const HORIZON_DAYS = 14;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const LEAD_TIME = HOUR / 2;

/** Minutes after local midnight. */
const hm = (hours: number, minutes = 0) => hours * 60 + minutes;

/** A group of slots in which every competitor plays at most once (a round, a day, a fight card). */
export interface SlotGroup {
  starts: Date[];
}

/** Local kick-off times per sport code, the most common listed more than once. */
const LOCAL_TIMES: Readonly<Record<string, readonly number[]>> = {
  FOOT: [
    hm(12, 30),
    hm(13),
    hm(14),
    hm(15),
    hm(15),
    hm(15),
    hm(16),
    hm(17, 30),
    hm(18, 30),
    hm(19),
    hm(20),
    hm(20, 45),
    hm(21),
  ],
  BASK: [hm(18), hm(19), hm(19, 30), hm(20), hm(20, 30), hm(21), hm(22)],
  ICEH: [hm(17), hm(18), hm(18, 30), hm(19), hm(19, 30), hm(20)],
  TENN: [
    hm(10),
    hm(11),
    hm(11, 30),
    hm(12),
    hm(13),
    hm(14),
    hm(15),
    hm(16, 30),
    hm(18),
    hm(19, 30),
    hm(20, 30),
  ],
  CRIC: [hm(10), hm(10, 30), hm(14), hm(15, 30), hm(19, 30)],
  AMFO: [hm(12), hm(13), hm(15, 30), hm(16, 15), hm(19), hm(19, 30)],
  BASE: [hm(13), hm(18), hm(18, 30), hm(19), hm(19, 15), hm(20)],
  MMA: [hm(19), hm(20), hm(21), hm(22), hm(23)],
  BOXI: [hm(19), hm(20), hm(21), hm(22)],
  DART: [hm(13), hm(14), hm(19), hm(20), hm(21)],
  SNOO: [hm(10), hm(13), hm(14), hm(19), hm(20)],
  default: [hm(15), hm(16), hm(17), hm(18), hm(18, 30), hm(19), hm(20), hm(20, 30)],
};

/** Sports played around the clock on the feeds (table tennis leagues, esports, virtuals). */
const ROUND_THE_CLOCK = new Set(['TABL', 'CSGO', 'DOTA', 'LOLS', 'VALO', 'EFOT', 'EBSK']);

/** Weekday weights of a weekend round: Friday 0, Saturday 1, Sunday 2, Monday 3 days after Friday. */
const WEEKEND: readonly (readonly [offsetFromFriday: number, weight: number])[] = [
  [0, 0.1],
  [1, 0.5],
  [2, 0.33],
  [3, 0.07],
];

export interface ScheduleInput {
  league: DemoLeague;
  /** Hours east of UTC at the venue. */
  utcOffset: number;
  now: Date;
  /** Slots per group: a round-robin round holds every club once (clubs / 2 games). */
  perGroup: number;
  random: Random;
}

export function scheduleSlots(input: ScheduleInput): SlotGroup[] {
  const { league, now, random } = input;
  const calendar = new LocalCalendar(now, input.utcOffset);
  const times = LOCAL_TIMES[league.sportCode] ?? LOCAL_TIMES.default ?? [hm(18)];
  const evenings = times.filter((t) => t >= hm(18));
  // Round-robin leagues play weekday games in the evening; weekends all afternoon and evening.
  const weekdayEvenings = league.schedule === 'weekend' || league.schedule === 'weekend-midweek';
  const anyTime = (day: number) => {
    if (ROUND_THE_CLOCK.has(league.sportCode)) return hm(random.int(9, 22), random.pick([0, 15, 30, 45]));
    const weekday = calendar.weekdayOf(day);
    const weekend = weekday === 0 || weekday === 6;
    return random.pick(weekdayEvenings && !weekend && evenings.length > 0 ? evenings : times);
  };
  const groups: SlotGroup[] = [];

  /** One group on weighted days; false when every day of it is already over. */
  const fill = (
    days: readonly (readonly [day: number, weight: number])[],
    time: (day: number) => number,
  ): boolean => {
    const open = days.filter(([day]) => calendar.dayIsOpen(day));
    if (open.length === 0) return false;
    const starts: Date[] = [];
    for (let i = 0; i < input.perGroup; i++) {
      for (let attempt = 0; attempt < 6; attempt++) {
        const day = random.weighted(open);
        const start = calendar.instant(day, time(day));
        if (calendar.inWindow(start)) {
          starts.push(start);
          break;
        }
      }
    }
    if (starts.length === 0) return false;
    groups.push({ starts: starts.sort((a, b) => a.getTime() - b.getTime()) });
    return true;
  };
  /** Fills candidate groups in order until `count` of them hold events. */
  const fillRounds = (
    candidates: readonly (readonly (readonly [number, number])[])[],
    count: number,
    time = anyTime,
  ) => {
    let filled = 0;
    for (const days of candidates) if (filled < count && fill(days, time)) filled++;
  };
  /**
   * Anchor days of a weekday (Fridays for weekend rounds). The current week's anchor may lie up to
   * `grace` days back: a round still counts while its main day (Saturday) is ahead; a round whose
   * main day is gone is not squeezed into its leftovers.
   */
  const anchors = (weekday: number, grace: number) =>
    [-7, 0, 7, 14]
      .map((week) => calendar.firstDay(weekday) + week)
      .filter((day) => day + grace >= 0 && day < HORIZON_DAYS);
  const rounds = input.league.rounds ?? 1;
  const everyDay = Array.from({ length: HORIZON_DAYS }, (_, day) => day);
  const schedule: Schedule = league.schedule;
  switch (schedule) {
    case 'weekend':
      fillRounds(
        anchors(5, 1).map((friday) => WEEKEND.map(([d, w]) => [friday + d, w] as const)),
        rounds,
      );
      break;
    case 'weekend-midweek':
      fillRounds(
        anchors(5, 1).flatMap((friday) => [
          WEEKEND.map(([d, w]) => [friday + d, w] as const),
          [
            [friday + 4, 0.5],
            [friday + 5, 0.5],
          ],
        ]),
        rounds,
      );
      break;
    case 'tue-wed':
      fillRounds(
        anchors(2, 0).map((tuesday) => [
          [tuesday, 0.5],
          [tuesday + 1, 0.5],
        ]),
        rounds,
        () => random.pick([hm(18, 45), hm(21), hm(21)]),
      );
      break;
    case 'thursday':
      fillRounds(
        anchors(4, 0).map((thursday) => [[thursday, 1]]),
        rounds,
        () => random.pick([hm(18, 45), hm(21)]),
      );
      break;
    case 'nfl':
      // A Thursday game, the Sunday slate (1 pm, 4:05 and 4:25 pm, Sunday night) and Monday night.
      for (const thursday of anchors(4, 4)) {
        if (groups.length >= rounds) break;
        const sunday = thursday + 3;
        const starts = [
          calendar.instant(thursday, hm(20, 15)),
          ...Array.from({ length: Math.max(0, input.perGroup - 3) }, (_, i) =>
            calendar.instant(sunday, i < 9 ? hm(13) : i < 11 ? hm(16, 5) : hm(16, 25)),
          ),
          calendar.instant(sunday, hm(20, 20)),
          calendar.instant(thursday + 4, hm(20, 15)),
        ].filter((start) => calendar.inWindow(start));
        if (starts.length > 0) groups.push({ starts });
      }
      break;
    case 'fight-night':
      // A card on a Saturday night, a fight every half hour, the main event last.
      for (const saturday of anchors(6, 0)) {
        if (groups.length >= 2) break;
        const starts = Array.from({ length: input.perGroup }, (_, i) =>
          calendar.instant(saturday, hm(19) + i * 30),
        ).filter((start) => calendar.inWindow(start));
        if (starts.length > 0) groups.push({ starts });
      }
      break;
    case 'daily':
      fillRounds(
        everyDay.map((day) => [[day, 1] as const]),
        HORIZON_DAYS,
      );
      break;
    case 'tournament':
      fillRounds(
        everyDay.slice(random.int(0, 3)).map((day) => [[day, 1] as const]),
        HORIZON_DAYS,
      );
      break;
  }
  return groups;
}

/** Local days of the venue, counted from the local date of `now` (day 0). */
class LocalCalendar {
  private readonly localMidnight: number;
  private readonly offsetMs: number;
  private readonly weekday: number;

  constructor(
    private readonly now: Date,
    utcOffset: number,
  ) {
    this.offsetMs = utcOffset * HOUR;
    const local = new Date(now.getTime() + this.offsetMs);
    this.localMidnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
    this.weekday = local.getUTCDay();
  }

  /** The UTC instant of a local time on local day `day`. */
  instant(day: number, minutes: number): Date {
    return new Date(this.localMidnight + day * DAY + minutes * 60_000 - this.offsetMs);
  }

  inWindow(start: Date): boolean {
    const t = start.getTime();
    return t >= this.now.getTime() + LEAD_TIME && t < this.now.getTime() + HORIZON_DAYS * DAY;
  }

  /** A day with some evening left in the window (the filter before picking a time on it). */
  dayIsOpen(day: number): boolean {
    return this.inWindow(this.instant(day, hm(22, 30))) || this.inWindow(this.instant(day, hm(12)));
  }

  weekdayOf(day: number): number {
    return (((this.weekday + day) % 7) + 7) % 7;
  }

  /** The first local day from today (0) that falls on a weekday (0 Sunday .. 6 Saturday). */
  firstDay(weekday: number): number {
    return (weekday - this.weekday + 7) % 7;
  }
}
