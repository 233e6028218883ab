import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiError, LoginRequest, LoginResponse } from '../../../../shared/api-types';
import type { LoginData } from '../../../../shared/auth-schemas';
import { API_BASE, api } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { meQueryKey } from './get-me';

export function login(data: LoginData): Promise<LoginResponse | ApiError> {
  const { email, password, role } = data;
  const body: LoginRequest = { email, password, role };
  return api.post<LoginResponse | ApiError>(`${API_BASE}/user/login`, body);
}

/**
 * What every way of signing in does once the server said yes: stores the user and refreshes
 * everything cached for the old identity.
 */
export function useRememberSignIn() {
  const queryClient: QueryClient = useQueryClient();
  const setUser = useAuthStore((state) => state.setUser);
  return async (answer: LoginResponse | ApiError) => {
    if (!answer.success) return;
    queryClient.setQueryData(meQueryKey(answer.user._id), { success: true, user: answer.user });
    setUser(answer.user);
    await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
  };
}

/** Logs in with e-mail and password. */
export function useLoginMutation() {
  return useMutation({ mutationFn: login, onSuccess: useRememberSignIn() });
}
