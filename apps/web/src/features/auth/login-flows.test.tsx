import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, requestedPaths } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render.tsx';
import { setViewportWidth } from '../../test/viewport.ts';
import { usePreferencesStore } from '../../lib/preferences/preferences-store.ts';
import { useToastStore } from '../../ui/toast-store.ts';
import { startAuth } from './auth-runtime.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { bodyOf, factorPassed, loginAnswer, refused, sentRequests } from '../../test/session.ts';
import { useTermsStore } from './terms-store.ts';

vi.mock('./page-reload.ts', () => ({ reloadPage: vi.fn() }));

const LOGIN = '/xapi/rest/accounts/sessions';
const OTP_GENERATE = '/auth/en/api/plugins/component/route/otp/generate';
const OTP_VALIDATE = '/auth/en/api/plugins/component/route/otp/validate';
const QUESTION = '/auth/en/api/plugins/component/route/security_question/getquestion';
const ANSWER = '/auth/en/api/plugins/component/route/security_question/checkAnswer';

let stopAuth: (() => void) | undefined;
afterEach(() => {
  stopAuth?.();
  useSessionStore.setState({ session: null, savedUsername: null });
  useToastStore.setState({ toasts: [] });
  useTermsStore.getState().setAnswer(null);
});

async function openLogin(routes: Record<string, unknown>) {
  const fetchMock = mockApi(routes, { show_login_button: true });
  const app = renderApp('/en');
  stopAuth = startAuth(app.queryClient);
  const header = await screen.findByRole('banner');
  await userEvent.click(await within(header).findByRole('button', { name: 'Login' }));
  const dialog = await screen.findByRole('dialog', { name: 'Login' });
  return { fetchMock, dialog, header, ...app };
}

async function logIn(dialog: HTMLElement, username = 'alice', password = 'secret') {
  await userEvent.type(within(dialog).getByLabelText('Username'), username);
  await userEvent.type(within(dialog).getByLabelText('Password'), password);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
}

