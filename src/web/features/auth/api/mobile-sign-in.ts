import { useMutation } from '@tanstack/react-query';
import type { LoginResponse, MessageAnswer } from '../../../../shared/api-types';
import type { OtpRequest, OtpVerifyRequest } from '../../../../shared/api/mobile-sign-in-contract';
import { API_BASE, api } from '../../../lib/api-client';
import { useRememberSignIn } from './login';

// Signing in with a mobile number (docs/decisions/058): a code by WhatsApp, then the code (and,
// for a number without an account, a name).

export function requestSignInCode(body: OtpRequest): Promise<MessageAnswer> {
  return api.post<MessageAnswer>(`${API_BASE}/user/otp/request`, body);
}

export function verifySignInCode(body: OtpVerifyRequest): Promise<LoginResponse> {
  return api.post<LoginResponse>(`${API_BASE}/user/otp/verify`, body);
}

export function useRequestSignInCode() {
  return useMutation({ mutationFn: requestSignInCode });
}

export function useVerifySignInCode() {
  return useMutation({ mutationFn: verifySignInCode, onSuccess: useRememberSignIn() });
}
