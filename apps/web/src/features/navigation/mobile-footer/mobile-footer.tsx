import { footerActive, type FooterItemId, footerItems, paths } from '@sb/domain';
import { useTranslation } from 'react-i18next';
import { Link, matchPath, useLocation } from 'react-router';
import { useSettings } from '../../../api/settings.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { Badge } from '../../../ui/badge.tsx';
import { Icon, type IconName } from '../../../ui/icon.tsx';
import { useLoggedInSession } from '../../../lib/session/session-store.ts';
import { promotionsTarget } from '../../../lib/routing/promotions-href.ts';
import { useMyBetsItem } from '../../../lib/shell/my-bets-item.ts';
import { useGameListing } from '../../games/index.ts';
import { useOverlayOpen, useShellStore } from '../../../lib/shell/shell-store.ts';
import styles from './mobile-footer.module.css';

interface ItemLook {
  icon: IconName;
  labelKey: `footer.${FooterItemId}`;
}

const LOOK: Record<FooterItemId, ItemLook> = {
  menu: { icon: 'menu', labelKey: 'footer.menu' },
  live: { icon: 'live', labelKey: 'footer.live' },
  prematch: { icon: 'football', labelKey: 'footer.prematch' },
  betslip: { icon: 'ticket', labelKey: 'footer.betslip' },
  mybets: { icon: 'receipt', labelKey: 'footer.mybets' },
  promos: { icon: 'gift', labelKey: 'footer.promos' },
  kiron: { icon: 'games', labelKey: 'footer.kiron' },
  account: { icon: 'user', labelKey: 'footer.account' },
};

/** Footer items that are links, with the route they open (My Bets is a button: it toggles its modal). */
const HREF: Partial<Record<FooterItemId, (locale: string) => string>> = {
  live: paths.live.href,
  prematch: (locale) => paths.sports.href(locale),
  promos: paths.promotions.href,
  kiron: paths.kiron.href,
  account: paths.account.href,
};

/** The link item the current path belongs to: the longest matching href wins (/sports/kiron over /sports). */
function currentItem(
  items: readonly FooterItemId[],
  pathname: string,
  locale: string,
): FooterItemId | undefined {
  let best: { id: FooterItemId; length: number } | undefined;
  for (const id of items) {
    const href = HREF[id]?.(locale);
    if (!href || !matchPath({ path: href, end: false }, pathname)) continue;
    if (!best || href.length > best.length) best = { id, length: href.length };
  }
  return best?.id;
}

export interface MobileFooterProps {
  /** Whether the page shows the header (SPEC.md §2: My account joins the footer when it does not). */
  headerShown: boolean;
  /** Whether the page layout has a menu column. */
  menuInLayout: boolean;
  /** Selections on the betslip, for the Betslip badge. */
  betCount: number;
}

/**
 * Mobile footer navigation of SPEC.md §2: 50px, at most 5 items chosen by the brand's settings,
 * icons with labels; the current page's item is marked; no item is marked while the betslip or My
 * Bets is showing (the footer is inactive then).
 */
export function MobileFooter({ headerShown, menuInLayout, betCount }: MobileFooterProps) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const { pathname } = useLocation();
  const settings = useSettings();
  const betslipOpen = useOverlayOpen('betslip');
  const menuOpen = useOverlayOpen('menu');
  const toggle = useShellStore((s) => s.toggle);
  const myBets = useMyBetsItem(useLoggedInSession() !== null);
  const context = settings && {
    isDesktop: false,
    floatingBetslip: settings.enable_floating_betslip,
    myBetsEnabled: settings.enable_my_bets,
    promotionsAvailable: settings.promotions_enabled,
    headerShown,
    menuInLayout,
    rootPage: settings.root_page_configuration,
    menuPosition: settings.footer_menu_position,
  };
  // §2 "Kiron hidden when virtuals are unavailable": the section's own gating (§6 settings, §9
  // currency), asked only when the footer has room for it.
  const kironFits =
    context !== undefined && footerItems({ ...context, virtualsAvailable: true }).includes('kiron');
  const kiron = useGameListing([`/${paths.kiron.pattern}`], kironFits);
  if (!context) return null;

  const items = footerItems({
    ...context,
    virtualsAvailable: kironFits && kiron.listed(`/${paths.kiron.pattern}`),
  });
  const active = footerActive({ betslipOpen, myBetsOpen: myBets.expanded, pathname });
  const current = active ? currentItem(items, pathname, locale) : undefined;

  return (
    // Not a <footer>: the operator's footer is the page's one contentinfo; this bar is navigation.
    <div className={styles.footer}>
      {kiron.gate}
      <nav aria-label={t('footer.label')}>
        <ul className={styles.list}>
          {items.map((id) => {
            const look = LOOK[id];
            const label = t(look.labelKey);
            const content = (
              <>
                <span className={styles.iconWrap}>
                  <Icon name={look.icon} size={22} />
                  {id === 'betslip' && betCount > 0 && <Badge className={styles.badge} count={betCount} />}
                </span>
                <span className={styles.label}>{label}</span>
              </>
            );
            const href = HREF[id]?.(locale);
            // The brand's own promotions address, when it has one, opens in a new tab.
            const promotions = id === 'promos' ? promotionsTarget(settings, locale) : null;
            return (
              <li key={id}>
                {id === 'mybets' ? (
                  // Logged out it asks for a login (SPEC.md §4); the count follows the label, so the
                  // button reads "My Bets 3 open bets"; CSS puts it on the icon.
                  <button
                    type="button"
                    className={styles.item}
                    aria-haspopup="dialog"
                    aria-expanded={myBets.expanded}
                    onClick={myBets.press}
                  >
                    {content}
                    {myBets.badge && (
                      <>
                        {' '}
                        <Badge
                          className={styles.itemBadge}
                          count={myBets.badge.count}
                          label={myBets.badge.label}
                        />
                      </>
                    )}
                  </button>
                ) : promotions?.kind === 'external' ? (
                  <a className={styles.item} href={promotions.href} target="_blank" rel="noopener noreferrer">
                    {content}
                  </a>
                ) : href ? (
                  <Link className={styles.item} to={href} aria-current={current === id ? 'page' : undefined}>
                    {content}
                  </Link>
                ) : (
                  <button
                    type="button"
                    className={styles.item}
                    aria-haspopup="dialog"
                    aria-expanded={id === 'menu' ? menuOpen : betslipOpen}
                    // The badge is decorative; the count joins the name: "Betslip (2 selections)".
                    aria-label={
                      id === 'betslip' && betCount > 0
                        ? `${label} (${t('footer.selections', { count: betCount })})`
                        : undefined
                    }
                    onClick={() => toggle(id === 'menu' ? 'menu' : 'betslip')}
                  >
                    {content}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
