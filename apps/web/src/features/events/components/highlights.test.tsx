import type { EventPathNode } from '@sb/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RenderEnvContext, type RenderEnv } from '../../../hooks/render-env.ts';
import { mockApi } from '../../../test/api-mock.ts';
import { listEndComesNear, useHandObserver } from '../../../test/hand-observer.ts';
import { footballEvent } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { Highlights } from './highlights.tsx';

beforeEach(useHandObserver);
afterEach(() => vi.unstubAllGlobals());

const SPORTS = ['Football', 'Tennis', 'Basketball', 'Ice Hockey'];
const sports: EventPathNode[] = SPORTS.map((description, i) => ({
  id: 100 + i,
  type: 'SPORT',
  description,
  slug: description.toLowerCase().replace(' ', '-'),
  eventCount: 3,
  outrightCount: 0,
  orderNo: i,
  children: [],
}));

/** Each sport has one event today, named after it. */
function mockSportsEvents() {
  mockApi({
    '/xapi/rest/events': (url: URL) => {
      const i = Number(url.searchParams.get('eventPathIds')) - 100;
      const events = [footballEvent(7 + i, `${SPORTS[i]} Home`, `${SPORTS[i]} Away`)];
      return { events, page: 1, eventsPerPage: 6, totalEvents: 1, totalPages: 1 };
    },
  });
}

/** The server rendered this page: the router's first entry ("default") is the one it rendered. */
const FIRST_PAGE: RenderEnv = { now: Date.now(), timeZone: 'UTC', media: {}, firstPageKey: 'default' };

const sections = () => within(screen.getByRole('main')).queryAllByRole('heading', { level: 2 });

function renderOverview(env: RenderEnv | null) {
  return renderWithProviders(
    <main>
      <RenderEnvContext value={env}>
        <Highlights sports={sports} />
      </RenderEnvContext>
    </main>,
  );
}

describe('the sports overview on the page the server rendered (issue 49: a lighter first HTML)', () => {
  it('shows the first screen’s two sports, and the others when the reader scrolls towards them', async () => {
    mockSportsEvents();
    renderOverview(FIRST_PAGE);
    await screen.findByRole('heading', { level: 2, name: 'Football' });
    expect(sections().map((h) => h.textContent)).toEqual(['Football', 'Tennis']);

    listEndComesNear();
    expect(sections().map((h) => h.textContent)).toEqual(SPORTS);
    expect(screen.getByRole('link', { name: 'Ice Hockey Home v Ice Hockey Away' })).toBeTruthy();
  });

  it('shows every sport once the focus comes into the list, for a keyboard or screen-reader user', async () => {
    mockSportsEvents();
    renderOverview(FIRST_PAGE);
    const football = await screen.findByRole('link', { name: 'Football' });
    act(() => void fireEvent.focus(football));
    expect(sections()).toHaveLength(SPORTS.length);
  });

  it('shows every sport at once on a page the browser rendered', async () => {
    mockSportsEvents();
    renderOverview(null);
    await screen.findByRole('heading', { level: 2, name: 'Ice Hockey' });
    expect(sections()).toHaveLength(SPORTS.length);
  });
});
