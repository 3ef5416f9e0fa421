/** Where a logged-in player finds the brand's self-exclusion page. */
export interface SelfExclusionLink {
  /** The page in the player's language: the brand's site path under the locale. */
  href: string;
  /** §6: also an icon in the header, besides the account menu's item. */
  headerIcon: boolean;
}

/**
 * §2 "Responsible-gaming self-exclusion link per brand" and §6 "Self-exclusion icon for logged-in
 * users of two regional brands", from the brand's flags self_exclusion_link and self_exclusion_icon
 * (not its name): null when the brand has no such page (an icon would lead nowhere).
 *
 * @example selfExclusionLink({ self_exclusion_link: '/public/self-exclusion', self_exclusion_icon: true }, 'en')
 *   // { href: '/en/public/self-exclusion', headerIcon: true }
 */
export function selfExclusionLink(
  settings: { self_exclusion_link: string; self_exclusion_icon: boolean },
  locale: string,
): SelfExclusionLink | null {
  if (settings.self_exclusion_link === '') return null;
  return { href: `/${locale}${settings.self_exclusion_link}`, headerIcon: settings.self_exclusion_icon };
}
