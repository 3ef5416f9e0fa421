import type { SettingsInput } from '@sb/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { mockApi, requestedPaths } from '../../../test/api-mock.ts';
import { aliceDetails } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { givenSession, refused, sentRequests } from '../../../test/session.ts';
import { setViewportWidth } from '../../../test/viewport.ts';
import { useStoredToken } from '../../../test/wallet.ts';

/*
 * Live chat in the desktop subheader (SPEC.md §2, §4 "Chat token", §6, §8): the window opens in
 * the press; then it goes to the chat, with the chat session token `s` for a player who is no
 * affiliate, plain otherwise, and plain for the rest of the session once fetching the token failed.
 */
const CHAT: SettingsInput = {
  avaya_live_chat_url: '/demo/chat?lang=en',
  avaya_chat_token_url: '/demo/chat/token',
  avaya_chat_bearer_token: 'public-client-key',
};
const AVAYA_TOKEN = `eyJwIjoxfQ.${'A'.repeat(43)}`;
const TOKEN_PATH = '/api/avaya_tokens';
const EXCHANGE_PATH = '/demo/chat/token';
const DETAILS_PATH = '/xapi/icore/players/alice/details';
const details = (isPartnerMatrixAffiliate: boolean) => aliceDetails({ isPartnerMatrixAffiliate });

/** The chat's window as the press opens it: where it is sent is what the tests read. */
interface FakePopup {
  closed: boolean;
  opener: unknown;
  location: { replace: Mock<(url: string) => void> };
  close: Mock<() => void>;
}
let popup: FakePopup;
let open: Mock<typeof window.open>;
let logged: Mock<typeof console.error>;
let restoreAuth: () => void;

beforeEach(() => {
  restoreAuth = useStoredToken();
  popup = { closed: false, opener: window, location: { replace: vi.fn() }, close: vi.fn() };
  open = vi.fn(() => popup as unknown as Window);
  vi.stubGlobal('open', open);
  logged = vi.fn();
  vi.spyOn(console, 'error').mockImplementation(logged);
});
afterEach(() => {
  restoreAuth();
  useSessionStore.setState({ session: null });
  vi.restoreAllMocks();
});

const absolute = (path: string) => new URL(path, window.location.href).href;

async function pressLiveChat() {
  const nav = await screen.findByRole('navigation', { name: 'Sections' });
  await userEvent.click(await within(nav).findByRole('button', { name: 'Live chat' }));
  // Opened in the press, before anything is fetched (popup blockers).
  expect(open).toHaveBeenLastCalledWith('about:blank', 'sb-live-chat', 'popup,width=420,height=640');
}

/** Where the chat's window was sent by the latest press. */
async function chatWindowUrl(presses = 1): Promise<string> {
  await vi.waitFor(() => expect(popup.location.replace).toHaveBeenCalledTimes(presses));
  return popup.location.replace.mock.lastCall![0];
}

function renderDesktop(routes: Record<string, unknown>, settings: SettingsInput = CHAT) {
  setViewportWidth(1366);
  const fetchMock = mockApi(routes, settings);
  renderApp('/en');
  return fetchMock;
}

