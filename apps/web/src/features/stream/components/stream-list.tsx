import { paths, streamMatchesEvent } from '@sb/domain';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../api/settings.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { useLivePage } from '../../live/index.ts';
import { useEventStreams } from '../api/get-streams.ts';
import styles from '../stream.module.css';

/** The list's length: a column, not a schedule. */
const SHOWN = 6;

/**
 * The layout's `live_stream_video_player` place (SPEC.md §2 column components): the events in play
 * now that have a stream, each a link to its page, where the player opens beside the scoreboard
 * (docs/decisions/streaming.md: one player at a time, where the bettor looks).
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
  const streamed = candidates
    .filter((event) => streams.data?.streams.some((s) => streamMatchesEvent(s, event)))
    .slice(0, SHOWN);
  if (!streaming) return null;
  return (
    <section className={styles.panel} aria-labelledby="stream-list-title">
      <h2 id="stream-list-title" className={styles.listTitle}>
        {t('player.list.title')}
      </h2>
      {streamed.length === 0 ? (
        <p className={styles.listEmpty}>{t('player.list.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {streamed.map((event) => {
            const href = paths.liveEvent.href(locale, event.slug);
            const current = pathname === href;
            return (
              <li key={event.id}>
                <Link className={styles.listLink} to={href} aria-current={current ? 'page' : undefined}>
                  <bdi>{event.description}</bdi>
                  {current && <span>{t('player.list.watching')}</span>}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
