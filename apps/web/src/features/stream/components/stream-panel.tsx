import type { Event } from '@sb/contract';
import { externalStreamUrl, streamMatchesEvent } from '@sb/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../api/settings.ts';
import { DESKTOP_QUERY, useMediaQuery } from '../../../hooks/use-media-query.ts';
import { useLoggedInSession } from '../../../lib/session/session-store.ts';
import { Button, buttonClassName } from '../../../ui/button.tsx';
import { playerDetailsQueryOptions } from '../../account/index.ts';
import { useEventStreams } from '../api/get-streams.ts';
import styles from '../stream.module.css';
import { StreamRefused } from './stream-refused.tsx';

// hls.js is 180 KB gzip: it loads with the first press of "Watch live", never with the page.
const StreamPlayer = lazy(() => import('./stream-player.tsx'));

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
  const session = useLoggedInSession();
  const details = useQuery({
    ...playerDetailsQueryOptions(session?.username ?? ''),
    enabled: session !== null,
  });
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const [open, setOpen] = useState(false);
  const playerId = useId();

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
  return (
    <section className={styles.panel} aria-label={t('player.region', { event: event.description })}>
      <Button aria-expanded={open} aria-controls={playerId} onClick={() => setOpen((o) => !o)} block>
        {open ? t('player.hide') : t('player.watch')}
      </Button>
      <div id={playerId}>
        {open &&
          (session ? (
            <Suspense fallback={<div className={styles.frame} />}>
              <StreamPlayer
                streamId={stream.stream_id}
                eventName={event.description}
                allowFullScreen={details.data?.enableStreamFullScreen ?? false}
                allowPictureInPicture={desktop}
              />
            </Suspense>
          ) : (
            <StreamRefused refusal="STREAM_LOGIN" />
          ))}
      </div>
    </section>
  );
}
