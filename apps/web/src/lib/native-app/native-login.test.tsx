import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/api-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { useShellStore } from '../shell/shell-store.ts';
import { NativeOriginContext } from './native-app.ts';
import NativeLogin from './native-login.tsx';

/** The native app's login part (docs/decisions/native-app.md) loads after the page: a tap may come first. */

const LOGIN_REQUIRED = JSON.stringify({ source: 'sportsbook', type: 'login-required' });

afterEach(() => {
  useShellStore.setState({ overlay: undefined });
  vi.unstubAllGlobals();
});

function mountInApp() {
  mockApi();
  renderWithProviders(
    <NativeOriginContext value="android-app">
      <NativeLogin />
    </NativeOriginContext>,
  );
}

describe('a login asked for before the native part had loaded', () => {
  it('goes to the app once it has, and the dialog closes', async () => {
    const postMessage = vi.fn<(message: string) => void>();
    vi.stubGlobal('ReactNativeWebView', { postMessage });
    useShellStore.getState().open('login');
    mountInApp();
    await waitFor(() => expect(useShellStore.getState().overlay).toBeUndefined());
    expect(postMessage).toHaveBeenCalledExactlyOnceWith(LOGIN_REQUIRED);
  });

  it('stays with the web dialog where there is no app to ask', async () => {
    useShellStore.getState().open('login');
    mountInApp();
    // The first render's effects have run once the settings query has asked.
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(useShellStore.getState().overlay).toBe('login');
  });
});
