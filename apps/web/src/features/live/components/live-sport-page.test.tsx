import type { LiveEvent, LivePageResponse } from '@sb/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi, requestedPaths } from '../../../test/api-mock.ts';
import { createTestQueryClient, renderApp } from '../../../test/render.tsx';
import {
  firstScreenOfLivePage,
  livePageKey,
  livePageQueryOptions,
  type LivePageData,
} from '../api/get-live-page.ts';
import { FIRST_SCREEN_ROWS } from './live-event-list.tsx';
import { setViewportWidth } from '../../../test/viewport.ts';
import { installFakeFeed, type FakeFeed } from '../../../test/live-feed.ts';
import { liveFootballEvent, priceUpdate } from '../../../test/live-fixtures.ts';
import { asianRowPrices, fullTime } from '../../../test/fixtures.ts';
import { usePreferencesStore } from '../../../lib/preferences/preferences-store.ts';

const arsenal = liveFootballEvent(1, 'Arsenal', 'Chelsea');
const leeds = liveFootballEvent(2, 'Leeds', 'Derby', undefined, {
  eventPaths: [
    { id: 240, description: 'Football', slug: '240-FOOT' },
    { id: 1, description: 'England', slug: 'england' },
    { id: 12, description: 'Championship', slug: 'championship' },
  ],
});
const spurs = liveFootballEvent(3, 'Spurs', 'Everton');
const nadal: LiveEvent = {
  ...liveFootballEvent(4, 'Nadal', 'Federer'),
  sportId: 239,
  sportCode: 'TENN',
  eventPaths: [
    { id: 239, description: 'Tennis', slug: '239-TENN' },
    { id: 2, description: 'International', slug: 'international' },
    { id: 21, description: 'ATP Finals', slug: 'atp-finals' },
  ],
};

const livePage = (events: LiveEvent[]): LivePageResponse => {
  const bySport = new Map<string, LiveEvent[]>();
  for (const e of events) bySport.set(e.sportCode, [...(bySport.get(e.sportCode) ?? []), e]);
  return {
    sports: [...bySport].map(([code, list]) => ({
      id: list[0]?.sportId ?? 0,
      code,
      name: list[0]?.eventPaths[0]?.description ?? code,
      description: code,
      eventCount: list.length,
      events: list,
    })),
  };
};

/**
 * The page at `url` holding the whole live list's answer with its feed mark (`live h1.3.7`), as the
 * server's page brings it: read beforehand as the page reads it, header included.
 */
async function renderWithMarkedAnswer(url: string, events: LiveEvent[]) {
  mockApi({
    '/xapi/marketdata/v1/livepage': {
      status: 200,
      body: livePage(events),
      headers: { 'x-feed-mark': 'live h1.3.7' },
    },
  });
  const queryClient = createTestQueryClient();
  await queryClient.prefetchQuery(livePageQueryOptions(undefined));
  return renderApp(url, queryClient);
}

let feed: FakeFeed & { dispose(): void };
beforeEach(() => {
  feed = installFakeFeed();
});
afterEach(() => {
  feed.dispose();
  usePreferencesStore.setState({ sortBy: 'competition', layout: 'not_selected' });
});

