import { gameSectionListed, type GameSection } from '@sb/domain';
import { useLocale } from '../../hooks/use-locale.ts';
import { accessNeedsAccount, gameSectionOfLink, useGameViewer } from './game-viewer.ts';

/*
 * Which game sections the menus and the footer list (SPEC.md §2, §6, §9): everything but what
 * the domain's gameSectionListed refuses this viewer. Until the settings are known, none.
 */

/** Whether the menus and the footer offer this section to the viewer. */
export function useGameSectionListed(section: GameSection): boolean {
  const game = useGameViewer((settings, viewer) => accessNeedsAccount(section, settings, viewer));
  return game.settings !== undefined && gameSectionListed(section, game.settings, game.viewer);
}

/**
 * A filter for CMS links (menus, the subheader): a link that opens a game section the viewer is not
 * offered is left out; any other link stays. `links`: every link the caller may ask about, so that
 * the player's details are fetched only when one of them opens a section that depends on them.
 */
export function useGameLinkFilter(links: readonly string[]): (link: string) => boolean {
  const locale = useLocale();
  const game = useGameViewer((settings, viewer) =>
    links.some((link) => {
      const section = gameSectionOfLink(link, locale);
      return section !== undefined && accessNeedsAccount(section, settings, viewer);
    }),
  );
  return (link) => {
    const section = gameSectionOfLink(link, locale);
    if (!section) return true;
    return game.settings !== undefined && gameSectionListed(section, game.settings, game.viewer);
  };
}
