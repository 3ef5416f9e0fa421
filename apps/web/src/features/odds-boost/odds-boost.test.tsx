import type { Outcome } from '@sb/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_BETSLIP, useBetslipStore } from '../../test/betslip.ts';
import { usePreferencesStore } from '../../lib/preferences/preferences-store.ts';
import { mockApi, requestedPaths } from '../../test/api-mock.ts';
import { footballEvent } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { givenSession, sentRequests } from '../../test/session.ts';
import { OutcomeButton } from '../events/index.ts';
import { useBoostStore } from './boost-store.ts';
import PowerOdds from './power-odds.tsx';

const POWER_ODDS = '/xapi/rest/oddsLadderAndMargins/0';

const outcome = (id: number, description: string, decimal: number): Outcome => ({
  id,
  marketId: 10,
  description,
  ordinalPosition: 1,
  hidden: false,
  consolidatedPrice: { currentPrice: { id: id * 10, decimal } },
});

// The catalogue serves a boosted outcome at its boosted price (the server prices it).
const arsenal = outcome(100, 'Arsenal', 2.5);
const chelsea = outcome(102, 'Chelsea', 3.5);

function mockPowerOdds() {
  return mockApi(
    {
      [POWER_ODDS]: {
        version: 1,
        ladder: [],
        margins: [],
        powerOdds: { '1': { '10': [100] } },
        odds: { '100': { regular: 2.1, boosted: 2.5 } },
      },
      '/xapi/rest/events': {
        events: [footballEvent(1, 'Arsenal', 'Chelsea')],
        page: 1,
        eventsPerPage: 20,
        totalEvents: 1,
        totalPages: 1,
      },
    },
    { odds_types: ['euro', 'us'] },
  );
}

function renderPrices() {
  return renderWithProviders(
    <>
      <PowerOdds />
      <OutcomeButton outcome={arsenal} suspended={false} label="Arsenal" />
      <OutcomeButton outcome={chelsea} suspended={false} label="Chelsea" />
    </>,
  );
}

const onSlip = (id: number) => useBetslipStore.getState().bets[id];

beforeEach(() => {
  useBoostStore.setState(useBoostStore.getInitialState());
  useBetslipStore.setState(EMPTY_BETSLIP);
  givenSession();
});

describe('boosted prices (power odds, SPEC.md §2 boost-odds modal, §7 type=POWER_ODDS)', () => {
  it("asks once for the brand's power odds, and marks the boosted price with its regular one struck", async () => {
    const fetchMock = mockPowerOdds();
    renderPrices();
    const badge = await screen.findByRole('button', { name: 'Boosted odds on Arsenal' });
    expect(badge.getAttribute('aria-haspopup')).toBe('dialog');
    // The price button keeps its name and says it is boosted, and from what, in its description.
    const price = screen.getByRole('button', { name: 'Arsenal 2.50' });
    expect(price.getAttribute('aria-describedby')).toBeTruthy();
    const note = document.getElementById(price.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toBe('Boosted odds, was 2.10');
    // Struck, drawn from its attribute: the button's visible text is the price its name says.
    expect(price.querySelector('s')?.getAttribute('data-price')).toBe('2.10');
    const asked = sentRequests(fetchMock).filter((r) => r.url.pathname === POWER_ODDS);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.url.searchParams.get('type')).toBe('POWER_ODDS');
  });

  it('leaves a price without a boost as it was', async () => {
    mockPowerOdds();
    renderPrices();
    await screen.findByRole('button', { name: 'Boosted odds on Arsenal' });
    const price = screen.getByRole('button', { name: 'Chelsea 3.50' });
    expect(price.textContent).toBe('Chelsea 3.50');
    expect(price.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Boosted odds on Chelsea' })).toBeNull();
  });

  it('drops the mark once the price shown is no longer the boost (moved, or in play at the house price)', async () => {
    mockPowerOdds();
    renderWithProviders(
      <>
        <PowerOdds />
        <OutcomeButton outcome={chelsea} suspended={false} label="Chelsea" />
        <OutcomeButton outcome={outcome(100, 'Arsenal', 2.2)} suspended={false} label="Arsenal" />
      </>,
    );
    await waitFor(() => expect(useBoostStore.getState().prices[100]).toBeDefined());
    expect(screen.getByRole('button', { name: 'Arsenal 2.20' }).textContent).toBe('Arsenal 2.20');
    expect(screen.queryByRole('button', { name: 'Boosted odds on Arsenal' })).toBeNull();
  });

  it('still toggles the boosted price on the slip, at the boosted price', async () => {
    const user = userEvent.setup();
    mockPowerOdds();
    renderPrices();
    await screen.findByRole('button', { name: 'Boosted odds on Arsenal' });
    await user.click(screen.getByRole('button', { name: 'Arsenal 2.50' }));
    await waitFor(() => expect(onSlip(arsenal.id)?.decimal).toBe(2.5));
  });

  it('opens the dialog by keyboard: was and now in the odds type, the event, and adds the pick', async () => {
    const user = userEvent.setup();
    usePreferencesStore.setState({ oddsType: 'us' });
    mockPowerOdds();
    renderPrices();
    const badge = await screen.findByRole('button', { name: 'Boosted odds on Arsenal' });
    // The badge is a Tab stop of its own, right after its price.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Arsenal +150' }));
    await user.tab();
    expect(document.activeElement).toBe(badge);
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Boosted odds' });
    expect(within(dialog).getByText('Was +110, now +150')).toBeTruthy();
    expect(within(dialog).getByText('Arsenal')).toBeTruthy();
    expect(await within(dialog).findByText('Arsenal v Chelsea')).toBeTruthy();
    expect(
      within(dialog).getByText('The boosted price is what your bet gets while the boost runs.'),
    ).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Add to betslip' }));
    await waitFor(() => expect(onSlip(arsenal.id)?.decimal).toBe(2.5));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(badge);
  });

  it('offers no second add for a pick already on the slip, and closes with Escape', async () => {
    const user = userEvent.setup();
    const fetchMock = mockPowerOdds();
    renderPrices();
    const badge = await screen.findByRole('button', { name: 'Boosted odds on Arsenal' });
    await user.click(screen.getByRole('button', { name: 'Arsenal 2.50' }));
    await waitFor(() => expect(onSlip(arsenal.id)).toBeDefined());
    await user.click(badge);
    const dialog = await screen.findByRole('dialog', { name: 'Boosted odds' });
    expect(within(dialog).getByText('This selection is on your betslip.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Add to betslip' })).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestedPaths(fetchMock).filter((p) => p === POWER_ODDS)).toHaveLength(1);
  });
});
