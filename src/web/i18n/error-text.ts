import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { isApiRequestError } from '../lib/api-client';

// What a screen says when a request fails (docs/decisions/062): the text of the answer's `code` in
// the reader's language (the errors namespace), with the answer's own fields as the message's
// values; else the server's English message; else the screen's own fallback. No answer at all
// (offline, unreachable) has its own texts in the common namespace.

export function errorTextWith(i18n: I18n, error: unknown, fallback?: string): string {
  const t = i18n.t.bind(i18n);
  if (isApiRequestError(error)) {
    if (error.status === 0) {
      return t(navigatorOffline() ? 'common:errors.offline' : 'common:errors.unreachable');
    }
    const code = error.serverCode;
    if (code && i18n.exists(`errors:${code}`)) {
      return t(`errors:${code}`, { ...error.serverFields });
    }
    if (error.serverMessage) return error.serverMessage;
  }
  return fallback ?? t('common:errors.generic');
}

function navigatorOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** `errorText(error, fallback?)` for the current language; loads the errors catalogue. */
export function useErrorText() {
  const { i18n } = useTranslation(['errors', 'common']);
  return (error: unknown, fallback?: string) => errorTextWith(i18n, error, fallback);
}
