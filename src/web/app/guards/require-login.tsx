import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { toast } from 'react-toastify';
import type { SessionUser } from '../../../shared/api-types';
import { useAuthStore } from '../../lib/auth-store';

interface RequireLoginProps {
  /** Toast shown to a logged-out visitor before the redirect, if the spec asks for one. */
  message?: string;
  children: (user: SessionUser) => ReactNode;
}

/** Renders its children with the logged-in user; sends a logged-out visitor to /login. */
export function RequireLogin({ message, children }: RequireLoginProps) {
  const user = useAuthStore((state) => state.user);

  useEffect(() => {
    if (!user && message) toast.error(message, { toastId: `guard-${message}` });
  }, [user, message]);

  return user ? children(user) : <Navigate to="/login" replace />;
}
