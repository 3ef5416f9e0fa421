import { FOOTER_MAX_ITEMS } from '../constants.ts';

/** The items of the mobile footer navigation (SPEC.md §2), in their default order. */
export type FooterItemId =
  'menu' | 'live' | 'prematch' | 'betslip' | 'mybets' | 'promos' | 'kiron' | 'account';

export interface FooterContext {
  isDesktop: boolean;
  /** Setting enable_floating_betslip: the floating button replaces the footer's Betslip. */
  floatingBetslip: boolean;
  /** Setting enable_my_bets. */
  myBetsEnabled: boolean;
  promotionsAvailable: boolean;
  virtualsAvailable: boolean;
  headerShown: boolean;
  /** The page layout holds a navigation menu column. */
  menuInLayout: boolean;
  /** Setting root_page_configuration. */
  rootPage: 'live' | 'prematch';
  /** Setting footer_menu_position: where the Menu item goes; 'none' leaves it out. */
  menuPosition: 'none' | 'left' | 'right';
}

/**
 * The footer items, at most 5 (SPEC.md §2 Mobile footer navigation). Order: Live, Pre-events
 * (Pre-events first when the root page is prematch), Betslip, My Bets, Promos, Kiron, My account;
 * the Menu item first ('left') or last ('right'), but in the fifth slot when at least 5 other
 * items exist. Desktop keeps only Betslip and My Bets.
 */
export function footerItems(ctx: FooterContext): FooterItemId[] {
  const betslip: FooterItemId[] = ctx.floatingBetslip ? [] : ['betslip'];
  const myBets: FooterItemId[] = ctx.myBetsEnabled ? ['mybets'] : [];
  if (ctx.isDesktop) return [...betslip, ...myBets];
  const account = !ctx.headerShown && !ctx.menuInLayout;
  const others: FooterItemId[] = [
    ...(ctx.rootPage === 'prematch' ? (['prematch', 'live'] as const) : (['live', 'prematch'] as const)),
    ...betslip,
    ...myBets,
    ...(ctx.promotionsAvailable && !account ? (['promos'] as const) : []),
    ...(ctx.virtualsAvailable ? (['kiron'] as const) : []),
    ...(account ? (['account'] as const) : []),
  ];
  if (ctx.menuPosition === 'none') return others.slice(0, FOOTER_MAX_ITEMS);
  if (others.length >= FOOTER_MAX_ITEMS) return [...others.slice(0, FOOTER_MAX_ITEMS - 1), 'menu'];
  return ctx.menuPosition === 'left' ? ['menu', ...others] : [...others, 'menu'];
}

/** The footer is inactive while the betslip, the my-bets modal or the open_bets page shows (§2). */
export function footerActive(ctx: { betslipOpen: boolean; myBetsOpen: boolean; pathname: string }): boolean {
  return !ctx.betslipOpen && !ctx.myBetsOpen && !/(^|\/)open_bets(\/|$)/.test(ctx.pathname);
}
