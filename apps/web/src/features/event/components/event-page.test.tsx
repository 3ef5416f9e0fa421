import type { Event, Market } from '@sb/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { givenSession } from '../../../test/session.ts';
import { EMPTY_BETSLIP, useBetslipStore } from '../../../test/betslip.ts';
import { usePreferencesStore } from '../../../lib/preferences/preferences-store.ts';
import { mockApi, requestedPaths } from '../../../test/api-mock.ts';
import { footballEvent } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';

const FULL_TIME = { id: 1, description: 'Full Time', sequence: 0 };
const FIRST_HALF = { id: 11, description: '1st Half', sequence: 1 };

let nextId = 1;
function market(
  group: number,
  description: string,
  style: string,
  period: typeof FULL_TIME,
  outcomes: [string, number][],
  extra: Partial<Market> = {},
): Market {
  const id = nextId++;
  return {
    id,
    eventId: 7,
    feedCode: `m${id}`,
    status: 'OPEN',
    marketTypeId: group,
    marketGroupId: group,
    marketTypeInfo: { style, ordinalPosition: id },
    period: {
      ...period,
      abbreviation: '',
      fullAbbreviation: '',
      fullDescription: period.description,
      periodType: { id: 1, inRunning: false },
    },
    instance: 1,
    description,
    cutoffTime: new Date().toISOString(),
    outcomes: outcomes.map(([name, decimal], i) => ({
      id: id * 100 + i,
      marketId: id,
      description: name,
      ordinalPosition: i + 1,
      hidden: false,
      consolidatedPrice: { currentPrice: { id: id * 1000 + i, decimal } },
    })),
    ...extra,
  };
}

const arsenalChelsea: Event = footballEvent(7, 'Arsenal', 'Chelsea', undefined, {
  markets: [
    market(1001, 'Match Result', 'THREE_WAY', FULL_TIME, [
      ['Arsenal', 2.1],
      ['Draw', 3.4],
      ['Chelsea', 3.5],
    ]),
    market(4001, 'Total Goals Over/Under 2.5', 'OVER_UNDER', FULL_TIME, [
      ['Over 2.5', 1.72],
      ['Under 2.5', 2.14],
    ]),
    market(4001, 'Total Goals Over/Under 3.5', 'OVER_UNDER', FULL_TIME, [
      ['Over 3.5', 2.88],
      ['Under 3.5', 1.43],
    ]),
    market(
      8001,
      'Draw No Bet',
      'TWO_WAY',
      FULL_TIME,
      [
        ['Arsenal', 1.4],
        ['Chelsea', 2.9],
      ],
      {
        status: 'SUSPENDED',
      },
    ),
    market(1011, '1st Half Result', 'THREE_WAY', FIRST_HALF, [
      ['Arsenal', 2.9],
      ['Draw', 2.1],
      ['Chelsea', 4.2],
    ]),
  ],
});
const evertonFulham = footballEvent(8, 'Everton', 'Fulham', [2.5, 3.2, 2.9]);
const leagueEvents = {
  events: [arsenalChelsea, evertonFulham].map(({ markets: _markets, ...event }) => event),
  page: 1,
  eventsPerPage: 50,
  totalEvents: 2,
  totalPages: 1,
};

beforeEach(() => {
  useBetslipStore.setState(EMPTY_BETSLIP);
});

function mockEvents(extra: Record<string, unknown> = {}) {
  return mockApi({
    '/xapi/rest/events/7': arsenalChelsea,
    '/xapi/rest/events/8': evertonFulham,
    '/xapi/rest/events': leagueEvents,
    ...extra,
  });
}

const main = () => screen.getByRole('main');

