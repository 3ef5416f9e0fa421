import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { parseQueryFlags } from '@sb/domain';
import { createQueryClient } from '../api/query-client.ts';
import { shareQueryTimeouts } from '../api/query-timers.ts';
import { startI18n } from '../i18n/i18n.ts';
import { App } from './app.tsx';
import { startEarlyLoads } from './bootstrap.ts';
import { routeModulesOf } from './router.tsx';
import { readServerState } from './server-page-state.ts';
import { rememberListLayout, rememberSortBy, rememberTimeZone } from './visitor-cookies.ts';
import { nextTask } from '../api/next-task.ts';

/** The app in `container`: hydrated over the server's HTML when the page carries its state, else rendered. */
export async function startApp(container: HTMLElement): Promise<void> {
  const state = readServerState();
  shareQueryTimeouts();
  const queryClient = createQueryClient();
  if (state) {
    // Before any query or translation: the answers and texts the server rendered with. Each in a task
    // of its own: together with the early loads they held a phone for one long task.
    hydrate(queryClient, state.queries);
    await nextTask();
    const language = window.location.pathname.split('/')[1] ?? 'en';
    startI18n(language, parseQueryFlags(window.location.search), state.i18n);
    await nextTask();
  }
  startEarlyLoads(queryClient, window.location);
  // The first use of Intl loads its locale data (tens of milliseconds on a slow phone): a task of its own.
  if (state) await nextTask();
  rememberTimeZone();
  rememberSortBy();
  rememberListLayout();

  // A reloaded entry the app had pushed keeps its router key in the history state.
  const historyKey = (window.history.state as { key?: unknown } | null)?.key;
  const env = state
    ? { ...state.env, firstPageKey: typeof historyKey === 'string' ? historyKey : 'default' }
    : null;
  const app = (
    <StrictMode>
      <App queryClient={queryClient} env={env} router={BrowserRouter} />
    </StrictMode>
  );
  if (state) {
    // The page's route modules start evaluating now (the server preloaded their files). Hydration
    // starts at once too, without waiting for them: React listens from here on, and replays a tap on a
    // part that has not hydrated yet once it has.
    await nextTask();
    for (const route of routeModulesOf(window.location.pathname)) void route.load();
    // Until the page has hydrated, a pointer goes through to nothing (#root[data-hydrating], set by the
    // server's page starter, ui/tokens.css): a tap on a server-rendered price that React never saw would
    // be lost. The page's boundary clears it.
    await nextTask();
    // In a transition, hydration yields to the browser every few milliseconds instead of holding it
    // for the whole page in one long task.
    startTransition(() => void hydrateRoot(container, app));
  } else createRoot(container).render(app);
}
