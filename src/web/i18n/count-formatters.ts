import type { Formatters } from 'intl-messageformat';

// How a message writes a count and picks its plural form (decision 081). The platform's
// Intl.NumberFormat and Intl.PluralRules load its number data the first time either is built: on a
// throttled phone that was the longest piece of script on the turf list, for "24 turfs". Counts
// (whole numbers) in our three languages are written and chosen here instead, exactly as the
// platform does (plurals.test.ts and count-formatters.test.ts compare them); anything else (a
// fraction, a style, another language, ordinals) still goes to Intl, made when first needed.

type Plural = 'one' | 'other';

/** CLDR's cardinal rules for whole numbers: Hindi's "one" is 0 and 1, English's and Marathi's 1. */
const WHOLE_NUMBER_PLURALS: Record<string, (count: number) => Plural> = {
  en: (count) => (count === 1 ? 'one' : 'other'),
  hi: (count) => (count === 0 || count === 1 ? 'one' : 'other'),
  mr: (count) => (count === 1 ? 'one' : 'other'),
};

/** Our locales ('en-IN-u-nu-latn'…): Latin digits, grouped the Indian way (12,34,567). */
const OUR_LOCALE = /^(en|hi|mr)-IN-u-nu-latn$/;

function languageOf(locales: unknown): string | null {
  const tag = Array.isArray(locales) ? locales[0] : locales;
  const found = typeof tag === 'string' ? OUR_LOCALE.exec(tag) : null;
  return found ? found[1]! : null;
}

/** 1234567 → '12,34,567': the last three digits, then pairs. */
export function indianGrouped(whole: number): string {
  const digits = String(Math.abs(whole));
  const last = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${whole < 0 ? '-' : ''}${rest ? `${rest},` : ''}${last}`;
}

function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

function cached<T>(cache: Map<string, T>, key: unknown[], make: () => T): T {
  const text = JSON.stringify(key);
  let found = cache.get(text);
  if (!found) cache.set(text, (found = make()));
  return found;
}

export function countFormatters(): Formatters {
  const numbers = new Map<string, Intl.NumberFormat>();
  const plurals = new Map<string, Intl.PluralRules>();
  const dates = new Map<string, Intl.DateTimeFormat>();
  return {
    getNumberFormat: (locales, options) => {
      const platform = onFirstUse(() =>
        cached(numbers, [locales, options], () => new Intl.NumberFormat(locales, options)),
      );
      if (options !== undefined || languageOf(locales) === null) return platform();
      return {
        format: (value: number | bigint) =>
          typeof value === 'number' && Number.isSafeInteger(value)
            ? indianGrouped(value)
            : platform().format(value),
      } as Intl.NumberFormat;
    },
    getPluralRules: (locales, options) => {
      const platform = onFirstUse(() =>
        cached(plurals, [locales, options], () => new Intl.PluralRules(locales, options)),
      );
      const language = languageOf(locales);
      const rule = language && WHOLE_NUMBER_PLURALS[language];
      if (!rule || (options?.type ?? 'cardinal') !== 'cardinal') return platform();
      return {
        select: (count: number) =>
          Number.isSafeInteger(count) && count >= 0 ? rule(count) : platform().select(count),
      } as Intl.PluralRules;
    },
    getDateTimeFormat: (locales, options) =>
      cached(dates, [locales, options], () => new Intl.DateTimeFormat(locales, options)),
  };
}
