import { Icon, type IconName } from './icon.tsx';

/** A sport's pictogram by sport code; sports without their own drawing share a trophy. */
const SPORT_ICONS: Readonly<Record<string, IconName>> = {
  FOOT: 'football',
  'FOOT-india': 'football',
  FUTS: 'football',
  BESO: 'football',
  AMFO: 'football',
  RUGU: 'football',
  RUGL: 'football',
  AURL: 'football',
  BASK: 'basketball',
  VOLL: 'basketball',
  BEVO: 'basketball',
  HAND: 'basketball',
  TENN: 'tennis',
  'TENN-india': 'tennis',
  TABL: 'tennis',
  BADM: 'tennis',
  SQUA: 'tennis',
  PADE: 'tennis',
  ICEH: 'hockey',
  FIHO: 'hockey',
  BAND: 'hockey',
  FLOO: 'hockey',
  CRIC: 'cricket',
  BASE: 'cricket',
  SOFT: 'cricket',
};

/** Esports and virtual sports (SPEC.md §9 code list, plus the esports umbrella): a game pad. */
const GAMES = new Set([
  'ESPT',
  'VICR',
  'EBSK',
  'EFOT',
  'CSGO',
  'LOLS',
  'DOTA',
  'VKBD',
  'ECRI',
  'VALO',
  'RAIN',
  'SC2',
]);

export function sportIconName(code: string | undefined): IconName {
  if (!code) return 'trophy';
  if (GAMES.has(code)) return 'games';
  return SPORT_ICONS[code] ?? 'trophy';
}

/**
 * @example <SportIcon code="FOOT" />
 */
export function SportIcon({
  code,
  size = 20,
  className,
}: {
  code: string | undefined;
  size?: number;
  className?: string | undefined;
}) {
  return <Icon name={sportIconName(code)} size={size} className={className} />;
}
