import type { CashOutResponse } from '@sb/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, requestedPaths } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render.tsx';
import { bodyOf, givenSession } from '../../test/session.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { INITIAL_MY_BETS_ITEM, useMyBetsItemStore } from '../../lib/shell/my-bets-item.ts';
import { useShellStore } from '../../lib/shell/shell-store.ts';
import { balanceBody, useStoredToken } from '../../test/wallet.ts';
import { useCashOutStore } from './cash-out.ts';
import { useMyBetsStore } from './my-bets-store.ts';
import { myBet, myBetLeg } from '../../test/my-bets.ts';
import { INITIAL_MY_BETS_MODAL } from '@sb/domain';

const OPEN = '/xapi/bet/account/7/openbets';
const SETTLED = '/xapi/rest/acchistory/dailySettledBets';
const COUNT = '/xapi/bet/account/7/betcount';
const BALANCE = '/xapi/rest/accounts/me/balance';
const CASH_OUT = '/xapi/bet/account/7/openbet/501/cashout';

const footer = async () => within(await screen.findByRole('navigation', { name: 'Quick navigation' }));

let restoreAuth: () => void;
beforeEach(() => {
  restoreAuth = useStoredToken();
});
afterEach(() => {
  restoreAuth();
  useSessionStore.setState({ session: null });
  useMyBetsStore.setState(INITIAL_MY_BETS_MODAL);
  useCashOutStore.setState({ byBet: {} });
  useShellStore.setState({ overlay: undefined });
  useMyBetsItemStore.setState(INITIAL_MY_BETS_ITEM);
  vi.unstubAllGlobals();
});

/** The answer of a cash-out call. */
function cashOutAnswer(overrides: Partial<CashOutResponse> = {}): CashOutResponse {
  return {
    cashOutId: 'c-1',
    status: 'confirmed',
    amount: '9.50',
    reason: null,
    message: null,
    balance: 534.5,
    bet: myBet({
      status: 'cashed-out',
      cashedOut: '9.50',
      cashOut: { available: false, value: '0.00', reason: 'settled' },
    }),
    ...overrides,
  };
}

/** Holds the cash-out call's answer until the test releases it. */
function holdCashOut(fetchMock: ReturnType<typeof mockApi>) {
  let release: (answer: { status: number; body: unknown }) => void = () => undefined;
  const held = new Promise<Response>((resolve) => {
    release = (answer) => resolve(new Response(JSON.stringify(answer.body), { status: answer.status }));
  });
  const inner = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation((input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return url.includes('/cashout') ? held : inner(input);
  });
  return (answer: { status: number; body: unknown }) => release(answer);
}

async function openModal() {
  await userEvent.click(await (await footer()).findByRole('button', { name: /^My Bets/ }));
  return within(await screen.findByRole('dialog', { name: 'My Bets' }));
}

