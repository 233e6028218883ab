import type { i18n as I18n } from 'i18next';
import { firstSpokenLanguage, isLanguage, type Language } from '../../shared/i18n/languages';

// Which language the web client speaks (docs/decisions/062): the device's remembered choice, else
// the browser's first language TurfBook speaks, else English. A signed-in account's language wins
// when the session is read (it is the person's choice, made on another device perhaps); choosing
// in the switcher changes both.

export const LANGUAGE_STORAGE_KEY = 'turfbook.language';

export function rememberedLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function rememberLanguage(language: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // A device that keeps nothing (private mode, storage full) still switches for this visit.
  }
}

export function firstVisitLanguage(): Language {
  const remembered = rememberedLanguage();
  if (remembered) return remembered;
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? []);
  return firstSpokenLanguage(preferred);
}

/** Speaks `language` from now on: the catalogues, the page's lang, this device's memory. */
export async function speak(i18n: I18n, language: Language) {
  rememberLanguage(language);
  document.documentElement.lang = language;
  if (i18n.language !== language) await i18n.changeLanguage(language);
}
