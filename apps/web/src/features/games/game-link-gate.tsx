import type { Settings } from '@sb/contract';
import { gameSectionListed, gameSectionNeedsAccount, type GameSectionViewer } from '@sb/domain';
import { useEffect } from 'react';
import { useLocale } from '../../hooks/use-locale.ts';
import { gameSectionIdOfLink } from './game-links.ts';
import { useGameViewer } from './game-viewer.ts';

/**
 * Decides which of these CMS links open a game section the viewer is not offered (the domain's
 * rule, SPEC.md §6, §9) and tells `onChange`; renders nothing. A chunk of its own, mounted by
 * use-game-listing.tsx only when a menu's games come near the screen, so that neither the rule nor
 * the sections' paths are in a first load that shows none.
 */
export function GameLinkGate({
  links,
  onChange,
}: {
  links: readonly string[];
  onChange: (refused: ReadonlySet<string>) => void;
}) {
  const locale = useLocale();
  const sections = links.flatMap((link) => {
    const id = gameSectionIdOfLink(link, locale);
    return id ? [{ link, id }] : [];
  });
  const needsAccount = (settings: Settings, viewer: Pick<GameSectionViewer, 'loggedIn' | 'currency'>) =>
    sections.some(({ id }) => gameSectionNeedsAccount(id, settings, viewer));
  const { settings, viewer } = useGameViewer(needsAccount);
  // One string for the answer, so that a new render with the same answer changes nothing. Until the
  // settings are known every section's link is refused; until the player's details are, the viewer
  // holds no account (useGameViewer), so only the sections that need one wait.
  const refused = sections
    .filter(({ id }) => !settings || !gameSectionListed(id, settings, viewer))
    .map(({ link }) => link)
    .join('\n');
  useEffect(() => {
    onChange(new Set(refused.split('\n').filter(Boolean)));
  }, [refused, onChange]);
  return null;
}
