import { useEffect } from 'react';
import type { SessionUser } from '../../../../shared/api-types';
import { isApiRequestError } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { useMeQuery } from '../api/get-me';

function sameUser(a: SessionUser, b: SessionUser): boolean {
  return (
    a._id === b._id &&
    a.fullname === b.fullname &&
    a.email === b.email &&
    a.mobilenumber === b.mobilenumber &&
    a.role === b.role &&
    a.language === b.language &&
    a.memberSince === b.memberSince
  );
}

/**
 * On app load, when a user is stored, asks the server whose session the cookie holds:
 * a 401 means the session is dead and the stored user is cleared; an answer refreshes the
 * stored copy. Network errors leave it alone (the server may just be restarting).
 */
export function useSessionCheck() {
  const userId = useAuthStore((state) => state.user?._id ?? null);
  const { data, error } = useMeQuery(userId);

  useEffect(() => {
    if (!data?.user) return;
    const { user, setUser } = useAuthStore.getState();
    if (user && !sameUser(user, data.user)) setUser(data.user);
  }, [data]);

  useEffect(() => {
    if (isApiRequestError(error) && error.status === 401) useAuthStore.getState().clearUser();
  }, [error]);
}
