import type { LiveEvent } from '@sb/contract';
import { liveClockLabel, type LiveClockLabel } from '@sb/domain';
import type { TFunction } from 'i18next';

/** The domain's language-neutral clock label (SPEC.md §4 "Live clock display") in the visitor's words. */
export function translateClockLabel(label: LiveClockLabel, t: TFunction<'live'>): string {
  switch (label.kind) {
    case 'live':
    case 'notStarted':
    case 'ended':
    case 'halfTime':
    case 'intermission':
    case 'penalties':
      return t(`clock.${label.kind}`);
    case 'minutes': {
      const time =
        label.added === undefined
          ? t('clock.minutes', { minutes: label.minutes })
          : t('clock.minutesAdded', { minutes: label.minutes, added: label.added });
      return label.period ? t('clock.withPeriod', { period: t(`clock.period.${label.period}`), time }) : time;
    }
    case 'periodClock':
      return t('clock.periodClock', {
        period: t(`clock.letter.${label.period}`, { n: label.n }),
        time: `${String(label.minutes).padStart(2, '0')}:${String(label.seconds).padStart(2, '0')}`,
      });
    case 'gameSet':
      return t('scoreboard.gameSet', { game: label.game, set: label.set });
    case 'progress':
      return t(`clock.unit.${label.unit}`, { n: label.n });
  }
}

export function clockText(event: LiveEvent, nowMs: number, t: TFunction<'live'>): string {
  return translateClockLabel(liveClockLabel(event, nowMs), t);
}
