import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countFormatters, indianGrouped } from './count-formatters';
import { icuLocale } from './message-format';

// Counts written and their plural forms chosen without Intl (decision 081) must be exactly the
// platform's: the reference here is Intl itself, for every whole number a count can be.

const LOCALES = (['en', 'hi', 'mr'] as const).map(icuLocale);
// The platform's own, one per locale: building one costs milliseconds, using it microseconds.
const PLATFORM_NUMBERS = new Map(LOCALES.map((locale) => [locale, new Intl.NumberFormat(locale)]));
const PLATFORM_PLURALS = new Map(LOCALES.map((locale) => [locale, new Intl.PluralRules(locale)]));

describe('counts without the platform’s number data', () => {
  it('writes every whole number as Intl.NumberFormat does in our three locales', () => {
    const formatters = countFormatters();
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.maxSafeInteger()),
        fc.constantFrom(...LOCALES),
        (count, locale) => {
          expect(formatters.getNumberFormat(locale).format(count)).toBe(
            PLATFORM_NUMBERS.get(locale)!.format(count),
          );
        },
      ),
      { numRuns: 3000 },
    );
    expect(indianGrouped(1_234_567)).toBe('12,34,567');
    expect(indianGrouped(999)).toBe('999');
  });

  it('picks the plural form Intl.PluralRules picks for every count', () => {
    const formatters = countFormatters();
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 0, max: 200 }), fc.nat()),
        fc.constantFrom(...LOCALES),
        (count, locale) => {
          expect(formatters.getPluralRules(locale).select(count)).toBe(
            PLATFORM_PLURALS.get(locale)!.select(count),
          );
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('leaves fractions, styles, ordinals and other languages to Intl', () => {
    const formatters = countFormatters();
    const en = icuLocale('en');
    expect(formatters.getNumberFormat(en).format(1234.5)).toBe('1,234.5');
    expect(formatters.getNumberFormat(en, { style: 'percent' }).format(0.25)).toBe('25%');
    expect(formatters.getPluralRules(en, { type: 'ordinal' }).select(2)).toBe('two');
    expect(formatters.getPluralRules(en).select(1.5)).toBe(new Intl.PluralRules(en).select(1.5));
    expect(formatters.getNumberFormat('de-DE').format(1234)).toBe('1.234');
    expect(formatters.getPluralRules('ar').select(2)).toBe('two');
  });
});
