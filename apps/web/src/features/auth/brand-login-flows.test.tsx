import type { ExternalSessionResponse, IcoreLoginResponse, SettingsInput } from '@sb/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, requestedPaths } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render.tsx';
import {
  bodyOf,
  factorPassed,
  givenSession,
  loginAnswer,
  refused,
  sentRequests,
} from '../../test/session.ts';
import { useToastStore } from '../../ui/toast-store.ts';
import { LOGGED_OUT_KEY, useSessionStore } from '../../lib/session/session-store.ts';
import { startAuth } from './auth-runtime.ts';
import { logInWithExternalToken } from './index.ts';
import { reloadPage } from './page-reload.ts';
import { useTermsStore } from './terms-store.ts';

vi.mock('./page-reload.ts', () => ({ reloadPage: vi.fn() }));

const OTP_LOGIN = '/xapi/rest/accounts/sessions';
const ICORE_LOGIN = '/xapi/icore/players/login';
const HEADER_LOGIN = '/auth/en/api/plugins/component/route/header_login/authenticate';
const HEADER_LOGOUT = '/auth/en/api/plugins/component/route/header_login/logout';
const DELETE_SESSION = '/xapi/rest/accounts/me/sessions';
const API_SESSION = '/api/session';
const OTP_GENERATE = '/auth/en/api/plugins/component/route/otp/generate';
const OTP_VALIDATE = '/auth/en/api/plugins/component/route/otp/validate';
const PREFS = '/xapi/rest/accounts/7/accountPrefs';

const icoreAnswer = (overrides: Partial<IcoreLoginResponse> = {}): IcoreLoginResponse => ({
  ...loginAnswer(),
  alsToken: 'als-1',
  alsPlayerId: 'player-1',
  ...overrides,
});

const externalSession = (jwe_token = 'token-x'): ExternalSessionResponse => ({
  session: {
    id: 7,
    jwe_token,
    username: 'bob',
    currency: 'EUR',
    locale: 'en',
    icore_token: 'icore-1',
    icore_player_id: 'player-9',
    is_partner_matrix_affiliate: false,
  },
  expirationTimeInSeconds: 3600,
  termsAccepted: true,
  lastLoginDate: null,
});

const cookieToken = () => /(?:^|;\s*)sb_ext_token=([^;]*)/.exec(document.cookie)?.[1];

let stopAuth: (() => void) | undefined;
beforeEach(() => {
  // The logout busy flag lasts 1 s (SPEC.md §9); fake timers let each test start with it reset.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  stopAuth?.();
  vi.advanceTimersByTime(1000);
  vi.useRealTimers();
  vi.mocked(reloadPage).mockClear();
  sessionStorage.clear();
  document.cookie = 'sb_ext_token=; path=/; max-age=0';
  useSessionStore.setState({ session: null, savedUsername: null });
  useToastStore.setState({ toasts: [] });
  useTermsStore.getState().setAnswer(null);
});

function start(routes: Record<string, unknown> = {}, settings: SettingsInput = {}) {
  const fetchMock = mockApi(
    {
      [DELETE_SESSION]: { status: 200, body: undefined },
      [HEADER_LOGOUT]: { status: 200, body: undefined },
      [PREFS]: {
        price_format: 'euro',
        layout: 'euro',
        default_stake: 0,
        sort_by: 'time',
        accept_higher_odds: false,
      },
      ...routes,
    },
    { show_login_button: true, ...settings },
  );
  const app = renderApp('/en');
  stopAuth = startAuth(app.queryClient);
  return { fetchMock, ...app };
}

async function openLogin(routes: Record<string, unknown>, settings: SettingsInput = {}) {
  const started = start(routes, settings);
  const header = await screen.findByRole('banner');
  await userEvent.click(await within(header).findByRole('button', { name: 'Login' }));
  const dialog = await screen.findByRole('dialog', { name: 'Login' });
  await userEvent.type(within(dialog).getByLabelText('Username'), ' alice ');
  await userEvent.type(within(dialog).getByLabelText('Password'), 'secret');
  return { ...started, dialog, header };
}

