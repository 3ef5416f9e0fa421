import { memo, type ReactNode } from 'react';
import { useRowTranslation } from '../../../i18n/use-row-translation.ts';
import { Icon } from '../../../ui/icon.tsx';
import { LiveOutcomeButtonContext, OutcomeButtonView, type OutcomeButtonProps } from '../../events/index.ts';
import { useOutcome } from '../../../lib/live/live-store.ts';
import styles from '../live.module.css';

/**
 * A live price: the outcome's view in the live store (by outcome id) over the props the list or the
 * market group passed. It re-renders when that one outcome changes. A price that moved in the last
 * 3 s has a green or red outline and an arrow, and its name says so ('Arsenal 2.10, price up'); a
 * suspended market's price is locked ('Arsenal suspended').
 */
export const LiveOutcomeButton = memo(function LiveOutcomeButton(props: OutcomeButtonProps) {
  const { t } = useRowTranslation('live');
  const live = useOutcome(props.outcome.id);
  const direction = live?.direction ?? null;
  const suspended = live?.suspended ?? props.suspended;
  const moved = !suspended && direction !== null;
  return (
    <OutcomeButtonView
      {...props}
      suspended={suspended}
      decimal={live?.price}
      className={moved ? styles[direction] : undefined}
      nameSuffix={moved ? t(`price.${direction}`) : undefined}
      marker={moved ? <Icon name="arrow-up" size={12} className={styles.arrow} /> : undefined}
    />
  );
});

/** Every price button below reads its live price from the live store. */
export function LivePrices({ children }: { children: ReactNode }) {
  return (
    <LiveOutcomeButtonContext.Provider value={LiveOutcomeButton}>
      {children}
    </LiveOutcomeButtonContext.Provider>
  );
}
