import { paths, streamMatchesEvent } from '@sb/domain';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../api/settings.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { Button } from '../../../ui/button.tsx';
import { useLivePage } from '../../live/index.ts';
import { useEventStreams } from '../api/get-streams.ts';
import styles from '../stream.module.css';
import { useStreamStore } from '../stream-store.ts';
import { StreamSlot } from './stream-slot.tsx';

/** The list's length: a column, not a schedule. */
const SHOWN = 6;

/**
 * The layout's `live_stream_video_player` place (SPEC.md §2 column components): the events in play
 * now that have a stream, each a link to its page and a "Watch" button that plays it here, above the
 * list, while the bettor browses the live list or another event (one stream at a time: the page's
 * stops when this one starts, and the other way round).
 */
export function StreamList() {
  const { t } = useTranslation('live');
  const locale = useLocale();
  const { pathname } = useLocation();
  const streaming = useSettings()?.enable_clem_live_streaming ?? false;
  const live = useLivePage(undefined, false);
  const candidates = (live.data?.sports ?? [])
    .flatMap((sport) => sport.events)
    .filter((event) => event.liveStreaming && !event.isFinished);
  const streams = useEventStreams(streaming ? candidates.map((e) => e.id) : []);
  const watching = useStreamStore((s) => (s.watching?.place === 'column' ? s.watching : null));
  const { watch, stop } = useStreamStore.getState();
  if (!streaming) return null;
  const streamed = candidates.flatMap((event) => {
    const stream = streams.data?.streams.find((s) => streamMatchesEvent(s, event));
    return stream ? [{ event, stream }] : [];
  });
  return (
    <section className={styles.panel} aria-labelledby="stream-list-title">
      <h2 id="stream-list-title" className={styles.listTitle}>
        {t('player.list.title')}
      </h2>
      {watching && (
        <>
          <StreamSlot watching={watching} />
          <Button size="sm" onClick={() => stop('column')}>
            {t('player.hide')}
          </Button>
        </>
      )}
      {streamed.length === 0 ? (
        <p className={styles.listEmpty}>{t('player.list.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {streamed.slice(0, SHOWN).map(({ event, stream }) => {
            const href = paths.liveEvent.href(locale, event.slug);
            const current = pathname === href;
            const playing = watching?.eventId === event.id;
            return (
              <li key={event.id} className={styles.listItem}>
                <Link className={styles.listLink} to={href} aria-current={current ? 'page' : undefined}>
                  <bdi>{event.description}</bdi>
                  {current && <span className={styles.listNote}>{t('player.list.watching')}</span>}
                </Link>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-pressed={playing}
                  aria-label={t('player.list.watch', { event: event.description })}
                  onClick={() =>
                    playing
                      ? stop('column')
                      : watch({
                          streamId: stream.stream_id,
                          eventId: event.id,
                          eventName: event.description,
                          place: 'column',
                        })
                  }
                >
                  {t('player.list.watchShort')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
