import type { ServerSettingsInput } from '@sb/contract';
import { demoExternalHeaderPath } from '../modules/content/index.ts';
import { LANGUAGES } from './content.ts';

/**
 * The demo brands (SPEC.md §1 "Several brands with brand-specific flags"): one back end, one
 * catalogue, three shop windows that look and behave differently. Each is chosen by its host name
 * (`savanna.localhost` resolves to this machine in Chromium) and differs only by its settings;
 * docs/decisions/brands.md says why each flag is set where it is.
 */
export interface DemoBrand {
  code: string;
  name: string;
  portalId: string;
  hosts: string[];
  /** Settings of both channels on top of the product's (demo/settings.ts). */
  settings: ServerSettingsInput;
}

const language = (locale: string) => LANGUAGES.find((l) => l.locale === locale)!;

export const DEMO_BRANDS: readonly DemoBrand[] = [
  {
    // The flagship: every language, every odds type, light and dark, live chat; the regional
    // brand whose logged-in players see their session clock and last login (§6).
    code: 'sportsbook',
    name: 'Sportsbook',
    portalId: '1',
    hosts: ['localhost', '127.0.0.1', 'sportsbook.localhost'],
    settings: {
      brand_name: 'Sportsbook',
      brand_logo: '/brands/sportsbook.svg',
      brand_favicon: '/brands/sportsbook.png',
      session_clock_and_last_login: true,
      // Its players' winning multiples of three legs or more earn extra (§6, docs/decisions/odds-per-brand.md).
      enable_parlay_extra_winnings: true,
      // Its own site's header bar in place of ours on desktop (§2), served by this server's demo.
      external_header_url: demoExternalHeaderPath('sportsbook'),
      // Every embedded game section of §2 the settings gate (each still gated by currency, §9).
      show_embedded_betradar_virtuals: true,
      show_edge_gaming: true,
      show_powerball: true,
    },
  },
  {
    // An East African brand (the spec's Kenya brand): shillings, the African betslip with excise
    // duty on the stake and tax on winnings, decimal odds only, dark chrome, no live chat (one of
    // the excluded brands), the setting-based self-exclusion page and its header icon.
    code: 'savanna',
    name: 'Savanna Bet',
    portalId: '2',
    hosts: ['savanna.localhost'],
    settings: {
      brand_name: 'Savanna Bet',
      brand_logo: '/brands/savanna.svg',
      brand_favicon: '/brands/savanna.png',
      brand_colors: {
        accent: '#ff9f1c',
        accent_hover: '#f08a00',
        accent_contrast: '#1b1200',
        header: '#0d3b2e',
        header_2: '#145240',
        header_text: '#ffffff',
        header_muted: '#c4ddd3',
        header_focus: '#ff9f1c',
      },
      // Kenya's two languages (issue 48: Kiswahili for the Kenyan brand).
      languages: [language('en'), language('sw')],
      currencyCode: 'KES',
      default_price_format: 'euro',
      odds_types: ['euro'],
      view_types: ['euro'],
      color_theme: 'dark mode',
      enable_switching_theme_modes: false,
      betslip_kind: 'african',
      tax_deduction_enabled: true,
      enable_stake_after_tax: true,
      stake_rate_percentage: 5,
      tax_returns_percentage: 20,
      // No each-way: an East African book takes win bets on races and outrights (docs/decisions/each-way.md).
      each_way_enabled: false,
      live_chat_excluded: true,
      self_exclusion_link: '/public/self-exclusion',
      self_exclusion_icon: true,
      login_flow: 'token',
      // Its players bet in the brand's native app too, which logs them out itself (SPEC.md §6).
      native_app_logout_hidden: true,
      // A lean live list for its phones: no favourite stars, no favourites page or menu entry (§3
      // enable_favorites; docs/decisions/betslip-controls-preferences.md).
      enable_favorites: false,
      // Its own prices for shilling accounts; a player in another currency gets the house book.
      odds_per_brand_currency_config: 'KES',
      // Its licence seal in the footer (§2), leading to the licence page with the host's token.
      gcb_seal_required: true,
      gcb_seal_validation_url: '/public/licence?token={token}',
    },
  },
  {
    // A Spanish brand (the spec's Spain brand): Spanish first, light only, no default-stake
    // options in the settings panel, the regulator's self-exclusion path and its header icon.
    code: 'toro',
    name: 'Toro Apuestas',
    portalId: '3',
    hosts: ['toro.localhost'],
    settings: {
      brand_name: 'Toro Apuestas',
      brand_logo: '/brands/toro.svg',
      brand_favicon: '/brands/toro.png',
      brand_colors: {
        accent: '#ffc72c',
        accent_hover: '#f0b400',
        accent_contrast: '#2b0a0a',
        header: '#7a1111',
        header_2: '#941c1c',
        header_text: '#ffffff',
        header_muted: '#f3cfcf',
        header_focus: '#ffc72c',
      },
      locale: 'es',
      languages: [language('es'), language('en')],
      currencyCode: 'EUR',
      default_price_format: 'euro',
      odds_types: ['euro', 'us'],
      color_theme: 'light mode',
      enable_switching_theme_modes: false,
      betslip_kind: 'uk',
      default_stake_options_hidden: true,
      self_exclusion_link: '/user/responsible-gaming/self-exclusion',
      self_exclusion_icon: true,
      login_flow: 'legacy',
      // Its own prices for players in Spain (the licence's territory); elsewhere the house book.
      odds_per_brand_location_config: 'ES',
      single_session_login: true,
    },
  },
];

/** The brand the demo host page frames (apps/server/src/web/host-page.ts): its token-based login suits a host. */
const HOSTED_DEMO_BRAND = 'savanna';

/** The demo brands, the hosted one allowing the demo host page's origin when there is one. */
export function demoBrands(hostPageOrigin: string | undefined): DemoBrand[] {
  return DEMO_BRANDS.map((brand) =>
    brand.code === HOSTED_DEMO_BRAND && hostPageOrigin
      ? { ...brand, settings: { ...brand.settings, host_page_origins: [hostPageOrigin] } }
      : brand,
  );
}
