import type { GameCode, GameSectionId, Settings, ThirdPartyProvider } from '@sb/contract';

/*
 * The embedded game sections of SPEC.md §2 and who may see them (§6 roles, §9 currencies). One rule
 * for the web (menus, footer, the section page) and the server (the launch call refuses what the page
 * would not offer). docs/decisions/games.md.
 */

export interface GameSection {
  id: GameSectionId;
  /** The path under the locale (`sports/kiron`, `cryptoblast`). */
  path: string;
  /** The real provider the section stands for (the demo provider plays its kind of game). */
  provider: string;
  /** The section's games, the first opened by default; Leap's lobby lists them (/sports/leap/{gameId}). */
  games: readonly GameCode[];
  /** A logged-out visitor plays for fun money (a draw has none: it is a lottery). */
  demo: boolean;
}

const section = (
  id: GameSectionId,
  provider: string,
  games: readonly GameCode[],
  options: { path?: string; demo?: boolean } = {},
): GameSection => ({
  id,
  path: options.path ?? `sports/${id}`,
  provider,
  games,
  demo: options.demo ?? true,
});

/** Every section of §2, in the menu's order. */
export const GAME_SECTIONS: readonly GameSection[] = [
  section('kiron', 'Kiron Interactive', ['virtual-football']),
  section('betradar-virtuals', 'Betradar Virtual Sports', ['virtual-football']),
  section('virtual-games', 'Golden Race', ['virtual-football']),
  section('vir2al-games', 'Vir2al', ['virtual-football']),
  section('leap', 'Leap Gaming', ['virtual-football', 'virtual-efootball']),
  section('soccerbet', 'SoccerBet', ['virtual-football']),
  section('esports', 'Esports', ['virtual-efootball']),
  section('esportsbull', 'Esportsbull', ['virtual-efootball']),
  section('pinnacle', 'Pinnacle Esports', ['virtual-efootball']),
  section('edge', 'Edge Gaming', ['virtual-efootball']),
  section('exchange', 'Kryptium Exchange', ['virtual-football']),
  section('parlaybay', 'Parlay Bay', ['virtual-football']),
  section('lotto', 'Lotto', ['lotto'], { demo: false }),
  section('cryptoblast', 'Cryptoblast', ['crash'], { path: 'cryptoblast' }),
  section('powerball', 'Powerball', ['powerball'], { path: 'powerball', demo: false }),
];

export const gameSection = (id: GameSectionId): GameSection => GAME_SECTIONS.find((s) => s.id === id)!;

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

/** §9 "Virtuals with no decimal cents": their stakes and wins are whole numbers. */
const WHOLE_AMOUNT_CURRENCIES = new Set([
  'THB',
  'VND',
  'IDR',
  'KRW',
  'MBTC',
  'USDT',
  'PLN',
  'BRL',
  'MXN',
  'ARS',
  'BDT',
  'PKR',
  'PHP',
  'JPY',
  'KZT',
]);

/** Whether a game's amounts in this currency are whole numbers (§9 virtuals with no decimal cents). */
export const virtualsWholeAmounts = (currency: string): boolean =>
  WHOLE_AMOUNT_CURRENCIES.has(currency.toUpperCase());

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

export type GameSectionAccess =
  | { kind: 'real' }
  | { kind: 'demo' }
  /** Logged out, and the section has no fun mode: the page asks to log in. */
  | { kind: 'login' }
  | { kind: 'unavailable'; reason: GameSectionRefusal };

function refusal(
  s: GameSection,
  settings: GameSectionSettings,
  viewer: GameSectionViewer,
): GameSectionRefusal | undefined {
  const currency = viewer.currency.toUpperCase();
  // Settings first: a section the brand switched off is off for everyone, whatever their currency.
  const switchedOff =
    (s.id === 'kiron' && !settings.virtuals_enabled) ||
    (s.id === 'betradar-virtuals' && !settings.show_embedded_betradar_virtuals) ||
    (s.id === 'edge' && !settings.show_edge_gaming) ||
    (s.id === 'powerball' && !settings.show_powerball);
  if (switchedOff) return 'settings';
  const only = ONLY_CURRENCY[s.id];
  if (only !== undefined && currency !== only) return 'currency';
  if (HIDDEN_CURRENCIES[s.id]?.includes(currency.toLowerCase())) return 'currency';
  if (s.id === 'parlaybay' && !PARLAY_BAY_CURRENCIES.includes(currency)) return 'currency';
  if (s.id === 'virtual-games' && settings.golden_race_excluded_currencies.includes(currency))
    return 'currency';
  // §6: Pinnacle esports is hidden for partner-matrix affiliates; the exchange shows to visitors and
  // to players with a Kryptium account.
  if (s.id === 'pinnacle' && viewer.isPartnerMatrixAffiliate) return 'account';
  if (s.id === 'exchange' && viewer.loggedIn && !viewer.thirdPartyAccounts.includes('kryptium'))
    return 'account';
  return undefined;
}

/** What a viewer gets of a section: real money, fun money, a request to log in, or a refusal and why. */
export function gameSectionAccess(
  s: GameSection,
  settings: GameSectionSettings,
  viewer: GameSectionViewer,
): GameSectionAccess {
  const reason = refusal(s, settings, viewer);
  if (reason) return { kind: 'unavailable', reason };
  if (viewer.loggedIn) return { kind: 'real' };
  // §6 "golden race ... needs a demo id": without one, a visitor is asked to log in.
  const demo = s.demo && (s.id !== 'virtual-games' || settings.golden_race_demo_id !== '');
  return demo ? { kind: 'demo' } : { kind: 'login' };
}

/** Whether menus and the footer list the section: everything but a refusal (a visitor may log in). */
export const gameSectionListed = (
  s: GameSection,
  settings: GameSectionSettings,
  viewer: GameSectionViewer,
): boolean => gameSectionAccess(s, settings, viewer).kind !== 'unavailable';

/** The section a locale-less path (`sports/kiron`, `sports/leap/crash`, `/cryptoblast`) opens, if any. */
export function gameSectionOfPath(path: string): GameSection | undefined {
  const bare = path
    .replace(/^\/+/, '')
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '');
  return GAME_SECTIONS.find((s) => bare === s.path || bare.startsWith(`${s.path}/`));
}
