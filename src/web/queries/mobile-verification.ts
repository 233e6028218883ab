import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageAnswer } from '../../shared/api-types';
import type {
  MobileConfirmRequest,
  MobileStatusAnswer,
} from '../../shared/api/mobile-sign-in-contract';
import { API_BASE, api } from '../lib/api-client';

// Whether the profile's mobile number is verified, so it signs in (docs/decisions/058).
// Confirming a code refreshes this key.

export const mobileVerificationKey = ['user-mobile-verification'] as const;
const PATH = `${API_BASE}/user/mobile/verification`;

export function useMobileVerification(enabled: boolean) {
  return useQuery({
    queryKey: mobileVerificationKey,
    queryFn: ({ signal }) => api.get<MobileStatusAnswer>(PATH, signal),
    enabled,
  });
}

export function useSendVerificationCode() {
  return useMutation({ mutationFn: () => api.post<MessageAnswer>(PATH) });
}

export function useConfirmVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MobileConfirmRequest) =>
      api.post<MobileStatusAnswer & { message: string }>(`${PATH}/confirm`, body),
    onSuccess: (answer) => queryClient.setQueryData(mobileVerificationKey, answer),
  });
}
