import type { SubmenuItem } from '@sb/contract';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Icon, isIconName, type IconName } from '../../../ui/icon.tsx';
import { useLoggedInSession } from '../../../lib/session/session-store.ts';
import { cmsTarget } from '../../../lib/routing/cms-link.ts';
import { useHostFrameStore } from '../../../lib/shell/host-frame-store.ts';
import { useShellStore } from '../../../lib/shell/shell-store.ts';
import styles from './side-menu.module.css';
import { cx } from '../../../ui/cx.ts';

/** CMS icon names (icon_name) the menu knows by another name; anything else shows a dot. */
const ICON_ALIASES: Readonly<Record<string, IconName>> = {
  sports: 'football',
  prematch: 'football',
  soccer: 'football',
  inplay: 'live',
  'live-betting': 'live',
  promotions: 'gift',
  promos: 'gift',
  casino: 'dice',
  'live-casino': 'dice',
  virtuals: 'games',
  virtual: 'games',
  podium: 'trophy',
  'responsible-gaming': 'shield',
  'virtual-sports': 'games',
  esports: 'games',
  jackpot: 'trophy',
  favourites: 'star',
  favorites: 'star',
  results: 'receipt',
  statistics: 'info',
  help: 'info',
  support: 'chat',
  'live-chat': 'chat',
  account: 'user',
  fixtures: 'calendar',
  'starting-soon': 'clock',
  'my-bets': 'receipt',
  'open-bets': 'receipt',
  lotto: 'dice',
};

export function cmsIconName(name: string): IconName {
  if (isIconName(name)) return name;
  return ICON_ALIASES[name.toLowerCase()] ?? 'dot';
}

interface MenuEntryProps {
  item: SubmenuItem;
  locale: string;
  className: string | undefined;
}

/**
 * One CMS menu entry with the title and link of the visitor's state (SPEC.md §6: links and titles
 * differ by state). For a visitor, an entry for logged-in players only stays visible but opens the
 * login dialog instead.
 */
export function MenuEntry({ item, locale, className }: MenuEntryProps) {
  const { t } = useTranslation('common');
  const open = useShellStore((s) => s.open);
  const loggedIn = useLoggedInSession() !== null;
  const title = (loggedIn ? item.logged_in_title : item.logged_out_title) || item.label;
  const content = (
    <>
      <Icon name={cmsIconName(item.icon_name)} className={styles.icon} />
      <span className={styles.label}>{title}</span>
      {item.tag && <span className={styles.tag}>{item.tag}</span>}
    </>
  );
  if (item.logged_in_only && !loggedIn) {
    return (
      <button
        type="button"
        className={cx(className, styles.locked)}
        aria-haspopup="dialog"
        title={t('menu.loginRequired')}
        onClick={() => open('login')}
      >
        {content}
        <Icon name="lock" size={14} className={cx(styles.icon, styles.lock)} />
      </button>
    );
  }
  const target = cmsTarget(
    loggedIn ? item.logged_in_link || item.logged_out_link : item.logged_out_link || item.logged_in_link,
    locale,
  );
  // In a host page, a link marked open_in_parent_frame moves the host's page, not the frame's.
  const onClick = item.open_in_parent_frame ? inParentFrame : undefined;
  if (target.kind === 'external') {
    return (
      <a className={className} href={target.href} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        {content}
        <Icon name="external" size={14} className={styles.icon} />
      </a>
    );
  }
  return (
    <NavLink className={cx(className)} to={target.to} title={title} end onClick={onClick}>
      {content}
    </NavLink>
  );
}

/** Hands the link's absolute address to the host page when one listens; else the link works as usual. */
function inParentFrame(event: MouseEvent<HTMLAnchorElement>) {
  const navigateParent = useHostFrameStore.getState().navigateParent;
  if (!navigateParent) return;
  event.preventDefault();
  navigateParent(event.currentTarget.href);
}

/** A CMS section (main, third-party games, bottom) as a list; inactive entries are left out. */
export function MenuList({ items, locale }: { items: readonly SubmenuItem[]; locale: string }) {
  const active = items.filter((item) => item.active);
  return (
    <ul className={styles.list}>
      {active.map((item) => (
        <li key={item.id}>
          <MenuEntry item={item} locale={locale} className={styles.item} />
          {item.submenu_items.some((child) => child.active) && (
            <ul className={styles.nested}>
              {item.submenu_items
                .filter((child) => child.active)
                .map((child) => (
                  <li key={child.id}>
                    <MenuEntry item={child} locale={locale} className={styles.item} />
                  </li>
                ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
