import type { Language } from '../../shared/i18n/languages';
import { documentsEn, type DocumentWords } from './documents-en';
import { documentsHi } from './documents-hi';
import { documentsMr } from './documents-mr';

// The words of a PDF document in its reader's language (decision 065).

export const DOCUMENT_WORDS: Record<Language, DocumentWords> = {
  en: documentsEn,
  hi: documentsHi,
  mr: documentsMr,
};

export function documentWords(language: Language): DocumentWords {
  return DOCUMENT_WORDS[language];
}

export type { DocumentWords };
