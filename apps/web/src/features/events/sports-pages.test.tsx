import type { EventPathNode } from '@sb/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock.ts';
import { footballEvent } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';

/** Visits to the pre-match listing pages (routes sports, fixtures, competitions, sport, country, league). */

const node = (
  id: number,
  type: EventPathNode['type'],
  description: string,
  slug: string,
  eventCount: number,
  children: EventPathNode[] = [],
  extra: Partial<EventPathNode> = {},
): EventPathNode => ({
  id,
  type,
  description,
  slug,
  eventCount,
  outrightCount: 0,
  orderNo: id,
  children,
  ...extra,
});

const tree = {
  eventPaths: [
    node(
      240,
      'SPORT',
      'Football',
      'football',
      30,
      [
        node(1, 'COUNTRY', 'England', 'england', 30, [
          node(11, 'LEAGUE', 'Premier League', 'premier-league', 25),
          node(12, 'LEAGUE', 'Championship', 'championship', 5),
        ]),
      ],
      { code: 'FOOT', outrightCount: 1 },
    ),
    node(239, 'SPORT', 'Tennis', 'tennis', 4, [], { code: 'TENN' }),
  ],
};

const page = (events: ReturnType<typeof footballEvent>[], pageNo = 1, totalEvents = events.length) => ({
  events,
  page: pageNo,
  eventsPerPage: 20,
  totalEvents,
  totalPages: Math.ceil(totalEvents / 20),
});

/** The events requests the page made, as URLs. */
function eventsCalls(fetchMock: ReturnType<typeof mockApi>): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input as string), 'http://localhost'))
    .filter((url) => url.pathname === '/xapi/rest/events');
}

const main = () => screen.getByRole('main');

describe('sport page', () => {
  it.each(['/en/sports/999-ZZZZ', '/en/sports/not-a-sport'])(
    'says the sport is not found at %s',
    async (url) => {
      mockApi({ '/xapi/rest/eventpathtree': tree });
      renderApp(url);
      expect(await screen.findByRole('heading', { level: 1, name: 'Sport not found' })).toBeTruthy();
      expect(within(main()).getByRole('link', { name: 'All sports' }).getAttribute('href')).toBe(
        '/en/sports',
      );
    },
  );

  it("lists the sport's events under Highlights, and its competitions and outrights in tabs", async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      '/xapi/rest/eventpathtree': tree,
      '/xapi/rest/events': (url: URL) =>
        url.searchParams.get('eventTypeFilter') === 'RANKEVENT'
          ? page([])
          : page([footballEvent(7, 'Arsenal', 'Chelsea')]),
    });
    const { router } = renderApp('/en/sports/240-FOOT');
    expect(await screen.findByRole('heading', { level: 1, name: 'Football' })).toBeTruthy();
    const tabs = screen.getByRole('tablist', { name: 'Football sections' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => [t.textContent, t.getAttribute('aria-selected')]),
    ).toEqual([
      ['Highlights', 'true'],
      ['Competitions', 'false'],
      ['Outrights', 'false'],
    ]);
    expect(
      await within(main()).findByRole('button', { name: 'Arsenal v Chelsea: Arsenal 2.10' }),
    ).toBeTruthy();
    expect(eventsCalls(fetchMock)[0]?.searchParams.get('eventPathIds')).toBe('240');

    await user.click(within(tabs).getByRole('tab', { name: 'Competitions' }));
    const panel = screen.getByRole('tabpanel', { name: 'Competitions' });
    expect(within(panel).getByRole('link', { name: 'Premier League' }).getAttribute('href')).toBe(
      '/en/sports/competitions/240-FOOT/england/premier-league',
    );
    expect(router.location.search).toBe('?tab=competitions');

    // Arrow keys move between tabs and select them.
    await user.keyboard('{ArrowRight}');
    expect(within(tabs).getByRole('tab', { name: 'Outrights' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(within(tabs).getByRole('tab', { name: 'Outrights' }));
    expect(await within(main()).findByText('No outright markets right now.')).toBeTruthy();
  });
});

