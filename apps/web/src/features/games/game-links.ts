import type { GameSectionId } from '@sb/contract';
import { gameSectionIdOfPath } from '@sb/domain';
import { cmsTarget } from '../../lib/routing/cms-link.ts';

/*
 * Which links open a game section: what the menus need in every page's first load (the rule that
 * decides whether a section is offered comes later: use-game-listing.tsx).
 */

/** The section a CMS link (with or without the locale) opens, if any; none for a link off the site. */
export function gameSectionIdOfLink(link: string, locale: string): GameSectionId | undefined {
  if (!link) return undefined;
  const target = cmsTarget(link, locale);
  if (target.kind === 'external') return undefined;
  return gameSectionIdOfPath(target.to.slice(`/${locale}`.length));
}
