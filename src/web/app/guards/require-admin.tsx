import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuthStore } from '../../lib/auth-store';
import { notify } from '../../lib/toasts';

export const NO_PERMISSION = "You don't have permission to access this page";

/** Spec §6: only admins see the admin screens; anyone else is told so and sent to /login. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const isAdmin = useAuthStore((state) => state.user?.role === 'admin');

  useEffect(() => {
    // The id keeps one toast even when the effect runs twice (StrictMode) or guards nest.
    if (!isAdmin) notify((toast) => toast.error(NO_PERMISSION, { toastId: 'guard-no-permission' }));
  }, [isAdmin]);

  return isAdmin ? children : <Navigate to="/login" replace />;
}
