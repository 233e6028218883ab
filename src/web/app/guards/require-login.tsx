import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { SessionUser } from '../../../shared/api-types';
import { useAuthStore } from '../../lib/auth-store';
import { notify } from '../../lib/toasts';
import { loginReturnTo } from '../../lib/return-after-login';

interface RequireLoginProps {
  /** Toast shown to a logged-out visitor before the redirect, if the spec asks for one. */
  message?: string;
  children: (user: SessionUser) => ReactNode;
}

/** Renders its children with the logged-in user; sends a logged-out visitor to /login. */
export function RequireLogin({ message, children }: RequireLoginProps) {
  const user = useAuthStore((state) => state.user);
  const location = useLocation();

  useEffect(() => {
    if (!user && message) notify((toast) => toast.error(message, { toastId: `guard-${message}` }));
  }, [user, message]);

  return user ? (
    children(user)
  ) : (
    <Navigate to="/login" replace state={loginReturnTo(location.pathname + location.search)} />
  );
}
