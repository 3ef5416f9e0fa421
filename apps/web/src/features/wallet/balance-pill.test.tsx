import { focusManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi, requestedPaths } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render.tsx';
import { setViewportWidth } from '../../test/viewport.ts';
import { givenSession } from '../../test/session.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { useCashierStore } from './cashier-store.ts';
import { balanceBody, useStoredToken, walletBody } from '../../test/wallet.ts';

const BALANCE = '/xapi/rest/accounts/me/balance';
const balanceCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  requestedPaths(fetchMock).filter((p) => p === BALANCE).length;
const header = () => within(screen.getByRole('banner'));

let restoreAuth: () => void;
beforeEach(() => {
  restoreAuth = useStoredToken();
});

afterEach(() => {
  restoreAuth();
  focusManager.setFocused(undefined);
  useSessionStore.setState({ session: null });
  useCashierStore.setState({ tab: null });
});

describe('balance pill', () => {
  it('shows the balance in the player currency, and nothing while logged out', async () => {
    mockApi({ [BALANCE]: balanceBody(525) });
    const { unmount } = renderApp('/en/account/bets');
    await screen.findByRole('banner');
    await screen.findByRole('heading', { name: 'My account' });
    expect(header().queryByRole('group', { name: 'Balance' })).toBeNull();
    unmount();

    givenSession();
    renderApp('/en/account/bets');
    await screen.findByRole('banner');
    expect(await header().findByRole('button', { name: 'Balance €525.00' })).toBeTruthy();
  });

  it('shows thousand-scaled currencies divided by 1000 (SPEC.md §9), and the username on desktop', async () => {
    setViewportWidth(1366);
    givenSession({ currency: 'VND', username: 'nguyen' });
    mockApi({
      [BALANCE]: balanceBody(5_000_000, { currency: 'VND' }),
      '/xapi/rest/currencies': { currencies: [{ isoCode: 'VND', symbol: '₫', precision: 0 }] },
    });
    renderApp('/en/account/bets');
    await screen.findByRole('banner');
    expect(await header().findByRole('button', { name: 'Balance ₫5,000' })).toBeTruthy();
    expect(header().getByText('nguyen')).toBeTruthy();
  });

  it('polls the balance only while the window is focused, and refreshes on coming back', async () => {
    givenSession();
    let total = 525;
    const fetchMock = mockApi({ [BALANCE]: () => balanceBody(total) }, { user_wallet_poll_time: 100 });
    renderApp('/en/account/bets');
    await screen.findByRole('banner');
    await header().findByRole('button', { name: 'Balance €525.00' });
    await waitFor(() => expect(balanceCalls(fetchMock)).toBeGreaterThanOrEqual(3));

    act(() => focusManager.setFocused(false));
    const whileBlurred = balanceCalls(fetchMock);
    total = 600;
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(balanceCalls(fetchMock)).toBe(whileBlurred);
    expect(header().getByRole('button', { name: 'Balance €525.00' })).toBeTruthy();

    act(() => focusManager.setFocused(true));
    expect(await header().findByRole('button', { name: 'Balance €600.00' })).toBeTruthy();
  });

  it('hides the balance behind a mask and remembers it', async () => {
    givenSession();
    mockApi({ [BALANCE]: balanceBody(525) });
    renderApp('/en/account/bets');
    await screen.findByRole('banner');
    await header().findByRole('button', { name: 'Balance €525.00' });
    fireEvent.click(header().getByRole('button', { name: 'Hide balance' }));
    expect(header().getByRole('button', { name: 'Balance hidden' })).toBeTruthy();
    expect(header().queryByText('€525.00')).toBeNull();
    expect(header().getByText('••••')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('sb-balance-visibility') ?? '{}')).toMatchObject({
      state: { hidden: true },
    });
    fireEvent.click(header().getByRole('button', { name: 'Show balance' }));
    expect(header().getByRole('button', { name: 'Balance €525.00' })).toBeTruthy();
  });

  it('opens the cashier on the withdraw tab from its dropdown', async () => {
    givenSession();
    mockApi({ [BALANCE]: balanceBody(525), '/xapi/icore/players/alice/balance/sportsbook': walletBody() });
    renderApp('/en/account/bets');
    await screen.findByRole('banner');
    fireEvent.click(await header().findByRole('button', { name: 'Deposit or withdraw' }));
    fireEvent.click(header().getByRole('menuitem', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cashier' });
    expect(within(dialog).getByRole('tab', { name: 'Withdraw' }).getAttribute('aria-selected')).toBe('true');
    expect(await within(dialog).findByText('You can withdraw up to €500.00.')).toBeTruthy();
  });
});

describe('cashier', () => {
  it('explains each invalid amount before sending anything', async () => {
    givenSession();
    const fetchMock = mockApi({
      [BALANCE]: balanceBody(525),
      '/xapi/icore/players/alice/balance/sportsbook': walletBody(),
    });
    renderApp('/en/account/bets');
    await screen.findByRole('banner');
    fireEvent.click(await header().findByRole('button', { name: 'Balance €525.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cashier' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount (EUR)' });
    const submit = within(dialog).getByRole('button', { name: 'Deposit now' });

    const cases: [string, string][] = [
      ['', 'Enter an amount.'],
      ['abc', 'Enter the amount as a number, e.g. 25.'],
      ['0', 'Enter an amount above zero.'],
      ['12.345', 'Use at most 2 decimals.'],
      ['0.5', 'The smallest amount is 1.'],
      ['20000', 'The largest amount at once is 10,000.'],
    ];
    for (const [text, message] of cases) {
      fireEvent.change(amount, { target: { value: text } });
      fireEvent.click(submit);
      expect(within(dialog).getByText(message)).toBeTruthy();
      expect(amount.getAttribute('aria-invalid')).toBe('true');
    }
    expect(requestedPaths(fetchMock).some((p) => p.includes('/cashier/'))).toBe(false);

    fireEvent.click(within(dialog).getByRole('tab', { name: 'Withdraw' }));
    const withdrawAmount = within(dialog).getByRole('textbox', { name: 'Amount (EUR)' });
    await within(dialog).findByText('You can withdraw up to €500.00.');
    fireEvent.change(withdrawAmount, { target: { value: '600' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw now' }));
    expect(within(dialog).getByText('This is more than you can withdraw.')).toBeTruthy();
  });

  it('shows the server refusal in words, then a deposit that raises the balance at once', async () => {
    givenSession();
    let total = 525;
    mockApi({
      [BALANCE]: () => balanceBody(total),
      '/xapi/icore/players/alice/balance/sportsbook': walletBody(),
      // The wallet moved since the dialog read it: the server has the last word.
      '/xapi/rest/accounts/7/cashier/withdrawals': {
        status: 422,
        body: {
          statusCode: 422,
          code: 'INSUFFICIENT_FUNDS',
          message: 'Withdrawal of 400.00 EUR is above the withdrawable amount of 350.00 EUR',
        },
      },
      '/xapi/rest/accounts/7/cashier/deposits': () => {
        total = 575;
        return {
          transaction: {
            id: 99,
            createdAt: new Date().toISOString(),
            kind: 'DEPOSIT',
            amount: 50,
            balanceAfter: 575,
            description: 'Deposit',
          },
          balance: balanceBody(575),
        };
      },
    });
    useCashierStore.getState().openCashier('withdraw');
    renderApp('/en/account/bets');
    await screen.findByRole('banner');
    const dialog = await screen.findByRole('dialog', { name: 'Cashier' });
    await within(dialog).findByText('You can withdraw up to €500.00.');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Amount (EUR)' }), {
      target: { value: '400' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw now' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Not enough withdrawable money: Withdrawal of 400.00 EUR is above the withdrawable amount of 350.00 EUR.',
    );

    fireEvent.click(within(dialog).getByRole('tab', { name: 'Deposit' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '25' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deposit now' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe(
      'Deposited €50.00. Your balance is now €575.00.',
    );
    expect(await header().findByRole('button', { name: 'Balance €575.00' })).toBeTruthy();
  });
});
