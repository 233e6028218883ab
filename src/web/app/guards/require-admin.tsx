import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useAuthStore } from '../../lib/auth-store';
import { notify } from '../../lib/toasts';

/** Spec §6: only admins see the admin screens; anyone else is told so and sent to /login. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const isAdmin = useAuthStore((state) => state.user?.role === 'admin');
  const refusal = t('guard.noPermission');

  useEffect(() => {
    // The id keeps one toast even when the effect runs twice (StrictMode) or guards nest.
    if (!isAdmin) notify((toast) => toast.error(refusal, { toastId: 'guard-no-permission' }));
  }, [isAdmin, refusal]);

  return isAdmin ? children : <Navigate to="/login" replace />;
}