describe('league and country pages', () => {
  it('resolve their slugs through the event path tree and list the events with breadcrumbs', async () => {
    const fetchMock = mockApi({
      '/xapi/rest/eventpathtree': tree,
      '/xapi/rest/events': page([footballEvent(7, 'Arsenal', 'Chelsea')]),
    });
    renderApp('/en/sports/competitions/240-FOOT/england/premier-league');
    expect(await screen.findByRole('heading', { level: 1, name: 'Premier League' })).toBeTruthy();
    const breadcrumb = within(main()).getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(breadcrumb)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Football', 'England']);
    expect(await within(main()).findByRole('link', { name: 'Arsenal v Chelsea' })).toBeTruthy();
    // Events under date headings.
    expect(within(main()).getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
    await waitFor(() => expect(eventsCalls(fetchMock)[0]?.searchParams.get('eventPathIds')).toBe('11'));
  });

  it('says a competition is not found when its slugs name nothing', async () => {
    mockApi({ '/xapi/rest/eventpathtree': tree });
    renderApp('/en/sports/competitions/240-FOOT/england/no-such-league');
    expect(await screen.findByRole('heading', { level: 1, name: 'Competition not found' })).toBeTruthy();
  });

  it("links the country's leagues and says so when it has no events", async () => {
    mockApi({ '/xapi/rest/eventpathtree': tree });
    renderApp('/en/sports/competitions/240-FOOT/england');
    expect(await screen.findByRole('heading', { level: 1, name: 'England' })).toBeTruthy();
    const leagues = within(main()).getByRole('navigation', { name: 'Leagues in England' });
    expect(
      within(leagues)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual([
      '/en/sports/competitions/240-FOOT/england/premier-league',
      '/en/sports/competitions/240-FOOT/england/championship',
    ]);
    expect(await within(main()).findByText('No events found.')).toBeTruthy();
  });

  it('adds 20 more events with Show more', async () => {
    const user = userEvent.setup();
    const events = Array.from({ length: 25 }, (_, i) => footballEvent(100 + i, `Home ${i}`, `Away ${i}`));
    const fetchMock = mockApi({
      '/xapi/rest/eventpathtree': tree,
      '/xapi/rest/events': (url: URL) => {
        const n = Number(url.searchParams.get('page'));
        return page(events.slice((n - 1) * 20, n * 20), n, events.length);
      },
    });
    renderApp('/en/sports/competitions/240-FOOT/england');
    await screen.findByRole('heading', { level: 1, name: 'England' });
    await within(main()).findByRole('link', { name: 'Home 0 v Away 0' });
    expect(within(main()).queryByRole('link', { name: 'Home 24 v Away 24' })).toBeNull();
    await user.click(within(main()).getByRole('button', { name: 'Show more 20 of 25' }));
    expect(await within(main()).findByRole('link', { name: 'Home 24 v Away 24' })).toBeTruthy();
    expect(within(main()).queryByRole('button', { name: /Show more/ })).toBeNull();
    expect(eventsCalls(fetchMock).map((url) => url.searchParams.get('page'))).toEqual(['1', '2']);
  });
});

describe('sports overview and coupons', () => {
  it("shows today's events of each sport under the sport's heading", async () => {
    const fetchMock = mockApi({
      '/xapi/rest/eventpathtree': tree,
      '/xapi/rest/events': (url: URL) =>
        url.searchParams.get('eventPathIds') === '240'
          ? page([footballEvent(7, 'Arsenal', 'Chelsea')])
          : page([]),
    });
    renderApp('/en/sports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sports' })).toBeTruthy();
    const football = await within(main()).findByRole('heading', { level: 2, name: 'Football' });
    expect(
      within(football.closest('section')!).getByRole('button', { name: 'Arsenal v Chelsea: Arsenal 2.10' }),
    ).toBeTruthy();
    // Tennis has nothing today: no empty section.
    expect(within(main()).queryByRole('heading', { level: 2, name: 'Tennis' })).toBeNull();
    const call = eventsCalls(fetchMock)[0];
    const hours =
      (Date.parse(call?.searchParams.get('dateTo') ?? '') -
        Date.parse(call?.searchParams.get('dateFrom') ?? '')) /
      3_600_000;
    expect(hours).toBe(24);
  });

  it('shows a coupon by ?active-coupon: its name and the events its paths, market types and hours select', async () => {
    const fetchMock = mockApi({
      '/api/coupons/1': {
        coupon: {
          id: 1,
          name: "Today's Football",
          sport_id: 240,
          coupon_type: 'other',
          event_path_ids: [240],
          market_type_ids: [1],
          hours: 24,
        },
      },
      '/xapi/rest/events': page([footballEvent(7, 'Arsenal', 'Chelsea')]),
    });
    renderApp('/en/sports?active-coupon=1');
    expect(await screen.findByRole('heading', { level: 1, name: "Today's Football" })).toBeTruthy();
    expect(
      await within(main()).findByRole('button', { name: 'Arsenal v Chelsea: Arsenal 2.10' }),
    ).toBeTruthy();
    const call = eventsCalls(fetchMock)[0];
    expect(call?.searchParams.get('eventPathIds')).toBe('240');
    expect(call?.searchParams.get('marketTypeIds')).toBe('1');
    expect(
      Date.parse(call?.searchParams.get('dateTo') ?? '') -
        Date.parse(call?.searchParams.get('dateFrom') ?? ''),
    ).toBe(24 * 3_600_000);
  });

  it('says a coupon that does not exist is not found', async () => {
    mockApi({
      '/api/coupons/5': { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'no' } },
    });
    renderApp('/en/sports?active-coupon=5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Coupon not found' })).toBeTruthy();
  });
});

