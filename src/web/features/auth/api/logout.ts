import { useMutation } from '@tanstack/react-query';
import type { LogoutResponse } from '../../../../shared/api-types';
import { API_BASE, api } from '../../../lib/api-client';

export function logout(): Promise<LogoutResponse> {
  return api.post<LogoutResponse>(`${API_BASE}/user/logout`);
}

export function useLogoutMutation() {
  return useMutation({ mutationFn: logout });
}
