import type { Settings } from '@sb/contract';
import {
  gameSectionAccess,
  gameSectionNeedsAccount,
  type GameSection,
  type GameSectionAccess,
  type GameSectionViewer,
} from '@sb/domain';
import type { GameViewer } from './game-viewer.ts';

/*
 * The domain's gating rule as the section page and the menus ask it (SPEC.md §6, §9; domain
 * games/game-sections.ts). Not in the first load: the section page's chunk brings it, and the menus
 * load it after hydration (use-game-listing.ts).
 */

/**
 * Whether the player's details could change what this viewer gets of the section (today the
 * exchange and Pinnacle): the domain's answer for the most and the least an account can hold. Only
 * then are the details asked for, so a page or menu without such a section costs no call.
 */
export function accessNeedsAccount(
  section: GameSection,
  settings: Settings,
  viewer: Pick<GameSectionViewer, 'loggedIn' | 'currency'>,
): boolean {
  return gameSectionNeedsAccount(section.id, settings, viewer);
}

/** What the viewer gets of a section (domain gameSectionAccess), once the settings are known. */
export function accessOf(
  section: GameSection,
  { settings, viewer }: Pick<GameViewer, 'settings' | 'viewer'>,
): GameSectionAccess | undefined {
  return settings ? gameSectionAccess(section, settings, viewer) : undefined;
}
