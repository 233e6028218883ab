import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLayout } from '../components/page-layout';
import { Spinner } from '../components/spinner';
import { useAuthStore } from '../lib/auth-store';
import { useLogout } from '../features/auth/hooks/use-logout';

/** Wires the session into the shared layout; every route renders inside it. */
export function RootLayout() {
  const user = useAuthStore((state) => state.user);
  const logout = useLogout();
  const { pathname } = useLocation();

  // A new screen starts at its top, as a page load would.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <PageLayout user={user} onLogout={logout}>
      <Suspense
        fallback={
          <div className="flex justify-center py-24">
            <Spinner />
          </div>
        }
      >
        <Outlet />
      </Suspense>
    </PageLayout>
  );
}
