import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@sb/domain';
import { useBetCount, useBetslipStore } from '../betslip-store.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { Badge } from '../../../ui/badge.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { BookingEntry } from './booking-entry.tsx';
import { Icon } from '../../../ui/icon.tsx';
import styles from './betslip-panel.module.css';

// The slip itself loads with its first bet: an empty slip costs the page nothing.
const Betslip = lazy(() => import('./betslip.tsx'));

/**
 * The betslip on desktop (right column from 1366 px): a Betslip tab beside a My Bets link, and the
 * slip. Its column (routes/app-shell.tsx) tells the betslip it is on screen, so adding a bet opens
 * no overlay; it scrolls back to the top when the number of bets changes (SPEC.md §2).
 */
export function BetslipPanel() {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const count = useBetCount();
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    body.current?.scrollTo?.({ top: 0 });
  }, [count]);
  return (
    // The shell's "Skip to betslip" link targets it.
    <section className={styles.panel} aria-labelledby="betslip-panel-title" id="betslip" tabIndex={-1}>
      <div className={styles.tabs}>
        <h2 className={styles.current} id="betslip-panel-title">
          <Icon name="ticket" size={18} />
          {t('betslip.title')}
          {count > 0 && <Badge count={count} />}
        </h2>
        <Link className={styles.tab} to={paths.openBets.href(locale)}>
          <Icon name="receipt" size={18} />
          {t('footer.mybets')}
        </Link>
      </div>
      <div className={styles.body} ref={body}>
        <BetslipContent />
      </div>
    </section>
  );
}

/** The slip, or its empty state without loading the slip's code. */
export function BetslipContent() {
  const { t } = useTranslation('common');
  const count = useBetCount();
  const receipt = useBetslipStore((s) => s.placementSuccess !== null);
  if (count === 0 && !receipt) {
    return (
      <EmptyState title={t('betslip.empty')} icon="ticket">
        <p className={styles.hint}>{t('betslip.hint')}</p>
        <BookingEntry />
      </EmptyState>
    );
  }
  return (
    <Suspense fallback={<EmptyState title={t('betslip.selections', { count })} icon="ticket" />}>
      <Betslip />
    </Suspense>
  );
}