const submit = (dialog: HTMLElement) =>
  userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));

function requestTo(fetchMock: ReturnType<typeof mockApi>, path: string) {
  return sentRequests(fetchMock).find((r) => r.url.pathname === path);
}

describe('the token flow (SPEC.md §4 "Login", §7)', () => {
  it('posts JSON to the platform, takes alsToken as the session token, and keeps it in the cookie', async () => {
    const { dialog, header, fetchMock } = await openLogin(
      { [ICORE_LOGIN]: icoreAnswer() },
      { login_flow: 'token' },
    );
    await submit(dialog);
    expect(await within(header).findByRole('button', { name: 'My account' })).toBeTruthy();

    const call = requestTo(fetchMock, ICORE_LOGIN);
    expect(call?.init.method).toBe('POST');
    expect(call?.init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(bodyOf(fetchMock, ICORE_LOGIN)).toEqual({ username: 'alice', password: 'secret' });
    expect(requestedPaths(fetchMock)).not.toContain(OTP_LOGIN);
    expect(useSessionStore.getState().session).toMatchObject({
      jwe_token: 'als-1',
      externalToken: 'als-1',
      loginFlow: 'token',
      pendingFactor: null,
    });
    expect(cookieToken()).toBe('als-1');
    await waitFor(() => expect(requestedPaths(fetchMock)).toContain(PREFS));
  });

  it('keeps the cookie for the finished login only: after the second factor', async () => {
    const { dialog, fetchMock } = await openLogin(
      {
        [ICORE_LOGIN]: icoreAnswer({ otp: true }),
        [OTP_GENERATE]: { status: 'SUCCESS', destination: '+44 789', lockSeconds: 295 },
        [OTP_VALIDATE]: factorPassed,
      },
      { login_flow: 'token' },
    );
    await submit(dialog);
    const otp = await screen.findByRole('dialog', { name: 'Verify your mobile number' });
    expect(cookieToken()).toBeUndefined();
    await userEvent.type(within(otp).getByLabelText('Verification code'), '123456');
    await userEvent.click(within(otp).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(cookieToken()).toBe('als-1'));
    expect(useSessionStore.getState().session).toMatchObject({
      jwe_token: 'token-2',
      externalToken: 'als-1',
      loginFlow: 'token',
      pendingFactor: null,
    });
    const validate = requestTo(fetchMock, OTP_VALIDATE);
    expect(validate?.init.headers).toMatchObject({ Authorization: 'Bearer als-1' });
  });

  it('shows a refusal with its §8 text and keeps no cookie', async () => {
    const { dialog } = await openLogin(
      { [ICORE_LOGIN]: refused(403, 'Locked', 'INT008') },
      { login_flow: 'token' },
    );
    await submit(dialog);
    expect((await screen.findByRole('alert')).textContent).toBe('Your account is locked.');
    expect(useSessionStore.getState().session).toBe(null);
    expect(cookieToken()).toBeUndefined();
  });

  it('refuses an answer without alsToken with error-500', async () => {
    const { dialog } = await openLogin(
      { [ICORE_LOGIN]: icoreAnswer({ alsToken: '' }) },
      { login_flow: 'token' },
    );
    await submit(dialog);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We are experiencing difficulties. Please try later.',
    );
    expect(useSessionStore.getState().session).toBe(null);
  });
});

