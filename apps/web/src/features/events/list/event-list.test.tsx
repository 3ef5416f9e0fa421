import type { Event } from '@sb/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock.ts';
import { asianRowPrices, footballEvent, fullTime } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { usePreferencesStore } from '../../../lib/preferences/preferences-store.ts';
import { EventList } from './event-list.tsx';

/** Monday 23 November 2026, 10:00 local time. */
const NOW = new Date(2026, 10, 23, 10, 0);
const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute).toISOString();

const laLiga = (event: Event): Event => ({
  ...event,
  eventPaths: [
    { id: 240, description: 'Football', slug: 'football' },
    { id: 2, description: 'Spain', slug: 'spain' },
    { id: 21, description: 'LaLiga', slug: 'laliga' },
  ],
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  mockApi();
});
afterEach(() => {
  vi.useRealTimers();
  usePreferencesStore.setState({ sortBy: 'competition', layout: 'not_selected' });
});

describe('EventList', () => {
  it("in the Asian layout, shows a football row's result, main handicap and main total side by side", async () => {
    usePreferencesStore.setState({ layout: 'asian' });
    const arsenal = footballEvent(1, 'Arsenal', 'Chelsea', [2.1, 3.4, 3.5], { eventDate: at(23, 19, 45) });
    const withAsianMarkets: Event = {
      ...arsenal,
      markets: [
        fullTime(arsenal, 51, 1, 'THREE_WAY', 'Match Result', [
          ['Arsenal', 2.1],
          ['Draw', 3.4],
          ['Chelsea', 3.5],
        ]),
        fullTime(arsenal, 52, 5, 'HANDICAP', 'Asian Handicap -1.5', [
          ['Arsenal -1.5', 3.1],
          ['Chelsea +1.5', 1.4],
        ]),
        fullTime(arsenal, 53, 5, 'HANDICAP', 'Asian Handicap -0.5', [
          ['Arsenal -0.5', 2.02, -0.5],
          ['Chelsea +0.5', 1.88, 0.5],
        ]),
        fullTime(arsenal, 54, 4, 'OVER_UNDER', 'Total Goals Over/Under 2.5', [
          ['Over 2.5', 1.95, 2.5],
          ['Under 2.5', 1.9, 2.5],
        ]),
      ],
    };
    const fetchMock = mockApi(
      {
        '/xapi/rest/events': (url: URL) =>
          url.searchParams.get('ids') === '1'
            ? { events: [withAsianMarkets], page: 1, eventsPerPage: 1, totalEvents: 1, totalPages: 1 }
            : { status: 404, body: {} },
      },
      { view_types: ['asian', 'euro'] },
    );
    renderWithProviders(<EventList events={[arsenal]} />);
    const handicap = await screen.findByRole('button', { name: /Arsenal v Chelsea: Arsenal -0\.5/ });
    expect(handicap.textContent).toContain('-0.5');
    const row = screen.getByRole('row');
    const prices = within(row)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(prices).toEqual(asianRowPrices());
    expect(within(row).getByText('O/U 2.5')).toBeTruthy();
    const asked = new URL(fetchMock.mock.calls.at(-1)![0] as string, 'http://localhost');
    expect(asked.searchParams.get('marketTypeIds')).toBe('1,4,5');
  });

  it('groups events by league under a header linking to the league page when they span leagues', () => {
    renderWithProviders(
      <EventList
        events={[
          footballEvent(1, 'Arsenal', 'Chelsea', [2.1, 3.4, 3.5], { eventDate: at(23, 19, 45) }),
          laLiga(footballEvent(2, 'Sevilla', 'Getafe', [1.8, 3.6, 4.5], { eventDate: at(23, 20) })),
          footballEvent(3, 'Everton', 'Fulham', [2.5, 3.2, 2.9], { eventDate: at(24, 15) }),
        ]}
      />,
    );
    const headers = screen.getAllByRole('heading', { level: 3 });
    expect(headers.map((h) => h.textContent)).toEqual(['England Premier League', 'Spain LaLiga']);
    expect(within(headers[0]!).getByRole('link', { name: 'Premier League' }).getAttribute('href')).toBe(
      '/en/sports/competitions/240-FOOT/england/premier-league',
    );

    // Both Premier League games sit under their league, though LaLiga's kicks off between them.
    const premierLeague = headers[0]!.parentElement!;
    expect(within(premierLeague).getByRole('link', { name: 'Arsenal v Chelsea' })).toBeTruthy();
    expect(within(premierLeague).getByRole('link', { name: 'Everton v Fulham' })).toBeTruthy();
    expect(within(premierLeague).queryByRole('link', { name: 'Sevilla v Getafe' })).toBeNull();
  });

  it('sorted by time, lists kick-off order across leagues, each row naming its league', () => {
    usePreferencesStore.setState({ sortBy: 'time' });
    renderWithProviders(
      <EventList
        events={[
          footballEvent(1, 'Arsenal', 'Chelsea', [2.1, 3.4, 3.5], { eventDate: at(23, 19, 45) }),
          footballEvent(3, 'Everton', 'Fulham', [2.5, 3.2, 2.9], { eventDate: at(24, 15) }),
          laLiga(footballEvent(2, 'Sevilla', 'Getafe', [1.8, 3.6, 4.5], { eventDate: at(23, 20) })),
        ]}
      />,
    );
    expect(screen.queryAllByRole('heading')).toEqual([]);
    const rows = screen.getAllByRole('row');
    expect(rows.map((row) => within(row).getAllByRole('link')[0]!.textContent)).toEqual([
      'Arsenal v Chelsea',
      'Sevilla v Getafe',
      'Everton v Fulham',
    ]);
    expect(rows.map((row) => row.querySelector('[class*="rowLeague"]')?.textContent)).toEqual([
      'England · Premier League',
      'Spain · LaLiga',
      'England · Premier League',
    ]);
  });

  it('names each row by its opponents, shows its kick-off and links the other markets', () => {
    renderWithProviders(
      <EventList
        events={[footballEvent(7, 'Arsenal', 'Chelsea', [2.1, 3.4, 3.5], { eventDate: at(23, 19, 45) })]}
      />,
    );
    const match = screen.getByRole('link', { name: 'Arsenal v Chelsea' });
    expect(match.getAttribute('href')).toBe('/en/events/arsenal-v-chelsea-7');
    const row = match.closest<HTMLElement>('[role="row"]')!;
    expect(within(row).getByText('Today')).toBeTruthy();
    expect(within(row).getByText('19:45')).toBeTruthy();
    const more = within(row).getByRole('link', { name: '+23 more markets for Arsenal v Chelsea' });
    expect(more.textContent).toBe('+23');
    const prices = within(row).getByRole('group', { name: 'Arsenal v Chelsea: Match Result' });
    expect(
      within(prices)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Arsenal v Chelsea: Arsenal 2.10',
      'Arsenal v Chelsea: Draw 3.40',
      'Arsenal v Chelsea: Chelsea 3.50',
    ]);
  });

  it('shows no league header when every event is of one league', () => {
    renderWithProviders(
      <EventList events={[footballEvent(1, 'Arsenal', 'Chelsea'), footballEvent(2, 'Everton', 'Fulham')]} />,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });

  it('puts events under date headings (Today, Tomorrow, then the date) with sections="date"', () => {
    renderWithProviders(
      <EventList
        sections="date"
        headingLevel={2}
        events={[
          footballEvent(1, 'Arsenal', 'Chelsea', undefined, { eventDate: at(23, 19) }),
          footballEvent(2, 'Everton', 'Fulham', undefined, { eventDate: at(24, 15) }),
          footballEvent(3, 'Leeds', 'Burnley', undefined, { eventDate: at(26, 20) }),
        ]}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Today',
      'Tomorrow',
      'Thursday 26 November',
    ]);
    // Under a date heading a row shows its time only.
    const row = screen.getByRole('link', { name: 'Leeds v Burnley' }).closest<HTMLElement>('[role="row"]')!;
    expect(row.querySelector('time')?.textContent).toBe('20:00');
  });

  it('puts events in sections by sport, linking each sport page, with sections="sport"', () => {
    const tennis: Event = {
      ...footballEvent(5, 'Alcaraz', 'Sinner'),
      sportId: 239,
      sportCode: 'TENN',
      eventPaths: [
        { id: 239, description: 'Tennis', slug: 'tennis' },
        { id: 9, description: 'International', slug: 'international' },
        { id: 91, description: 'ATP Finals', slug: 'atp-finals' },
      ],
    };
    renderWithProviders(
      <EventList
        sections="sport"
        headingLevel={2}
        events={[footballEvent(1, 'Arsenal', 'Chelsea'), tennis]}
      />,
    );
    const sports = screen.getAllByRole('heading', { level: 2 });
    expect(sports.map((h) => h.textContent)).toEqual(['Football', 'Tennis']);
    expect(within(sports[1]!).getByRole('link').getAttribute('href')).toBe('/en/sports/239-TENN');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'England Premier League',
      'International ATP Finals',
    ]);
  });
});