describe('My Bets modal', () => {
  it('opens from the footer on the open tab, switches to settled, and the footer is inactive meanwhile', async () => {
    givenSession();
    mockApi({
      [OPEN]: { bets: [myBet()] },
      [SETTLED]: {
        bets: [
          myBet({
            betId: '400',
            description: 'Double',
            status: 'won',
            returns: '30.00',
            cashOut: { available: false, value: '0.00', reason: 'settled' },
            legs: [
              myBetLeg({ status: 'won' }),
              myBetLeg({ outcomeId: 102, outcomeDescription: 'Leeds', status: 'won' }),
            ],
          }),
        ],
      },
      [COUNT]: { balance: 525, count: 1 },
      [BALANCE]: balanceBody(525),
    });
    renderApp('/en/sports');
    const nav = await footer();
    expect(nav.getByRole('link', { name: 'Sports' }).getAttribute('aria-current')).toBe('page');

    const dialog = await openModal();
    expect(dialog.getByRole('tab', { name: 'Open bets' }).getAttribute('aria-selected')).toBe('true');
    const card = within(await dialog.findByRole('article', { name: 'Single' }));
    expect(card.getByText('Arsenal')).toBeTruthy();
    expect(card.getByText('Match result')).toBeTruthy();
    expect(card.getByText('Arsenal v Chelsea')).toBeTruthy();
    expect(card.getByText('€25.00')).toBeTruthy();
    expect(card.getByRole('button', { name: 'Cash out €9.50' })).toBeTruthy();
    expect(nav.getByRole('link', { name: 'Sports' }).getAttribute('aria-current')).toBeNull();
    expect(nav.getByRole('button', { name: /^My Bets/ }).getAttribute('aria-expanded')).toBe('true');

    await userEvent.click(dialog.getByRole('tab', { name: 'Settled bets' }));
    const settled = within(await dialog.findByRole('article', { name: 'Double' }));
    expect(settled.getByText('Returns')).toBeTruthy();
    expect(settled.getByText('€30.00')).toBeTruthy();
    expect(settled.getAllByText('Won')).toHaveLength(3);
    expect(settled.queryByRole('button', { name: /Cash out/ })).toBeNull();

    // The button toggles it closed; the footer marks the page again.
    await userEvent.click(nav.getByRole('button', { name: /^My Bets/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'My Bets' })).toBeNull());
    expect(nav.getByRole('link', { name: 'Sports' }).getAttribute('aria-current')).toBe('page');
  });

  it('gives the focus back to the My Bets button on Escape and on Close', async () => {
    givenSession();
    mockApi({ [OPEN]: { bets: [myBet()] }, [COUNT]: { balance: 525, count: 1 } });
    renderApp('/en/sports');
    const opener = await (await footer()).findByRole('button', { name: /^My Bets/ });

    await userEvent.click(opener);
    let dialog = within(await screen.findByRole('dialog', { name: 'My Bets' }));
    dialog.getByRole('button', { name: 'Close' }).focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'My Bets' })).toBeNull());
    expect(document.activeElement).toBe(opener);

    await userEvent.click(opener);
    dialog = within(await screen.findByRole('dialog', { name: 'My Bets' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'My Bets' })).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('opens for a press made before its code had loaded', async () => {
    givenSession();
    mockApi({
      [OPEN]: { bets: [myBet()] },
      [COUNT]: { balance: 525, count: 1 },
      [BALANCE]: balanceBody(525),
    });
    // What a logged-in player's press does while the My Bets host is still loading.
    useMyBetsItemStore.setState({ pressed: true });
    renderApp('/en/sports');
    const dialog = within(await screen.findByRole('dialog', { name: 'My Bets' }));
    expect(await dialog.findByRole('article', { name: 'Single' })).toBeTruthy();
    expect(useMyBetsItemStore.getState().pressed).toBe(false);
  });

  it('asks a visitor to log in instead, and loads no bets', async () => {
    const fetchMock = mockApi();
    renderApp('/en/sports');
    await userEvent.click((await footer()).getByRole('button', { name: 'My Bets' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'My Bets' })).toBeNull();
    expect(requestedPaths(fetchMock).filter((p) => p.includes('/xapi/bet/'))).toEqual([]);
  });

  it('says so when there are no open and no settled bets', async () => {
    givenSession();
    mockApi({ [OPEN]: { bets: [] }, [SETTLED]: { bets: [] }, [COUNT]: { balance: 525, count: 0 } });
    renderApp('/en/sports');
    const dialog = await openModal();
    expect(await dialog.findByText('You have no open bets')).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'Browse sports' }).getAttribute('href')).toBe('/en/sports');
    await userEvent.click(dialog.getByRole('tab', { name: 'Settled bets' }));
    expect(await dialog.findByText('No settled bets yet')).toBeTruthy();
  });
});

