import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/http.ts';
import { mockApi, requestedPaths } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render.tsx';
import { setViewportWidth } from '../../test/viewport.ts';
import { usePreferencesStore } from '../../lib/preferences/preferences-store.ts';
import { startAuth } from './auth-runtime.ts';
import { reloadPage } from './page-reload.ts';
import { LOGGED_OUT_KEY, useSessionStore } from '../../lib/session/session-store.ts';
import { factorPassed, givenSession, sentRequests } from '../../test/session.ts';
import { useTermsStore } from './terms-store.ts';

vi.mock('./page-reload.ts', () => ({ reloadPage: vi.fn() }));

const LOGOUT = '/xapi/rest/accounts/me/sessions';
const ACCEPT_TERMS = '/xapi/rest/accounts/me/sessions/accept-terms';
const PROTECTED = '/xapi/rest/accounts/7/info';
const REFRESH = '/xapi/rest/accounts/me/sessions/refresh';

let stopAuth: (() => void) | undefined;
beforeEach(() => {
  // The logout busy flag lasts 1 s (SPEC.md §9); fake timers let each test start with it reset.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  sessionStorage.clear();
  stopAuth?.();
  vi.advanceTimersByTime(1000);
  vi.useRealTimers();
  vi.mocked(reloadPage).mockClear();
  useSessionStore.setState({ session: null, savedUsername: null });
  useTermsStore.getState().setAnswer(null);
});

function start(routes: Record<string, unknown> = {}) {
  const fetchMock = mockApi({ [LOGOUT]: { status: 200, body: undefined }, ...routes });
  const app = renderApp('/en');
  stopAuth = startAuth(app.queryClient);
  return { fetchMock, ...app };
}

function logoutCall(fetchMock: ReturnType<typeof mockApi>) {
  const call = sentRequests(fetchMock).find((r) => r.url.pathname === LOGOUT && r.init.method === 'DELETE');
  return call && { reason: call.url.searchParams.get('reason'), headers: call.init.headers };
}

