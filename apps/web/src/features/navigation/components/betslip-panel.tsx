import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { useBetCount } from '../../../stores/betslip-store.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { Badge } from '../../../ui/badge.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { useOverlayOpen, useShellStore } from '../shell-store.ts';
import styles from './betslip-panel.module.css';

/**
 * The betslip's place on desktop (right column from 1366 px), until the betslip issue fills it:
 * a Betslip tab beside a My Bets link, and an honest empty state.
 */
export function BetslipPanel() {
  const { t } = useTranslation('common');
  const locale = useLocale();
  return (
    <section className={styles.panel} aria-labelledby="betslip-panel-title">
      <div className={styles.tabs}>
        <h2 className={styles.current} id="betslip-panel-title">
          <Icon name="ticket" size={18} />
          {t('betslip.title')}
        </h2>
        <Link className={styles.tab} to={paths.openBets.href(locale)}>
          <Icon name="receipt" size={18} />
          {t('footer.mybets')}
        </Link>
      </div>
      <BetslipContent />
    </section>
  );
}

/**
 * What the betslip holds until the betslip issue: the empty state, or how many prices the visitor
 * has picked and an honest word that placing bets is not available yet.
 */
export function BetslipContent() {
  const { t } = useTranslation('common');
  const count = useBetCount();
  if (count === 0) {
    return (
      <EmptyState title={t('betslip.empty')} icon="ticket">
        <p className={styles.hint}>{t('betslip.hint')}</p>
      </EmptyState>
    );
  }
  return (
    <EmptyState title={t('betslip.selections', { count })} icon="ticket">
      <p className={styles.hint}>{t('betslip.placingUnavailable')}</p>
    </EmptyState>
  );
}

/**
 * 1024-1365 px (two columns, no right column): Betslip and My Bets, the two footer items desktop
 * keeps (SPEC.md §2), in a bar at the bottom right. Betslip opens the betslip sheet.
 */
export function DesktopBetBar({ betCount }: { betCount: number }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const betslipOpen = useOverlayOpen('betslip');
  const toggle = useShellStore((s) => s.toggle);
  return (
    <nav className={styles.bar} aria-label={t('footer.label')}>
      <button
        type="button"
        className={styles.barItem}
        aria-haspopup="dialog"
        aria-expanded={betslipOpen}
        aria-label={
          betCount > 0 ? `${t('footer.betslip')} (${t('footer.selections', { count: betCount })})` : undefined
        }
        onClick={() => toggle('betslip')}
      >
        <Icon name="ticket" size={18} />
        {t('footer.betslip')}
        {betCount > 0 && <Badge count={betCount} />}
      </button>
      <Link className={styles.barItem} to={paths.openBets.href(locale)}>
        <Icon name="receipt" size={18} />
        {t('footer.mybets')}
      </Link>
    </nav>
  );
}