describe('fixtures', () => {
  it('asks for the window chosen: today, this week or the next hours', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({ '/xapi/rest/events': page([footballEvent(7, 'Arsenal', 'Chelsea')]) });
    const { router } = renderApp('/en/sports/fixtures');
    const windows = await screen.findByRole('group', { name: 'Start time' });
    expect(within(windows).getByRole('button', { name: 'Today' }).getAttribute('aria-pressed')).toBe('true');
    await within(main()).findByRole('link', { name: 'Arsenal v Chelsea' });

    await user.click(within(windows).getByRole('button', { name: 'Next 3 hours' }));
    expect(router.location.search).toBe('?window=3');
    await waitFor(() => expect(eventsCalls(fetchMock)).toHaveLength(2));
    const [today, threeHours] = eventsCalls(fetchMock).map(
      (url) =>
        (Date.parse(url.searchParams.get('dateTo') ?? '') -
          Date.parse(url.searchParams.get('dateFrom') ?? '')) /
        3_600_000,
    );
    expect(today).toBe(24);
    expect(threeHours).toBe(3);
  });

  it('offers Retry when the events fail to load', async () => {
    const user = userEvent.setup();
    let calls = 0;
    mockApi({
      '/xapi/rest/events': () =>
        ++calls === 1 ? { status: 500, body: undefined } : page([footballEvent(7, 'Arsenal', 'Chelsea')]),
    });
    renderApp('/en/sports/fixtures');
    await screen.findByRole('heading', { level: 1, name: 'Fixtures' });
    await user.click(await within(main()).findByRole('button', { name: 'Retry' }));
    expect(await within(main()).findByRole('link', { name: 'Arsenal v Chelsea' })).toBeTruthy();
  });
});

