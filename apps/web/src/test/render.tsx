import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router';
import { AppRoutes } from '../app/router.tsx';
import { ShellContext } from './shell-context.tsx';

/** A query client for one test: no retries, so an error state shows at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
}

/** Where the rendered app is now, for tests that follow a navigation. */
export interface RouterProbe {
  readonly location: Location;
}

export interface RenderedApp extends RenderResult {
  router: RouterProbe;
  queryClient: QueryClient;
}

function createProbe(): { router: RouterProbe; Probe: () => null } {
  let current: Location | undefined;
  const router: RouterProbe = {
    get location() {
      if (!current) throw new Error('The router has not rendered yet');
      return current;
    },
  };
  function Probe() {
    current = useLocation();
    return null;
  }
  return { router, Probe };
}

/**
 * Renders the whole app (the real route table: shell, lazy routes, redirects) at `url`, as a visitor
 * arriving there. Pair it with `mockApi()` for the back end. A query client filled beforehand stands for
 * the answers a server-rendered page brings.
 *
 * @example const { router } = renderApp('/en/sports'); await screen.findByRole('navigation', { name: 'Main' });
 */
export function renderApp(url: string, queryClient = createTestQueryClient()): RenderedApp {
  const { router, Probe } = createProbe();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Probe />
        <AppRoutes />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/**
 * Renders one component inside the providers it needs (query client, a router at `url` whose
 * `/:locale/*` route holds it), without the shell. Pass a query client to start with data in it.
 */
export function renderWithProviders(
  ui: ReactElement,
  { url = '/en', queryClient = createTestQueryClient() }: { url?: string; queryClient?: QueryClient } = {},
): RenderedApp {
  const { router, Probe } = createProbe();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Probe />
        <ShellContext>
          <Routes>
            <Route path="/:locale/*" element={ui} />
            <Route path="/:locale" element={ui} />
          </Routes>
        </ShellContext>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
