import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Session } from '../../auth/session-store.ts';
import { useMyBetsButton } from '../../my-bets/use-my-bets-button.ts';
import { Icon } from '../../../ui/icon.tsx';
import { BalancePill } from '../../wallet/components/balance-pill.tsx';
import { AccountMenu } from './account-menu.tsx';
import styles from './header.module.css';

// My Bets: the count's polling and the modal's host load with the logged-in header, never for a visitor.
const MyBetsBadge = lazy(() => import('../../my-bets/components/my-bets-badge.tsx'));
const MyBetsHost = lazy(() => import('../../my-bets/components/my-bets-host.tsx'));

function MyBetsButton() {
  const { t } = useTranslation('common');
  const myBets = useMyBetsButton();
  return (
    <button
      type="button"
      className={styles.myBets}
      aria-haspopup="dialog"
      aria-expanded={myBets.expanded}
      onClick={myBets.onClick}
    >
      <Icon name="receipt" size={20} />
      <span className={styles.myBetsLabel}>{t('footer.mybets')}</span>{' '}
      <Suspense fallback={null}>
        <MyBetsBadge className={styles.myBetsBadge} />
      </Suspense>
    </button>
  );
}

/** The header's logged-in end: My Bets, balance pill and account dropdown. Its own chunk: visitors never load it. */
export default function PlayerActions({ session, isDesktop }: { session: Session; isDesktop: boolean }) {
  return (
    <>
      <MyBetsButton />
      <BalancePill session={session} isDesktop={isDesktop} />
      <AccountMenu username={session.username} />
      <Suspense fallback={null}>
        <MyBetsHost />
      </Suspense>
    </>
  );
}
