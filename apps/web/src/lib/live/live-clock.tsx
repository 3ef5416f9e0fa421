import type { LiveEvent } from '@sb/contract';
import { useSyncExternalStore } from 'react';
import { useRowTranslation } from '../../i18n/use-row-translation.ts';
import { useRenderEnv } from '../../hooks/render-env.ts';
import { subscribeSecond, tickNow } from './ticker.ts';
import { clockText } from './clock-text.ts';

/**
 * The event's clock label ("45'", "HT", "Q2 08:12"). A running clock counts on from the feed's
 * last value: one shared one-second ticker, and the label re-renders only when its text changes.
 */
export function LiveClock({ event, className }: { event: LiveEvent; className?: string | undefined }) {
  const { t } = useRowTranslation('live');
  // Server HTML shows the clock at the moment it was rendered; hydration reads the same.
  const renderedAt = useRenderEnv()?.now;
  const text = useSyncExternalStore(
    subscribeSecond,
    () => clockText(event, tickNow(), t),
    () => clockText(event, renderedAt ?? tickNow(), t),
  );
  return <span className={className}>{text}</span>;
}
