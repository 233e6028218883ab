import { useMutation } from '@tanstack/react-query';
import type { ApiError, RegisterRequest, RegisterResponse } from '../../../../shared/api-types';
import { API_BASE, api } from '../../../lib/api-client';

// Signup sends the form as it is typed (spec §5: the request goes out even with errors shown),
// so the values here are the contract's input (plain texts), not the schema's parsed output.
export type RegisterValues = RegisterRequest;

export function register(values: RegisterValues): Promise<RegisterResponse | ApiError> {
  const form = new FormData();
  form.append('fullname', values.fullname);
  form.append('email', values.email);
  form.append('mobilenumber', values.mobilenumber);
  form.append('password', values.password);
  form.append('role', values.role);
  // The language the person signed up in becomes the account's (docs/decisions/062).
  if (values.language) form.append('language', values.language);
  return api.postForm<RegisterResponse | ApiError>(`${API_BASE}/user/register`, form);
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: register });
}
