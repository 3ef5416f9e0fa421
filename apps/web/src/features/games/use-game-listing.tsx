import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useHydrated } from '../../hooks/render-env.ts';

/*
 * Which game sections the menus list (SPEC.md §2, §6, §9): every link but those to a section the
 * domain's rule refuses this viewer. The rule and the sections' paths come in a chunk of their own
 * (game-link-gate.tsx), mounted after hydration when the caller is about to show its games
 * (`wanted`: a menu's games section near the screen, a footer with room for Kiron), so that no
 * page's first load pays for links it does not show (docs/decisions/games-web.md).
 */

const GameLinkGate = lazy(() => import('./game-link-gate.tsx').then((m) => ({ default: m.GameLinkGate })));

export interface GameListing {
  /** Whether a CMS link stays: any link but one to a section this viewer is not offered. */
  listed: (link: string) => boolean;
  /** The gate has answered (a caller that shows a section only once it is known waits for this). */
  decided: boolean;
  /** Render it where the caller renders (nothing shows): it decides, once wanted. */
  gate: ReactNode;
}

/** What decides the game links among `links`: see GameListing. */
export function useGameListing(links: readonly string[], wanted: boolean): GameListing {
  const hydrated = useHydrated();
  const [refused, setRefused] = useState<ReadonlySet<string>>();
  const gate =
    hydrated && wanted && links.length > 0 ? (
      <Suspense fallback={null}>
        <GameLinkGate links={links} onChange={setRefused} />
      </Suspense>
    ) : null;
  return { listed: (link) => !refused?.has(link), decided: refused !== undefined, gate };
}
