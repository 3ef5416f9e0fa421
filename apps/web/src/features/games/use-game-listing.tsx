import type { GameSectionId } from '@sb/contract';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useHydrated } from '../../hooks/render-env.ts';
import { useLocale } from '../../hooks/use-locale.ts';
import { gameSectionIdOfLink } from './game-links.ts';

/*
 * Which game sections the menus and the footer list (SPEC.md §2, §6, §9): everything but what the
 * domain's rule refuses this viewer. The rule comes in a chunk of its own (game-link-gate.tsx),
 * mounted after hydration when the caller shows a section's link (`wanted`: a menu's games come near
 * the screen, a footer has room for Kiron, a subheader holds one), so no page's first load pays for
 * links it does not show (docs/decisions/games-web.md). Until it has answered, no section's link
 * shows, on the server's page as in the browser's first render.
 */

const GameLinkGate = lazy(() => import('./game-link-gate.tsx').then((m) => ({ default: m.GameLinkGate })));

export interface GameListing {
  /** Whether a CMS link stays: any link but one to a section this viewer is not offered. */
  listed: (link: string) => boolean;
  /** Render it where the caller renders (nothing shows): it decides, once wanted. */
  gate: ReactNode;
}

/** The game links among `links`, and what decides them: see GameListing. */
export function useGameListing(links: readonly string[], wanted: boolean): GameListing {
  const locale = useLocale();
  const hydrated = useHydrated();
  const [offered, setOffered] = useState<ReadonlySet<GameSectionId>>();
  const ids = [...new Set(links.map((link) => gameSectionIdOfLink(link, locale)))].filter(
    (id): id is GameSectionId => id !== undefined,
  );
  const gate =
    hydrated && wanted && ids.length > 0 ? (
      <Suspense fallback={null}>
        <GameLinkGate ids={ids} onChange={setOffered} />
      </Suspense>
    ) : null;
  return {
    listed: (link) => {
      const id = gameSectionIdOfLink(link, locale);
      return id === undefined || (offered?.has(id) ?? false);
    },
    gate,
  };
}
