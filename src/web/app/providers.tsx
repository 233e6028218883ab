import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { DeferredToasts } from './deferred-toasts';
import { createQueryClient } from './query-client';

/** App-wide providers: server state (TanStack Query) and toasts (spec §9: top-right, 5000 ms). */
export function Providers({
  children,
  queryClient: started,
}: {
  children: ReactNode;
  /** The client main.tsx filled before the first render (the landing page's data). */
  queryClient?: QueryClient | undefined;
}) {
  const [queryClient] = useState(() => started ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <DeferredToasts />
    </QueryClientProvider>
  );
}
