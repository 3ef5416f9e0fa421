import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '../app/router.tsx';

/** A query client for one test: no retries, so an error state shows at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
}

export interface RenderedApp extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
}

/**
 * Renders the whole app (the real route table: shell, lazy routes, redirects) at `url`, as a visitor
 * arriving there. Pair it with `mockApi()` for the back end.
 *
 * @example const { router } = renderApp('/en/sports'); await screen.findByRole('navigation', { name: 'Main' });
 */
export function renderApp(url: string): RenderedApp {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
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
  const router = createMemoryRouter(
    [
      { path: '/:locale/*', element: ui },
      { path: '/:locale', element: ui },
    ],
    { initialEntries: [url] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
