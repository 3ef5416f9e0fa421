import type { GameSectionId } from '@sb/contract';

/**
 * Where each embedded section of SPEC.md §2 lives, under the locale. Apart from the catalogue
 * (game-sections.ts: providers, games, the gating rule) so that what every page's first load needs
 * (the route table, which menu links are sections) carries none of the rule.
 */
export const GAME_SECTION_PATHS = {
  ...sportsPaths(
    'kiron',
    'betradar-virtuals',
    'virtual-games',
    'vir2al-games',
    'leap',
    'soccerbet',
    'esports',
    'esportsbull',
    'pinnacle',
    'edge',
    'exchange',
    'parlaybay',
    'lotto',
  ),
  cryptoblast: 'cryptoblast',
  powerball: 'powerball',
} as const satisfies Readonly<Record<GameSectionId, string>>;

/** The sections under /sports: each at `sports/{id}`. */
function sportsPaths<Id extends GameSectionId>(...ids: Id[]) {
  return Object.fromEntries(ids.map((id) => [id, `sports/${id}`])) as Record<Id, `sports/${Id}`>;
}

/** The section a locale-less path (`sports/kiron`, `sports/leap/crash`, `/cryptoblast`) opens, if any. */
export function gameSectionIdOfPath(path: string): GameSectionId | undefined {
  const bare = path
    .replace(/^\/+/, '')
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '');
  for (const [id, sectionPath] of Object.entries(GAME_SECTION_PATHS) as [GameSectionId, string][])
    if (bare === sectionPath || bare.startsWith(`${sectionPath}/`)) return id;
  return undefined;
}
