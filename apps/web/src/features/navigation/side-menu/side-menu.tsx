import type { SubmenuItem, TabSectionName } from '@sb/contract';
import { linksToFavourites, topIconRow } from '@sb/domain';
import { useFavouritesEnabled } from '../../../lib/favourites/use-favourites-enabled.ts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGridNavigation } from '../../../lib/keyboard/use-grid-navigation.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useLogout } from '../../auth/index.ts';
import { useLogoutShown } from '../../../lib/native-app/native-app.ts';
import { useLoggedInSession } from '../../../lib/session/session-store.ts';
import { useTabs } from '../api/get-tabs.ts';
import { LanguageSelector } from '../components/language-selector.tsx';
import { useShellStore } from '../../../lib/shell/shell-store.ts';
import { useGameListing } from '../../games/index.ts';
import { AzSports } from './az-sports.tsx';
import { MenuEntry, MenuList } from './menu-items.tsx';
import { QuickLinks } from './quick-links.tsx';
import styles from './side-menu.module.css';
import { cx } from '../../../ui/cx.ts';

export interface SideMenuProps {
  /** Rail of icons (desktop sidebar collapsed and not hovered). */
  collapsed?: boolean;
  /** The mobile drawer also offers the language selector (the desktop header has it). */
  showLanguage?: boolean;
}

function section(
  sections: readonly { section_name: TabSectionName; submenu_items: SubmenuItem[] }[],
  name: TabSectionName,
) {
  return sections.find((s) => s.section_name === name)?.submenu_items ?? [];
}

/** An entry leading to the favourites pseudo-section, by either of its links. */
const opensFavourites = (item: SubmenuItem) =>
  linksToFavourites(item.logged_in_link) || linksToFavourites(item.logged_out_link);

/** Every link of the entries and their children, either state's. */
const linksOf = (items: readonly SubmenuItem[]): string[] =>
  items.flatMap((item) => [item.logged_in_link, item.logged_out_link, ...linksOf(item.submenu_items)]);

/** The link an entry opens for this visitor (menu-items.tsx MenuEntry's choice). */
const followedLink = (item: SubmenuItem, loggedIn: boolean): string =>
  loggedIn ? item.logged_in_link || item.logged_out_link : item.logged_out_link || item.logged_in_link;

/** The entries `shown` keeps, their children too. */
const keep = (items: readonly SubmenuItem[], shown: (item: SubmenuItem) => boolean): SubmenuItem[] =>
  items.filter(shown).map((item) => ({ ...item, submenu_items: keep(item.submenu_items, shown) }));

/**
 * The side menu of SPEC.md §2, shared by the mobile drawer and the desktop sidebar: top icon row
 * (at most 5), main section, Quick Links, AZ Sports, third-party games, bottom section with the
 * Settings entry, and Logout at the foot for a logged-in player (hidden by a native-app setting, §6).
 */
export function SideMenu({ collapsed = false, showLanguage = false }: SideMenuProps) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const tabs = useTabs();
  const openOverlay = useShellStore((s) => s.open);
  const loggedIn = useLoggedInSession() !== null;
  const logout = useLogout();
  const logoutShown = useLogoutShown();
  const ids = { quick: useId(), az: useId(), games: useId() };
  const entries = useGridNavigation('li');
  const favouritesOn = useFavouritesEnabled();
  const allSections = tabs.data?.sections ?? [];
  // An entry opening a game section this visitor is not offered (§6, §9) is left out, as the rule
  // decides; it loads when the visitor reaches for the menu (a pointer over it, a touch, a wheel, the
  // keyboard's focus), before they can have scrolled to its games (docs/decisions/games-web.md).
  const [reached, setReached] = useState(false);
  const reach = () => setReached(true);
  const gameListing = useGameListing(
    allSections.flatMap((s) => linksOf(s.submenu_items)),
    reached,
  );
  const shown = (item: SubmenuItem): boolean =>
    (favouritesOn || !opensFavourites(item)) && gameListing.listed(followedLink(item, loggedIn));
  const sections = allSections.map((s) => ({ ...s, submenu_items: keep(s.submenu_items, shown) }));
  const top = topIconRow(section(sections, 'menu_top_icons').filter((item) => item.active));
  const games = section(sections, 'third_parties').filter((item) => item.active);

  return (
    <nav
      className={cx(styles.nav, collapsed && styles.collapsed)}
      aria-label={t('menu.label')}
      onPointerEnter={reach}
      onTouchStart={reach}
      onWheel={reach}
      onFocus={reach}
    >
      {/* One Tab stop for the menu's entries, walked with the arrow keys (the language selector keeps its own). */}
      <div className={styles.entries} ref={entries}>
        {tabs.isError ? (
          <div className={styles.status}>
            <ErrorState compact onRetry={() => void tabs.refetch()} />
          </div>
        ) : !tabs.data ? (
          <div className={styles.status} role="status" aria-busy="true" aria-label={t('status.loading')}>
            <Skeleton height={56} />
          </div>
        ) : (
          <>
            {top.length > 0 && (
              <ul className={styles.topRow}>
                {top.map((item) => (
                  <li key={item.id}>
                    <MenuEntry item={item} locale={locale} className={styles.topItem} />
                  </li>
                ))}
              </ul>
            )}
            <div className={styles.section}>
              <MenuList items={section(sections, 'menu_icons')} locale={locale} />
            </div>
          </>
        )}
        <QuickLinks locale={locale} headingId={ids.quick} />
        <AzSports locale={locale} headingId={ids.az} />
        {gameListing.gate}
        {games.length > 0 && (
          <section className={styles.section} aria-labelledby={ids.games}>
            <h2 className={styles.heading} id={ids.games}>
              {t('menu.games')}
            </h2>
            <MenuList items={games} locale={locale} />
          </section>
        )}
        <div className={styles.section}>
          <MenuList items={section(sections, 'menu_bottom_icons')} locale={locale} />
          <ul className={styles.list}>
            <li>
              <button
                type="button"
                className={styles.item}
                aria-haspopup="dialog"
                onClick={() => openOverlay('settings')}
              >
                <Icon name="settings" className={styles.icon} />
                <span className={styles.label}>{t('settings.open')}</span>
              </button>
            </li>
            {loggedIn && logoutShown && (
              <li>
                <button type="button" className={styles.item} onClick={() => logout('user')}>
                  <Icon name="logout" className={styles.icon} />
                  <span className={styles.label}>{t('account.logout')}</span>
                </button>
              </li>
            )}
          </ul>
        </div>
      </div>
      {showLanguage && (
        <div className={styles.language}>
          <LanguageSelector tone="surface" />
        </div>
      )}
    </nav>
  );
}
