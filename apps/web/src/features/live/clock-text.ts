import type { LiveEvent } from '@sb/contract';
import type { TFunction } from 'i18next';

/**
 * PROVISIONAL until @sb/domain's liveClockLabel lands: the minutes the clock shows now (a running
 * clock counts on from `updatedAt`), HT at an intermission. Only the translation belongs here.
 */
export function clockText(event: LiveEvent, nowMs: number, t: TFunction<'live'>): string {
  const clock = event.clock;
  if (!clock) return t('clock.live');
  if (clock.status === 'NOT_STARTED') return t('clock.notStarted');
  if (clock.status === 'INTERMISSION') return t('clock.intermission');
  if (clock.status === 'END_OF_EVENT') return t('clock.ended');
  const running = clock.status === 'RUNNING';
  const elapsed = running ? Math.max(0, Math.floor((nowMs - clock.updatedAt) / 1000)) : 0;
  const total = clock.countdown
    ? Math.max(0, clock.minutes * 60 + clock.seconds - elapsed)
    : clock.minutes * 60 + clock.seconds + elapsed;
  return t('clock.minutes', { minutes: Math.floor(total / 60) });
}