describe('live sport page', () => {
  it('lists the live events of the HTTP call by sport and league, with live counts', async () => {
    mockApi({ '/xapi/marketdata/v1/livepage': livePage([arsenal, leeds, spurs, nadal]) });
    renderApp('/en/live/sport');
    const football = await screen.findByRole('region', { name: 'Football, 3 live events' });
    expect(within(football).getByRole('heading', { name: /Premier League \(2\)/ })).toBeTruthy();
    expect(within(football).getByRole('heading', { name: /Championship \(1\)/ })).toBeTruthy();
    expect(within(football).getByRole('link', { name: 'Arsenal v Chelsea' }).getAttribute('href')).toBe(
      '/en/live/arsenal-v-chelsea-1',
    );
    expect(screen.getByRole('region', { name: 'Tennis, 1 live event' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Live sports' });
    expect(
      within(nav)
        .getByRole('link', { name: /All live \(4\)/ })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(within(nav).getByRole('link', { name: /Football \(3\)/ })).toBeTruthy();
    expect(screen.getByText('Score: Arsenal 1, Chelsea 0')).toBeTruthy();
  });

  it('lists 50 live events a page, and Show more adds the next ones', async () => {
    const many = Array.from({ length: 60 }, (_, i) => liveFootballEvent(100 + i, `Home ${i}`, `Away ${i}`));
    mockApi({ '/xapi/marketdata/v1/livepage': livePage(many) });
    renderApp('/en/live/sport');
    const football = await screen.findByRole('region', { name: 'Football, 60 live events' });
    const fixtures = () => within(football).getAllByRole('link', { name: /^Home \d+ v Away \d+$/ });
    expect(fixtures()).toHaveLength(50);
    expect(within(football).queryByRole('link', { name: 'Home 50 v Away 50' })).toBeNull();
    // The league still counts every live event, not only those on the page.
    expect(within(football).getByRole('heading', { name: /Premier League \(60\)/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show more 50 of 60' }));
    expect(fixtures()).toHaveLength(60);
    expect(screen.getByRole('link', { name: 'Home 59 v Away 59' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
  });

  it('shows the stream icon on live events when the brand enables streams', async () => {
    mockApi({ '/xapi/marketdata/v1/livepage': livePage([arsenal, nadal]) });
    const first = renderApp('/en/live/sport');
    expect(await screen.findAllByRole('img', { name: 'Live stream' })).toHaveLength(2);
    first.unmount();
    mockApi(
      { '/xapi/marketdata/v1/livepage': livePage([arsenal, nadal]) },
      { enable_clem_live_streaming: false },
    );
    renderApp('/en/live/sport');
    await screen.findByRole('link', { name: 'Arsenal v Chelsea' });
    expect(screen.queryByRole('img', { name: 'Live stream' })).toBeNull();
  });

  it('shows one sport on /live/sport/{id}-{CODE} and follows its topic', async () => {
    mockApi({ '/xapi/marketdata/v1/livepage': livePage([arsenal, nadal]) });
    renderApp('/en/live/sport/239-TENN');
    expect(await screen.findByRole('link', { name: 'Nadal v Federer' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Arsenal v Chelsea' })).toBeNull();
    feed.open();
    expect(feed.sockets[0]?.sent).toEqual([{ op: 'subscribe', topics: ['live:TENN'] }]);
  });

  it('says no events were found when nothing is live', async () => {
    mockApi({ '/xapi/marketdata/v1/livepage': { sports: [] } });
    renderApp('/en/live/sport');
    expect(await screen.findByText('No events found for this event path')).toBeTruthy();
  });

  it("in the Asian layout, a football row's handicap and total follow the feed: prices, suspension, the main line", async () => {
    usePreferencesStore.setState({ layout: 'asian' });
    const result = fullTime(arsenal, 10, 1, 'THREE_WAY', 'Match Result', [
      ['Arsenal', 2.1],
      ['Draw', 3.4],
      ['Chelsea', 3.5],
    ]);
    const live = { ...arsenal, markets: [result] };
    const minusHalf = fullTime(arsenal, 52, 5, 'HANDICAP', 'Asian Handicap -0.5', [
      ['Arsenal', 2.02, -0.5],
      ['Chelsea', 1.88, 0.5],
    ]);
    const minusOneHalf = fullTime(arsenal, 51, 5, 'HANDICAP', 'Asian Handicap -1.5', [
      ['Arsenal', 3.1, -1.5],
      ['Chelsea', 1.4, 1.5],
    ]);
    const total = fullTime(arsenal, 53, 4, 'OVER_UNDER', 'Total Goals Over/Under 2.5', [
      ['Over 2.5', 1.95, 2.5],
      ['Under 2.5', 1.9, 2.5],
    ]);
    const lines = [result, minusHalf, minusOneHalf, total];
    const fetchMock = mockApi(
      {
        '/xapi/marketdata/v1/livepage': livePage([live]),
        '/xapi/rest/live/events': {
          events: [{ ...arsenal, markets: lines }],
          page: 1,
          eventsPerPage: 1,
          totalEvents: 1,
          totalPages: 1,
        },
      },
      { view_types: ['asian', 'euro'] },
    );
    renderApp('/en/live/sport');
    const row = (await screen.findByRole('button', { name: /Arsenal v Chelsea: Arsenal.*2\.02/ })).closest(
      '[role="row"]',
    ) as HTMLElement;
    const asked = fetchMock.mock.calls
      .map(([url]) => new URL(url as string, 'http://localhost'))
      .find((url) => url.pathname === '/xapi/rest/live/events');
    expect(asked?.searchParams.get('ids')).toBe('1');
    expect(asked?.searchParams.get('marketTypeIds')).toBe('1,4,5');
    expect(
      within(within(row).getByRole('group', { name: /Asian Handicap/ }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(asianRowPrices());

    feed.open();
    feed.send({ type: 'snapshot', topic: 'live', seq: 1, events: [arsenal] });
    feed.send({
      type: 'snapshot',
      topic: 'market:52',
      seq: 1,
      events: [{ ...arsenal, markets: [minusHalf] }],
    });
    feed.send({
      type: 'snapshot',
      topic: 'market:51',
      seq: 1,
      events: [{ ...arsenal, markets: [minusOneHalf] }],
    });
    // A handicap price moves: its button, not the result's.
    feed.send({
      type: 'delta',
      topic: 'market:52',
      seq: 2,
      updates: [
        {
          type: 'outcome',
          eid: 1,
          mid: 52,
          mtid: 5,
          ptid: 1,
          oid: 520,
          h: false,
          clp: { cp: { d: 2.2, s0: -0.5 } },
        },
      ],
    });
    expect(await within(row).findByRole('button', { name: /Arsenal.*2\.20, price up/ })).toBeTruthy();
    expect(within(row).getByRole('button', { name: /Draw 3\.40$/ })).toBeTruthy();
    // The handicap is suspended: both its buttons lock, the result's stay open.
    feed.send({
      type: 'delta',
      topic: 'market:52',
      seq: 3,
      updates: [{ type: 'market-status', eid: 1, mid: 52, mtid: 5, s: 'SUSPENDED' }],
    });
    const locked = await within(row).findAllByRole('button', { name: /suspended/ });
    expect(locked).toHaveLength(2);
    expect(
      locked.every((b) => (b as HTMLButtonElement).disabled || b.getAttribute('aria-disabled') === 'true'),
    ).toBe(true);
    // The -1.5 line becomes the most balanced: the row moves to it.
    feed.send({
      type: 'delta',
      topic: 'market:51',
      seq: 2,
      updates: [
        {
          type: 'outcome',
          eid: 1,
          mid: 51,
          mtid: 5,
          ptid: 1,
          oid: 510,
          h: false,
          clp: { cp: { d: 1.95, s0: -1.5 } },
        },
        {
          type: 'outcome',
          eid: 1,
          mid: 51,
          mtid: 5,
          ptid: 1,
          oid: 511,
          h: false,
          clp: { cp: { d: 1.92, s0: 1.5 } },
        },
      ],
    });
    expect(
      (await within(row).findByRole('button', { name: /Chelsea: Arsenal 1\.95/ })).textContent,
    ).toContain('-1.5');
    expect(within(row).queryByText('-0.5')).toBeNull();
  });

  it('takes the list from the feed once its snapshot arrives and shows price moves', async () => {
    mockApi({ '/xapi/marketdata/v1/livepage': livePage([arsenal]) });
    renderApp('/en/live/sport');
    await screen.findByRole('button', { name: 'Arsenal v Chelsea: Arsenal 2.10' });
    feed.open();
    feed.send({ type: 'snapshot', topic: 'live', seq: 1, events: [arsenal, spurs] });
    expect(await screen.findByRole('link', { name: 'Spurs v Everton' })).toBeTruthy();
    feed.send({
      type: 'delta',
      topic: 'live',
      seq: 2,
      updates: [priceUpdate(1, 0, 2.5), priceUpdate(1, 2, 3.2)],
    });
    expect(screen.getByRole('button', { name: 'Arsenal v Chelsea: Arsenal 2.50, price up' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Arsenal v Chelsea: Chelsea 3.20, price down' })).toBeTruthy();
    const row = screen.getByRole('group', { name: 'Arsenal v Chelsea: Match Result' });
    expect(within(row).getByRole('button', { name: 'Arsenal v Chelsea: Draw 3.40' })).toBeTruthy();
  });

  it("asks for no list again at the feed's first snapshot: the light list starts as the full one", async () => {
    const fetchMock = mockApi({ '/xapi/marketdata/v1/livepage': livePage([arsenal, nadal]) });
    renderApp('/en/live/sport');
    await screen.findByRole('button', { name: 'Arsenal v Chelsea: Arsenal 2.10' });
    feed.open();
    feed.send({ type: 'snapshot', topic: 'live', seq: 1, events: [arsenal, spurs, nadal] });
    expect(await screen.findByRole('link', { name: 'Spurs v Everton' })).toBeTruthy();
    // A request would start in the effects after that render.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requestedPaths(fetchMock).filter((path) => path.endsWith('/livepage'))).toHaveLength(1);
    // The sports and their counts are still the full answer's.
    const sports = screen.getByRole('navigation', { name: 'Live sports' });
    expect(within(sports).getByRole('link', { name: /^Tennis/ })).toBeTruthy();
  });

  it("follows the feed from the answer's mark: the deltas since apply to the page's rows, no snapshot asked", async () => {
    await renderWithMarkedAnswer('/en/live/sport', [arsenal, spurs]);
    await screen.findByRole('button', { name: 'Arsenal v Chelsea: Arsenal 2.10' });
    feed.open();
    expect(feed.sockets[0]?.sent).toEqual([
      { op: 'subscribe', topics: ['live'], resume: { live: 'h1.3.7' } },
    ]);
    feed.send({ type: 'delta', topic: 'live', seq: 8, updates: [priceUpdate(1, 0, 2.5)] });
    expect(
      await screen.findByRole('button', { name: 'Arsenal v Chelsea: Arsenal 2.50, price up' }),
    ).toBeTruthy();
    // The answer's other rows stay, and follow the feed as well.
    feed.send({ type: 'delta', topic: 'live', seq: 9, updates: [priceUpdate(3, 0, 1.9)] });
    expect(
      await screen.findByRole('button', { name: 'Spurs v Everton: Spurs 1.90, price down' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Arsenal v Chelsea: Arsenal 2.50, price up' })).toBeTruthy();
  });

  it("holding the server's first screen, follows its mark, counts each sport whole, and asks the rest at the reader's first move", async () => {
    // Fourteen Premier League games, then one in the Championship and one in tennis: the first screen
    // by competition is the Premier League, whole.
    const premier = Array.from({ length: 14 }, (_, i) =>
      liveFootballEvent(100 + i, `Home ${i}`, `Away ${i}`),
    );
    const all = [...premier, leeds, nadal];
    const answer: LivePageData = { ...livePage(all), feedMark: { topic: 'live', mark: 'h1.3.7' } };
    const cut = firstScreenOfLivePage(answer, undefined, 'competition', FIRST_SCREEN_ROWS);
    expect(cut.sports.flatMap((s) => s.events).map((e) => e.id)).toEqual(premier.map((e) => e.id));
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(livePageKey(undefined), cut);
    mockApi({ '/xapi/marketdata/v1/livepage': livePage(all) });
    renderApp('/en/live/sport', queryClient);

    expect(await screen.findByRole('link', { name: 'Home 0 v Away 0' })).toBeTruthy();
    const sports = screen.getByRole('navigation', { name: 'Live sports' });
    expect(within(sports).getByRole('link', { name: 'All live (16)' })).toBeTruthy();
    feed.open();
    expect(feed.sockets[0]?.sent).toEqual([
      { op: 'subscribe', topics: ['live'], resume: { live: 'h1.3.7' } },
    ]);
    // The rows follow the feed from the mark; the heading counts the whole sport, not the rows sent.
    feed.send({ type: 'delta', topic: 'live', seq: 8, updates: [priceUpdate(100, 0, 2.5)] });
    expect(
      await screen.findByRole('button', { name: 'Home 0 v Away 0: Home 0 2.50, price up' }),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: /^Football, 15 live/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Leeds v Derby' })).toBeNull();
    expect(feed.sockets[0]?.sent).toHaveLength(1);

    // The reader scrolls: the topic's snapshot brings the rest of the list.
    fireEvent.scroll(window);
    expect(feed.sockets[0]?.sent.at(-1)).toEqual({ op: 'resync', topic: 'live' });
    feed.send({ type: 'snapshot', topic: 'live', seq: 9, events: all });
    expect(await screen.findByRole('link', { name: 'Leeds v Derby' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nadal v Federer' })).toBeTruthy();
    expect(screen.getByRole('region', { name: /^Football, 15 live/ })).toBeTruthy();
  });

  it("drops a mark for another topic: a sport's page waits for its own snapshot", async () => {
    await renderWithMarkedAnswer('/en/live/sport/239-TENN', [arsenal, nadal]);
    await screen.findByRole('link', { name: 'Nadal v Federer' });
    feed.open();
    expect(feed.sockets[0]?.sent).toEqual([{ op: 'subscribe', topics: ['live:TENN'] }]);
  });

  it('locks the prices of a suspended market', async () => {
    mockApi({ '/xapi/marketdata/v1/livepage': livePage([arsenal]) });
    renderApp('/en/live/sport');
    await screen.findByRole('button', { name: 'Arsenal v Chelsea: Arsenal 2.10' });
    feed.open();
    feed.send({ type: 'snapshot', topic: 'live', seq: 1, events: [arsenal] });
    feed.send({
      type: 'delta',
      topic: 'live',
      seq: 2,
      updates: [{ type: 'market-status', eid: 1, mid: 10, mtid: 1, s: 'SUSPENDED' }],
    });
    const locked = screen.getByRole('button', { name: 'Arsenal v Chelsea: Arsenal suspended' });
    expect((locked as HTMLButtonElement).disabled).toBe(true);
  });

  it('drops a finished event from the list', async () => {
    mockApi({ '/xapi/marketdata/v1/livepage': livePage([arsenal, spurs]) });
    renderApp('/en/live/sport');
    await screen.findByRole('link', { name: 'Arsenal v Chelsea' });
    feed.open();
    feed.send({ type: 'snapshot', topic: 'live', seq: 1, events: [arsenal, spurs] });
    feed.send({
      type: 'delta',
      topic: 'live',
      seq: 2,
      updates: [
        { type: 'clock', eid: 1, clock: { status: 'END_OF_EVENT', minutes: 90, seconds: 0, updatedAt: 0 } },
      ],
    });
    expect(screen.queryByRole('link', { name: 'Arsenal v Chelsea' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Spurs v Everton' })).toBeTruthy();
  });

  it('shows "Reconnecting…" while the feed is down and subscribes again after', async () => {
    mockApi({ '/xapi/marketdata/v1/livepage': livePage([arsenal]) });
    renderApp('/en/live/sport');
    await screen.findByRole('link', { name: 'Arsenal v Chelsea' });
    feed.open();
    feed.drop();
    // The connection banner: the page's other live region, the announcer's, is named "Live updates".
    const banner = () => screen.getByRole('status', { name: '' });
    expect(banner().textContent).toBe('Reconnecting…');
    feed.reconnect();
    feed.open();
    expect(banner().textContent).toBe('');
    expect(feed.sockets[1]?.sent).toEqual([{ op: 'subscribe', topics: ['live'] }]);
  });

  it('sorted by time, lists each sport in kick-off order across leagues, each row naming its league', async () => {
    usePreferencesStore.setState({ sortBy: 'time' });
    const at = (hour: number) => `2026-12-03T${hour}:00:00.000Z`;
    mockApi({
      '/xapi/marketdata/v1/livepage': livePage([
        { ...arsenal, eventDate: at(19) },
        { ...leeds, eventDate: at(18) },
        { ...spurs, eventDate: at(20) },
      ]),
    });
    renderApp('/en/live/sport');
    const football = await screen.findByRole('region', { name: 'Football, 3 live events' });
    expect(within(football).queryAllByRole('heading', { level: 3 })).toEqual([]);
    const rows = within(football).getAllByRole('row');
    expect(rows.map((row) => within(row).getAllByRole('link')[0]!.textContent)).toEqual([
      'Leeds v Derby',
      'Arsenal v Chelsea',
      'Spurs v Everton',
    ]);
    expect(within(rows[0]!).getByText('England · Championship')).toBeTruthy();
  });

  it('shows no star, favourites chip or favourites page when the brand turns favourites off', async () => {
    mockApi({ '/xapi/marketdata/v1/livepage': livePage([arsenal, spurs]) }, { enable_favorites: false });
    const list = renderApp('/en/live/sport');
    // The stream icons (streams on by default) say the brand's settings have arrived.
    expect(await screen.findAllByRole('img', { name: 'Live stream' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Favourite/ })).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Live sports' });
    expect(within(nav).queryByRole('link', { name: /Favourites/ })).toBeNull();
    list.unmount();
    renderApp('/en/live/sport/10000-FAVOURITES');
    expect(await screen.findByText('We do not offer this sport live.')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Favourites' })).toBeNull();
  });

  it('keeps favourites across visits and lists them on the favourites page', async () => {
    const user = userEvent.setup();
    mockApi({ '/xapi/marketdata/v1/livepage': livePage([arsenal, spurs]) });
    const first = renderApp('/en/live/sport');
    const star = await screen.findByRole('button', { name: 'Favourite Arsenal v Chelsea' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    await user.click(star);
    expect(star.getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem('sb-live-favourites')).toContain('[1]');
    first.unmount();

    renderApp('/en/live/sport/10000-FAVOURITES');
    expect(await screen.findByRole('heading', { level: 1, name: 'Favourites' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Arsenal v Chelsea' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Spurs v Everton' })).toBeNull();
  });

  it('filters by competition and league on a phone (SPEC.md §4 live filter)', async () => {
    const user = userEvent.setup();
    mockApi({ '/xapi/marketdata/v1/livepage': livePage([arsenal, leeds, spurs, nadal]) });
    renderApp('/en/live/sport');
    await screen.findByRole('link', { name: 'Nadal v Federer' });
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const competitions = screen.getByRole('group', { name: 'Competitions' });
    await user.click(within(competitions).getByRole('button', { name: 'England' }));
    expect(screen.queryByRole('link', { name: 'Nadal v Federer' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Leeds v Derby' })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Championship' }));
    expect(screen.queryByRole('link', { name: 'Arsenal v Chelsea' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Leeds v Derby' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reset filter' }));
    expect(screen.getByRole('link', { name: 'Nadal v Federer' })).toBeTruthy();
  });

  it('filters with tri-state competitions on desktop', async () => {
    setViewportWidth(1366);
    const user = userEvent.setup();
    mockApi({ '/xapi/marketdata/v1/livepage': livePage([arsenal, leeds, spurs, nadal]) });
    renderApp('/en/live/sport');
    await screen.findByRole('link', { name: 'Nadal v Federer' });
    // Closed at first: the events come before a tree of every competition.
    const summary = screen.getByText('Filter by competition', { selector: 'summary' });
    expect(summary.closest('details')?.open).toBe(false);
    await user.click(summary);
    expect(summary.closest('details')?.open).toBe(true);
    const filter = screen.getByRole('group', { name: 'Filter by competition' });
    const england = within(filter).getByRole('checkbox', { name: 'England' });
    await user.click(england);
    expect(england.getAttribute('aria-checked')).toBe('true');
    // The closed disclosure still says a filter is on.
    expect(summary.textContent).toBe('Filter by competition (on)');
    expect(screen.queryByRole('link', { name: 'Nadal v Federer' })).toBeNull();
    await user.click(england);
    expect(within(filter).getByRole('checkbox', { name: 'All competitions' })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByRole('link', { name: 'Nadal v Federer' })).toBeTruthy();
    await user.click(within(filter).getByRole('checkbox', { name: 'Premier League' }));
    expect(england.getAttribute('aria-checked')).toBe('mixed');
    expect(screen.queryByRole('link', { name: 'Leeds v Derby' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Arsenal v Chelsea' })).toBeTruthy();
  });
});
