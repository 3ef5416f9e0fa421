import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NativeOriginContext } from '../../lib/native-app/native-app.ts';
import { useShellStore } from '../../lib/shell/shell-store.ts';
import { mockApi } from '../../test/api-mock.ts';
import { renderApp, renderWithProviders } from '../../test/render.tsx';
import { setViewportWidth } from '../../test/viewport.ts';
import { useMyBetsButton } from './use-my-bets-button.ts';

/**
 * SPEC.md §4 My Bets: "logged out it triggers login (native login in the app, else dialog)". In a
 * native app (a native betslip-origin) whose brand leaves native_app_login on, the web posts
 * login-required to the app's channel (docs/decisions/native-app.md) instead of opening its dialog.
 */

const LOGIN_REQUIRED = JSON.stringify({ source: 'sportsbook', type: 'login-required' });

const footer = async () => within(await screen.findByRole('navigation', { name: 'Quick navigation' }));

/** A React Native WebView's channel; `postMessage` records what the web posted. */
function reactNativeChannel() {
  const postMessage = vi.fn<(message: string) => void>();
  vi.stubGlobal('ReactNativeWebView', { postMessage });
  return postMessage;
}

beforeEach(() => setViewportWidth(390));
afterEach(() => {
  useShellStore.setState({ overlay: undefined });
  vi.unstubAllGlobals();
});

async function pressMyBets(url: string, settings: Parameters<typeof mockApi>[1] = {}) {
  mockApi({}, settings);
  renderApp(url);
  // The native app's part of the shell loads on its own: wait until it is there.
  await import('../../lib/native-app/native-login.tsx');
  await userEvent.click((await footer()).getByRole('button', { name: 'My Bets' }));
}

describe('My Bets, logged out, in a native app (SPEC.md §4)', () => {
  it('asks the React Native app to log in, and opens no dialog', async () => {
    const posted = reactNativeChannel();
    await pressMyBets('/en/sports?betslip-origin=android-app');
    await waitFor(() => expect(posted).toHaveBeenCalledWith(LOGIN_REQUIRED));
    expect(posted).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog', { name: 'Login' })).toBeNull();
    expect(useShellStore.getState().overlay).toBeUndefined();
  });

  it('asks the iOS app through its WKWebView message handler', async () => {
    const ios = vi.fn<(message: string) => void>();
    vi.stubGlobal('webkit', { messageHandlers: { sportsbook: { postMessage: ios } } });
    await pressMyBets('/en/sports?betslip-origin=ios-app');
    await waitFor(() => expect(ios).toHaveBeenCalledWith(LOGIN_REQUIRED));
  });

  it('asks the Android app through its JavaScript interface', async () => {
    const android = vi.fn<(message: string) => void>();
    vi.stubGlobal('SportsbookAndroid', { postMessage: android });
    await pressMyBets('/en/sports?betslip-origin=android-app');
    await waitFor(() => expect(android).toHaveBeenCalledWith(LOGIN_REQUIRED));
    expect(screen.queryByRole('dialog', { name: 'Login' })).toBeNull();
  });

  it.each([
    ['there is no channel to the app', '/en/sports?betslip-origin=android-app', {}, false],
    [
      'the brand turns native login off',
      '/en/sports?betslip-origin=android-app',
      { native_app_login: false },
      true,
    ],
    ['the page is not in a native app', '/en/sports', {}, true],
  ])('opens the login dialog when %s', async (_name, url, settings, channel) => {
    const posted = channel ? reactNativeChannel() : undefined;
    await pressMyBets(url, settings);
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
    if (posted) expect(posted).not.toHaveBeenCalled();
  });

  it("asks the app from the My Bets page's Log in, content only", async () => {
    const posted = reactNativeChannel();
    mockApi();
    renderApp('/en/open_bets?content-embedded=true&betslip-origin=android-app');
    await import('../../lib/native-app/native-login.tsx');
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(posted).toHaveBeenCalledWith(LOGIN_REQUIRED));
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Login' })).toBeNull();
  });

  it('leaves a channel that fails for the web dialog', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('ReactNativeWebView', {
      postMessage: () => {
        throw new Error('gone');
      },
    });
    await pressMyBets('/en/sports?betslip-origin=android-app');
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
    expect(error).toHaveBeenCalledWith('The native app did not take the message', expect.any(Error));
  });
});

describe("the My Bets button of a player whose session has gone (the domain reducer's native-login)", () => {
  function MyBetsButton() {
    const { onClick } = useMyBetsButton();
    return (
      <button type="button" onClick={onClick}>
        My Bets
      </button>
    );
  }

  it.each([
    ['asks the app', true, undefined],
    ['opens the dialog without a channel', false, 'login'],
  ] as const)('%s', async (_name, channel, overlay) => {
    const posted = channel ? reactNativeChannel() : undefined;
    mockApi();
    renderWithProviders(
      <NativeOriginContext value="ios-app">
        <MyBetsButton />
      </NativeOriginContext>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'My Bets' }));
    await waitFor(() => expect(useShellStore.getState().overlay).toBe(overlay));
    if (posted) await waitFor(() => expect(posted).toHaveBeenCalledWith(LOGIN_REQUIRED));
  });
});
