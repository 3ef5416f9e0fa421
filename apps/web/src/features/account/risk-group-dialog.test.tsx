import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi, requestedPaths } from '../../test/api-mock.ts';
import { aliceDetails } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { givenSession } from '../../test/session.ts';
import { useStoredToken } from '../../test/wallet.ts';
import RiskGroupDialog from './components/risk-group-dialog.tsx';

const DETAILS = '/xapi/icore/players/alice/details';
const details = (riskGroup: boolean) => aliceDetails({ riskGroup });

/** The player's details have arrived (and rendered): a dialog that is due shows by then. */
const detailsLoaded = (queryClient: QueryClient) =>
  waitFor(() => expect(queryClient.getQueryData(['player-details', 'alice'])).toBeDefined());

let forgetToken: () => void = () => undefined;

beforeEach(() => {
  forgetToken = useStoredToken();
  sessionStorage.clear();
});

afterEach(() => forgetToken());

describe('the risk-group player modal (SPEC.md §2 Overlays)', () => {
  it('tells a risk-group player their stake limit in their currency, once per login', async () => {
    const user = userEvent.setup();
    mockApi({ [DETAILS]: details(true) }, { risk_group_stake_max_amount: 50 });
    const session = givenSession({ loggedInAt: 1_000 });
    const first = renderWithProviders(<RiskGroupDialog />);
    const dialog = await screen.findByRole('dialog', { name: 'Your stake limit' });
    expect(dialog.textContent).toContain(
      'Your account has an individual stake limit of €50.00 per bet, set by our risk team.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'I understand' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Another page view of the same login: not again.
    first.unmount();
    const second = renderWithProviders(<RiskGroupDialog />);
    await detailsLoaded(second.queryClient);
    expect(screen.queryByRole('dialog')).toBeNull();

    // The next login tells them again.
    second.unmount();
    givenSession({ ...session, loggedInAt: 2_000 });
    renderWithProviders(<RiskGroupDialog />);
    expect(await screen.findByRole('dialog', { name: 'Your stake limit' })).toBeTruthy();
  });

  it('closing it any way (Escape) counts as told', async () => {
    const user = userEvent.setup();
    mockApi({ [DETAILS]: details(true) });
    givenSession();
    const view = renderWithProviders(<RiskGroupDialog />);
    await screen.findByRole('dialog', { name: 'Your stake limit' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    view.unmount();
    const again = renderWithProviders(<RiskGroupDialog />);
    await detailsLoaded(again.queryClient);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows nothing to a player outside the risk group', async () => {
    const fetchMock = mockApi({ [DETAILS]: details(false) });
    givenSession();
    const view = renderWithProviders(<RiskGroupDialog />);
    await detailsLoaded(view.queryClient);
    expect(requestedPaths(fetchMock)).toContain(DETAILS);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
