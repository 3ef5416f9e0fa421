import { BetslipModel, type PlacementResponse, type PricingResponse } from '@sb/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_BETSLIP, useBetslipStore } from './betslip-store.ts';
import { usePreferencesStore } from '../../lib/preferences/preferences-store.ts';
import { mockApi } from '../../test/api-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { setViewportWidth } from '../../test/viewport.ts';
import { givenSession, sentRequests } from '../../test/session.ts';
import { useStoredToken } from '../../test/wallet.ts';
import { betslipActions } from './betslip-actions.ts';
import BetslipRuntime from './components/betslip-runtime.tsx';
import Betslip from './components/betslip.tsx';
import { usePricingStore } from './pricing-store.ts';
import { usePromoCashStore } from './promo-cash-store.ts';
import { toggleBet } from './slip-bets.ts';

const PLACE = '/xapi/rest/accounts/7/betslips';
const PRICING = '/xapi/rest/betslips/pricing';

/** The server's pricing answer for the slip, with the promo cash the wallet holds. */
const answer = (promoCash: string | null): PricingResponse => ({
  model: BetslipModel.parse({}),
  betMayBeReferred: false,
  availableBalance: '100.00',
  availablePromoCash: promoCash,
  errors: [],
});

const placed: PlacementResponse = {
  betSlipId: '51',
  status: 'accepted',
  reference: 'R-51',
  bets: [],
  totalStake: '5.00',
  potentialReturns: '12.50',
  balance: '95.00',
  delay: 0,
  errors: [],
};

let forgetToken: () => void = () => undefined;
beforeEach(() => {
  forgetToken = useStoredToken();
  localStorage.clear();
  useBetslipStore.setState(EMPTY_BETSLIP);
  usePricingStore.setState({ priced: null, status: 'idle' });
  usePromoCashStore.setState({ usePromoCash: false });
  usePreferencesStore.setState({ userAcceptOdds: 'D', oddsType: 'not_selected' });
  setViewportWidth(1366);
  givenSession();
  toggleBet(
    { outcomeId: 1, outcomeDescription: 'Arsenal', marketId: 10, decimal: 2.5 },
    { maxBets: 15, expand: true },
  );
  betslipActions.updateBets([{ outcomeId: 1, eventId: 100 }]);
  betslipActions.setView('singles');
});
afterEach(() => forgetToken());

describe('Betslip: promo cash (issue 14; SPEC.md §3 usePromoCash)', () => {
  it('offers the wallet’s promo cash and spends it only when the player ticks it', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({ [PRICING]: answer('25.00'), [PLACE]: placed });
    renderWithProviders(
      <>
        <BetslipRuntime panelShown desktop />
        <Betslip />
      </>,
    );
    const use = await screen.findByRole('checkbox', { name: 'Use my promo cash (€25.00)' });
    expect((use as HTMLInputElement).checked).toBe(false);
    await user.click(use);
    await user.type(screen.getByRole('textbox', { name: 'Stake for Arsenal' }), '5');
    await waitFor(() => {
      const asked = sentRequests(fetchMock).filter((r) => r.url.pathname === PRICING);
      const last = JSON.parse(asked.at(-1)?.init.body as string) as { model: { usePromoCash: boolean } };
      expect(last.model.usePromoCash).toBe(true);
    });
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    await screen.findByRole('heading', { name: 'Bet placed' });
    const placement = sentRequests(fetchMock).find((r) => r.url.pathname === PLACE);
    expect((JSON.parse(placement?.init.body as string) as { usePromoCash: boolean }).usePromoCash).toBe(true);
  });

  it('shows no promo-cash choice when the wallet holds none', async () => {
    mockApi({ [PRICING]: answer('0.00') });
    renderWithProviders(
      <>
        <BetslipRuntime panelShown desktop />
        <Betslip />
      </>,
    );
    await waitFor(() => expect(usePricingStore.getState().status).toBe('fulfilled'));
    expect(screen.queryByRole('checkbox', { name: /promo cash/ })).toBeNull();
  });
});
