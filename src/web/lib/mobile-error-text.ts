import type { TFunction } from 'i18next';
import { MOBILE_SIGN_IN_MESSAGES, type MobileSignInCode } from '../../shared/mobile-sign-in';
import { isApiRequestError } from './api-client';

// The text of a failed mobile sign-in or verification (docs/decisions/058): the common
// catalogue's text for the answer's code in the reader's language (docs/decisions/062), else the
// server's message.

/** The common catalogue's key of a mobile sign-in message (its English is the shared one's). */
export function mobileMessageKey(code: MobileSignInCode) {
  return `mobile.${code}` as const;
}

export function mobileErrorText(t: TFunction<'common'>, error: unknown): string {
  if (!isApiRequestError(error)) return t('mobile.unreachable');
  const code = error.serverCode;
  if (code && code in MOBILE_SIGN_IN_MESSAGES) {
    return t(mobileMessageKey(code as MobileSignInCode));
  }
  return error.serverMessage ?? t('errors.generic');
}
