import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RenderEnvContext, type RenderEnv } from '../../../hooks/render-env.ts';
import { mockApi } from '../../../test/api-mock.ts';
import { listEndComesNear, useHandObserver } from '../../../test/hand-observer.ts';
import { footballEvent } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { EventsSection } from './events-section.tsx';

beforeEach(useHandObserver);
afterEach(() => vi.unstubAllGlobals());

/** A sport's page of 20 events, "Home 1 v Away 1" first. */
function mockTwentyEvents() {
  const events = Array.from({ length: 20 }, (_, i) => footballEvent(i + 1, `Home ${i + 1}`, `Away ${i + 1}`));
  mockApi({ '/xapi/rest/events': { events, page: 1, eventsPerPage: 20, totalEvents: 20, totalPages: 1 } });
}

/** The server rendered this page: the router's first entry ("default") is the one it rendered. */
const FIRST_PAGE: RenderEnv = { now: Date.now(), timeZone: 'UTC', media: {}, firstPageKey: 'default' };

const rows = () => within(screen.getByRole('main')).getAllByRole('link', { name: /^Home \d+ v Away \d+$/ });

function renderSection(env: RenderEnv | null) {
  return renderWithProviders(
    <main>
      <RenderEnvContext value={env}>
        <EventsSection params={{ eventPathIds: [240] }} />
      </RenderEnvContext>
    </main>,
  );
}

describe("a sport's events on the page the server rendered (issue 49: a lighter first HTML)", () => {
  it("shows the first screen's ten, and the page's other ten when the reader scrolls towards them", async () => {
    mockTwentyEvents();
    renderSection(FIRST_PAGE);
    await screen.findByRole('link', { name: 'Home 1 v Away 1' });
    expect(rows()).toHaveLength(10);
    listEndComesNear();
    expect(rows()).toHaveLength(20);
  });

  it('shows them all once the focus comes into the list', async () => {
    mockTwentyEvents();
    renderSection(FIRST_PAGE);
    const first = await screen.findByRole('link', { name: 'Home 1 v Away 1' });
    act(() => void fireEvent.focus(first));
    expect(rows()).toHaveLength(20);
  });

  it('shows them all at once on a page the browser rendered', async () => {
    mockTwentyEvents();
    renderSection(null);
    await screen.findByRole('link', { name: 'Home 20 v Away 20' });
    expect(rows()).toHaveLength(20);
  });
});
