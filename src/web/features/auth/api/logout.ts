import { useMutation } from '@tanstack/react-query';
import { API_BASE, api } from '../../../lib/api-client';

interface LogoutResponse {
  success: boolean;
  message?: string;
}

export function logout(): Promise<LogoutResponse> {
  return api.post<LogoutResponse>(`${API_BASE}/user/logout`);
}

export function useLogoutMutation() {
  return useMutation({ mutationFn: logout });
}
