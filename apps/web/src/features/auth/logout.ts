import { LOGOUT_BUSY_RESET_MS } from '@sb/domain';
import type { QueryClient } from '@tanstack/react-query';
import { usePreferencesStore } from '../../stores/preferences-store.ts';
import { useBetslipStore } from '../../stores/betslip-store.ts';
import { deleteSession, type LogoutReason } from './api/delete-session.ts';
import { clearOtpLock } from './otp-lock.ts';
import { reloadPage } from './page-reload.ts';
import { LOGGED_OUT_KEY, useSessionStore } from '../../lib/session/session-store.ts';
import { useShellStore } from '../../lib/shell/shell-store.ts';

// SPEC.md §4: a second logout while one runs (a double click, a burst of 401s) does nothing.
let busy = false;

/**
 * Logout (SPEC.md §4): forgets the session, the cached account data, the betslip and the player's
 * settings at once; then tells the server (a failure is only logged) and reloads the page either way,
 * so nothing of the player stays in memory. The visitor's language survives.
 */
export async function logout(queryClient: QueryClient, reason: LogoutReason): Promise<void> {
  if (busy) return;
  busy = true;
  window.setTimeout(() => {
    busy = false;
  }, LOGOUT_BUSY_RESET_MS);

  const token = useSessionStore.getState().session?.jwe_token;
  // The overlays close with it (the menu drawer's Log out is gone with the session): the header's
  // Login, which then takes the focus, is not behind a modal.
  useShellStore.getState().close();
  useSessionStore.getState().clearSession();
  clearOtpLock();
  queryClient.clear();
  useBetslipStore.getState().clear();
  const { language } = usePreferencesStore.getState();
  usePreferencesStore.setState({ ...usePreferencesStore.getInitialState(), language });

  try {
    if (token) await deleteSession(token, reason);
  } catch (error) {
    console.error(`Logout call failed (reason ${reason})`, error);
  }
  sessionStorage.setItem(LOGGED_OUT_KEY, reason);
  reloadPage();
}
