import { topics } from '@sb/contract';
import { formatOdds } from '@sb/domain';
import { lazy, Suspense } from 'react';
import { useFavouritesStore } from '../../../lib/favourites/favourites-store.ts';
import { getLiveStore } from '../../../lib/live/live-store.ts';
import type { LiveAnnouncerDeps } from './live-announcer.tsx';

const Announcer = lazy(() => import('./live-announcer.tsx'));

/** What the mounting pages have loaded already (live-announcer.tsx says why it is handed over). */
export const LIVE_ANNOUNCER_DEPS: LiveAnnouncerDeps = {
  getStore: getLiveStore,
  favourites: useFavouritesStore,
  marketTopic: topics.market,
  formatOdds,
};

/**
 * The live announcer (live-announcer.tsx), loaded on its own after the part that mounts it: the
 * shell beside the slip's runtime (routes/shell-player-parts.tsx) and the live pages mount it, so
 * no page without a live price or score loads it.
 */
export function LiveAnnouncer() {
  return (
    <Suspense fallback={null}>
      <Announcer deps={LIVE_ANNOUNCER_DEPS} />
    </Suspense>
  );
}
