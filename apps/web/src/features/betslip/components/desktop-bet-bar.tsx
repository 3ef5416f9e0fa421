import { useTranslation } from 'react-i18next';
import { Badge } from '../../../ui/badge.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { useLoggedInSession } from '../../../lib/session/session-store.ts';
import { useMyBetsItem } from '../../../lib/shell/my-bets-item.ts';
import { useOverlayOpen, useShellStore } from '../../../lib/shell/shell-store.ts';
import styles from './desktop-bet-bar.module.css';

/**
 * 1024-1365 px (two columns, no right column): Betslip and My Bets, the two footer items desktop
 * keeps (SPEC.md §2), in a bar at the bottom right. Betslip opens the betslip sheet; My Bets toggles
 * its modal (or asks a visitor to log in).
 */
export function DesktopBetBar({ betCount }: { betCount: number }) {
  const { t } = useTranslation('common');
  const myBets = useMyBetsItem(useLoggedInSession() !== null);
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
      <button
        type="button"
        className={styles.barItem}
        aria-haspopup="dialog"
        aria-expanded={myBets.expanded}
        onClick={myBets.press}
      >
        <Icon name="receipt" size={18} />
        {t('footer.mybets')}
        {myBets.badge && (
          <>
            {' '}
            <Badge count={myBets.badge.count} label={myBets.badge.label} />
          </>
        )}
      </button>
    </nav>
  );
}
