import type { Event } from '@sb/contract';
import { externalStreamUrl, streamMatchesEvent } from '@sb/domain';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../api/settings.ts';
import { Button, buttonClassName } from '../../../ui/button.tsx';
import { useEventStreams } from '../api/get-streams.ts';
import styles from '../stream.module.css';
import { useStreamStore } from '../stream-store.ts';
import { StreamSlot } from './stream-slot.tsx';

/**
 * The stream of a live event, under its scoreboard (docs/decisions/streaming.md): "Watch live" when
 * the brand streams and the event has a stream of a provider the brand has on; the player opens
 * below it, so a phone keeps the scoreboard in sight. A visitor is asked to log in without a call;
 * the server says why anyone else may not watch. An event whose tracker id is a URL links out.
 */
export function StreamPanel({ event }: { event: Event }) {
  const { t } = useTranslation('live');
  const streaming = useSettings()?.enable_clem_live_streaming ?? false;
  const external = externalStreamUrl(event);
  const streams = useEventStreams(streaming && !external ? [event.id] : []);
  const stream = streams.data?.streams.find((s) => streamMatchesEvent(s, event));
  const watching = useStreamStore((s) =>
    s.watching?.place === 'page' && s.watching.eventId === event.id ? s.watching : null,
  );
  const { watch, stop } = useStreamStore.getState();
  const playerId = useId();
  // Leaving the page stops its stream (the column's plays on).
  useEffect(() => () => stop('page'), [stop]);

  if (external && streaming) {
    return (
      <a
        className={buttonClassName({ block: true })}
        href={external}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('player.external')}
      </a>
    );
  }
  if (!stream) return null;
  const open = watching !== null;
  return (
    <section className={styles.panel} aria-label={t('player.region', { event: event.description })}>
      <Button
        aria-expanded={open}
        aria-controls={playerId}
        onClick={() =>
          open
            ? stop('page')
            : watch({
                streamId: stream.stream_id,
                eventId: event.id,
                eventName: event.description,
                place: 'page',
              })
        }
        block
      >
        {open ? t('player.hide') : t('player.watch')}
      </Button>
      <div id={playerId}>{watching && <StreamSlot watching={watching} />}</div>
    </section>
  );
}
