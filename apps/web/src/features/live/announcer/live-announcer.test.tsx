import { ANNOUNCE_INTERVAL_MS, ANNOUNCE_MERGE_MS } from '@sb/domain';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_BETSLIP, useBetslipStore, type BetslipBet } from '../../../test/betslip.ts';
import { installFakeFeed, type FakeFeed } from '../../../test/live-feed.ts';
import { liveFootballEvent, priceUpdate } from '../../../test/live-fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { useLiveAnnouncementsStore } from '../../../lib/announcements/live-announcements-store.ts';
import { useFavouritesStore } from '../../../lib/favourites/favourites-store.ts';
import { useTopLayerStore } from '../../../ui/overlay/top-layer.ts';
import LiveAnnouncer from './live-announcer.tsx';
import { LIVE_ANNOUNCER_DEPS } from './lazy-live-announcer.tsx';
import { announcementText } from './announcement-text.ts';
import { i18next } from '../../../i18n/i18n.ts';
import type { LiveChange } from '@sb/domain';

/** Arsenal (outcome 100 of market 10, event 1) on the slip, as a price button put it there. */
const arsenal: BetslipBet = {
  outcomeId: 100,
  outcomeDescription: 'Arsenal',
  marketId: 10,
  decimal: 2.1,
  ref: 'sel1',
  marketDescription: '',
  periodDescription: '',
  eventDescription: '',
  eventId: null,
  previousDecimal: null,
  outcomeState: 'O',
  enabled: true,
  unitStake: '',
  includeInMultiples: true,
  eachWay: false,
  banker: false,
  startingPrice: false,
  startingPriceAvailable: false,
  fixedPriceAvailable: true,
};

let feed: FakeFeed & { dispose(): void };

/** As the lazy wrapper mounts it (the live store is the fake feed's). */
const Announcer = () => <LiveAnnouncer deps={LIVE_ANNOUNCER_DEPS} />;

beforeEach(() => {
  vi.useFakeTimers();
  feed = installFakeFeed();
});

afterEach(() => {
  feed.dispose();
  vi.useRealTimers();
  useBetslipStore.setState(EMPTY_BETSLIP);
  useFavouritesStore.setState({ ids: [] });
  useLiveAnnouncementsStore.setState({ enabled: true });
});

/** The feed's answers, as the slip's watcher and a live list would get them. */
function feedEvents() {
  act(() => {
    feed.store.snapshot('market:10', [liveFootballEvent(1, 'Arsenal', 'Chelsea')]);
    feed.store.snapshot('live', [
      liveFootballEvent(1, 'Arsenal', 'Chelsea'),
      liveFootballEvent(2, 'Real Madrid', 'Barcelona'),
    ]);
  });
}
const move = (eventId: number, index: number, price: number) =>
  act(() => feed.store.deltas('live', [priceUpdate(eventId, index, price)]));
const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
const region = () => screen.getByRole('status', { name: 'Live updates' });

describe('live announcer', () => {
  it('says a slip selection’s new price, then at most once per interval, merged', () => {
    useBetslipStore.setState({ bets: { 100: arsenal } });
    renderWithProviders(<Announcer />);
    expect(region().textContent).toBe('');
    feedEvents();

    move(1, 0, 2.2);
    move(1, 0, 2.3);
    move(2, 0, 1.5); // not watched
    expect(region().textContent).toBe('');
    wait(ANNOUNCE_MERGE_MS);
    expect(region().textContent).toBe('Arsenal v Chelsea: Arsenal 2.10 → 2.30.');

    move(1, 0, 2.5);
    wait(ANNOUNCE_INTERVAL_MS - 1);
    expect(region().textContent).toBe('Arsenal v Chelsea: Arsenal 2.10 → 2.30.');
    wait(1);
    expect(region().textContent).toBe('Arsenal v Chelsea: Arsenal 2.30 → 2.50.');
  });

  it('starts empty in a dialog that opens after it spoke, and says the next change there', () => {
    useBetslipStore.setState({ bets: { 100: arsenal } });
    renderWithProviders(<Announcer />);
    feedEvents();
    move(1, 0, 2.3);
    wait(ANNOUNCE_MERGE_MS);
    expect(region().textContent).toBe('Arsenal v Chelsea: Arsenal 2.10 → 2.30.');

    // The phone's slip opens as a modal dialog: the region moves into it, as a new element.
    const dialog = document.body.appendChild(document.createElement('dialog'));
    dialog.setAttribute('open', '');
    act(() => useTopLayerStore.getState().add(dialog));
    expect(dialog.contains(region())).toBe(true);
    expect(region().textContent).toBe('');

    move(1, 0, 2.5);
    wait(ANNOUNCE_INTERVAL_MS);
    expect(region().textContent).toBe('Arsenal v Chelsea: Arsenal 2.30 → 2.50.');
    act(() => useTopLayerStore.getState().remove(dialog));
    dialog.remove();
  });

  it('says a suspension and the score of a favourite event', () => {
    useBetslipStore.setState({ bets: { 100: arsenal } });
    useFavouritesStore.setState({ ids: [2] });
    renderWithProviders(<Announcer />);
    feedEvents();
    act(() =>
      feed.store.deltas('live', [
        { type: 'market-status', eid: 1, mid: 10, mtid: 1, s: 'SUSPENDED' },
        {
          type: 'score',
          eid: 2,
          scores: {
            score: [
              { opponentId: 4, points: 2 },
              { opponentId: 5, points: 0 },
            ],
          },
        },
      ]),
    );
    wait(ANNOUNCE_MERGE_MS);
    expect(region().textContent).toBe(
      'Arsenal v Chelsea: Arsenal suspended. Real Madrid v Barcelona: score 2–0.',
    );
  });

  it('says nothing when the setting is off', () => {
    useLiveAnnouncementsStore.setState({ enabled: false });
    useBetslipStore.setState({ bets: { 100: arsenal } });
    renderWithProviders(<Announcer />);
    feedEvents();
    move(1, 0, 2.3);
    wait(ANNOUNCE_INTERVAL_MS * 2);
    expect(region().textContent).toBe('');
  });

  it('renders one region however many parts mount it', () => {
    renderWithProviders(
      <>
        <Announcer />
        <Announcer />
      </>,
    );
    expect(screen.getAllByRole('status', { name: 'Live updates' })).toHaveLength(1);
  });
});

describe('announcementText', () => {
  const words = {
    t: i18next.getFixedT('en', 'live'),
    formatPrice: (decimal: number) => decimal.toFixed(2),
    selection: (id: number) => ({ event: `Event ${id}`, selection: `Pick ${id}` }),
    event: (id: number) => `Event ${id}`,
  };
  const price = (id: number): LiveChange => ({ kind: 'price', outcomeId: id, from: 2, to: 2.5 });

  it.each([
    [[], ''],
    [[price(1)], 'Event 1: Pick 1 2.00 → 2.50.'],
    [
      [price(1), price(2), price(3), price(4)],
      'Event 1: Pick 1 2.00 → 2.50. Event 2: Pick 2 2.00 → 2.50. Event 3: Pick 3 2.00 → 2.50. 1 other change.',
    ],
    [
      [price(1), price(2), price(3), price(4), price(5)],
      'Event 1: Pick 1 2.00 → 2.50. Event 2: Pick 2 2.00 → 2.50. Event 3: Pick 3 2.00 → 2.50. 2 other changes.',
    ],
  ])('%j', (changes, text) => expect(announcementText(changes, words)).toBe(text));
});
