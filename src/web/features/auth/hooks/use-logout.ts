import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuthStore } from '../../../lib/auth-store';
import { notify } from '../../../lib/toasts';
import { useLogoutMutation } from '../api/logout';

/**
 * Spec §4 Auth: Logout clears the user, navigates to / and shows the logout toast
 * (top-center, 3 s, dark). The server call ends the cookie session; the client is logged
 * out whatever it answers.
 */
export function useLogout() {
  const { t } = useTranslation('common');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const clearUser = useAuthStore((state) => state.clearUser);
  const { mutate } = useLogoutMutation();

  return useCallback(() => {
    clearUser();
    queryClient.removeQueries();
    mutate();
    navigate('/');
    const message = t('nav.loggedOut');
    notify((toast) => toast(message, { position: 'top-center', autoClose: 3000, theme: 'dark' }));
  }, [clearUser, queryClient, mutate, navigate, t]);
}
