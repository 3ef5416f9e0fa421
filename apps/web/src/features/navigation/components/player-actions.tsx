import { useTranslation } from 'react-i18next';
import type { Session } from '../../../lib/session/session-store.ts';
import { Badge } from '../../../ui/badge.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { BalancePill } from '../../wallet/index.ts';
import { AccountMenu } from './account-menu.tsx';
import { useMyBetsItem } from '../../../lib/shell/my-bets-item.ts';
import styles from './header.module.css';

/** The header's My Bets: the modal's toggle with the open-bet count (icon only on phones). */
function MyBetsButton() {
  const { t } = useTranslation('common');
  const myBets = useMyBetsItem(true);
  return (
    <button
      type="button"
      className={styles.myBets}
      aria-haspopup="dialog"
      aria-expanded={myBets.expanded}
      onClick={myBets.press}
    >
      <Icon name="receipt" size={20} />
      <span className={styles.myBetsLabel}>{t('footer.mybets')}</span>
      {myBets.badge && (
        <>
          {' '}
          <Badge className={styles.myBetsBadge} count={myBets.badge.count} label={myBets.badge.label} />
        </>
      )}
    </button>
  );
}

/**
 * The header's logged-in end: My Bets, balance pill and account dropdown. Its own chunk: visitors
 * never load it.
 */
export default function PlayerActions({ session, isDesktop }: { session: Session; isDesktop: boolean }) {
  return (
    <>
      <MyBetsButton />
      <BalancePill session={session} isDesktop={isDesktop} />
      <AccountMenu username={session.username} />
    </>
  );
}