describe('the legacy flow (SPEC.md §4 "Login", §7)', () => {
  it('posts a form to header_login and finishes like any login', async () => {
    const { dialog, header, fetchMock } = await openLogin(
      { [HEADER_LOGIN]: loginAnswer() },
      { login_flow: 'legacy' },
    );
    await submit(dialog);
    expect(await within(header).findByRole('button', { name: 'My account' })).toBeTruthy();

    const call = requestTo(fetchMock, HEADER_LOGIN);
    expect(call?.init.method).toBe('POST');
    const body = call?.init.body;
    expect(body).toBeInstanceOf(URLSearchParams);
    expect(Object.fromEntries(body as URLSearchParams)).toEqual({ username: 'alice', password: 'secret' });
    // The type fetch gives a form body.
    const sent = new Request(call!.url, call!.init);
    expect(sent.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(useSessionStore.getState().session).toMatchObject({ jwe_token: 'token-1', loginFlow: 'legacy' });
    expect(useSessionStore.getState().session?.externalToken).toBeUndefined();
    expect(cookieToken()).toBeUndefined();
    await waitFor(() => expect(requestedPaths(fetchMock)).toContain(PREFS));
  });

  it('shows a refusal by its status when no code came', async () => {
    const { dialog } = await openLogin(
      { [HEADER_LOGIN]: refused(402, 'Suspended') },
      { login_flow: 'legacy' },
    );
    await submit(dialog);
    expect((await screen.findByRole('alert')).textContent).toBe('Your account is suspended.');
  });
});

describe('logout by flow (SPEC.md §4 "Logout")', () => {
  async function logOutFromMenu() {
    const header = await screen.findByRole('banner');
    await userEvent.click(await within(header).findByRole('button', { name: 'My account' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
  }

  it('clears the token cookie and ends a token session with DELETE session', async () => {
    givenSession({ jwe_token: 'als-1', loginFlow: 'token', externalToken: 'als-1' });
    document.cookie = 'sb_ext_token=als-1; path=/';
    useTermsStore.getState().setAnswer('accept');
    const { fetchMock } = start();
    await logOutFromMenu();
    expect(cookieToken()).toBeUndefined();
    const call = requestTo(fetchMock, DELETE_SESSION);
    expect(call?.init.method).toBe('DELETE');
    expect(call?.url.searchParams.get('reason')).toBe('user');
  });

  it('ends a legacy session with GET header_login/logout?authenticated=false&reason=, not DELETE', async () => {
    givenSession({ loginFlow: 'legacy' });
    useTermsStore.getState().setAnswer('accept');
    const { fetchMock } = start();
    await logOutFromMenu();
    const call = requestTo(fetchMock, HEADER_LOGOUT);
    expect(call?.init.method).toBe('GET');
    expect(call?.url.searchParams.get('authenticated')).toBe('false');
    expect(call?.url.searchParams.get('reason')).toBe('user');
    expect(call?.init.headers).toMatchObject({ Authorization: 'Bearer token-1' });
    expect(requestedPaths(fetchMock)).not.toContain(DELETE_SESSION);
  });

  it('sends declined terms to the legacy logout as reason user (it has no terms_declined)', async () => {
    givenSession({ loginFlow: 'legacy' });
    const { fetchMock } = start();
    const terms = await screen.findByRole('dialog', { name: 'Terms of use' });
    await userEvent.click(within(terms).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
    expect(requestTo(fetchMock, HEADER_LOGOUT)?.url.searchParams.get('reason')).toBe('user');
  });
});

describe('auth on load (SPEC.md §4)', () => {
  it('fetches the session of a token cookie with no session behind it, stores it and loads the preferences', async () => {
    document.cookie = 'sb_ext_token=ext-1; path=/';
    const { fetchMock } = start({ [API_SESSION]: externalSession() });
    expect(
      await within(await screen.findByRole('banner')).findByRole('button', { name: 'My account' }),
    ).toBeTruthy();
    const call = requestTo(fetchMock, API_SESSION);
    expect(call?.init.method).toBe('GET');
    expect(call?.init.headers).toMatchObject({ 'game-token': 'ext-1' });
    expect(call?.url.searchParams.get('timestamp')).toMatch(/^\d+$/);
    expect(useSessionStore.getState().session).toMatchObject({
      jwe_token: 'token-x',
      username: 'bob',
      externalToken: 'ext-1',
      pendingFactor: null,
    });
    await waitFor(() => expect(requestedPaths(fetchMock)).toContain(PREFS));
  });

  it('replaces a stored session the cookie does not stand for', async () => {
    givenSession({ jwe_token: 'token-old', externalToken: 'ext-old' });
    useTermsStore.getState().setAnswer('accept');
    document.cookie = 'sb_ext_token=ext-1; path=/';
    start({ [API_SESSION]: externalSession() });
    await waitFor(() => expect(useSessionStore.getState().session?.jwe_token).toBe('token-x'));
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('fetches nothing for the cookie of the stored session', async () => {
    givenSession({ externalToken: 'ext-1', loginFlow: 'token' });
    useTermsStore.getState().setAnswer('accept');
    document.cookie = 'sb_ext_token=ext-1; path=/';
    const { fetchMock } = start({ [API_SESSION]: externalSession() });
    await screen.findByRole('button', { name: 'My account' });
    await waitFor(() => expect(requestedPaths(fetchMock)).toContain(PREFS));
    expect(requestedPaths(fetchMock)).not.toContain(API_SESSION);
  });

  it('logs out with reason unauthorized when the fetch fails, clearing the cookie', async () => {
    givenSession();
    useTermsStore.getState().setAnswer('accept');
    document.cookie = 'sb_ext_token=ext-1; path=/';
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fetchMock } = start({ [API_SESSION]: refused(401, 'Unknown token') });
    await waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
    const logout = requestTo(fetchMock, DELETE_SESSION);
    expect(logout?.url.searchParams.get('reason')).toBe('unauthorized');
    expect(useSessionStore.getState().session).toBe(null);
    expect(cookieToken()).toBeUndefined();
    error.mockRestore();
  });

  it('logs a visitor out with reason unauthorized when the session has no token', async () => {
    document.cookie = 'sb_ext_token=ext-1; path=/';
    const { fetchMock } = start({ [API_SESSION]: externalSession('') });
    await waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
    expect(sessionStorage.getItem(LOGGED_OUT_KEY)).toBe('unauthorized');
    expect(useSessionStore.getState().session).toBe(null);
    // No session: nothing to end on the server.
    expect(requestedPaths(fetchMock)).not.toContain(DELETE_SESSION);
  });

  it("logs in with a host page's token (logInWithExternalToken) and keeps it in the cookie", async () => {
    const { fetchMock, queryClient } = start({ [API_SESSION]: externalSession() });
    await screen.findByRole('button', { name: 'Login' });
    await logInWithExternalToken('host-1', queryClient);
    expect(useSessionStore.getState().session).toMatchObject({
      jwe_token: 'token-x',
      externalToken: 'host-1',
    });
    expect(cookieToken()).toBe('host-1');
    expect(requestTo(fetchMock, API_SESSION)?.init.headers).toMatchObject({ 'game-token': 'host-1' });
    // The same token again changes nothing.
    await logInWithExternalToken('host-1', queryClient);
    expect(requestedPaths(fetchMock).filter((path) => path === API_SESSION)).toHaveLength(1);
  });
});

describe('single allowed session (SPEC.md §2)', () => {
  const single = { single_session_login: true };

  it('asks before sending: Continue focused; Cancel and Escape send nothing and give the focus back', async () => {
    const { dialog, fetchMock } = await openLogin({ [OTP_LOGIN]: loginAnswer() }, single);
    const loginButton = within(dialog).getByRole('button', { name: 'Log in' });
    await userEvent.click(loginButton);
    const confirm = await screen.findByRole('alertdialog', {
      name: 'One device at a time',
      description:
        'You can be logged in on one device at a time. Logging in here ends your session on any other device.',
    });
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Continue' }));
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(loginButton));

    await userEvent.click(loginButton);
    await screen.findByRole('alertdialog', { name: 'One device at a time' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeTruthy();
    expect(requestedPaths(fetchMock)).not.toContain(OTP_LOGIN);
  });

  it('Continue sends the login once and finishes it', async () => {
    const { dialog, header, fetchMock } = await openLogin({ [OTP_LOGIN]: loginAnswer() }, single);
    await submit(dialog);
    const confirm = await screen.findByRole('alertdialog', { name: 'One device at a time' });
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(confirm.isConnected).toBe(false);
    expect(await within(header).findByRole('button', { name: 'My account' })).toBeTruthy();
    expect(requestedPaths(fetchMock).filter((path) => path === OTP_LOGIN)).toHaveLength(1);
  });
});
