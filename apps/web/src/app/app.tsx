import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '../api/query-client.ts';
import { startEarlyLoads } from './bootstrap.ts';
import { createRouter } from './router.tsx';

export function App() {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    startEarlyLoads(client, window.location);
    return client;
  });
  const [router] = useState(createRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
