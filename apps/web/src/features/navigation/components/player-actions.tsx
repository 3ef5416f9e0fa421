import { selfExclusionLink } from '@sb/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSettings } from '../../../api/settings.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import type { Session } from '../../../lib/session/session-store.ts';
import { Badge } from '../../../ui/badge.tsx';
import buttonStyles from '../../../ui/button.module.css';
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

/** §6 "Self-exclusion icon for logged-in users of two regional brands": a link to the brand's page. */
function SelfExclusionIcon() {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const settings = useSettings();
  const link = settings && selfExclusionLink(settings, locale);
  if (!link?.headerIcon) return null;
  const label = t('account.selfExclusion');
  return (
    <Link
      to={link.href}
      className={buttonStyles.iconButton}
      aria-label={label}
      title={label}
      data-header-icon
    >
      <Icon name="shield" size={22} />
    </Link>
  );
}

/**
 * The header's logged-in end: the brand's self-exclusion icon, My Bets, balance pill and account
 * dropdown. Its own chunk: visitors never load it.
 */
export default function PlayerActions({ session, isDesktop }: { session: Session; isDesktop: boolean }) {
  return (
    <>
      <SelfExclusionIcon />
      <MyBetsButton />
      <BalancePill session={session} isDesktop={isDesktop} />
      <AccountMenu username={session.username} />
    </>
  );
}
