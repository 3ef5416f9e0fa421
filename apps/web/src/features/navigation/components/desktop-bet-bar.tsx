import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../ui/badge.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { useLoggedInSession } from '../../auth/session-store.ts';
import { useOverlayOpen, useShellStore } from '../shell-store.ts';
import styles from './betslip-panel.module.css';

// A logged-in player's My Bets (modal toggle, open-bet count): loads with the session, never for a visitor.
const MyBetsToggle = lazy(() => import('../../my-bets/components/my-bets-toggle.tsx'));

/**
 * 1024-1365 px (two columns, no right column): Betslip and My Bets, the two footer items desktop
 * keeps (SPEC.md §2), in a bar at the bottom right. Betslip opens the betslip sheet; My Bets toggles
 * its modal (or asks a visitor to log in).
 */
export function DesktopBetBar({ betCount }: { betCount: number }) {
  const { t } = useTranslation('common');
  const open = useShellStore((s) => s.open);
  const loggedIn = useLoggedInSession() !== null;
  const betslipOpen = useOverlayOpen('betslip');
  const toggle = useShellStore((s) => s.toggle);
  const myBetsLabel = (
    <>
      <Icon name="receipt" size={18} />
      {t('footer.mybets')}
    </>
  );
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
      {loggedIn ? (
        <Suspense fallback={<span className={styles.barItem}>{myBetsLabel}</span>}>
          <MyBetsToggle className={styles.barItem}>{myBetsLabel}</MyBetsToggle>
        </Suspense>
      ) : (
        <button type="button" className={styles.barItem} aria-haspopup="dialog" onClick={() => open('login')}>
          {myBetsLabel}
        </button>
      )}
    </nav>
  );
}
