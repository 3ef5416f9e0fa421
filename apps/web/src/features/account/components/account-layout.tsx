import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '@sb/domain';
import { useLocale } from '../../../hooks/use-locale.ts';
import { usePageTitle } from '../../../lib/shell/use-page-title.ts';
import { Button } from '../../../ui/button.tsx';
import { cx } from '../../../ui/cx.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { useLoggedInSession, type Session } from '../../../lib/session/session-store.ts';
import { useShellStore } from '../../../lib/shell/shell-store.ts';
import styles from './account.module.css';

export interface AccountLayoutProps {
  /** The page's heading and document title. */
  title: string;
  /** The page itself, given the logged-in player's session. */
  children: (session: Session) => ReactNode;
}

/**
 * Frame of the account pages of SPEC.md §2 (/account, /account/bets, /account/balances,
 * /account/transactions): heading and tab navigation between them. A visitor who is not logged in
 * gets a login prompt instead (§6: account pages are for logged-in players).
 */
export function AccountLayout({ title, children }: AccountLayoutProps) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const session = useLoggedInSession();
  const openOverlay = useShellStore((s) => s.open);
  usePageTitle(session ? title : t('nav.myAccount'));

  if (!session) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('nav.myAccount')}</h1>
        <EmptyState title={t('loggedOut.title')} icon="lock">
          <Button variant="primary" aria-haspopup="dialog" onClick={() => openOverlay('login')}>
            {t('loggedOut.login')}
          </Button>
        </EmptyState>
      </div>
    );
  }

  const tabs = [
    { to: paths.account.href(locale), label: t('nav.profile') },
    { to: paths.accountBets.href(locale), label: t('nav.bets') },
    { to: paths.accountBalances.href(locale), label: t('nav.balances') },
    { to: paths.accountTransactions.href(locale), label: t('nav.transactions') },
  ];
  return (
    <div className={styles.page}>
      <nav aria-label={t('nav.label')} className={styles.tabs}>
        <ul>
          {tabs.map((tab) => (
            <li key={tab.to}>
              {/* `end`: /account must not stay current on /account/balances. */}
              <NavLink
                to={tab.to}
                end
                className={({ isActive }) => cx(styles.tab, isActive && styles.active)}
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <h1 className={styles.title}>{title}</h1>
      {children(session)}
    </div>
  );
}
