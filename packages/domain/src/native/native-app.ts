import type { QueryFlags } from '../routing/query-flags.ts';

/**
 * The native state of SPEC.md §3 ("Native state: isNativeApp, isContentOnly") and the native-app
 * settings of §6, from the query flags the page was opened with (§2) and the brand's settings.
 * docs/decisions/native-app.md says how the web and the app talk.
 */

/** A native app opened the page: it named itself in `betslip-origin` (§2 "two native-app values"). */
export function isNativeApp(flags: Pick<QueryFlags, 'betslipOrigin'>): boolean {
  return flags.betslipOrigin !== undefined;
}

/**
 * Content only (§1 Modes): no header, footer or side columns. A native app asks for it with
 * `content-embedded=true`, a host page with `embedded=true`; the slip, dialogs and toasts stay.
 */
export function isContentOnly(flags: Pick<QueryFlags, 'embedded' | 'contentEmbedded'>): boolean {
  return flags.embedded || flags.contentEmbedded;
}

/** The brand's native-app settings (contract Settings). */
export interface NativeAppSettings {
  /** §6 "Logout button shown unless a native-app setting hides it": the app logs out itself. */
  native_app_logout_hidden: boolean;
  /** §4 "logged out it triggers login (native login in the app, else dialog)": the app logs in. */
  native_app_login: boolean;
}

/** Whether the Logout controls show: everywhere but a native app whose brand hides them. */
export function logoutShown(nativeApp: boolean, settings: NativeAppSettings): boolean {
  return !(nativeApp && settings.native_app_logout_hidden);
}

/**
 * Whether a login is the app's to do (it is asked, the web's login dialog stays shut): in a native
 * app whose brand leaves native login on. Without a channel to the app the web's dialog still opens.
 */
export function logsInNatively(nativeApp: boolean, settings: NativeAppSettings): boolean {
  return nativeApp && settings.native_app_login;
}
