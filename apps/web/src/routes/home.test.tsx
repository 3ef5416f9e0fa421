import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { givenSession } from '../test/session.ts';
import { mockApi } from '../test/api-mock.ts';
import { footballEvent } from '../test/fixtures.ts';
import { renderApp } from '../test/render.tsx';

const eventsResponse = (events: ReturnType<typeof footballEvent>[]) => ({
  events,
  page: 1,
  eventsPerPage: 10,
  totalEvents: events.length,
  totalPages: 1,
});

describe('home page', () => {
  it('lists top sports as links to their pages', async () => {
    mockApi({
      '/api/top_sports': {
        sports: [
          { id: 239, code: 'TENN', name: 'Tennis', orderNo: 2 },
          { id: 240, code: 'FOOT', name: 'Football', orderNo: 1 },
        ],
      },
    });
    renderApp('/en');
    const section = (await screen.findByRole('heading', { name: 'Top sports' })).closest('section')!;
    const links = await within(section).findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Football', '/en/sports/240-FOOT'],
      ['Tennis', '/en/sports/239-TENN'],
    ]);
  });

  it("shows the events starting soon with their prices, asking only for the next hours and the rows' markets", async () => {
    const fetchMock = mockApi({
      '/xapi/rest/events': eventsResponse([footballEvent(7, 'Arsenal', 'Chelsea', [1.95, 3.6, 4.2])]),
    });
    renderApp('/en');
    const section = (await screen.findByRole('heading', { name: 'Starting soon' })).closest('section')!;
    // Rows and price buttons belong to the events feature; the home page only has to show them.
    expect(await within(section).findByText('Arsenal')).toBeTruthy();
    expect(within(section).getByText('1.95').closest('button')).not.toBeNull();
    const request = fetchMock.mock.calls
      .map(([input]) => new URL(String(input as string), 'http://localhost'))
      .find((url) => url.pathname === '/xapi/rest/events');
    const from = Date.parse(request?.searchParams.get('dateFrom') ?? '');
    const to = Date.parse(request?.searchParams.get('dateTo') ?? '');
    expect(to - from).toBe(12 * 3_600_000);
    expect(request?.searchParams.get('periodType')).toBe('PRE_MATCH');
    // A row shows one market: the whole of every event's markets would weigh ten times as much.
    expect(request?.searchParams.get('lightWeightResponse')).toBe('true');
  });

  it('says so when nothing starts soon, and offers Retry when events fail to load', async () => {
    let calls = 0;
    mockApi({
      '/xapi/rest/events': () => (++calls === 1 ? { status: 500, body: undefined } : eventsResponse([])),
    });
    renderApp('/en');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No events start in the next 12 hours.')).toBeTruthy();
  });

  it("puts a player's pick on the betslip, which opens with it and is counted on the footer's button", async () => {
    givenSession();
    mockApi({ '/xapi/rest/events': eventsResponse([footballEvent(7, 'Arsenal', 'Chelsea')]) });
    renderApp('/en');
    await userEvent.click((await screen.findByText('2.10')).closest('button')!);
    const sheet = await screen.findByRole('dialog', { name: 'Betslip' });
    expect(await within(sheet).findByRole('list', { name: '1 selection' })).toBeTruthy();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    const footer = await screen.findByRole('navigation', { name: 'Quick navigation' });
    expect(within(footer).getByRole('button', { name: 'Betslip (1 selection)' })).toBeTruthy();
  });
});
