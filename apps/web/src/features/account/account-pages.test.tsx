import type { AccountInfo, SettingsInput } from '@sb/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock.ts';
import { aliceDetails } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { givenSession } from '../../test/session.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { balanceBody, transactionRow, useStoredToken, walletBody } from '../../test/wallet.ts';

const TRANSACTIONS = '/xapi/rest/accounts/7/transactions';

/** 25 rows, newest first, served 20 a page like the server. */
function ledger(url: URL) {
  const page = Number(url.searchParams.get('page') ?? 1);
  const size = Number(url.searchParams.get('pageSize') ?? 20);
  const all = Array.from({ length: 25 }, (_, i) => transactionRow(i + 1, i % 2 === 0 ? 50 : -20, 1000 - i));
  return { transactions: all.slice((page - 1) * size, page * size), page, pageSize: size, total: 25 };
}

let restoreAuth: () => void;
beforeEach(() => {
  restoreAuth = useStoredToken();
});
afterEach(() => {
  restoreAuth();
  useSessionStore.setState({ session: null });
});

describe('account pages', () => {
  it('asks a visitor to log in instead of showing an account', async () => {
    mockApi();
    renderApp('/en/account/transactions');
    expect(await screen.findByText('Log in to see your account')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Account' })).toBeNull();
  });

  it('pages through transactions, newest first, with signed amounts', async () => {
    givenSession();
    mockApi({ [TRANSACTIONS]: ledger });
    const { router } = renderApp('/en/account/transactions');
    const table = await screen.findByRole('table', { name: 'Your transactions, newest first' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(21);
    expect(within(rows[1]!).getByText('Deposit')).toBeTruthy();
    expect(within(rows[1]!).getByText('+€50.00')).toBeTruthy();
    expect(within(rows[2]!).getByText('-€20.00')).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(router.location.search).toBe('?page=2');
    await screen.findAllByText('€976.00');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
  });

  it('says so when there are no transactions', async () => {
    givenSession();
    mockApi({ [TRANSACTIONS]: { transactions: [], page: 1, pageSize: 20, total: 0 } });
    renderApp('/en/account/transactions');
    expect(await screen.findByText('No transactions yet')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Transaction pages' })).toBeNull();
  });

  it('shows an error with a retry that loads the list again', async () => {
    givenSession();
    let fail = true;
    mockApi({
      [TRANSACTIONS]: (url: URL) =>
        fail ? { status: 500, body: { statusCode: 500, code: 'X', message: 'down' } } : ledger(url),
    });
    renderApp('/en/account/transactions');
    expect(await screen.findByText('Your transactions could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Page 1 of 2')).toBeTruthy();
  });

  it('shows the sportsbook wallet on the balances page and opens the cashier from it', async () => {
    givenSession();
    mockApi({
      '/xapi/rest/accounts/me/balance': balanceBody(525),
      '/xapi/icore/players/alice/balance/sportsbook': walletBody(),
    });
    renderApp('/en/account/balances');
    expect(await screen.findByRole('heading', { name: 'Balances' })).toBeTruthy();
    const term = await screen.findByText('Withdrawable');
    expect(term.nextElementSibling?.textContent).toBe('€500.00');
    expect(screen.getByText('Left to wager').nextElementSibling?.textContent).toBe('€40.00');
    expect(screen.getByText('Bonus money').nextElementSibling?.textContent).toBe('€25.00');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cashier' });
    expect(within(dialog).getByRole('tab', { name: 'Withdraw' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows the profile with the session clock and the tabs between account pages', async () => {
    givenSession({ loggedInAt: Date.now() - 3_723_000 });
    mockProfile({ session_clock_and_last_login: true });
    renderApp('/en/account');
    expect(await screen.findByRole('heading', { name: 'My profile' })).toBeTruthy();
    expect(await screen.findByText(/^01:02:0\d$/)).toBeTruthy();
    expect(await screen.findByText('SB-000007')).toBeTruthy();
    expect(screen.getByText('This is your first login')).toBeTruthy();

    const tabs = screen.getByRole('navigation', { name: 'Account' });
    expect(within(tabs).getByRole('link', { name: 'My profile' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(tabs).getByRole('link', { name: 'My bets' }));
    expect(await screen.findByText('You have no open bets')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse sports' }).getAttribute('href')).toBe('/en/sports');
  });

  it('shows neither the session clock nor the previous login where the brand does not (SPEC.md §6)', async () => {
    givenSession({ loggedInAt: Date.now() - 3_723_000 });
    mockProfile({ session_clock_and_last_login: false });
    renderApp('/en/account');
    expect(await screen.findByText('SB-000007')).toBeTruthy();
    expect(screen.queryByText('Logged in for')).toBeNull();
    expect(screen.queryByText(/^01:02:0\d$/)).toBeNull();
    expect(screen.queryByText('Previous login')).toBeNull();
  });
});

/** The profile page's calls for alice, who logs in for the first time; `settings`: the brand's. */
function mockProfile(settings: SettingsInput) {
  const info: AccountInfo = {
    accountId: 7,
    username: 'alice',
    currency: 'EUR',
    locale: 'en',
    email: 'alice@example.com',
    firstName: 'Alice',
    lastName: 'Liddell',
    lastLoginDate: null,
    sessionStartedAt: new Date().toISOString(),
    hasDeposited: true,
  };
  const details = aliceDetails();
  mockApi(
    {
      '/xapi/rest/accounts/7/info': info,
      '/xapi/icore/players/alice/details': details,
      '/xapi/bet/account/7/openbets': { bets: [] },
    },
    settings,
  );
}
