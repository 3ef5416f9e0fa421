import { isNativeApp, logoutShown, logsInNatively, type NativeBetslipOrigin } from '@sb/domain';
import { createContext, use } from 'react';
import { useSettingsOrDefaults } from '../../api/settings.ts';

/**
 * The native app that opened the page, as its `betslip-origin` named it (SPEC.md §2 Query flags);
 * undefined on the web. The app shell provides it from the query flags it reads once: features
 * cannot read the shell's own context (app/ is not theirs to import), and need only this of it.
 */
export const NativeOriginContext = createContext<NativeBetslipOrigin | undefined>(undefined);

export function useNativeOrigin(): NativeBetslipOrigin | undefined {
  return use(NativeOriginContext);
}

/** §6: the Logout controls show unless the page is in a native app whose brand hides them. */
export function useLogoutShown(): boolean {
  return logoutShown(isNativeApp({ betslipOrigin: useNativeOrigin() }), useSettingsOrDefaults());
}

/** §4 My Bets: a login is the app's to do (docs/decisions/native-app.md). */
export function useLogsInNatively(): boolean {
  return logsInNatively(isNativeApp({ betslipOrigin: useNativeOrigin() }), useSettingsOrDefaults());
}
