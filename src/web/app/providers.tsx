import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { DeferredToasts } from './deferred-toasts';
import { createQueryClient } from './query-client';

/** App-wide providers: server state (TanStack Query) and toasts (spec §9: top-right, 5000 ms). */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <DeferredToasts />
    </QueryClientProvider>
  );
}
