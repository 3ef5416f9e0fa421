import type { LiveEvent } from '@sb/contract';
import {
  type ColumnLabel,
  gameAndSet,
  halfTimeScore,
  paths,
  periodColumns,
  scoreboardBackground,
  scoreboardVariant,
  type ScoreColumn,
  visibleSets,
} from '@sb/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../api/settings.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { cx } from '../../../ui/cx.ts';
import { VisuallyHidden } from '../../../ui/visually-hidden.tsx';
import { BackButton, EventDetailsDropdown } from '../../event/index.ts';
import header from '../../../ui/page/event-page.module.css';
import { useLivePage } from '../api/get-live-page.ts';
import { LiveClock } from '../../../lib/live/live-clock.tsx';
import { scoreOf } from '../components/live-event-row.tsx';
import { StreamIcon } from '../components/stream-icon.tsx';
import styles from './scoreboard.module.css';

/**
 * The live event's scoreboard (SPEC.md §2 "Scoreboard"): Back (go-back rule), the league dropdown,
 * a background per sport (gradients; the plain dark fallback), the opponents, the score and the
 * period or set table. The score reads as one sentence to a screen reader; the table has a caption
 * and row and column headers.
 */
export function Scoreboard({ event }: { event: LiveEvent }) {
  const { t } = useTranslation('live');
  const { t: ts } = useTranslation('sports');
  const locale = useLocale();
  const settings = useSettings();
  const [home, away] = event.opponents;
  const score = scoreOf(event);
  const variant = scoreboardVariant(event);
  const columns = variant === 'periods' ? periodColumns(event) : variant === 'sets' ? visibleSets(event) : [];
  const halfTime = halfTimeScore(event, settings?.show_half_time_score ?? false);
  const game = gameAndSet(event);
  // SPEC.md §2: a live event's dropdown lists the live events of its sport (the live page call, 15 s).
  const livePage = useLivePage(event.sportCode);
  const liveSiblings = livePage.data?.sports.find((s) => s.code === event.sportCode)?.events;
  const siblings = useMemo(
    () => ({
      events: liveSiblings ?? [],
      hrefOf: (slug: string) => paths.liveEvent.href(locale, slug),
    }),
    [liveSiblings, locale],
  );
  return (
    <section
      className={cx(header.scoreboard, styles.scoreboard)}
      data-background={scoreboardBackground(event.sportCode)}
      aria-label={t('scoreboard.label')}
    >
      <div className={header.topRow}>
        <BackButton event={event} />
        <EventDetailsDropdown event={event} siblings={siblings} />
      </div>
      <div className={styles.main}>
        <h1 className={styles.teams}>
          {home && away ? (
            <>
              <span className={styles.team}>
                {game?.servingOpponentId === home.id && <ServingMark />}
                <bdi>{home.description}</bdi>
              </span>{' '}
              <VisuallyHidden>{ts('versus')}</VisuallyHidden>{' '}
              <span className={styles.team}>
                {game?.servingOpponentId === away.id && <ServingMark />}
                <bdi>{away.description}</bdi>
              </span>
            </>
          ) : (
            event.description
          )}
        </h1>
        {variant !== 'none' && score && home && away && (
          <p className={styles.score}>
            {/* Each score on its own, so that in a right-to-left page the home score stands on the home
                team's side (the names above are laid out in the page's direction). */}
            <span aria-hidden="true">
              <bdi>{score[0]}</bdi> - <bdi>{score[1]}</bdi>
            </span>
            <VisuallyHidden>
              {t('scoreLabel', {
                home: home.description,
                homeScore: score[0],
                away: away.description,
                awayScore: score[1],
              })}
            </VisuallyHidden>
          </p>
        )}
      </div>
      <p className={styles.status}>
        <span className={styles.liveTag}>{t('title')}</span>
        {!event.isFinished && <LiveClock event={event} />}
        <StreamIcon event={event} streamEnabled={settings?.enable_clem_live_streaming ?? false} />
      </p>
      {halfTime && (
        <p className={styles.halfTime}>
          {t('scoreboard.halfTimeScore', { home: halfTime[0], away: halfTime[1] })}
        </p>
      )}
      {columns.length > 0 && (
        <PeriodTable
          event={event}
          columns={columns}
          caption={variant === 'sets' ? t('scoreboard.setsCaption') : t('scoreboard.periodsCaption')}
        />
      )}
    </section>
  );
}

function ServingMark() {
  const { t } = useTranslation('live');
  return (
    <span className={styles.serving} role="img" aria-label={t('scoreboard.serving')}>
      ●
    </span>
  );
}

function PeriodTable({
  event,
  columns,
  caption,
}: {
  event: LiveEvent;
  columns: ScoreColumn[];
  caption: string;
}) {
  const { t } = useTranslation('live');
  const label = (l: ColumnLabel) => t(`scoreboard.column.${l.kind}`, 'n' in l ? { n: l.n } : {});
  const fullLabel = (l: ColumnLabel) => t(`scoreboard.columnName.${l.kind}`, 'n' in l ? { n: l.n } : {});
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <VisuallyHidden>{t('scoreboard.team')}</VisuallyHidden>
            </th>
            {columns.map((c, i) => (
              <th
                key={i}
                scope="col"
                className={cx(c.current && styles.current)}
                aria-current={c.current ? 'true' : undefined}
              >
                <span aria-hidden="true" title={fullLabel(c.label)}>
                  {label(c.label)}
                </span>
                <VisuallyHidden>{fullLabel(c.label)}</VisuallyHidden>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {event.opponents.map((o, row) => (
            <tr key={o.id}>
              <th scope="row">{o.description}</th>
              {columns.map((c, i) => (
                <td key={i} className={cx(c.current && styles.current)}>
                  {c.scores[row] ?? '-'}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
