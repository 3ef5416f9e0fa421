import type { GameSectionId, Settings, ThirdPartyProvider } from '@sb/contract';

/*
 * Who may see each embedded game section of SPEC.md §2 (§6 roles, §9 currencies), by its id: the
 * rule the menus and the footer read in every page's first load, so it holds no catalogue (that is
 * game-sections.ts: providers, games, fun play, and the page's whole answer).
 */

/** §9 "Hidden by currency", lower case. */
const HIDDEN_CURRENCIES: Partial<Record<GameSectionId, readonly string[]>> = {
  leap: ['usdt', 'jpy'],
  esportsbull: ['mbtc', 'usdt', 'usd', 'brl'],
  pinnacle: ['mbtc', 'kes', 'php', 'kzt'],
  exchange: ['mbtc', 'jpy'],
  // §6 "Kiron not usdt".
  kiron: ['usdt'],
};

/** §9 Parlay Bay currencies: the only ones it plays in. */
export const PARLAY_BAY_CURRENCIES: readonly string[] = [
  'IDR',
  'INR',
  'KRW',
  'MYR',
  'THB',
  'USD',
  'VND',
  'ARS',
  'BDT',
  'BRL',
  'CLP',
  'CNY',
  'COP',
  'EUR',
  'GBP',
  'MMK',
  'MXN',
  'PEN',
  'PLN',
  'PYG',
  'UYU',
  'GHS',
  'KES',
  'PHP',
  'RON',
  'RMB',
  'JPY',
  'PKR',
  'KZT',
];

/** §9 "Cryptoblast only krw"; §6 "Powerball display only for KRW". */
const ONLY_CURRENCY: Partial<Record<GameSectionId, string>> = { cryptoblast: 'KRW', powerball: 'KRW' };

export type GameSectionSettings = Pick<
  Settings,
  | 'virtuals_enabled'
  | 'show_embedded_betradar_virtuals'
  | 'show_edge_gaming'
  | 'show_powerball'
  | 'golden_race_excluded_currencies'
  | 'golden_race_demo_id'
>;

export interface GameSectionViewer {
  loggedIn: boolean;
  /** The player's currency; logged out, the brand's (settings currencyCode). */
  currency: string;
  /** The §3 third-party tokens the player holds (logged out: none). */
  thirdPartyAccounts: readonly ThirdPartyProvider[];
  isPartnerMatrixAffiliate: boolean;
}

/** Why a section is not offered: the page says which (account, currency), the menus leave it out. */
export type GameSectionRefusal = 'settings' | 'currency' | 'account';

/** Why the viewer may not have the section, or undefined when they may (settings, then currency, then account). */
export function gameSectionRefusal(
  id: GameSectionId,
  settings: GameSectionSettings,
  viewer: GameSectionViewer,
): GameSectionRefusal | undefined {
  const currency = viewer.currency.toUpperCase();
  // Settings first: a section the brand switched off is off for everyone, whatever their currency.
  const switchedOff =
    (id === 'kiron' && !settings.virtuals_enabled) ||
    (id === 'betradar-virtuals' && !settings.show_embedded_betradar_virtuals) ||
    (id === 'edge' && !settings.show_edge_gaming) ||
    (id === 'powerball' && !settings.show_powerball);
  if (switchedOff) return 'settings';
  const only = ONLY_CURRENCY[id];
  if (only !== undefined && currency !== only) return 'currency';
  if (HIDDEN_CURRENCIES[id]?.includes(currency.toLowerCase())) return 'currency';
  if (id === 'parlaybay' && !PARLAY_BAY_CURRENCIES.includes(currency)) return 'currency';
  if (id === 'virtual-games' && settings.golden_race_excluded_currencies.includes(currency))
    return 'currency';
  // §6: Pinnacle esports is hidden for partner-matrix affiliates; the exchange shows to visitors and
  // to players with a Kryptium account.
  if (id === 'pinnacle' && viewer.isPartnerMatrixAffiliate) return 'account';
  if (id === 'exchange' && viewer.loggedIn && !viewer.thirdPartyAccounts.includes('kryptium'))
    return 'account';
  return undefined;
}

/** Whether menus and the footer list the section: everything but a refusal (a visitor may log in). */
export const gameSectionListed = (
  id: GameSectionId,
  settings: GameSectionSettings,
  viewer: GameSectionViewer,
): boolean => gameSectionRefusal(id, settings, viewer) === undefined;

/**
 * Every §3 third-party account: the most an account can hold. The contract's ThirdPartyProvider
 * lists the same (game-sections.test.ts holds them equal); a value import of the contract would
 * bring its schemas into the menus' chunk.
 */
export const EVERY_THIRD_PARTY_ACCOUNT: readonly ThirdPartyProvider[] = [
  'betradar',
  'dst',
  'edge',
  'esportsbull',
  'highlight',
  'inspired',
  'kiron',
  'kryptium',
  'parlaybay',
  'powerball',
  'scout',
  'virtuals',
  'esports',
];

/**
 * Whether the player's details could change the answer (today the exchange and Pinnacle): the rule
 * for the most and the least an account can hold. Only then need a player's details be asked for.
 */
export function gameSectionNeedsAccount(
  id: GameSectionId,
  settings: GameSectionSettings,
  viewer: Pick<GameSectionViewer, 'loggedIn' | 'currency'>,
): boolean {
  if (!viewer.loggedIn) return false;
  const most = gameSectionRefusal(id, settings, {
    ...viewer,
    thirdPartyAccounts: EVERY_THIRD_PARTY_ACCOUNT,
    isPartnerMatrixAffiliate: false,
  });
  const least = gameSectionRefusal(id, settings, {
    ...viewer,
    thirdPartyAccounts: [],
    isPartnerMatrixAffiliate: true,
  });
  return most !== least;
}
