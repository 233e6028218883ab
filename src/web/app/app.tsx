import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { SessionCheck } from '../features/auth/components/session-check';
import { NewVersionPrompt } from './new-version-prompt';
import { Providers } from './providers';
import { AppRoutes } from './routes';

export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <Providers queryClient={queryClient}>
      {/*
        Navigations are plain (not transition) updates, so a navigation and an auth change made
        in one handler (logout: clear the user, go to /) render together and no guard sees one
        without the other.
      */}
      <BrowserRouter useTransitions={false}>
        <SessionCheck />
        <AppRoutes />
      </BrowserRouter>
      <NewVersionPrompt />
    </Providers>
  );
}
