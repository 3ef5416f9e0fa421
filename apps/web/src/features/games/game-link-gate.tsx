import type { GameSectionId } from '@sb/contract';
import { gameSectionListed, gameSectionNeedsAccount } from '@sb/domain';
import { useEffect } from 'react';
import { useGameViewer } from './game-viewer.ts';

/**
 * Decides which of these game sections the viewer is offered (the domain's rule, SPEC.md §6, §9)
 * and tells `onChange`; renders nothing. A chunk of its own, mounted by use-game-listing.ts only
 * when a menu shows a section's link, so the rule and the viewer's details are in no first load
 * that shows none.
 */
export function GameLinkGate({
  ids,
  onChange,
}: {
  ids: readonly GameSectionId[];
  onChange: (listed: ReadonlySet<GameSectionId>) => void;
}) {
  const game = useGameViewer((settings, viewer) =>
    ids.some((id) => gameSectionNeedsAccount(id, settings, viewer)),
  );
  const { settings, viewer } = game;
  // One string for the answer, so that a new render with the same answer changes nothing.
  const listed = settings ? ids.filter((id) => gameSectionListed(id, settings, viewer)).join(' ') : '';
  useEffect(() => {
    onChange(new Set(listed.split(' ').filter(Boolean) as GameSectionId[]));
  }, [listed, onChange]);
  return null;
}