describe('bet card', () => {
  it('shows each leg with its status, a suspended market, and what a cash-out paid', async () => {
    givenSession();
    mockApi({
      [OPEN]: {
        bets: [
          myBet({
            description: 'Treble',
            cashedOut: '4.00',
            cashOut: { available: false, value: '0.00', reason: 'market-suspended' },
            legs: [
              myBetLeg({ status: 'won' }),
              myBetLeg({
                outcomeId: 102,
                outcomeDescription: 'Leeds United Football Club Reserves',
                marketStatus: 'suspended',
              }),
              myBetLeg({ outcomeId: 103, outcomeDescription: 'Draw', status: 'void' }),
            ],
          }),
          // An each-way single whose runner was placed: its place part paid, its win part lost.
          myBet({
            betId: '502',
            description: 'Single',
            eachWay: true,
            legs: [
              myBetLeg({
                outcomeDescription: 'Fact To File',
                marketDescription: 'Win',
                status: 'placed',
                placeTerms: { numerator: 1, denominator: 5, places: 3 },
              }),
            ],
          }),
          // Singles at the starting price: open ("SP", returns unknown), and won at an SP of 6.0.
          myBet({
            betId: '503',
            potentialReturns: '0.00',
            cashOut: { available: false, value: '0.00', reason: 'not-offered' },
            legs: [
              myBetLeg({
                outcomeDescription: 'Golden Meadow',
                marketDescription: 'Win',
                startingPrice: true,
              }),
            ],
          }),
          myBet({
            betId: '504',
            status: 'won',
            returns: '60.00',
            settledAt: '2026-11-23T21:00:00.000Z',
            legs: [
              myBetLeg({
                outcomeDescription: 'Storm Chaser',
                marketDescription: 'Win',
                status: 'won',
                startingPrice: true,
                startingPriceDecimal: 6,
              }),
            ],
          }),
        ],
      },
      [COUNT]: { balance: 525, count: 1 },
    });
    renderApp('/en/open_bets');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Bets' })).toBeTruthy();
    const card = within(await screen.findByRole('article', { name: 'Treble' }));
    // Right under the page's h1: no level skipped.
    expect(card.getByRole('heading', { level: 2, name: 'Treble' })).toBeTruthy();
    const legs = within(card.getByRole('list', { name: 'Selections of Treble' })).getAllByRole('listitem');
    expect(legs.map((leg) => leg.textContent)).toEqual([
      expect.stringContaining('Won'),
      expect.stringContaining('Suspended'),
      expect.stringContaining('Void'),
    ]);
    expect(card.getByText('Cashed out')).toBeTruthy();
    expect(card.getByText('€4.00')).toBeTruthy();
    expect(card.getByText('Cash-out is suspended while a market is suspended.')).toBeTruthy();
    expect(card.queryByRole('button', { name: /Cash out/ })).toBeNull();

    const eachWay = within(screen.getByRole('article', { name: /Each way/ }));
    expect(eachWay.getByText('Each way: 1/5 odds, 3 places')).toBeTruthy();
    expect(eachWay.getByRole('listitem').textContent).toContain('Placed');

    const openSp = screen.getByText('Golden Meadow').closest('li')!;
    expect(within(openSp).getByText('SP')).toBeTruthy();
    expect(openSp.textContent).not.toContain('2.50');
    const openCard = within(openSp.closest('article')!);
    expect(openCard.getByText('At SP')).toBeTruthy();
    expect(within(screen.getByText('Storm Chaser').closest('li')!).getByText('SP 6.00')).toBeTruthy();
  });
});

