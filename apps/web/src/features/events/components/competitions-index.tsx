import type { EventPathNode } from '@sb/contract';
import { paths, sportSlug } from '@sb/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../hooks/use-locale.ts';
import { Icon } from '../../../ui/icon.tsx';
import { SportIcon } from '../../../ui/sport-icon.tsx';
import { PathIndex } from './path-index.tsx';
import styles from './competitions-index.module.css';

/**
 * /sports/competitions: every sport with events, each a collapsible section of its countries and
 * leagues (the first open). A sport heading holds the toggle; 'All Football' links to the sport page.
 */
export function CompetitionsIndex({ sports }: { sports: readonly EventPathNode[] }) {
  const offered = sports.filter((s) => s.eventCount + s.outrightCount > 0);
  return (
    <div className={styles.sports}>
      {offered.map((sport, i) => (
        <SportCompetitions key={sport.id} sport={sport} defaultExpanded={i === 0} />
      ))}
    </div>
  );
}

function SportCompetitions({ sport, defaultExpanded }: { sport: EventPathNode; defaultExpanded: boolean }) {
  const { t } = useTranslation('sports');
  const locale = useLocale();
  const [expanded, setExpanded] = useState(defaultExpanded);
  const bodyId = useId();
  return (
    <section className={styles.sport}>
      <h2 className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setExpanded((e) => !e)}
        >
          <SportIcon code={sport.code} size={18} />
          <span className={styles.name}>{sport.description}</span>
          <span className={styles.count} aria-hidden="true">
            {sport.eventCount}
          </span>
          <Icon name={expanded ? 'chevron-down' : 'chevron-right'} size={16} />
        </button>
      </h2>
      <div id={bodyId} hidden={!expanded} className={styles.body}>
        {expanded && (
          <>
            <Link
              className={styles.sportLink}
              to={paths.sport.href(locale, sportSlug({ id: sport.id, code: sport.code ?? '' }))}
            >
              {t('highlightsPage.seeAll', { sport: sport.description })}
            </Link>
            <PathIndex sport={sport} />
          </>
        )}
      </div>
    </section>
  );
}