describe('Live chat (SPEC.md §4 Chat token, §6)', () => {
  it("a player's chat opens with the chat session token appended, the page's query kept", async () => {
    givenSession();
    const fetchMock = renderDesktop({
      [DETAILS_PATH]: details(false),
      [TOKEN_PATH]: { token: AVAYA_TOKEN },
      [EXCHANGE_PATH]: { s: 'chat-session-1' },
    });
    await pressLiveChat();
    expect(await chatWindowUrl()).toBe(absolute('/demo/chat?lang=en&s=chat-session-1'));
    // The chat page gets no handle on the sportsbook.
    expect(popup.opener).toBeNull();

    const requests = sentRequests(fetchMock);
    const tokenCall = requests.find((r) => r.url.pathname === TOKEN_PATH)!;
    expect(tokenCall.url.searchParams.get('playerId')).toBe('7');
    expect((tokenCall.init.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
    const exchange = requests.find((r) => r.url.pathname === EXCHANGE_PATH)!;
    expect(exchange.init).toMatchObject({
      method: 'POST',
      body: AVAYA_TOKEN,
      credentials: 'omit',
      headers: { 'Content-Type': 'text/plain', Authorization: 'Bearer public-client-key' },
    });
    // Not our API: none of its parameters.
    expect(exchange.url.search).toBe('');
    expect(logged).not.toHaveBeenCalled();
  });

  it('a partner-matrix affiliate gets the plain chat, and no token is asked for', async () => {
    givenSession();
    const fetchMock = renderDesktop({ [DETAILS_PATH]: details(true) });
    await pressLiveChat();
    expect(await chatWindowUrl()).toBe(absolute('/demo/chat?lang=en'));
    expect(requestedPaths(fetchMock)).not.toContain(TOKEN_PATH);
  });

  it('the emulate setting gives a player the plain chat without asking anything', async () => {
    givenSession();
    const fetchMock = renderDesktop({}, { ...CHAT, emulate_partner_matrix_affiliate: true });
    await pressLiveChat();
    expect(await chatWindowUrl()).toBe(absolute('/demo/chat?lang=en'));
    expect(requestedPaths(fetchMock)).not.toContain(TOKEN_PATH);
  });

  it('a visitor gets the plain chat', async () => {
    const fetchMock = renderDesktop({});
    await pressLiveChat();
    expect(await chatWindowUrl()).toBe(absolute('/demo/chat?lang=en'));
    expect(requestedPaths(fetchMock)).not.toContain(TOKEN_PATH);
  });

  it('a failed token is stored as FAILED: the chat opens plain, and is never asked for again this session', async () => {
    givenSession({ loggedInAt: 1_000 });
    const fetchMock = renderDesktop({
      [DETAILS_PATH]: details(false),
      [TOKEN_PATH]: refused(403, 'Forbidden'),
      [EXCHANGE_PATH]: { s: 'never-used' },
    });
    await pressLiveChat();
    expect(await chatWindowUrl()).toBe(absolute('/demo/chat?lang=en'));
    expect(logged).toHaveBeenCalledWith(
      'Live chat token failed: the chat opens without it',
      expect.any(Error),
    );

    await pressLiveChat();
    expect(await chatWindowUrl(2)).toBe(absolute('/demo/chat?lang=en'));
    expect(requestedPaths(fetchMock).filter((path) => path === TOKEN_PATH)).toHaveLength(1);
    // §8: the avaya_tokens call's 403 does not log the player out.
    expect(useSessionStore.getState().session).not.toBeNull();
  });

  it('a failed exchange at the chat-token URL is FAILED too', async () => {
    givenSession({ loggedInAt: 2_000 });
    const fetchMock = renderDesktop({
      [DETAILS_PATH]: details(false),
      [TOKEN_PATH]: { token: AVAYA_TOKEN },
      [EXCHANGE_PATH]: { status: 401, body: { error: 'unknown client' } },
    });
    await pressLiveChat();
    expect(await chatWindowUrl()).toBe(absolute('/demo/chat?lang=en'));
    await pressLiveChat();
    expect(await chatWindowUrl(2)).toBe(absolute('/demo/chat?lang=en'));
    expect(requestedPaths(fetchMock).filter((path) => path === EXCHANGE_PATH)).toHaveLength(1);
  });

  it('a missing chat-token configuration rejects with the text of §8, logged, and the chat opens plain', async () => {
    givenSession({ loggedInAt: 3_000 });
    const fetchMock = renderDesktop(
      { [DETAILS_PATH]: details(false), [TOKEN_PATH]: { token: AVAYA_TOKEN } },
      { ...CHAT, avaya_chat_bearer_token: '' },
    );
    await pressLiveChat();
    expect(await chatWindowUrl()).toBe(absolute('/demo/chat?lang=en'));
    expect(logged).toHaveBeenCalledWith(
      'Live chat token failed: the chat opens without it',
      new Error('Missing Avaya chat configuration: URL or Bearer Token is not defined.'),
    );
    expect(requestedPaths(fetchMock)).not.toContain(TOKEN_PATH);
  });

  it('a chat without Avaya opens as configured, with no token', async () => {
    givenSession();
    const fetchMock = renderDesktop({}, { live_chat_url: 'https://help.example.com/chat' });
    await pressLiveChat();
    expect(await chatWindowUrl()).toBe('https://help.example.com/chat');
    expect(requestedPaths(fetchMock)).not.toContain(TOKEN_PATH);
  });

  it('a chat URL that is no web address is not opened', async () => {
    renderDesktop({}, { live_chat_url: 'javascript:alert(1)' });
    await pressLiveChat();
    await vi.waitFor(() => expect(popup.close).toHaveBeenCalled());
    expect(popup.location.replace).not.toHaveBeenCalled();
  });
});
