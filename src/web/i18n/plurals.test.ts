import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';
import { icuLocale } from './message-format';

// Plurals and figures inside messages, per language (docs/decisions/062): each language's own
// plural rules (Hindi counts 0 as "one", Marathi and English do not), and '#' in Latin digits.

const message = '{count, plural, one {one:#} other {other:#}}';

function speakerOf(language: 'en' | 'hi' | 'mr') {
  const i18n = createI18n({
    language,
    resources: { [language]: { common: { slots: message } } },
  });
  return (count: number) => i18n.t('slots', { count });
}

describe('plurals in each language', () => {
  it('follows Hindi, Marathi and English plural rules', () => {
    expect(speakerOf('hi')(0)).toBe('one:0');
    expect(speakerOf('mr')(0)).toBe('other:0');
    expect(speakerOf('en')(0)).toBe('other:0');
    for (const language of ['en', 'hi', 'mr'] as const) {
      expect(speakerOf(language)(1)).toBe('one:1');
      expect(speakerOf(language)(2)).toBe('other:2');
    }
  });

  it('writes counts in Latin digits in Marathi and Hindi', () => {
    expect(speakerOf('mr')(1234)).toMatch(/^other:1,234$/);
    expect(speakerOf('hi')(1234)).toMatch(/^other:1,234$/);
  });
});

describe("a message's locale", () => {
  it('is the one the platform supports for each language, answered without asking it', () => {
    for (const language of ['en', 'hi', 'mr'] as const) {
      const tag = icuLocale(language);
      expect(new IntlMessageFormat('x', tag).resolvedOptions().locale).toBe(
        Intl.NumberFormat.supportedLocalesOf(tag)[0],
      );
    }
  });
});