describe('a race sport', () => {
  it('opens on its races, called so, each with its off time', async () => {
    const racing = {
      eventPaths: [
        node(2118, 'SPORT', 'Horse Racing', 'horse-racing', 0, [], { code: 'HORS', outrightCount: 1 }),
      ],
    };
    const off = new Date(Date.now() + 86_400_000);
    const base = footballEvent(91, 'x', 'y');
    const market = base.markets![0]!;
    mockApi({
      '/xapi/rest/eventpathtree': racing,
      '/xapi/rest/events': page([
        {
          ...base,
          sportId: 2118,
          sportCode: 'HORS',
          description: '14:30 Cheltenham - Novices Chase (2m4f)',
          slug: 'cheltenham-91',
          eventType: 'RANKEVENT',
          eventDate: off.toISOString(),
          opponents: [],
          markets: [
            { ...market, description: 'Win', marketTypeInfo: { style: 'OUTRIGHT', ordinalPosition: 1 } },
          ],
        },
      ]),
    });
    renderApp('/en/sports/2118-HORS');
    const tabs = await screen.findByRole('tablist');
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Races', 'Competitions']);
    expect(within(tabs).getByRole('tab', { name: 'Races' }).getAttribute('aria-selected')).toBe('true');
    const card = (
      await screen.findByRole('link', { name: '14:30 Cheltenham - Novices Chase (2m4f)' })
    ).closest('li')!;
    expect(within(card).getByText(/^off Tomorrow \d\d:\d\d$/)).toBeTruthy();
  });
});

describe('competitions and outrights', () => {
  it('lists every sport as a collapsible section of countries and leagues, the first open', async () => {
    const user = userEvent.setup();
    mockApi({ '/xapi/rest/eventpathtree': tree });
    renderApp('/en/sports/competitions');
    const football = await screen.findByRole('button', { name: 'Football' });
    const tennis = within(main()).getByRole('button', { name: 'Tennis' });
    expect(football.getAttribute('aria-expanded')).toBe('true');
    expect(tennis.getAttribute('aria-expanded')).toBe('false');
    expect(within(main()).getByRole('link', { name: 'Championship' }).getAttribute('href')).toBe(
      '/en/sports/competitions/240-FOOT/england/championship',
    );
    await user.click(football);
    expect(within(main()).queryByRole('link', { name: 'Championship' })).toBeNull();
  });

  it('shows outright events with their favourites first and a link to the whole field', async () => {
    const fetchMock = mockApi({
      '/xapi/rest/events': (url: URL) => {
        if (url.searchParams.get('eventTypeFilter') !== 'RANKEVENT') return page([]);
        const base = footballEvent(90, 'x', 'y');
        const market = base.markets![0]!;
        const field = [
          'Arsenal',
          'Chelsea',
          'Liverpool',
          'Everton',
          'Fulham',
          'Brentford',
          'Burnley',
          'Leeds',
        ];
        return page([
          {
            ...base,
            description: 'Premier League 2026/27 - Winner',
            slug: 'premier-league-2026-27-winner-90',
            eventType: 'RANKEVENT',
            opponents: [],
            markets: [
              {
                ...market,
                description: 'Outright Winner',
                marketTypeInfo: { style: 'OUTRIGHT', ordinalPosition: 1 },
                outcomes: field.map((name, i) => ({
                  ...market.outcomes[0]!,
                  id: 900 + i,
                  description: name,
                  consolidatedPrice: { currentPrice: { id: 9000 + i, decimal: 30 - i * 3 } },
                })),
              },
            ],
          },
        ]);
      },
    });
    renderApp('/en/sports/outrights');
    const title = await screen.findByRole('link', { name: 'Premier League 2026/27 - Winner' });
    const card = title.closest('li')!;
    const prices = within(card).getAllByRole('button');
    expect(prices.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Leeds 9.00',
      'Burnley 12.00',
      'Brentford 15.00',
      'Fulham 18.00',
      'Everton 21.00',
      'Liverpool 24.00',
    ]);
    expect(within(card).getByRole('link', { name: 'See all 8 selections' }).getAttribute('href')).toBe(
      '/en/events/premier-league-2026-27-winner-90',
    );
    expect(eventsCalls(fetchMock)[0]?.searchParams.get('eventTypeFilter')).toBe('RANKEVENT');
  });
});
