import type { Language } from '../../shared/i18n/languages';
import { mailEn, type MailWords } from './mail-en';
import { mailHi } from './mail-hi';
import { mailMr } from './mail-mr';

// The words of a message in its reader's language (decision 065).

export const MAIL_WORDS: Record<Language, MailWords> = { en: mailEn, hi: mailHi, mr: mailMr };

export function mailWords(language: Language = 'en'): MailWords {
  return MAIL_WORDS[language];
}

export type { MailWords };
