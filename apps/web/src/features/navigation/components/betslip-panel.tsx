import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
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
      <EmptyState title={t('betslip.empty')} icon="ticket">
        <p className={styles.hint}>{t('betslip.hint')}</p>
      </EmptyState>
    </section>
  );
}

/** The empty betslip's text, for the mobile sheet. */
export function BetslipEmpty() {
  const { t } = useTranslation('common');
  return (
    <EmptyState title={t('betslip.empty')} icon="ticket">
      <p className={styles.hint}>{t('betslip.hint')}</p>
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
