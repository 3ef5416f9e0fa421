import type { GameCode, GameSectionId } from '@sb/contract';
import { GAME_SECTION_PATHS, gameSectionIdOfPath } from './game-section-paths.ts';
import {
  gameSectionRefusal,
  type GameSectionRefusal,
  type GameSectionSettings,
  type GameSectionViewer,
} from './game-section-rules.ts';

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
  options: { demo?: boolean } = {},
): GameSection => ({ id, path: GAME_SECTION_PATHS[id], provider, games, demo: options.demo ?? true });

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
  section('cryptoblast', 'Cryptoblast', ['crash']),
  section('powerball', 'Powerball', ['powerball'], { demo: false }),
];

export const gameSection = (id: GameSectionId): GameSection => GAME_SECTIONS.find((s) => s.id === id)!;

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

export type GameSectionAccess =
  | { kind: 'real' }
  | { kind: 'demo' }
  /** Logged out, and the section has no fun mode: the page asks to log in. */
  | { kind: 'login' }
  | { kind: 'unavailable'; reason: GameSectionRefusal };

/** What a viewer gets of a section: real money, fun money, a request to log in, or a refusal and why. */
export function gameSectionAccess(
  s: GameSection,
  settings: GameSectionSettings,
  viewer: GameSectionViewer,
): GameSectionAccess {
  const reason = gameSectionRefusal(s.id, settings, viewer);
  if (reason) return { kind: 'unavailable', reason };
  if (viewer.loggedIn) return { kind: 'real' };
  // §6 "golden race ... needs a demo id": without one, a visitor is asked to log in.
  const demo = s.demo && (s.id !== 'virtual-games' || settings.golden_race_demo_id !== '');
  return demo ? { kind: 'demo' } : { kind: 'login' };
}

/** The section a locale-less path (`sports/kiron`, `sports/leap/crash`, `/cryptoblast`) opens, if any. */
export function gameSectionOfPath(path: string): GameSection | undefined {
  const id = gameSectionIdOfPath(path);
  return id && gameSection(id);
}
