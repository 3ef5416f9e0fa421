import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { Badge } from '../../../ui/badge.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { useOverlayOpen, useShellStore } from '../shell-store.ts';
import styles from './betslip-panel.module.css';

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
