import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, selfExclusionLink } from '@sb/domain';
import { useSettings } from '../../../api/settings.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { Icon } from '../../../ui/icon.tsx';
import { useLogout } from '../../auth/index.ts';
import { useDismiss } from '../../../hooks/use-dismiss.ts';
import { useLogoutShown } from '../../../lib/native-app/native-app.ts';
import styles from './account-menu.module.css';

/**
 * The logged-in player's account dropdown of SPEC.md §2: my profile, my bets, balances,
 * transactions, the brand's self-exclusion page when it has one (§2 "Responsible-gaming
 * self-exclusion link per brand") and logout (§6: not in a native app whose brand hides it). A menu button (WAI-ARIA APG): Enter, Space or
 * ArrowDown open it on the first item, ArrowUp on the last; arrows, Home and End move; Escape closes
 * and returns focus; Tab closes and moves on.
 */
export function AccountMenu({ username }: { username: string }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const settings = useSettings();
  const logout = useLogout();
  const logoutShown = useLogoutShown();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const triggerId = useId();
  const dismiss = useCallback((reason: 'escape' | 'outside') => {
    setOpen(false);
    if (reason === 'escape') trigger.current?.focus();
  }, []);
  useDismiss(open, root, dismiss);

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const focusItem = (index: number) => {
    const all = items();
    all.at(index % all.length)?.focus();
  };
  // Opens, then focuses once the items exist (they render only while open).
  const openAt = (index: number) => {
    setOpen(true);
    requestAnimationFrame(() => focusItem(index));
  };

  const onTriggerKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(-1);
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const all = items();
    const current = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1 + all.length,
      Home: 0,
      End: all.length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusItem(target);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const account = paths.account.href(locale);
  // The account-pages engineer adds builders for these to app/paths.ts; the paths are SPEC.md §2's.
  const links = [
    { to: account, label: t('account.profile') },
    { to: `${account}/bets`, label: t('account.bets') },
    { to: `${account}/balances`, label: t('account.balances') },
    { to: `${account}/transactions`, label: t('account.transactions') },
  ];
  const selfExclusion = settings && selfExclusionLink(settings, locale);
  if (selfExclusion) links.push({ to: selfExclusion.href, label: t('account.selfExclusion') });

  return (
    <div className={styles.root} ref={root}>
      <button
        ref={trigger}
        id={triggerId}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('account.menu')}
        title={username}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onTriggerKey}
      >
        <Icon name="user" />
        <Icon name="chevron-down" size={16} className={styles.chevron} />
      </button>
      {open && (
        <div className={styles.panel}>
          <p className={styles.username}>{username}</p>
          <ul id={menuId} ref={menu} role="menu" aria-labelledby={triggerId} onKeyDown={onMenuKey}>
            {links.map((link) => (
              <li role="none" key={link.to}>
                <Link
                  role="menuitem"
                  tabIndex={-1}
                  className={styles.item}
                  to={link.to}
                  onClick={() => setOpen(false)}
                >
                  {link.label}
                </Link>
              </li>
            ))}
            {logoutShown && (
              <li role="none">
                <button
                  role="menuitem"
                  tabIndex={-1}
                  type="button"
                  className={styles.item}
                  onClick={() => {
                    setOpen(false);
                    logout('user');
                  }}
                >
                  <Icon name="logout" size={18} />
                  {t('account.logout')}
                </button>
              </li>
            )}
          </ul>
        </div>
      )}
    </div>
  );
}
