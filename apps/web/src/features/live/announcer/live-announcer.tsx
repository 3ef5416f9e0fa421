import type { Topic } from '@sb/contract';
import type { OddsType } from '@sb/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useOddsType } from '../../../lib/preferences/use-odds-type.ts';
import { useLiveAnnouncementsEnabled } from '../../../lib/announcements/live-announcements-store.ts';
import { slipBets, subscribeSlip } from '../../betslip/index.ts';
import { useTopDialog } from '../../../ui/overlay/top-layer.ts';
import { visuallyHiddenClass } from '../../../ui/visually-hidden.tsx';
import { cachedOpenLegs } from '../../../lib/live/open-bets-cache.ts';
import type { useFavouritesStore } from '../../../lib/favourites/favourites-store.ts';
import type { LiveStore } from '../../../lib/live/live-store.ts';
import { AnnouncementQueue } from './announcement-queue.ts';
import { announcementText, type AnnouncementWords } from './announcement-text.ts';
import { readWatched, selectionNames, watchListOf, type WatchList } from './watch-list.ts';

// ------------------------------------------------------------ one region per page

/**
 * Several parts of a page mount the announcer (the shell beside the slip's runtime, a live page): the first one
 * mounted renders the region, the others wait and one of them takes over when it leaves.
 */
let owner: object | null = null;
const ownerListeners = new Set<() => void>();

function subscribeOwner(listener: () => void): () => void {
  ownerListeners.add(listener);
  return () => ownerListeners.delete(listener);
}

function setOwner(next: object | null): void {
  owner = next;
  for (const listener of [...ownerListeners]) listener();
}

function useOwnsRegion(): boolean {
  const [me] = useState(() => ({}));
  const owns = useSyncExternalStore(
    subscribeOwner,
    () => owner === me,
    () => false,
  );
  useEffect(() => {
    const claim = () => {
      if (owner === null) setOwner(me);
    };
    claim();
    const stop = subscribeOwner(claim);
    return () => {
      stop();
      if (owner === me) setOwner(null);
    };
  }, [me]);
  return owns;
}

// ------------------------------------------------------------ the region

/**
 * What the announcer uses of modules the pages that mount it have already loaded, handed over by
 * lazy-live-announcer.tsx rather than imported: this chunk then shares no module with the live
 * pages' feed chunk or the price formats every event list loads, so none of those splits for it.
 */
export interface LiveAnnouncerDeps {
  getStore: () => LiveStore;
  favourites: typeof useFavouritesStore;
  marketTopic: (marketId: number) => Topic;
  formatOdds: (decimal: number, oddsType: OddsType) => string;
}

/**
 * Live changes spoken (issue 17): a polite live region, visually hidden, that says the price changes
 * and suspensions of the selections on the slip and of open bets (when My Bets has loaded them), and
 * the score changes of favourite events and events with open bets, merged and at most once every
 * ANNOUNCE_INTERVAL_MS (domain live-announcements.ts). Only what the live store holds can be
 * spoken: what the feed carries for the slip's markets and the live pages on screen. The setting
 * "Announce live changes" (settings panel; lib/announcements) turns it off. Loaded lazily
 * (lazy-live-announcer.tsx).
 */
export default function LiveAnnouncer({ deps }: { deps: LiveAnnouncerDeps }) {
  const owns = useOwnsRegion();
  const enabled = useLiveAnnouncementsEnabled();
  // A fresh region when the setting changes: nothing said before it is kept or repeated.
  return owns ? <LiveRegion key={String(enabled)} enabled={enabled} deps={deps} /> : null;
}

function LiveRegion({ enabled, deps }: { enabled: boolean; deps: LiveAnnouncerDeps }) {
  const { t } = useTranslation('live');
  const oddsType = useOddsType();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const topDialog = useTopDialog();
  // Moved into a dialog that opened (or back out), the region is a new element: it starts there
  // empty, so what it said before is not put to the page again as if it were news.
  const [host, setHost] = useState(topDialog);
  if (host !== topDialog) {
    setHost(topDialog);
    setText('');
  }
  // The words follow the language and odds format of the moment the announcement is made.
  const format = useRef({ t, oddsType });
  useEffect(() => {
    format.current = { t, oddsType };
  });

  useEffect(() => {
    if (!enabled) return undefined;
    const { favourites, formatOdds, marketTopic } = deps;
    const store = deps.getStore();
    const list = (): WatchList =>
      watchListOf(slipBets(), cachedOpenLegs(queryClient), favourites.getState().ids);
    const queue = new AnnouncementQueue({
      read: () => readWatched(store, list()),
      seen: () => new Map(slipBets().map((bet) => [bet.outcomeId, bet.decimal])),
      speak: (changes) => {
        const selections = new Map(list().selections.map((s) => [s.outcomeId, s]));
        const words: AnnouncementWords = {
          t: format.current.t,
          formatPrice: (decimal) => formatOdds(decimal, format.current.oddsType),
          selection: (outcomeId) => {
            const selection = selections.get(outcomeId);
            return selection ? selectionNames(store, selection, marketTopic) : { event: '', selection: '' };
          },
          event: (eventId) => store.getEvent(eventId)?.description ?? '',
        };
        setText(announcementText(changes, words));
      },
    });
    // A batch may move a watched price or score; a new pick or favourite is noted as it is now.
    const stops = [
      store.subscribeBatch(queue.observe),
      subscribeSlip(queue.observe),
      favourites.subscribe(queue.observe),
    ];
    return () => {
      for (const stop of stops) stop();
      queue.dispose();
    };
  }, [enabled, queryClient, deps]);

  const region = (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      aria-label={t('announcer.region')}
      className={visuallyHiddenClass}
    >
      {text}
    </div>
  );
  // A modal dialog (the phone's slip, My Bets) makes the rest of the page inert, and a screen reader
  // reads no region there: the region moves into the newest open dialog.
  return topDialog ? createPortal(region, topDialog) : region;
}
