import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RenderEnvContext, type RenderEnv } from '../hooks/render-env.ts';
import { AppRoutes } from './router.tsx';

/**
 * The whole app under a router of the caller's choice: the browser's in main.tsx, a static one for
 * one URL in entry-server.tsx. Both render exactly this tree, so hydration finds the same markup.
 */
export function App({
  queryClient,
  env,
  router: Router,
}: {
  queryClient: QueryClient;
  env: RenderEnv | null;
  router: (props: { children: ReactNode }) => ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <RenderEnvContext value={env}>
        <Router>
          <AppRoutes />
        </Router>
      </RenderEnvContext>
    </QueryClientProvider>
  );
}
