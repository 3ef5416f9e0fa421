import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../../hooks/render-env.ts';
import { useKickoffFormat } from '../../events/index.ts';
import { subscribeSecond, tickNow } from '../../../lib/live/ticker.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** Time left until `closesAt` as the countdown reads it: days and hours, else hours, minutes, seconds. */
export function timeLeft(msLeft: number): { days: number; hours: number; minutes: string; seconds: string } {
  const total = Math.max(0, Math.floor(msLeft / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: pad(Math.floor((total % 3600) / 60)),
    seconds: pad(total % 60),
  };
}

/**
 * A pool's close (its first kick-off): the time left, ticking each second on the page's one ticker
 * (lib/live/ticker.ts), then 'Closed'. The server's HTML and hydration show the closing date instead,
 * which holds whenever the page is read. Not a live region: a screen reader reads it when it gets
 * there, not every second.
 */
export function ClosingCountdown({ closesAt, className }: { closesAt: string; className?: string }) {
  const hydrated = useHydrated();
  const kickoff = useKickoffFormat();
  const { t } = useTranslation('jackpot');
  const date = new Date(closesAt);
  return (
    <time dateTime={closesAt} className={className}>
      {hydrated ? (
        <Ticking closesAt={date.getTime()} />
      ) : (
        t('countdown.closesOn', { date: `${kickoff.day(date)} ${kickoff.time(date)}` })
      )}
    </time>
  );
}

function Ticking({ closesAt }: { closesAt: number }) {
  const { t } = useTranslation('jackpot');
  const now = useSyncExternalStore(subscribeSecond, tickNow, tickNow);
  if (now >= closesAt) return t('countdown.closed');
  const left = timeLeft(closesAt - now);
  return left.days > 0
    ? t('countdown.days', { days: left.days, hours: left.hours })
    : t('countdown.hours', { hours: left.hours, minutes: left.minutes, seconds: left.seconds });
}