describe('event page', () => {
  it('shows the event with its breadcrumb and every market group, grouped and laid out by style', async () => {
    mockEvents();
    renderApp('/en/events/arsenal-v-chelsea-7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Arsenal v Chelsea' })).toBeTruthy();
    const breadcrumb = within(main()).getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(breadcrumb)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Football', '/en/sports/240-FOOT'],
      ['England', '/en/sports/competitions/240-FOOT/england'],
      ['Premier League', '/en/sports/competitions/240-FOOT/england/premier-league'],
    ]);
    const groups = within(main()).getAllByRole('heading', { level: 2 });
    expect(groups.map((g) => g.textContent)).toEqual([
      'Match Result',
      'Total Goals Over/Under',
      'Draw No Bet',
      '1st Half Result',
    ]);
    // Both lines of the over/under type sit in one group, one row per line.
    const totals = within(main()).getByRole('region', { name: 'Total Goals Over/Under' });
    expect(
      within(totals)
        .getAllByRole('button', { name: /^(Over|Under)/ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Over 2.5 1.72', 'Under 2.5 2.14', 'Over 3.5 2.88', 'Under 3.5 1.43']);
    // A suspended market's prices are locked.
    const drawNoBet = within(main()).getByRole('region', { name: 'Draw No Bet' });
    expect(within(drawNoBet).getByRole('button', { name: 'Arsenal suspended' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('filters the groups by period with chips (All, Full Time, 1st Half)', async () => {
    const user = userEvent.setup();
    mockEvents();
    renderApp('/en/events/arsenal-v-chelsea-7');
    const periods = await screen.findByRole('group', { name: 'Periods' });
    expect(
      within(periods)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Full Time', '1st Half']);
    await user.click(within(periods).getByRole('button', { name: '1st Half' }));
    expect(within(periods).getByRole('button', { name: '1st Half' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(
      within(main())
        .getAllByRole('heading', { level: 2 })
        .map((g) => g.textContent),
    ).toEqual(['1st Half Result']);
    await user.click(within(periods).getByRole('button', { name: 'All' }));
    expect(within(main()).getAllByRole('heading', { level: 2 })).toHaveLength(4);
  });

  it('collapses and expands a market group from its heading button', async () => {
    const user = userEvent.setup();
    mockEvents();
    renderApp('/en/events/arsenal-v-chelsea-7');
    const toggle = await screen.findByRole('button', { name: 'Match Result' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(main()).getByRole('button', { name: 'Arsenal 2.10' })).toBeTruthy();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(main()).queryByRole('button', { name: 'Arsenal 2.10' })).toBeNull();
    // Other groups stay as they were.
    expect(within(main()).getByRole('button', { name: 'Arsenal 2.90' })).toBeTruthy();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(main()).getByRole('button', { name: 'Arsenal 2.10' })).toBeTruthy();
  });

  it('picks prices as toggles, in the odds type the player chose', async () => {
    const user = userEvent.setup();
    mockEvents();
    givenSession();
    renderApp('/en/events/arsenal-v-chelsea-7');
    const price = await screen.findByRole('button', { name: 'Arsenal 2.10' });
    await user.click(price);
    await waitFor(() => expect(price.getAttribute('aria-pressed')).toBe('true'));
    act(() => usePreferencesStore.getState().setOddsType('us'));
    const us = await within(main()).findByRole('button', { name: 'Arsenal +110' });
    await waitFor(() => expect(us.getAttribute('aria-pressed')).toBe('true'));
    expect(within(main()).getByRole('button', { name: 'Over 2.5 -139' })).toBeTruthy();
  });

  it("lists the league's events in the event-details dropdown and navigates to the one chosen", async () => {
    const user = userEvent.setup();
    const fetchMock = mockEvents();
    const { router } = renderApp('/en/events/arsenal-v-chelsea-7');
    const dropdown = await screen.findByRole('button', { name: /^Premier League/ });
    expect(dropdown.getAttribute('aria-expanded')).toBe('false');
    await screen.findByRole('button', { name: 'Premier League 1 other event' });

    await user.click(dropdown);
    expect(dropdown.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('list', { name: 'Events in this competition' });
    const current = within(list).getByRole('link', { name: /^Arsenal v Chelsea/ });
    expect(current.getAttribute('aria-current')).toBe('page');

    await user.click(within(list).getByRole('link', { name: /^Everton v Fulham/ }));
    await waitFor(() => expect(router.location.pathname).toBe('/en/events/everton-v-fulham-8'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Everton v Fulham' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Events in this competition' })).toBeNull();
    // The dropdown asked for the league's events by its event path.
    const listCall = fetchMock.mock.calls
      .map(([input]) => new URL(String(input as string), 'http://localhost'))
      .find((url) => url.pathname === '/xapi/rest/events');
    expect(listCall?.searchParams.get('eventPathIds')).toBe('11');
  });

  it('closes the dropdown with Escape and gives focus back to its button; arrows move through events', async () => {
    const user = userEvent.setup();
    mockEvents();
    renderApp('/en/events/arsenal-v-chelsea-7');
    const dropdown = await screen.findByRole('button', { name: 'Premier League 1 other event' });
    dropdown.focus();
    await user.keyboard('{ArrowDown}');
    expect(dropdown.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toMatch(/^Arsenal v Chelsea/);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toMatch(/^Everton v Fulham/);
    await user.keyboard('{Escape}');
    expect(dropdown.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(dropdown);
  });

  it('goes Back to the sport page, or to backTo when given', async () => {
    const user = userEvent.setup();
    mockEvents();
    const first = renderApp('/en/events/arsenal-v-chelsea-7');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(first.router.location.pathname).toBe('/en/sports/240-FOOT'));
    first.unmount();

    const second = renderApp('/en/events/arsenal-v-chelsea-7?backTo=/en/sports/fixtures');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(second.router.location.pathname).toBe('/en/sports/fixtures'));
  });

  it('shows a not-found page, without asking the server, for a slug that names no event id', async () => {
    const fetchMock = mockEvents();
    renderApp('/en/events/arsenal-v-chelsea');
    expect(await screen.findByRole('heading', { level: 1, name: 'Event not found' })).toBeTruthy();
    expect(within(main()).getByRole('link', { name: 'All sports' }).getAttribute('href')).toBe('/en/sports');
    expect(requestedPaths(fetchMock).filter((p) => p.startsWith('/xapi/rest/events'))).toEqual([]);
  });

  it('shows the not-found page when the server does not know the event', async () => {
    mockEvents({
      '/xapi/rest/events/99': { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'no' } },
    });
    renderApp('/en/events/gone-99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Event not found' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('offers Retry when the event fails to load for another reason', async () => {
    const user = userEvent.setup();
    let calls = 0;
    mockEvents({
      '/xapi/rest/events/7': () => (++calls === 1 ? { status: 500, body: undefined } : arsenalChelsea),
    });
    renderApp('/en/events/arsenal-v-chelsea-7');
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Arsenal v Chelsea' })).toBeTruthy();
  });
});
