import { parseHostMessage, type SportsbookMessage } from '@sb/contract';
import { hostOrigin, userActivityDue } from '@sb/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { getRequestContext } from '../../api/http.ts';
import { useSettings } from '../../api/settings.ts';
import { useHydrated } from '../../hooks/render-env.ts';
import { pathInLocale, useLocale } from '../../hooks/use-locale.ts';
import { useBalance } from '../../lib/money/get-balance.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { useHostFrameStore } from '../../lib/shell/host-frame-store.ts';
import { useShellStore } from '../../lib/shell/shell-store.ts';
import { usePreferencesStore } from '../../lib/preferences/preferences-store.ts';
import { useLogout } from '../auth/index.ts';

/**
 * The postMessage bridge to a host page (SPEC.md §1 Modes; docs/decisions/host-page.md), mounted by
 * the app shell in a framed page. It talks only to the brand's configured host origin
 * (settings.host_page_origins, domain `hostOrigin`); a page framed by anyone else says nothing and
 * listens to nothing.
 */
export default function HostBridge() {
  const settings = useSettings();
  // The server renders every page as if it stood alone; a frame is the browser's to know.
  const hydrated = useHydrated();
  if (!settings || !hydrated) return null;
  const origin = hostOrigin(
    {
      framed: window.parent !== window,
      ancestorOrigins: Array.from(window.location.ancestorOrigins ?? []),
      referrer: document.referrer,
    },
    settings.host_page_origins,
  );
  return origin ? (
    <Bridge origin={origin} trackActivity={settings.enable_user_activity_tracking_on_iframe} />
  ) : null;
}

type Outgoing = SportsbookMessage extends infer M ? (M extends unknown ? Omit<M, 'source'> : never) : never;

function Bridge({ origin, trackActivity }: { origin: string; trackActivity: boolean }) {
  const locale = useLocale();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const logout = useLogout();
  const queryClient = useQueryClient();
  const balance = useBalance().data;
  const post = (message: Outgoing) => window.parent.postMessage({ source: 'sportsbook', ...message }, origin);
  // The handlers below read the latest render's values without subscribing again on each one.
  const latest = useRef({ post, navigate, logout, here: { pathname, search, hash } });
  useEffect(() => {
    latest.current = { post, navigate, logout, here: { pathname, search, hash } };
  });

  // Ready once, with what the host needs to talk back; the language on every change after it.
  const sentLocale = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (sentLocale.current === undefined) {
      latest.current.post({ type: 'ready', brand: getRequestContext().brand?.code ?? '', locale });
      const session = useSessionStore.getState().session;
      if (session?.pendingFactor === null)
        latest.current.post({ type: 'login', username: session.username, currency: session.currency });
    } else if (sentLocale.current !== locale) latest.current.post({ type: 'language', locale });
    sentLocale.current = locale;
  }, [locale]);

  // A login once its second factor is passed; a logout when the session goes.
  useEffect(
    () =>
      useSessionStore.subscribe(({ session }, { session: before }) => {
        const done = session?.pendingFactor === null;
        if (done && before?.pendingFactor !== null)
          latest.current.post({ type: 'login', username: session.username, currency: session.currency });
        if (!session && before) latest.current.post({ type: 'logout', reason: 'user' });
      }),
    [],
  );

  // Hosted mode: logging in is the host's. Asking for the login dialog asks the host instead.
  useEffect(
    () =>
      useShellStore.subscribe(({ overlay }) => {
        if (overlay !== 'login') return;
        useShellStore.getState().close();
        latest.current.post({ type: 'login-required' });
      }),
    [],
  );

  // Links marked open_in_parent_frame navigate the host's page (lib/shell/host-frame-store.ts).
  useEffect(() => {
    useHostFrameStore.setState({ navigateParent: (url) => latest.current.post({ type: 'navigate', url }) });
    return () => useHostFrameStore.setState({ navigateParent: undefined });
  }, []);

  useEffect(() => {
    if (balance)
      latest.current.post({ type: 'balance', balance: balance.totalBalance, currency: balance.currency });
  }, [balance]);

  // The page's height on every change, so the host's iframe fits it without a scrollbar of its own.
  useEffect(() => {
    const root = document.getElementById('root');
    if (!root) return;
    let last = -1;
    const observer = new ResizeObserver(() => {
      const height = Math.ceil(root.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      latest.current.post({ type: 'resize', height });
    });
    observer.observe(root);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!trackActivity) return;
    let reported: number | undefined;
    const onActivity = () => {
      const now = Date.now();
      if (!userActivityDue(reported, now)) return;
      reported = now;
      latest.current.post({ type: 'user-activity' });
    };
    const events = ['pointerdown', 'keydown', 'scroll'] as const;
    for (const name of events) window.addEventListener(name, onActivity, { passive: true, capture: true });
    return () => {
      for (const name of events) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [trackActivity]);

  // What the host may say: only from its origin and its window, and only in the documented shapes.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== window.parent) return;
      const message = parseHostMessage(event.data);
      if (!message) return;
      const { navigate: go, logout: end, here } = latest.current;
      // The token's login loads with the first token, not with the bridge.
      if (message.type === 'login')
        void import('../auth/index.ts').then((auth) =>
          auth.logInWithExternalToken(message.token, queryClient),
        );
      else if (message.type === 'logout') {
        if (useSessionStore.getState().session) end('user');
      } else {
        usePreferencesStore.getState().setLanguage(message.locale);
        void go(pathInLocale(here.pathname, here.search, here.hash, message.locale));
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, queryClient]);

  return null;
}
