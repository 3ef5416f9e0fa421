import type { Outcome } from '@sb/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePreferencesStore } from '../../../lib/preferences/preferences-store.ts';
import { EMPTY_BETSLIP, useBetslipStore } from '../../../test/betslip.ts';
import { givenSession } from '../../../test/session.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { useShellStore } from '../../../lib/shell/shell-store.ts';
import { useToastStore } from '../../../ui/toast-store.ts';
import { mockApi } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { OutcomeButton } from './outcome-button.tsx';
import { PriceActionContext, type PriceAction } from './price-action.ts';

const outcome = (id: number, description: string, decimal: number): Outcome => ({
  id,
  marketId: 1,
  description,
  ordinalPosition: 1,
  hidden: false,
  consolidatedPrice: { currentPrice: { id: id * 10, decimal } },
});

const arsenal = outcome(101, 'Arsenal', 2.1);

const onSlip = (id: number) => useBetslipStore.getState().bets[id] !== undefined;

beforeEach(() => {
  useBetslipStore.setState(EMPTY_BETSLIP);
  useShellStore.setState({ overlay: undefined });
  useToastStore.setState({ toasts: [] });
  givenSession();
  mockApi({}, { odds_types: ['euro', 'hk', 'us'], default_price_format: 'euro' });
});

