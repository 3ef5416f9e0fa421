import type { SportsbookMessage } from '@sb/contract';

/**
 * The web's side of the native bridge (docs/decisions/native-app.md; the spec names none). The web
 * tells the app things by posting a JSON string, in the shape of the host page's messages
 * (contract host-messages.ts), to whichever channel the app's web view gives the page. The app
 * answers a login by handing the web a session the way the token-based flow does: the external
 * token's cookie, read by auth on load when it reloads the page.
 */

/** What the web tells the app, today a login request. */
export type NativeMessage = Omit<Extract<SportsbookMessage, { type: 'login-required' }>, 'source'>;

interface Channel {
  postMessage(message: string): void;
}

/** The channels a web view may give a page, by the app that made it. */
interface NativeChannels {
  /** React Native's WebView. */
  ReactNativeWebView?: Channel;
  /** A WKWebView with a script message handler named 'sportsbook' (iOS). */
  webkit?: { messageHandlers?: { sportsbook?: Channel } };
  /** An Android WebView's JavaScript interface added as 'SportsbookAndroid'. */
  SportsbookAndroid?: Channel;
}

function channel(): Channel | undefined {
  const scope = window as unknown as NativeChannels;
  const found =
    scope.ReactNativeWebView ?? scope.webkit?.messageHandlers?.sportsbook ?? scope.SportsbookAndroid;
  return typeof found?.postMessage === 'function' ? found : undefined;
}

/**
 * Posts the message to the app; false when no channel took it (no app, or its channel failed), so
 * the caller does what the web would do alone.
 */
export function postToApp(message: NativeMessage): boolean {
  const target = channel();
  if (!target) return false;
  try {
    // Called on its owner: an Android interface's method needs it as `this`.
    target.postMessage(JSON.stringify({ source: 'sportsbook', ...message }));
    return true;
  } catch (error) {
    console.error('The native app did not take the message', error);
    return false;
  }
}

/** Asks the app to log the player in; false when there is no app to ask (the web's dialog then). */
export function askAppToLogIn(): boolean {
  return postToApp({ type: 'login-required' });
}
