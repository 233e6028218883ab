import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useAuthStore } from '../../../lib/auth-store';
import { notify } from '../../../lib/toasts';
import { useLogoutMutation } from '../api/logout';

export const LOGOUT_MESSAGE = 'You have successfully Logged Out';

/**
 * Spec §4 Auth: Logout clears the user, navigates to / and shows the logout toast
 * (top-center, 3 s, dark). The server call ends the cookie session; the client is logged
 * out whatever it answers.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const clearUser = useAuthStore((state) => state.clearUser);
  const { mutate } = useLogoutMutation();

  return useCallback(() => {
    clearUser();
    queryClient.removeQueries();
    mutate();
    navigate('/');
    notify((toast) =>
      toast(LOGOUT_MESSAGE, { position: 'top-center', autoClose: 3000, theme: 'dark' }),
    );
  }, [clearUser, queryClient, mutate, navigate]);
}
