import type { Market } from '@sb/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RenderEnvContext, type RenderEnv } from '../../../hooks/render-env.ts';
import { listEndComesNear, useHandObserver } from '../../../test/hand-observer.ts';
import { footballEvent } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { EventMarketList } from './event-markets.tsx';

beforeEach(useHandObserver);
afterEach(() => vi.unstubAllGlobals());

/** A match with twelve market groups, "Market 1" to "Market 12", each a two-way market of its own. */
const event = footballEvent(7, 'Arsenal', 'Chelsea');
const template = event.markets![0]!;
const markets: Market[] = Array.from({ length: 12 }, (_, i) => ({
  ...template,
  id: 100 + i,
  marketTypeId: 100 + i,
  marketGroupId: 100 + i,
  marketTypeInfo: { style: 'TWO_WAY', ordinalPosition: i + 1 },
  period: { ...template.period, sequence: 0 },
  description: `Market ${i + 1}`,
  outcomes: ['Yes', 'No'].map((description, o) => ({
    id: (100 + i) * 10 + o,
    marketId: 100 + i,
    description,
    ordinalPosition: o + 1,
    hidden: false,
    consolidatedPrice: { currentPrice: { id: (100 + i) * 100 + o, decimal: 1.9 } },
  })),
}));

/** The server rendered this page: the router's first entry ("default") is the one it rendered. */
const FIRST_PAGE: RenderEnv = { now: Date.now(), timeZone: 'UTC', media: {}, firstPageKey: 'default' };

const groups = () =>
  within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

function renderMarkets(env: RenderEnv | null) {
  return renderWithProviders(
    <main>
      <RenderEnvContext value={env}>
        <EventMarketList markets={markets} opponents={event.opponents} eventName={event.description} />
      </RenderEnvContext>
    </main>,
  );
}

describe("an event's market groups on the page the server rendered (issue 49: a lighter first HTML)", () => {
  it("shows the first screen's six groups, and the others at the reader's first scroll", async () => {
    renderMarkets(FIRST_PAGE);
    await screen.findByRole('heading', { name: 'Market 1' });
    expect(groups()).toEqual(['Market 1', 'Market 2', 'Market 3', 'Market 4', 'Market 5', 'Market 6']);
    act(() => void fireEvent.scroll(window));
    expect(groups()).toHaveLength(12);
    expect(groups().at(-1)).toBe('Market 12');
    // The eleventh starts collapsed, as on a page the browser rendered.
    expect(screen.getByRole('button', { name: 'Market 11' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('shows them all once the focus comes into the page', async () => {
    renderMarkets(FIRST_PAGE);
    const first = await screen.findByRole('button', { name: 'Market 1' });
    act(() => void fireEvent.focusIn(first));
    expect(groups()).toHaveLength(12);
  });

  it('shows them all when the end of the first six shows on a tall screen', async () => {
    renderMarkets(FIRST_PAGE);
    await screen.findByRole('heading', { name: 'Market 1' });
    expect(groups()).toHaveLength(6);
    listEndComesNear();
    expect(groups()).toHaveLength(12);
  });

  it('shows them all at once on a page the browser rendered', async () => {
    renderMarkets(null);
    await screen.findByRole('heading', { name: 'Market 12' });
    expect(groups()).toHaveLength(12);
  });
});