describe('OutcomeButton', () => {
  it('is named by the outcome and its price, and starts not pressed', async () => {
    renderWithProviders(<OutcomeButton outcome={arsenal} suspended={false} label="Arsenal" />);
    const button = await screen.findByRole('button', { name: 'Arsenal 2.10' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.textContent).toBe('Arsenal 2.10');
  });

  it('shows an SP-only runner (no fixed price yet) as SP, and is named so', async () => {
    const runner = { ...outcome(501, 'Golden Meadow', 5), startingPriceOnly: true };
    renderWithProviders(<OutcomeButton outcome={runner} suspended={false} label="Golden Meadow" />);
    const button = await screen.findByRole('button', { name: 'Golden Meadow SP' });
    expect(button.textContent).toBe('Golden Meadow SP');
  });

  it('toggles the selection with Enter and Space, as a pressed toggle', async () => {
    const user = userEvent.setup();
    renderWithProviders(<OutcomeButton outcome={arsenal} suspended={false} />);
    const button = await screen.findByRole('button', { name: 'Arsenal 2.10' });
    await user.tab();
    expect(document.activeElement).toBe(button);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect(onSlip(arsenal.id)).toBe(true));

    await user.keyboard(' ');
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    expect(onSlip(arsenal.id)).toBe(false);
  });

  it('shows the same outcome pressed wherever it appears (one selection per outcome)', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <OutcomeButton outcome={arsenal} suspended={false} />
        <OutcomeButton outcome={arsenal} suspended={false} />
        <OutcomeButton outcome={outcome(102, 'Chelsea', 3.5)} suspended={false} />
      </>,
    );
    const [first, second] = await screen.findAllByRole('button', { name: 'Arsenal 2.10' });
    await user.click(first!);
    await waitFor(() => expect(second?.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByRole('button', { name: 'Chelsea 3.50' }).getAttribute('aria-pressed')).toBe('false');
  });

  it.each([
    ['euro', 2.1, 'Arsenal 2.10'],
    ['euro', 1.005, 'Arsenal 1.005'],
    ['us', 2.1, 'Arsenal +110'],
    ['us', 1.5, 'Arsenal -200'],
    ['hk', 2.1, 'Arsenal 1.10'],
    ['hk', 1.5, 'Arsenal 0.50'],
  ] as const)(
    'shows the price in the %s odds type (SPEC.md §9): %s -> %s',
    async (oddsType, decimal, name) => {
      usePreferencesStore.setState({ oddsType });
      renderWithProviders(<OutcomeButton outcome={outcome(101, 'Arsenal', decimal)} suspended={false} />);
      expect(await screen.findByRole('button', { name })).toBeTruthy();
    },
  );

  it('re-renders its price when the visitor switches the odds type', async () => {
    renderWithProviders(<OutcomeButton outcome={arsenal} suspended={false} />);
    await screen.findByRole('button', { name: 'Arsenal 2.10' });
    act(() => usePreferencesStore.getState().setOddsType('us'));
    expect(await screen.findByRole('button', { name: 'Arsenal +110' })).toBeTruthy();
  });

  it('is disabled, locked and named suspended when its market is suspended', async () => {
    const user = userEvent.setup();
    renderWithProviders(<OutcomeButton outcome={arsenal} suspended label="Arsenal" />);
    const button = await screen.findByRole('button', { name: 'Arsenal suspended' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.textContent).not.toContain('2.10');
    await user.click(button);
    expect(useBetslipStore.getState().bets).toEqual({});
  });

  it('puts the outcome on the slip with the price it showed, and opens the slip for a player', async () => {
    const user = userEvent.setup();
    renderWithProviders(<OutcomeButton outcome={arsenal} suspended={false} />);
    await user.click(await screen.findByRole('button', { name: 'Arsenal 2.10' }));
    await waitFor(() => expect(useBetslipStore.getState().bets[arsenal.id]).toBeDefined());
    expect(useBetslipStore.getState().bets[arsenal.id]).toMatchObject({
      ref: 'sel1',
      outcomeDescription: 'Arsenal',
      marketId: 1,
      decimal: 2.1,
    });
    expect(useShellStore.getState().overlay).toBe('betslip');
  });

  it("keeps a visitor's pick for after the login and opens the login instead (SPEC.md §4)", async () => {
    const user = userEvent.setup();
    useSessionStore.getState().clearSession();
    renderWithProviders(<OutcomeButton outcome={arsenal} suspended={false} />);
    const button = await screen.findByRole('button', { name: 'Arsenal 2.10' });
    await user.click(button);
    await waitFor(() => expect(useBetslipStore.getState().pendingBet).not.toBeNull());
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(useBetslipStore.getState().pendingBet).toEqual({
      outcomeId: arsenal.id,
      outcomeDescription: 'Arsenal',
      marketId: 1,
      decimal: 2.1,
    });
    expect(useShellStore.getState().overlay).toBe('login');
  });

  it("adds nothing beyond the brand's maximum and says so with the brand's message (SPEC.md §5)", async () => {
    const user = userEvent.setup();
    mockApi({}, { max_bets_on_betslip: 1, max_bets_error_message: 'No more than one, please.' });
    renderWithProviders(
      <>
        <OutcomeButton outcome={arsenal} suspended={false} />
        <OutcomeButton outcome={outcome(102, 'Chelsea', 3.5)} suspended={false} />
      </>,
    );
    await user.click(await screen.findByRole('button', { name: 'Arsenal 2.10' }));
    await user.click(screen.getByRole('button', { name: 'Chelsea 3.50' }));
    expect(onSlip(102)).toBe(false);
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual(['No more than one, please.']),
    );
  });

  it('does what the page around it says a press means, and leaves the betslip alone', async () => {
    // A jackpot page's own slip, say (issue 43): the page provides the action, the button knows no slip.
    const user = userEvent.setup();
    const pressed: number[] = [];
    const picked = new Set<number>();
    const jackpotSlip: PriceAction = {
      usePicked: (outcomeId) => picked.has(outcomeId),
      usePress: () => (pick) => {
        pressed.push(pick.outcomeId);
        picked.add(pick.outcomeId);
      },
      prepare: () => undefined,
    };
    picked.add(arsenal.id);
    renderWithProviders(
      <PriceActionContext value={jackpotSlip}>
        <OutcomeButton outcome={arsenal} suspended={false} />
      </PriceActionContext>,
    );
    const button = await screen.findByRole('button', { name: 'Arsenal 2.10' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    // A pick without a stake of its own offers no key to one.
    expect(button.hasAttribute('aria-keyshortcuts')).toBe(false);
    expect(screen.queryByText('Press S to stake')).toBeNull();
    await user.click(button);
    expect(pressed).toEqual([arsenal.id]);
    expect(useBetslipStore.getState().bets).toEqual({});
    expect(useShellStore.getState().overlay).toBeUndefined();
  });
});