describe('logout (SPEC.md §4)', () => {
  it('from the account menu: clears session, cached data and settings, tells the server, reloads', async () => {
    givenSession();
    useTermsStore.getState().setAnswer('accept');
    usePreferencesStore.setState({ oddsType: 'hk', language: 'es' });
    const { fetchMock, queryClient } = start();
    const clear = vi.spyOn(queryClient, 'clear');
    const header = await screen.findByRole('banner');
    await userEvent.click(await within(header).findByRole('button', { name: 'My account' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
    expect(useSessionStore.getState().session).toBe(null);
    expect(clear).toHaveBeenCalledOnce();
    expect(usePreferencesStore.getState()).toMatchObject({ oddsType: 'not_selected', language: 'es' });
    expect(logoutCall(fetchMock)).toEqual({
      reason: 'user',
      headers: expect.objectContaining({ Authorization: 'Bearer token-1' }) as unknown,
    });
  });

  it.each([
    ['the account menu', 'My account', 'menuitem'],
    ['the side menu', 'Menu', 'button'],
  ] as const)("from %s gives the focus to the header's Login, not the body", async (_, opener, role) => {
    givenSession();
    useTermsStore.getState().setAnswer('accept');
    start();
    const header = within(await screen.findByRole('banner'));
    await userEvent.click(await header.findByRole('button', { name: opener }));
    await userEvent.click(await screen.findByRole(role, { name: 'Log out' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
    const login = await header.findByRole('button', { name: 'Login' });
    await waitFor(() => expect(document.activeElement).toBe(login));
    // The reloaded page gives it the focus too.
    expect(sessionStorage.getItem(LOGGED_OUT_KEY)).toBe('user');
  });

  it('gives Login the focus on the page that the logout reloaded, once', async () => {
    sessionStorage.setItem(LOGGED_OUT_KEY, 'user');
    start();
    const login = await within(await screen.findByRole('banner')).findByRole('button', { name: 'Login' });
    await waitFor(() => expect(document.activeElement).toBe(login));
    expect(sessionStorage.getItem(LOGGED_OUT_KEY)).toBeNull();
  });

  it('keeps Login, and its focus, while a phone whose page was laid out as a desktop loads its own settings', async () => {
    // A server that guessed the desktop: the page starts wide, then the phone's width shows.
    setViewportWidth(1366);
    sessionStorage.setItem(LOGGED_OUT_KEY, 'user');
    const { queryClient } = start();
    const header = within(await screen.findByRole('banner'));
    const login = await header.findByRole('button', { name: 'Login' });
    await waitFor(() => expect(document.activeElement).toBe(login));
    act(() => setViewportWidth(390));
    await waitFor(() => expect(queryClient.getQueryState(['settings', 'mobile'])?.status).toBe('success'));
    expect(header.getByRole('button', { name: 'Menu' })).toBeDefined();
    expect(header.getByRole('button', { name: 'Login' })).toBe(login);
    expect(document.activeElement).toBe(login);
  });

  it('from the foot of the side menu', async () => {
    givenSession();
    useTermsStore.getState().setAnswer('accept');
    const { fetchMock } = start();
    await userEvent.click(
      await within(await screen.findByRole('banner')).findByRole('button', { name: 'Menu' }),
    );
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
    expect(logoutCall(fetchMock)?.reason).toBe('user');
  });

  it('reloads even when the server call fails, and a second logout within 1 s does nothing', async () => {
    givenSession();
    useTermsStore.getState().setAnswer('accept');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fetchMock } = start({
      [LOGOUT]: { status: 500, body: undefined },
      [PROTECTED]: { status: 401, body: undefined },
    });
    const header = await screen.findByRole('banner');
    await userEvent.click(await within(header).findByRole('button', { name: 'My account' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
    expect(error).toHaveBeenCalledWith('Logout call failed (reason user)', expect.anything());
    // A 401 right after (the burst a logout can cause) starts no second logout.
    givenSession();
    await expect(request(PROTECTED, { schema: 'NoContent', withAuth: true })).rejects.toThrow();
    expect(requestedPaths(fetchMock).filter((p) => p === LOGOUT)).toHaveLength(1);
    error.mockRestore();
  });
});

describe('auth on load and the global 401 / 403 rule (SPEC.md §4, §8)', () => {
  it('logs out with reason jwe_token_expired when the stored token expires within 30 s', async () => {
    givenSession({ expiresAt: Date.now() + 20_000 });
    const { fetchMock } = start();
    await waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
    expect(logoutCall(fetchMock)?.reason).toBe('jwe_token_expired');
  });

  it('logs out with reason jwe_token_expired when the token runs out while the page is open', async () => {
    givenSession({ expiresAt: Date.now() + 90_000 });
    useTermsStore.getState().setAnswer('accept');
    const { fetchMock } = start();
    await screen.findByRole('button', { name: 'My account' });
    expect(reloadPage).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
    expect(logoutCall(fetchMock)?.reason).toBe('jwe_token_expired');
  });

  it('renews the token of a player who used the page, a few minutes before it would expire', async () => {
    givenSession({ expiresAt: Date.now() + 10 * 60_000 });
    useTermsStore.getState().setAnswer('accept');
    const renewed = { ...factorPassed.session, jwe_token: 'token-renewed' };
    const { fetchMock } = start({
      [REFRESH]: { status: 200, body: { session: renewed, expirationTimeInSeconds: 3600 } },
    });
    await screen.findByRole('button', { name: 'My account' });
    fireEvent.pointerDown(document.body);
    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000));
    await waitFor(() => expect(useSessionStore.getState().session?.jwe_token).toBe('token-renewed'));
    const refresh = sentRequests(fetchMock).find((r) => r.url.pathname === REFRESH);
    expect(refresh?.init.method).toBe('POST');
    // The old token's end passes quietly: the session now lasts an hour more.
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    expect(reloadPage).not.toHaveBeenCalled();
    expect(logoutCall(fetchMock)).toBeUndefined();
  });

  it('does not renew for a player who left the page untouched: the session ends with the token', async () => {
    givenSession({ expiresAt: Date.now() + 10 * 60_000 });
    useTermsStore.getState().setAnswer('accept');
    const { fetchMock } = start();
    await screen.findByRole('button', { name: 'My account' });
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
    expect(sentRequests(fetchMock).some((r) => r.url.pathname === REFRESH)).toBe(false);
    expect(logoutCall(fetchMock)?.reason).toBe('jwe_token_expired');
  });

  it('a 401 on an authenticated call while logged in logs out with reason unauthorized', async () => {
    givenSession();
    useTermsStore.getState().setAnswer('accept');
    // The page's first authenticated call: the preferences are loaded again on start.
    const { fetchMock } = start({ '/xapi/rest/accounts/7/accountPrefs': { status: 401, body: undefined } });
    await waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
    expect(logoutCall(fetchMock)?.reason).toBe('unauthorized');
    expect(useSessionStore.getState().session).toBe(null);
  });

  it('reloads a tab that comes back visible after another tab logged in or out', async () => {
    givenSession();
    useTermsStore.getState().setAnswer('accept');
    start();
    await screen.findByRole('button', { name: 'My account' });
    const visible = () => document.dispatchEvent(new Event('visibilitychange'));
    visible();
    expect(reloadPage).not.toHaveBeenCalled();
    // Another tab logged out: storage changed under this tab's feet.
    localStorage.setItem('sb-session', JSON.stringify({ state: { session: null }, version: 1 }));
    visible();
    expect(reloadPage).toHaveBeenCalledOnce();
  });
});

describe('terms of use (SPEC.md §4; decision in terms-store.ts)', () => {
  it('shows for a logged-in player without pToU=accept; Accept stores it and tells the server', async () => {
    givenSession();
    const { fetchMock } = start({ [ACCEPT_TERMS]: { status: 200, body: undefined } });
    const dialog = await screen.findByRole('dialog', { name: 'Terms of use' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('dialog', { name: 'Terms of use' })).toBeNull();
    expect(document.cookie).toContain('pToU=accept');
    await waitFor(() => expect(requestedPaths(fetchMock)).toContain(ACCEPT_TERMS));
  });

  it('Decline stores decline and logs out', async () => {
    givenSession();
    const { fetchMock } = start();
    const dialog = await screen.findByRole('dialog', { name: 'Terms of use' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(screen.queryByRole('dialog', { name: 'Terms of use' })).toBeNull();
    expect(document.cookie).toContain('pToU=decline');
    await waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
    expect(logoutCall(fetchMock)?.reason).toBe('terms_declined');
  });

  it('does not show for a visitor', async () => {
    start();
    await screen.findByRole('banner');
    expect(screen.queryByRole('dialog', { name: 'Terms of use' })).toBeNull();
  });
});

describe('account menu (SPEC.md §2)', () => {
  it('is a keyboard-operable menu button with the account links and logout', async () => {
    setViewportWidth(1366);
    givenSession();
    useTermsStore.getState().setAnswer('accept');
    const { router } = start();
    const trigger = await screen.findByRole('button', { name: 'My account' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu', { name: 'My account' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'My profile',
      'My bets',
      'Balances',
      'Transactions',
      'Log out',
    ]);
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(items[4]);
    await userEvent.keyboard('{Home}{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Log out' })),
    );
    await userEvent.keyboard('{Home}{ArrowDown}{Enter}');
    expect(router.location.pathname).toBe('/en/account/bets');
  });
});

describe('side menu for a logged-in player (SPEC.md §6)', () => {
  const account = {
    id: 1,
    active: true,
    label: 'Account',
    logged_in_only: true,
    logged_in_title: 'My Account',
    logged_out_title: 'Account',
    icon_name: 'account',
    logged_in_link: '/account',
    logged_out_link: '',
    open_in_parent_frame: false,
    submenu_items: [],
  };

  it('unlocks logged-in-only entries with their logged-in title and link', async () => {
    setViewportWidth(1366);
    givenSession();
    useTermsStore.getState().setAnswer('accept');
    start({ '/api/tabs': { sections: [{ section_name: 'menu_icons', submenu_items: [account] }] } });
    const link = await screen.findByRole('link', { name: 'My Account' });
    expect(link.getAttribute('href')).toBe('/en/account');
  });

  it('keeps them locked for a visitor, opening the login dialog', async () => {
    setViewportWidth(1366);
    start({ '/api/tabs': { sections: [{ section_name: 'menu_icons', submenu_items: [account] }] } });
    await userEvent.click(await screen.findByRole('button', { name: 'Account' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
  });
});
