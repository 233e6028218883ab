import { MOBILE_SIGN_IN_MESSAGES } from '../../shared/mobile-sign-in';
import { isApiRequestError } from './api-client';

// The text of a failed mobile sign-in or verification (docs/decisions/058): the catalogue's text
// for the answer's code, else the server's message.

export const MOBILE_UNREACHABLE =
  'We could not reach TurfBook. Check your connection and try again.';

export function mobileErrorText(error: unknown): string {
  if (!isApiRequestError(error)) return MOBILE_UNREACHABLE;
  const code = error.serverCode;
  if (code && code in MOBILE_SIGN_IN_MESSAGES) {
    return MOBILE_SIGN_IN_MESSAGES[code as keyof typeof MOBILE_SIGN_IN_MESSAGES];
  }
  return error.serverMessage ?? 'Something went wrong. Please try again.';
}
