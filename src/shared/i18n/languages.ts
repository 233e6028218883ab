// The languages TurfBook speaks (docs/decisions/062): English, Hindi and Marathi. The account keeps
// one of these codes exactly; a device or a browser may name a regional form (hi-IN), which
// `languageOf` reads as its language.

export const LANGUAGES = ['en', 'hi', 'mr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself, as the switcher lists them. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  hi: 'हिन्दी',
  mr: 'मराठी',
};

/** Only the exact codes: what an account may store and PATCH /user/me accepts. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** 'mr-IN' → 'mr', 'hi' → 'hi', 'EN-gb' → 'en'; null for a language TurfBook does not speak. */
export function languageOf(tag: string): Language | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return isLanguage(primary) ? primary : null;
}

/** The first of a browser's preferred languages that TurfBook speaks, else English. */
export function firstSpokenLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const language = languageOf(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** An Accept-Language header's languages in the order of their weights ('mr;q=0.9, hi' → hi, mr). */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The cookie that tells the server the language this device chose (its remembered choice of
 * docs/decisions/062), so that a page's first view is written in it (docs/decisions/082).
 */
export const LANGUAGE_COOKIE = 'turfbook.language';

/**
 * The language a page's HTML is written in, before its script decides: the device's choice
 * from its cookie, else the first of the browser's languages TurfBook speaks, as the web client
 * itself chooses on a first visit.
 */
export function pageLanguage(cookie: string | undefined, acceptLanguage: string | undefined) {
  return isLanguage(cookie) ? cookie : firstSpokenLanguage(acceptLanguageTags(acceptLanguage));
}
