import type { i18n as I18n } from 'i18next';
import {
  LANGUAGE_COOKIE,
  firstSpokenLanguage,
  isLanguage,
  type Language,
} from '../../shared/i18n/languages';

// Which language the web client speaks (docs/decisions/062): the device's remembered choice, else
// the browser's first language TurfBook speaks, else English. A signed-in account's language wins
// when the session is read (it is the person's choice, made on another device perhaps); choosing
// in the switcher changes both.

export const LANGUAGE_STORAGE_KEY = 'turfbook.language';

/** A year, in seconds: the choice lasts as long as the device keeps it. */
const COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * The server writes the first view of a page in the language this cookie names, so that the
 * words a phone sees before the script runs are the ones it then shows (docs/decisions/082).
 */
function tellPagesLanguage(language: Language) {
  if (typeof document === 'undefined') return;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
}

export function rememberedLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function rememberLanguage(language: Language) {
  tellPagesLanguage(language);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // A device that keeps nothing (private mode, storage full) still switches for this visit.
  }
}

export function firstVisitLanguage(): Language {
  const remembered = rememberedLanguage();
  if (remembered) {
    // A choice made before pages were written in it is told to the server now.
    tellPagesLanguage(remembered);
    return remembered;
  }
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? []);
  return firstSpokenLanguage(preferred);
}

/** Speaks `language` from now on: the catalogues, the page's lang, this device's memory. */
export async function speak(i18n: I18n, language: Language) {
  rememberLanguage(language);
  document.documentElement.lang = language;
  if (i18n.language !== language) await i18n.changeLanguage(language);
}
