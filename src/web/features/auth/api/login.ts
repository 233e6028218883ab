import { useMutation, useQueryClient } from '@tanstack/react-query';
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

/** Logs in; on success stores the user and refreshes everything cached for the old identity. */
export function useLoginMutation() {
  const queryClient = useQueryClient();
  const setUser = useAuthStore((state) => state.setUser);
  return useMutation({
    mutationFn: login,
    onSuccess: async (answer) => {
      if (!answer.success) return;
      queryClient.setQueryData(meQueryKey(answer.user._id), { success: true, user: answer.user });
      setUser(answer.user);
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
    },
  });
}
