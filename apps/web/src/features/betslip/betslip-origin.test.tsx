import type { NativeBetslipOrigin } from '@sb/domain';
import type { PlacementResponse } from '@sb/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NativeOriginContext } from '../../lib/native-app/native-app.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { EMPTY_BETSLIP, useBetslipStore } from './betslip-store.ts';
import { mockApi } from '../../test/api-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { givenSession, sentRequests } from '../../test/session.ts';
import { setViewportWidth } from '../../test/viewport.ts';
import { balanceBody, useStoredToken } from '../../test/wallet.ts';
import Betslip from './components/betslip.tsx';
import BetslipRuntime from './components/betslip-runtime.tsx';
import { usePricingStore } from './pricing-store.ts';
import { toggleBet } from './slip-bets.ts';

/**
 * SPEC.md §3 originId, §2 betslip-origin: a slip priced and placed in a native app names the app
 * ('20' Android, '21' iOS); on the web it is '11' (domain betslipOriginId).
 */

const PRICING = '/xapi/rest/betslips/pricing';
const PLACE = '/xapi/rest/accounts/7/betslips';

const placed: PlacementResponse = {
  betSlipId: '41',
  status: 'accepted',
  reference: 'R-41',
  bets: [
    {
      betId: '9001',
      ref: 'sel1',
      betTypeId: 200001,
      description: 'Arsenal',
      outcomeIds: [1],
      noOfBets: 1,
      unitStake: '4.00',
      totalStake: '4.00',
      potentialReturns: '10.00',
      eachWay: false,
      isFreeBet: false,
      decimal: 2.5,
    },
  ],
  totalStake: '4.00',
  potentialReturns: '10.00',
  balance: '96.00',
  delay: 0,
  errors: [],
};

function inApp(origin: NativeBetslipOrigin | undefined, ui: ReactElement) {
  return renderWithProviders(<NativeOriginContext value={origin}>{ui}</NativeOriginContext>);
}

const bodies = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  sentRequests(fetchMock)
    .filter((r) => r.url.pathname === path)
    .map((r) => JSON.parse(r.init.body as string) as { model?: { originId?: string }; originId?: string });

let forgetToken: () => void = () => undefined;
beforeEach(() => {
  forgetToken = useStoredToken();
  localStorage.clear();
  useBetslipStore.setState(EMPTY_BETSLIP);
  usePricingStore.setState({ priced: null, status: 'idle' });
  setViewportWidth(1366);
  givenSession();
  toggleBet(
    { outcomeId: 1, outcomeDescription: 'Arsenal', marketId: 10, decimal: 2.5 },
    { maxBets: 15, expand: true },
  );
});
afterEach(() => {
  forgetToken();
  useSessionStore.setState({ session: null });
});

describe.each([
  ['the Android app', 'android-app', '20'],
  ['the iOS app', 'ios-app', '21'],
  ['the web', undefined, '11'],
] as const)('a slip in %s', (_name, origin, originId) => {
  it(`is priced with origin id ${originId}`, async () => {
    const fetchMock = mockApi();
    inApp(origin, <BetslipRuntime panelShown desktop />);
    await waitFor(() => expect(bodies(fetchMock, PRICING)).not.toEqual([]));
    expect(bodies(fetchMock, PRICING)[0]?.model?.originId).toBe(originId);
  });

  it(`is placed with origin id ${originId}`, async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({ [PLACE]: placed, '/xapi/rest/accounts/me/balance': balanceBody(96) });
    inApp(origin, <Betslip />);
    await user.type(screen.getByRole('textbox', { name: 'Stake for Arsenal' }), '4');
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByRole('heading', { name: 'Bet placed' })).toBeTruthy();
    expect(bodies(fetchMock, PLACE).map((body) => body.originId)).toEqual([originId]);
  });
});
