import { accountPaths } from '@sb/contract';
import { preferencesFromAccountPrefs, settingsSaveRequests, type PlayerPreferences } from '@sb/domain';
import { request } from '../../api/http.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { usePreferencesStore } from '../../lib/preferences/preferences-store.ts';

/**
 * A logged-in player's preferences on the server (SPEC.md §6, §7 "Account"): loaded after login,
 * saved from the settings panel. The preferences store stays the one the page reads.
 */

/**
 * GET the account's preferences and apply them to the preferences store (SPEC.md §4 "Login":
 * finishing a login loads the preferences, default stake and theme). Never rejects: when the call
 * fails the player keeps the local preferences, and the failure is logged.
 *
 * @example await loadAccountPreferences(session) // after the session is stored
 */
export async function loadAccountPreferences(session: { id: number }): Promise<void> {
  try {
    const prefs = await request(accountPaths.accountPrefs(session.id), {
      schema: 'AccountPrefs',
      withAuth: true,
    });
    usePreferencesStore.getState().applyAccountPrefs(session.id, preferencesFromAccountPrefs(prefs));
  } catch (error) {
    console.warn('settings: account preferences not loaded', error);
  }
}

/**
 * Saves the settings panel's choice: it applies at once, for everyone; a logged-in player's choice
 * also goes to the server as §6 allows (accountPrefs PATCH, player update PUT). A failed save is
 * logged only (SPEC.md §8 "failed settings-save player update logged"): the choice still applies
 * here, and the next save sends it again. Resolves once the server calls have settled.
 */
export async function saveSettings(
  prefs: PlayerPreferences,
  { themeShown }: { themeShown: boolean },
): Promise<void> {
  const preferences = usePreferencesStore.getState();
  const { theme, ...rest } = prefs;
  preferences.setPlayerPreferences(themeShown && theme ? { ...rest, theme } : rest);

  const session = useSessionStore.getState().session;
  const player =
    session && session.pendingFactor === null
      ? {
          username: session.username,
          accountId: session.id,
          hasAccountPrefs: preferences.accountPrefsOf === session.id,
        }
      : null;
  const { accountPrefs, playerUpdate } = settingsSaveRequests(player, prefs, { themeShown });
  const calls: Promise<unknown>[] = [];
  if (session && accountPrefs)
    calls.push(
      request(accountPaths.accountPrefs(session.id), {
        method: 'PATCH',
        body: accountPrefs,
        // Saving uses nothing from the answers (§7 does not give them), so any body will do.
        schema: 'NoContent',
        withAuth: true,
      }),
    );
  if (playerUpdate)
    calls.push(
      request(accountPaths.playerDetails(playerUpdate.username), {
        method: 'PUT',
        body: playerUpdate,
        schema: 'NoContent',
        withAuth: true,
      }),
    );
  for (const result of await Promise.allSettled(calls))
    if (result.status === 'rejected') console.warn('settings: not saved on the server', result.reason);
}
