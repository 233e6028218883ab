import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { isApiRequestError } from '../lib/api-client';
import { pseudoLanguageOn } from './pseudo';

// What a screen says when a request fails (docs/decisions/062, 063): the text of the answer's
// `code` in the reader's language (the errors namespace), with the answer's own fields as the
// message's values; else the server's English message; else the screen's own fallback. No answer
// at all (offline, unreachable) has its own texts in the common namespace.
//
// An English reader reads the answer's own sentence: it is the catalogue's English (the errors
// namespace's English is written from the same catalogue, src/shared/errors), and where a rule words
// its refusal (a court's name, a day's hours) the more precise one. The pseudo-language shows the
// catalogue's text, so its marks stay on.

export function errorTextWith(i18n: I18n, error: unknown, fallback?: string): string {
  const t = i18n.t.bind(i18n);
  if (isApiRequestError(error)) {
    if (error.status === 0) {
      return t(navigatorOffline() ? 'common:errors.offline' : 'common:errors.unreachable');
    }
    const code = error.serverCode;
    const english = (i18n.resolvedLanguage ?? i18n.language) === 'en' && !pseudoLanguageOn();
    if (english && error.serverMessage) return error.serverMessage;
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