describe('cash-out', () => {
  const cashOuts = (fetchMock: ReturnType<typeof mockApi>) =>
    requestedPaths(fetchMock).filter((p) => p === CASH_OUT);

  it('asks first, saying the amount: the first press sends nothing, Cancel and Escape send nothing and give the focus back', async () => {
    givenSession();
    const fetchMock = mockApi({ [OPEN]: { bets: [myBet()] }, [COUNT]: { balance: 525, count: 1 } });
    renderApp('/en/sports');
    const dialog = await openModal();
    await userEvent.click(await dialog.findByRole('button', { name: 'Cash out €9.50' }));

    const step = within(
      dialog.getByRole('group', { name: 'Cash out this bet for €9.50? It settles at that amount.' }),
    );
    expect(document.activeElement).toBe(step.getByRole('button', { name: 'Confirm cash-out of €9.50' }));
    expect(dialog.queryByRole('button', { name: 'Cash out €9.50' })).toBeNull();
    await userEvent.click(step.getByRole('button', { name: 'Cancel' }));
    expect(dialog.queryByRole('group', { name: /^Cash out this bet/ })).toBeNull();
    const button = dialog.getByRole('button', { name: 'Cash out €9.50' });
    await waitFor(() => expect(document.activeElement).toBe(button));

    // From the keyboard: Enter asks, Escape takes the step away (and only it: My Bets stays open).
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(dialog.getByRole('button', { name: 'Confirm cash-out of €9.50' }));
    await userEvent.keyboard('{Escape}');
    expect(dialog.queryByRole('button', { name: 'Confirm cash-out of €9.50' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'My Bets' })).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(dialog.getByRole('button', { name: 'Cash out €9.50' })),
    );
    expect(cashOuts(fetchMock)).toEqual([]);
  });

  it('takes the step away when the list refreshes the value, says the new one, and asks again at it', async () => {
    givenSession();
    let open = { bets: [myBet()] };
    const fetchMock = mockApi({ [OPEN]: () => open, [COUNT]: { balance: 525, count: 1 } });
    const { queryClient } = renderApp('/en/sports');
    const dialog = await openModal();
    await userEvent.click(await dialog.findByRole('button', { name: 'Cash out €9.50' }));
    expect(dialog.getByRole('button', { name: 'Confirm cash-out of €9.50' })).toBeTruthy();

    open = { bets: [myBet({ cashOut: { available: true, value: '8.70', reason: null } })] };
    await act(() => queryClient.invalidateQueries({ queryKey: ['my-bets'] }));
    const notice = await dialog.findByText(
      'The cash-out value changed to €8.70. Check it and press Cash out again.',
    );
    expect(dialog.queryByRole('button', { name: /^Confirm cash-out/ })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(cashOuts(fetchMock)).toEqual([]);

    await userEvent.click(dialog.getByRole('button', { name: 'Cash out €8.70' }));
    expect(dialog.queryByText(/^The cash-out value changed/)).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm cash-out of €8.70' }));
    await waitFor(() => expect(cashOuts(fetchMock)).toHaveLength(1));
    expect(bodyOf(fetchMock, CASH_OUT)).toMatchObject({ value: '8.70' });
  });

  it('sends once for a double click on Confirm', async () => {
    givenSession();
    const fetchMock = mockApi({ [OPEN]: { bets: [myBet()] }, [COUNT]: { balance: 525, count: 1 } });
    holdCashOut(fetchMock);
    renderApp('/en/sports');
    const dialog = await openModal();
    await userEvent.click(await dialog.findByRole('button', { name: 'Cash out €9.50' }));
    await userEvent.dblClick(dialog.getByRole('button', { name: 'Confirm cash-out of €9.50' }));
    await userEvent.click(await dialog.findByRole('button', { name: /Confirming cash-out/ }));
    expect(cashOuts(fetchMock)).toHaveLength(1);
  });

  it('sends the value shown with a request id, counts down while confirming, then shows the amount and the new balance', async () => {
    givenSession();
    const fetchMock = mockApi(
      { [OPEN]: { bets: [myBet()] }, [COUNT]: { balance: 525, count: 1 }, [BALANCE]: balanceBody(525) },
      { cashout_timeout: 5000 },
    );
    const release = holdCashOut(fetchMock);
    renderApp('/en/sports');
    const header = within(screen.getByRole('banner'));
    await header.findByRole('button', { name: 'Balance €525.00' });
    const dialog = await openModal();
    await userEvent.click(await dialog.findByRole('button', { name: 'Cash out €9.50' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm cash-out of €9.50' }));

    const busy = await dialog.findByRole('button', { name: /Confirming cash-out/ });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    // The confirm button it replaced had the focus: the busy one has it now, not the body.
    expect(document.activeElement).toBe(busy);
    expect(busy.textContent).toMatch(/[1-5] seconds? left/);
    const sent = bodyOf(fetchMock, CASH_OUT) as { requestId: string; value: string };
    expect(sent.value).toBe('9.50');
    expect(sent.requestId).toMatch(/^[0-9a-f-]{36}$/);
    // Pressing again while it confirms sends nothing more.
    await userEvent.click(busy);
    expect(requestedPaths(fetchMock).filter((p) => p === CASH_OUT)).toHaveLength(1);

    await act(() => {
      release({ status: 200, body: cashOutAnswer() });
      return Promise.resolve();
    });
    expect(await dialog.findByText('Cashed out €9.50')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(dialog.getByText('Cashed out €9.50')));
    expect(await header.findByRole('button', { name: 'Balance €534.50' })).toBeTruthy();
  });

  it('shows the refusal message and the new value, which the next press sends', async () => {
    givenSession();
    const fetchMock = mockApi({ [OPEN]: { bets: [myBet()] }, [COUNT]: { balance: 525, count: 1 } });
    const release = holdCashOut(fetchMock);
    renderApp('/en/sports');
    const dialog = await openModal();
    await userEvent.click(await dialog.findByRole('button', { name: 'Cash out €9.50' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm cash-out of €9.50' }));
    await act(() => {
      release({
        status: 200,
        body: cashOutAnswer({
          status: 'refused',
          amount: null,
          balance: null,
          reason: 'price-moved',
          message: 'The cash-out value has changed. Check the new value and try again.',
          bet: myBet({ cashOut: { available: true, value: '8.10', reason: null } }),
        }),
      });
      return Promise.resolve();
    });
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'The cash-out value has changed. Check the new value and try again.',
    );
    // The focus is on the button with the new value; pressing it asks again, at that value.
    const again = dialog.getByRole('button', { name: 'Cash out €8.10' });
    await waitFor(() => expect(document.activeElement).toBe(again));
    await userEvent.click(again);
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm cash-out of €8.10' }));
    await waitFor(() => expect(requestedPaths(fetchMock).filter((p) => p === CASH_OUT)).toHaveLength(2));
    const bodies = (fetchMock.mock.calls as unknown as [string, RequestInit][])
      .filter(([url]) => String(url).includes('/cashout'))
      .map(([, init]) => JSON.parse(init.body as string) as { requestId: string; value: string });
    expect(bodies[1]!.value).toBe('8.10');
    // A new decision needs a new request id: the old one would only repeat the refusal.
    expect(bodies[1]!.requestId).not.toBe(bodies[0]!.requestId);
  });

  it('cashes out a share of the stake: the value of that share is sent with it, and the rest stays on the bet', async () => {
    givenSession();
    const fetchMock = mockApi(
      { [OPEN]: { bets: [myBet()] }, [COUNT]: { balance: 525, count: 1 }, [BALANCE]: balanceBody(525) },
      { enable_api_lightweight_confirming_cashout: true },
    );
    const release = holdCashOut(fetchMock);
    renderApp('/en/sports');
    const dialog = await openModal();
    const toggle = await dialog.findByRole('button', { name: 'Cash out part of the stake' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    // Half by default: half of the 9.50 offer for half of the 10.00 stake.
    const share = dialog.getByRole('slider', { name: 'Share of the stake to cash out' });
    expect(share.getAttribute('aria-valuetext')).toBe('50 % (stake €5.00)');
    expect(dialog.getByText('Stake cashed out €5.00 · stays on the bet €5.00')).toBeTruthy();
    fireEvent.change(share, { target: { value: '40' } });
    expect(dialog.getByText('Stake cashed out €4.00 · stays on the bet €6.00')).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Cash out part: €3.80' }));
    // A second step says what it pays, and sends nothing yet.
    const step = within(dialog.getByRole('group', { name: /^Cash out €3.80 for €4.00 of your stake\?/ }));
    expect(requestedPaths(fetchMock).filter((p) => p === CASH_OUT)).toHaveLength(0);
    const confirm = step.getByRole('button', { name: 'Confirm partial cash-out of €3.80' });
    expect(document.activeElement).toBe(confirm);
    await userEvent.click(confirm);
    expect(bodyOf(fetchMock, CASH_OUT)).toMatchObject({ value: '3.80', stake: '4.00' });

    await act(() => {
      release({
        status: 200,
        body: cashOutAnswer({
          amount: '3.80',
          balance: 528.8,
          bet: myBet({
            totalStake: '6.00',
            unitStake: '6.00',
            cashedOut: '3.80',
            cashOut: { available: true, value: '5.70', reason: null },
          }),
        }),
      });
      return Promise.resolve();
    });
    expect(await dialog.findByText('Cashed out €3.80')).toBeTruthy();
    const card = within(dialog.getByRole('article'));
    expect(card.getByText('Stake still running').nextElementSibling?.textContent).toBe('€6.00');
    // The rest of the bet can be cashed out at its own value.
    expect(card.getByRole('button', { name: 'Cash out €5.70' })).toBeTruthy();
  });

  it('keeps the request id for a retry after no answer', async () => {
    givenSession();
    const fetchMock = mockApi({
      [OPEN]: { bets: [myBet()] },
      [COUNT]: { balance: 525, count: 1 },
      [CASH_OUT]: { status: 503, body: { statusCode: 503, code: 'UNAVAILABLE', message: 'down' } },
    });
    renderApp('/en/sports');
    const dialog = await openModal();
    await userEvent.click(await dialog.findByRole('button', { name: 'Cash out €9.50' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm cash-out of €9.50' }));
    const retry = await dialog.findByRole('button', { name: 'Try again €9.50' });
    await waitFor(() => expect(document.activeElement).toBe(retry));
    // The retry sends the value already confirmed, with no second step.
    await userEvent.click(retry);
    await waitFor(() => expect(requestedPaths(fetchMock).filter((p) => p === CASH_OUT)).toHaveLength(2));
    const bodies = (fetchMock.mock.calls as unknown as [string, RequestInit][])
      .filter(([url]) => String(url).includes('/cashout'))
      .map(([, init]) => JSON.parse(init.body as string) as { requestId: string });
    expect(bodies[1]!.requestId).toBe(bodies[0]!.requestId);
  });
});

describe('bet count badge', () => {
  it('shows the open-bet count on the footer and header My Bets, and ignores a failed call', async () => {
    givenSession();
    let count: unknown = { balance: 525, count: 3 };
    mockApi({ [COUNT]: () => count, [BALANCE]: balanceBody(525) }, { betcount_polling_interval: 100 });
    renderApp('/en/sports');
    expect(await (await footer()).findByRole('button', { name: 'My Bets 3 open bets' })).toBeTruthy();
    expect(
      await within(screen.getByRole('banner')).findByRole('button', { name: 'My Bets 3 open bets' }),
    ).toBeTruthy();

    const before = (await footer()).getByRole('button', { name: 'My Bets 3 open bets' });
    count = { status: 500, body: { statusCode: 500, code: 'ERR', message: 'boom' } };
    await act(() => new Promise((resolve) => setTimeout(resolve, 350)));
    expect(before.isConnected).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();

    count = { balance: 525, count: 120 };
    expect(await (await footer()).findByRole('button', { name: 'My Bets 120 open bets' })).toBeTruthy();
  });
});
