/**
 * Every route of SPEC.md §2 that the web app serves, as a pattern (for the web's router) beside a
 * builder (for its links, and for the server's sitemap). Paths are built from these only; the locale
 * is always the first segment.
 */
export const paths = {
  home: { pattern: '', href: (locale: string) => `/${locale}` },
  sports: {
    pattern: 'sports',
    href: (locale: string, activeCoupon?: number) =>
      `/${locale}/sports${activeCoupon === undefined ? '' : `?active-coupon=${activeCoupon}`}`,
  },
  fixtures: { pattern: 'sports/fixtures', href: (locale: string) => `/${locale}/sports/fixtures` },
  competitions: {
    pattern: 'sports/competitions',
    href: (locale: string) => `/${locale}/sports/competitions`,
  },
  outrights: { pattern: 'sports/outrights', href: (locale: string) => `/${locale}/sports/outrights` },
  sport: {
    pattern: 'sports/:sportSlug',
    href: (locale: string, sportSlug: string) => `/${locale}/sports/${sportSlug}`,
  },
  country: {
    pattern: 'sports/competitions/:sportSlug/:countrySlug',
    href: (locale: string, sportSlug: string, countrySlug: string) =>
      `/${locale}/sports/competitions/${sportSlug}/${countrySlug}`,
  },
  league: {
    pattern: 'sports/competitions/:sportSlug/:countrySlug/:leagueSlug',
    href: (locale: string, sportSlug: string, countrySlug: string, leagueSlug: string) =>
      `/${locale}/sports/competitions/${sportSlug}/${countrySlug}/${leagueSlug}`,
  },
  event: {
    pattern: 'events/:eventSlug',
    href: (locale: string, eventSlug: string) => `/${locale}/events/${eventSlug}`,
  },
  live: { pattern: 'live/sport', href: (locale: string) => `/${locale}/live/sport` },
  liveSport: {
    pattern: 'live/sport/:sportSlug',
    href: (locale: string, sportSlug: string) => `/${locale}/live/sport/${sportSlug}`,
  },
  liveEvent: {
    pattern: 'live/:eventSlug',
    href: (locale: string, eventSlug: string) => `/${locale}/live/${eventSlug}`,
  },
  openBets: { pattern: 'open_bets', href: (locale: string) => `/${locale}/open_bets` },
  account: { pattern: 'account', href: (locale: string) => `/${locale}/account` },
  accountBets: { pattern: 'account/bets', href: (locale: string) => `/${locale}/account/bets` },
  accountBalances: {
    pattern: 'account/balances',
    href: (locale: string) => `/${locale}/account/balances`,
  },
  accountTransactions: {
    pattern: 'account/transactions',
    href: (locale: string) => `/${locale}/account/transactions`,
  },
  promotions: { pattern: 'promotions', href: (locale: string) => `/${locale}/promotions` },
  promotion: {
    pattern: 'promotions/:slug',
    href: (locale: string, slug: string) => `/${locale}/promotions/${slug}`,
  },
  publicPage: {
    pattern: 'public/:slug',
    href: (locale: string, slug: string) => `/${locale}/public/${slug}`,
  },
  maintenance: { pattern: 'maintenance', href: (locale: string) => `/${locale}/maintenance` },
  blocked: { pattern: 'blocked', href: (locale: string) => `/${locale}/blocked` },
  forgottenPassword: {
    pattern: 'forgotten-password',
    href: (locale: string) => `/${locale}/forgotten-password`,
  },
  /** settings.registration_url's default ('/register'): our page when the brand names no other. */
  registration: { pattern: 'register', href: (locale: string) => `/${locale}/register` },
  jackpot: { pattern: 'jackpot', href: (locale: string) => `/${locale}/jackpot` },
  /** One pool's matches: `{slug of its name}-{jackpotId}`, as an event slug (eventSlug). */
  jackpotEvent: {
    pattern: 'jackpot/sport/:jackpotEvent',
    href: (locale: string, jackpotEvent: string) => `/${locale}/jackpot/sport/${jackpotEvent}`,
  },
  /** The footer's Kiron entry (§2); every game section's path is games/game-section-paths.ts's. */
  kiron: { pattern: 'sports/kiron', href: (locale: string) => `/${locale}/sports/kiron` },
} as const;

/**
 * SPEC.md §2 /static/flutter-maintenance: the maintenance page a native (Flutter) app opens. Its
 * address has no locale segment, so it stands outside `paths` (whose patterns all follow one).
 */
export const FLUTTER_MAINTENANCE_PATH = '/static/flutter-maintenance';
