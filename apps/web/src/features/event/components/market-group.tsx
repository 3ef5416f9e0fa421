import type { Market, MarketGroup as MarketGroupModel } from '@sb/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OutcomeButton } from '../../events/components/outcome-button.tsx';
import { Icon } from '../../../ui/icon.tsx';
import styles from './event-page.module.css';

/** Columns of a market's outcomes by style: three-way in 3, two-way and lines in 2, scores in a grid. */
function columns(market: Market): number {
  const count = market.outcomes.filter((o) => !o.hidden).length;
  if (market.marketTypeInfo.style === 'CORRECT_SCORE' || market.marketTypeInfo.style === 'HTFT') return 3;
  if (market.marketTypeInfo.style === 'OUTRIGHT') return 2;
  return Math.min(count, 3) || 1;
}

/** One market group: a header that collapses it, and its markets (the lines of a type) below. */
export function MarketGroup({ group }: { group: Omit<MarketGroupModel, 'markets'> & { markets: Market[] } }) {
  const { t } = useTranslation('sports');
  const [expanded, setExpanded] = useState(true);
  const bodyId = useId();
  const single = group.markets.length === 1;
  const title = single
    ? (group.markets[0]?.description ?? group.description)
    : `${typeName(group.description)} (${group.periodDescription})`;
  return (
    <section className={styles.group} aria-label={title}>
      <h3 className={styles.groupHeading}>
        <button
          type="button"
          className={styles.groupToggle}
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setExpanded((e) => !e)}
        >
          <span>{title}</span>
          <Icon name={expanded ? 'chevron-down' : 'chevron-right'} size={16} />
        </button>
      </h3>
      <div id={bodyId} hidden={!expanded} className={styles.groupBody}>
        {group.markets.map((market) => (
          <div key={market.id} className={styles.market}>
            {!single && <p className={styles.marketName}>{market.description}</p>}
            {market.status === 'SUSPENDED' && <p className={styles.suspended}>{t('market.suspended')}</p>}
            <div
              className={styles.outcomes}
              style={{ gridTemplateColumns: `repeat(${columns(market)}, minmax(0, 1fr))` }}
            >
              {market.outcomes
                .filter((o) => !o.hidden)
                .map((outcome) => (
                  <OutcomeButton
                    key={outcome.id}
                    outcome={outcome}
                    suspended={market.status === 'SUSPENDED'}
                    label={outcome.description}
                  />
                ))}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}

/** 'Total Goals Over/Under 2.5' names the group 'Total Goals Over/Under'. */
function typeName(description: string): string {
  return description.replace(/\s[+-]?\d+(\.\d+)?$/, '');
}
