import type { EventPathNode } from '@sb/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { eventPathTreeKey, firstScreenOfTree } from '../../../api/get-event-path-tree.ts';
import { mockApi, requestedPaths } from '../../../test/api-mock.ts';
import { createTestQueryClient, renderApp } from '../../../test/render.tsx';
import { setViewportWidth } from '../../../test/viewport.ts';

const node = (
  id: number,
  type: EventPathNode['type'],
  description: string,
  slug: string,
  eventCount: number,
  children: EventPathNode[] = [],
  code?: string,
): EventPathNode => ({
  id,
  type,
  description,
  slug,
  eventCount,
  outrightCount: 0,
  orderNo: id,
  code,
  children,
});

const tree = {
  eventPaths: [
    node(
      240,
      'SPORT',
      'Football',
      '240-FOOT',
      42,
      [
        node(1, 'COUNTRY', 'England', 'england', 30, [
          node(11, 'LEAGUE', 'Premier League', 'premier-league', 18),
          node(12, 'LEAGUE', 'Championship', 'championship', 12),
        ]),
        node(2, 'COUNTRY', 'Spain', 'spain', 12, [node(21, 'LEAGUE', 'LaLiga', 'laliga', 12)]),
      ],
      'FOOT',
    ),
    node(239, 'SPORT', 'Tennis', '239-TENN', 7, [], 'TENN'),
    node(1400, 'SPORT', 'Snooker', '1400-SNOO', 0, [], 'SNOO'),
  ],
};

describe('AZ Sports in the side menu', () => {
  it('expands a sport to its countries and a country to its leagues, each with its event count', async () => {
    setViewportWidth(1366);
    const fetchMock = mockApi({ '/xapi/rest/eventpathtree': tree });
    renderApp('/en');
    const menu = await screen.findByRole('navigation', { name: 'Main' });
    const football = await within(menu).findByRole('link', { name: 'Football' });
    expect(football.getAttribute('href')).toBe('/en/sports/240-FOOT');
    expect(within(menu).queryByRole('link', { name: 'Snooker' })).toBeNull();
    expect(within(menu).queryByRole('link', { name: 'England' })).toBeNull();

    const sportToggle = within(menu).getByRole('button', { name: 'Football countries' });
    await userEvent.click(sportToggle);
    expect(sportToggle.getAttribute('aria-expanded')).toBe('true');
    const england = within(menu).getByRole('link', { name: 'England' });
    expect(england.getAttribute('href')).toBe('/en/sports/competitions/240-FOOT/england');
    expect(england.parentElement?.textContent).toContain('30 events');

    await userEvent.click(within(menu).getByRole('button', { name: 'England leagues' }));
    const premier = within(menu).getByRole('link', { name: 'Premier League' });
    expect(premier.getAttribute('href')).toBe('/en/sports/competitions/240-FOOT/england/premier-league');
    expect(premier.parentElement?.textContent).toContain('18 events');
    expect(within(menu).queryByRole('link', { name: 'LaLiga' })).toBeNull();
    expect(requestedPaths(fetchMock).filter((p) => p === '/xapi/rest/eventpathtree')).toHaveLength(1);
  });

  it('offers Retry when the sports cannot be loaded', async () => {
    setViewportWidth(1366);
    let calls = 0;
    mockApi({
      '/xapi/rest/eventpathtree': () => (++calls === 1 ? { status: 503, body: undefined } : tree),
    });
    renderApp('/en');
    const menu = await screen.findByRole('navigation', { name: 'Main' });
    await userEvent.click(await within(menu).findByRole('button', { name: 'Retry' }));
    expect(await within(menu).findByRole('link', { name: 'Football' })).toBeTruthy();
  });

  it("holding the sports overview's first screen (sports alone), lists them, and fetches the countries at the reader's first move", async () => {
    setViewportWidth(1366);
    const cut = firstScreenOfTree(tree);
    expect(cut.eventPaths.map((s) => [s.description, s.eventCount, s.children.length])).toEqual([
      ['Football', 42, 0],
      ['Tennis', 7, 0],
      ['Snooker', 0, 0],
    ]);
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(eventPathTreeKey(), cut);
    const fetchMock = mockApi({ '/xapi/rest/eventpathtree': tree });
    renderApp('/en/sports', queryClient);
    const menu = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(menu).findByRole('link', { name: 'Football' })).toBeTruthy();
    // Nothing more is asked while the reader only reads.
    expect(requestedPaths(fetchMock)).not.toContain('/xapi/rest/eventpathtree');

    // Opening a sport is the first move: its countries are on their way, then listed.
    const sportToggle = within(menu).getByRole('button', { name: 'Football countries' });
    await userEvent.click(sportToggle);
    expect(sportToggle.getAttribute('aria-expanded')).toBe('true');
    expect(await within(menu).findByRole('link', { name: 'England' })).toBeTruthy();
    expect(requestedPaths(fetchMock).filter((p) => p === '/xapi/rest/eventpathtree')).toHaveLength(1);
  });

  it('a page that walks the countries fetches the whole tree at once when it holds the sports alone', async () => {
    setViewportWidth(390);
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(eventPathTreeKey(), firstScreenOfTree(tree));
    const fetchMock = mockApi({ '/xapi/rest/eventpathtree': tree });
    renderApp('/en/sports/competitions/240-FOOT/england', queryClient);
    expect(await screen.findByRole('heading', { level: 1, name: /England/ })).toBeTruthy();
    expect(requestedPaths(fetchMock).filter((p) => p === '/xapi/rest/eventpathtree')).toHaveLength(1);
  });
});
