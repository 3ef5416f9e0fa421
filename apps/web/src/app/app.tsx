import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '../api/query-client.ts';
import { startEarlyLoads } from './bootstrap.ts';
import { AppRoutes } from './router.tsx';

export function App() {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    startEarlyLoads(client, window.location);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
