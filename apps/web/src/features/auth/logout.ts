import { LOGOUT_BUSY_RESET_MS } from '@sb/domain';
import type { QueryClient } from '@tanstack/react-query';
import { usePreferencesStore } from '../../lib/preferences/preferences-store.ts';
import { clearBetslip } from '../betslip/index.ts';
import type { LogoutReason } from './api/delete-session.ts';
import { endSession } from './api/end-session.ts';
import { clearOtpLock } from './otp-lock.ts';
import { reloadPage } from './page-reload.ts';
import { LOGGED_OUT_KEY, useSessionStore } from '../../lib/session/session-store.ts';
import { useShellStore } from '../../lib/shell/shell-store.ts';
import { writeStored } from '../../lib/browser-storage.ts';

// SPEC.md §4: a second logout while one runs (a double click, a burst of 401s) does nothing.
let busy = false;

/**
 * Logout (SPEC.md §4): forgets the session, the token cookie, the cached account data, the betslip
 * and the player's settings at once; then tells the server by the session's flow (a failure is only
 * logged) and reloads the page either way, so nothing of the player stays in memory. The visitor's
 * language survives.
 */
export async function logout(queryClient: QueryClient, reason: LogoutReason): Promise<void> {
  if (busy) return;
  busy = true;
  window.setTimeout(() => {
    busy = false;
  }, LOGOUT_BUSY_RESET_MS);

  const session = useSessionStore.getState().session;
  // The overlays close with it (the menu drawer's Log out is gone with the session): the header's
  // Login, which then takes the focus, is not behind a modal.
  useShellStore.getState().close();
  useSessionStore.getState().clearSession();
  // The external token's cookie (keep-external-token.ts), cleared here: sharing the module with
  // the login's would cost every page's first load a chunk name.
  document.cookie = 'sb_ext_token=; path=/; max-age=0';
  clearOtpLock();
  queryClient.clear();
  clearBetslip();
  const { language } = usePreferencesStore.getState();
  usePreferencesStore.setState({ ...usePreferencesStore.getInitialState(), language });

  try {
    if (session) await endSession(session, reason);
  } catch (error) {
    console.error(`Logout call failed (reason ${reason})`, error);
  }
  writeStored('session', LOGGED_OUT_KEY, reason);
  reloadPage();
}
