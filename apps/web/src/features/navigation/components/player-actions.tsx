import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Session } from '../../auth/session-store.ts';
import MyBetsToggle from '../../my-bets/components/my-bets-toggle.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { BalancePill } from '../../wallet/components/balance-pill.tsx';
import { AccountMenu } from './account-menu.tsx';
import styles from './header.module.css';

// The modal's host loads after the header's own actions; the count polls from the My Bets item.
const MyBetsHost = lazy(() => import('../../my-bets/components/my-bets-host.tsx'));

/** The header's logged-in end: My Bets, balance pill and account dropdown. Its own chunk: visitors never load it. */
export default function PlayerActions({ session, isDesktop }: { session: Session; isDesktop: boolean }) {
  const { t } = useTranslation('common');
  return (
    <>
      <MyBetsToggle className={styles.myBets} badgeClassName={styles.myBetsBadge}>
        <Icon name="receipt" size={20} />
        <span className={styles.myBetsLabel}>{t('footer.mybets')}</span>
      </MyBetsToggle>
      <BalancePill session={session} isDesktop={isDesktop} />
      <AccountMenu username={session.username} />
      <Suspense fallback={null}>
        <MyBetsHost />
      </Suspense>
    </>
  );
}
