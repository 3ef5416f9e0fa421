import type { Market, MarketGroup as MarketGroupModel, Opponent } from '@sb/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/icon.tsx';
import { splitLine } from './market-layout.ts';
import { MarketOutcomes } from './market-outcomes.tsx';
import styles from './market-group.module.css';

export type MarketGroupView = Omit<MarketGroupModel, 'markets'> & { markets: Market[] };

/**
 * A group's title: its market's name when it holds one market; for the lines of one type the name
 * without the line ('Total Goals Over/Under'). A period other than full time is named unless the
 * market's name already says it ('1st Half Result').
 */
export function groupTitle(group: MarketGroupView): string {
  const first = group.markets[0];
  const base = group.markets.length === 1 ? (first?.description ?? group.description) : typeName(group);
  const fullTime = (first?.period.sequence ?? 0) === 0;
  return fullTime || base.includes(group.periodDescription) ? base : `${base} - ${group.periodDescription}`;
}

function typeName(group: MarketGroupView): string {
  const names = new Set(group.markets.map((m) => splitLine(m.description).name));
  return names.size === 1 ? ([...names][0] ?? group.description) : splitLine(group.description).name;
}

/**
 * One market group: a heading button that collapses it (aria-expanded), and its prices below, each
 * described by the event and the group ('Arsenal v Chelsea: Match Result').
 */
export function MarketGroup({
  group,
  opponents,
  eventName,
  defaultExpanded = true,
}: {
  group: MarketGroupView;
  opponents: readonly Opponent[];
  eventName: string;
  defaultExpanded?: boolean;
}) {
  const { t } = useTranslation('sports');
  const [expanded, setExpanded] = useState(defaultExpanded);
  const bodyId = useId();
  const headingId = useId();
  const pricesId = useId();
  const title = groupTitle(group);
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setExpanded((e) => !e)}
        >
          <span>{title}</span>
          <Icon name={expanded ? 'chevron-down' : 'chevron-right'} size={16} className={styles.chevron} />
        </button>
      </h2>
      <div id={bodyId} hidden={!expanded} className={styles.body}>
        {expanded && (
          <>
            {/* Hidden, yet read as the prices' description (aria-describedby reads hidden text). */}
            <span id={pricesId} hidden>
              {t('eventList.pricesLabel', { event: eventName, market: title })}
            </span>
            <MarketOutcomes markets={group.markets} opponents={opponents} describedBy={pricesId} />
          </>
        )}
      </div>
    </section>
  );
}