describe('login dialog (SPEC.md §2, §5)', () => {
  it('turns the header Login into Close while open, and offers the toggle, Remember me and the reset link', async () => {
    const { dialog, header } = await openLogin({});
    expect(within(header).getByRole('button', { name: 'Close' })).toBeTruthy();
    const toggle = within(dialog).getByRole('button', { name: 'Show password' });
    const password = within(dialog).getByLabelText('Password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(password.getAttribute('type')).toBe('password');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(password.getAttribute('type')).toBe('text');
    expect(within(dialog).getByRole('checkbox', { name: 'Remember me' })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('link', { name: 'Forgotten your password?' })).toBeTruthy();
  });

  it('forgets what was typed when it closes', async () => {
    const { dialog, header } = await openLogin({});
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret');
    await userEvent.click(within(header).getByRole('button', { name: 'Close' }));
    await userEvent.click(within(header).getByRole('button', { name: 'Login' }));
    const reopened = await screen.findByRole('dialog', { name: 'Login' });
    expect(within(reopened).getByLabelText('Password')).toHaveProperty('value', '');
  });

  it('with empty or blank fields shows the invalid-credentials toast and sends nothing', async () => {
    const { dialog, fetchMock } = await openLogin({});
    await userEvent.type(within(dialog).getByLabelText('Username'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid login credentials.');
    expect(requestedPaths(fetchMock)).not.toContain(LOGIN);
  });

  it('sends the trimmed username, the device block and the channel; a refusal shows its §8 text', async () => {
    const { dialog, fetchMock } = await openLogin({ [LOGIN]: refused(401, 'Refused', 'INT003') });
    await logIn(dialog, ' alice ');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid login credentials.');
    expect(bodyOf(fetchMock, LOGIN)).toEqual({
      username: 'alice',
      password: 'secret',
      device: {
        clientType: 'Browser',
        deviceId: useSessionStore.getState().deviceId,
        deviceType: 'Mobile',
      },
    });
    const url = sentRequests(fetchMock).find((r) => r.url.pathname === LOGIN)?.url;
    expect(url?.searchParams.get('mc')).toBe('mobile');
    expect(url?.searchParams.get('l')).toBe('en');
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeTruthy();
  });

  it('names the password field Password, its show/hide toggle a button of its own', async () => {
    const { dialog } = await openLogin({});
    const password = within(dialog).getByLabelText<HTMLInputElement>('Password');
    const label = password.labels?.[0];
    expect(label?.textContent).toBe('Password');
    // A control inside the label would join the field's name ('Password Show password').
    expect(label && within(label).queryByRole('button')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Show password' }).getAttribute('aria-controls')).toBe(
      password.id,
    );
  });

  it('keeps a refused login under the fields: both marked invalid and described by it, the username focused', async () => {
    const { dialog } = await openLogin({ [LOGIN]: refused(401, 'Refused', 'INT003') });
    await logIn(dialog, 'alice', 'wrong');
    const username = await within(dialog).findByRole('textbox', {
      name: 'Username',
      description: 'Invalid login credentials.',
    });
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(username);
    const password = within(dialog).getByLabelText('Password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(password.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('Invalid login credentials.');
    expect(dialog.contains(message)).toBe(true);
    // Correcting a field clears its mark; the message stays until the next attempt.
    await userEvent.type(password, '!');
    expect(password.getAttribute('aria-invalid')).toBe('false');
    expect(password.getAttribute('aria-describedby')).toBeNull();
    expect(username.getAttribute('aria-invalid')).toBe('true');
  });

  it('marks only the blank field of an incomplete form invalid', async () => {
    const { dialog } = await openLogin({});
    await userEvent.type(within(dialog).getByLabelText('Username'), 'alice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const password = within(dialog).getByLabelText('Password');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(password);
    expect(within(dialog).getByLabelText('Username').getAttribute('aria-invalid')).toBe('false');
    expect(document.getElementById(password.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Invalid login credentials.',
    );
  });

  it('says Desktop from 1024 px, and maps a suspended account to its text', async () => {
    setViewportWidth(1366);
    const { dialog, fetchMock } = await openLogin({ [LOGIN]: refused(402, 'Suspended', 'INT009') });
    await logIn(dialog);
    expect((await screen.findByRole('alert')).textContent).toBe('Your account is suspended.');
    expect(bodyOf(fetchMock, LOGIN)).toMatchObject({ device: { deviceType: 'Desktop' } });
  });

  it("reads 'Notification does not exist' for a code the product has no text for", async () => {
    const { dialog } = await openLogin({ [LOGIN]: refused(403, 'Refused', 'INT999') });
    await logIn(dialog);
    expect((await screen.findByRole('alert')).textContent).toBe('Notification does not exist');
  });

  it('logs in without a second factor: session stored, preferences loaded, dialog closed, the account menu shown', async () => {
    const { dialog, header } = await openLogin({
      [LOGIN]: loginAnswer(),
      '/xapi/rest/accounts/7/accountPrefs': {
        price_format: 'hk',
        layout: 'euro',
        default_stake: 10,
        sort_by: 'competition',
        accept_higher_odds: false,
      },
    });
    await logIn(dialog);
    expect(await within(header).findByRole('button', { name: 'My account' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Login' })).toBeNull();
    expect(within(header).queryByRole('button', { name: 'Login' })).toBeNull();
    const session = useSessionStore.getState().session;
    expect(session).toMatchObject({ username: 'alice', jwe_token: 'token-1', pendingFactor: null });
    expect(session!.expiresAt).toBeGreaterThan(Date.now() + 3_590_000);
    expect(useSessionStore.getState().savedUsername).toBe('alice');
    await waitFor(() => expect(usePreferencesStore.getState().oddsType).toBe('hk'));
  });

  it('forgets the username without Remember me, and prefills a remembered one', async () => {
    useSessionStore.setState({ savedUsername: 'bob' });
    const { dialog } = await openLogin({ [LOGIN]: loginAnswer() });
    expect(within(dialog).getByLabelText('Username')).toHaveProperty('value', 'bob');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.type(within(dialog).getByLabelText('Password'), 'pw');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(useSessionStore.getState().session?.pendingFactor).toBe(null));
    expect(useSessionStore.getState().savedUsername).toBe(null);
  });
});

describe('one-time code (SPEC.md §4, §5)', () => {
  const routes = {
    [LOGIN]: loginAnswer({ otp: true }),
    [OTP_GENERATE]: { status: 'SUCCESS', destination: '+44 ••• ••• 789', lockSeconds: 295 },
  };

  it('sends a code, validates every keystroke, enables Submit at 6 digits, and finishes the login', async () => {
    const {
      dialog: login,
      fetchMock,
      header,
    } = await openLogin({
      ...routes,
      [OTP_VALIDATE]: (url: URL) => (url ? factorPassed : undefined),
    });
    await logIn(login);
    const dialog = await screen.findByRole('dialog', { name: 'Verify your mobile number' });
    expect(await within(dialog).findByText('We sent a 6-digit code to +44 ••• ••• 789.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Request a new code in 4:55' })).toHaveProperty(
      'disabled',
      true,
    );
    const input = within(dialog).getByLabelText('Verification code');
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    const message = () => within(dialog).getByText(/requirement|Field should/).textContent;

    await userEvent.type(input, 'a');
    expect(message()).toBe('Field should be numeric');
    await userEvent.clear(input);
    expect(message()).toBe('Field should be required');
    await userEvent.type(input, '123');
    expect(message()).toBe('Minimum requirement not met');
    expect(submit).toHaveProperty('disabled', true);
    await userEvent.type(input, '4567');
    expect(message()).toBe('Maximum requirement not met');
    await userEvent.type(input, '{Backspace}');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(submit).toHaveProperty('disabled', false);
    await userEvent.click(submit);

    expect(await within(header).findByRole('button', { name: 'My account' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Verify your mobile number' })).toBeNull();
    expect(bodyOf(fetchMock, OTP_VALIDATE)).toEqual({ code: '123456' });
    expect(requestedPaths(fetchMock).filter((path) => path === OTP_GENERATE)).toHaveLength(1);
    expect(useSessionStore.getState().session).toMatchObject({ jwe_token: 'token-2', pendingFactor: null });
  });

  it("shows the server's message on a wrong code and stays open", async () => {
    const { dialog: login } = await openLogin({
      ...routes,
      [OTP_VALIDATE]: refused(401, 'The code is not valid.'),
    });
    await logIn(login);
    const dialog = await screen.findByRole('dialog', { name: 'Verify your mobile number' });
    await userEvent.type(within(dialog).getByLabelText('Verification code'), '000000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The code is not valid.');
    expect(useSessionStore.getState().session?.pendingFactor).toBe('otp');
  });

  it('after a reload within the lock, asks for no new code and counts on from the stored start', async () => {
    localStorage.setItem(
      'sb-otp-lock',
      JSON.stringify({ startedAt: Date.now() - 290_000, destination: '+44 789' }),
    );
    useSessionStore.getState().setSession({
      ...loginAnswer().session,
      expiresAt: Date.now() + 3_600_000,
      pendingFactor: 'otp',
      loggedInAt: Date.now(),
    });
    const fetchMock = mockApi(routes);
    const app = renderApp('/en');
    stopAuth = startAuth(app.queryClient);
    const dialog = await screen.findByRole('dialog', { name: 'Verify your mobile number' });
    expect(within(dialog).getByRole('button', { name: /^Request a new code in 0:0\d$/ })).toBeTruthy();
    expect(requestedPaths(fetchMock)).not.toContain(OTP_GENERATE);
    // Cancelling gives the login up.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(useSessionStore.getState().session).toBe(null);
  });

  it('takes the remaining lock from the server when this browser forgot it', async () => {
    const { dialog: login } = await openLogin({
      ...routes,
      [OTP_GENERATE]: refused(429, 'A code was sent recently', undefined, { retryAfterSeconds: 100 }),
    });
    await logIn(login);
    const dialog = await screen.findByRole('dialog', { name: 'Verify your mobile number' });
    expect(await within(dialog).findByRole('button', { name: 'Request a new code in 1:40' })).toBeTruthy();
    expect(within(dialog).getByText('Enter the 6-digit code we sent to your mobile number.')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});

describe('security question (SPEC.md §2, §5)', () => {
  it("shows the server's question, keeps Submit disabled while empty, and finishes on a right answer", async () => {
    const {
      dialog: login,
      header,
      fetchMock,
    } = await openLogin({
      [LOGIN]: loginAnswer({ otp: null }),
      [QUESTION]: { question: 'Name of your first pet?' },
      [ANSWER]: factorPassed,
    });
    await logIn(login);
    const dialog = await screen.findByRole('dialog', { name: 'Security question' });
    expect(await within(dialog).findByText('Name of your first pet?')).toBeTruthy();
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit).toHaveProperty('disabled', true);
    const answer = within(dialog).getByLabelText('Answer');
    expect(answer.getAttribute('type')).toBe('password');
    await userEvent.type(answer, '  ');
    expect(submit).toHaveProperty('disabled', true);
    await userEvent.type(answer, 'Rex');
    await userEvent.click(submit);
    expect(await within(header).findByRole('button', { name: 'My account' })).toBeTruthy();
    expect(bodyOf(fetchMock, ANSWER)).toEqual({ answer: '  Rex' });
  });

  it('Cancel gives the login up', async () => {
    const { dialog: login } = await openLogin({
      [LOGIN]: loginAnswer({ otp: null }),
      [QUESTION]: { question: 'Name of your first pet?' },
    });
    await logIn(login);
    const dialog = await screen.findByRole('dialog', { name: 'Security question' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Security question' })).toBeNull();
    expect(useSessionStore.getState().session).toBe(null);
  });
});
