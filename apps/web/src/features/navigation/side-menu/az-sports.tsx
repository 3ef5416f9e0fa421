import type { EventPathNode } from '@sb/contract';
import { intlLocaleOf, paths, sportSlug } from '@sb/domain';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { SportIcon } from '../../../ui/sport-icon.tsx';
import { VisuallyHidden } from '../../../ui/visually-hidden.tsx';
import { useEventPathTree } from '../../../api/get-event-path-tree.ts';
import styles from './side-menu.module.css';
import { cx } from '../../../ui/cx.ts';

/** A node worth listing: it has events or outrights to bet on. */
const hasOffer = (node: EventPathNode) => node.eventCount + node.outrightCount > 0;

function Count({ value }: { value: number }) {
  const { t } = useTranslation('common');
  return (
    <span className={styles.count}>
      {value}
      <VisuallyHidden>{` ${t('menu.events', { count: value })}`}</VisuallyHidden>
    </span>
  );
}

/** A row that links somewhere and, beside the link, toggles its children open. */
function ExpandableRow({
  to,
  label,
  count,
  icon,
  toggleLabel,
  expanded,
  onToggle,
  childrenId,
}: {
  to: string;
  label: string;
  count: number;
  icon?: ReactNode;
  toggleLabel: string;
  expanded: boolean;
  onToggle: () => void;
  childrenId: string;
}) {
  return (
    <div className={styles.row}>
      <NavLink className={cx(styles.item)} to={to} title={label} end>
        {icon}
        <span className={styles.label}>{label}</span>
      </NavLink>
      <Count value={count} />
      <button
        type="button"
        className={styles.toggle}
        aria-label={toggleLabel}
        aria-expanded={expanded}
        aria-controls={childrenId}
        onClick={onToggle}
      >
        <Icon name="chevron-right" size={16} />
      </button>
    </div>
  );
}

function CountryItem({ country, sport, locale }: { country: EventPathNode; sport: string; locale: string }) {
  const { t } = useTranslation('common');
  const [expanded, setExpanded] = useState(false);
  const childrenId = useId();
  const leagues = country.children.filter(hasOffer);
  const toggleLabel = t('menu.leaguesOf', { name: country.description });
  return (
    <li>
      <ExpandableRow
        to={paths.country.href(locale, sport, country.slug)}
        label={country.description}
        count={country.eventCount}
        toggleLabel={toggleLabel}
        expanded={expanded}
        onToggle={() => setExpanded((e) => !e)}
        childrenId={childrenId}
      />
      {expanded && (
        <ul className={styles.nested} id={childrenId} aria-label={toggleLabel}>
          {leagues.map((league) => (
            <li key={league.id} className={styles.row}>
              <NavLink
                className={cx(styles.item)}
                to={paths.league.href(locale, sport, country.slug, league.slug)}
                title={league.description}
              >
                <span className={styles.label}>{league.description}</span>
              </NavLink>
              <Count value={league.eventCount} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** `countriesPending`: the tree holds the sports alone yet (a server page's first screen); the rest is on its way. */
function SportItem({
  sport,
  locale,
  countriesPending,
}: {
  sport: EventPathNode;
  locale: string;
  countriesPending: boolean;
}) {
  const { t } = useTranslation('common');
  const [expanded, setExpanded] = useState(false);
  const childrenId = useId();
  const slug = sportSlug({ id: sport.id, code: sport.code ?? '' });
  const toggleLabel = t('menu.countriesOf', { name: sport.description });
  return (
    <li>
      <ExpandableRow
        to={paths.sport.href(locale, slug)}
        label={sport.description}
        count={sport.eventCount}
        icon={<SportIcon code={sport.code} className={styles.icon} />}
        toggleLabel={toggleLabel}
        expanded={expanded}
        onToggle={() => setExpanded((e) => !e)}
        childrenId={childrenId}
      />
      {expanded && countriesPending && (
        <div
          className={styles.status}
          id={childrenId}
          role="status"
          aria-busy="true"
          aria-label={t('status.loading')}
        >
          <Skeleton height={30} className={styles.skeletonRow} />
        </div>
      )}
      {expanded && !countriesPending && (
        <ul className={styles.nested} id={childrenId} aria-label={toggleLabel}>
          {sport.children.filter(hasOffer).map((country) => (
            <CountryItem key={country.id} country={country} sport={slug} locale={locale} />
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * AZ Sports (SPEC.md §2 Side menu): every sport with events, alphabetically; a sport expands to its
 * countries and a country to its leagues, each with its event count. Names link to the sport,
 * country and league pages.
 */
export function AzSports({ locale, headingId }: { locale: string; headingId: string }) {
  const { t } = useTranslation('common');
  // The menu lists sports; a sport's countries come when it is opened (the reader's first move fetches them).
  const tree = useEventPathTree('sports');
  const collator = new Intl.Collator(intlLocaleOf(locale));
  const sports = (tree.data?.eventPaths ?? [])
    .filter(hasOffer)
    .sort((a, b) => collator.compare(a.description, b.description));

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 className={styles.heading} id={headingId}>
        {t('menu.azSports')}
      </h2>
      {tree.isError ? (
        <div className={styles.status}>
          <ErrorState compact message={t('menu.sportsFailed')} onRetry={() => void tree.refetch()} />
        </div>
      ) : !tree.data ? (
        <div className={styles.status} role="status" aria-busy="true" aria-label={t('status.loading')}>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} height={30} className={styles.skeletonRow} />
          ))}
        </div>
      ) : (
        <ul className={styles.list}>
          {sports.map((sport) => (
            <SportItem
              key={sport.id}
              sport={sport}
              locale={locale}
              countriesPending={tree.data.firstScreen === true}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
