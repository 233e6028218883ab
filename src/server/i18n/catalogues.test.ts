import { describe, expect, it } from 'vitest';
import { DOCUMENT_WORDS } from './documents';
import { LEGAL_DOCUMENT_WORDS } from './documents-en';
import { MAIL_WORDS } from './mail';

// The server's catalogues (decision 065): every English key in Hindi and Marathi and no other,
// each message given the same values uses every one of them that English uses, and no English
// sentence is left where a translation exists.

type Catalogue = Record<string, unknown>;

/** Every value of a message, as a mark that must come back in what it writes. */
const values = new Proxy({} as Record<string, unknown>, {
  get: (_, key) =>
    key === 'count' || key === 'days' || key === 'hours' || key === 'minutes'
      ? 7
      : `⟦${String(key)}⟧`,
});

function written(message: unknown): string {
  if (typeof message === 'function') return (message as (v: unknown) => string)(values);
  if (typeof message === 'string') return message;
  return Object.values(message as Record<string, string>).join(' | ');
}

const marks = (text: string) => [...text.matchAll(/⟦\w+⟧/g)].map((m) => m[0]).sort();

describe.each([
  ['mail', MAIL_WORDS as unknown as Record<string, Catalogue>],
  ['documents', DOCUMENT_WORDS as unknown as Record<string, Catalogue>],
])('the %s catalogue', (_, catalogues) => {
  const english = catalogues.en!;
  it.each(['hi', 'mr'])('has every English key in %s, with the same values', (language) => {
    const other = catalogues[language]!;
    expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort());
    for (const key of Object.keys(english)) {
      expect(marks(written(other[key])), key).toEqual(marks(written(english[key])));
      expect(typeof other[key], key).toBe(typeof english[key]);
      if (typeof english[key] === 'object')
        expect(Object.keys(other[key] as object), key).toEqual(Object.keys(english[key] as object));
    }
  });

  it.each(['hi', 'mr'])('leaves no English sentence in %s', (language) => {
    const other = catalogues[language]!;
    for (const key of Object.keys(english)) {
      const text = written(other[key]).replace(/⟦\w+⟧/g, '');
      // Latin words that stay (glossary): TurfBook, UPI, GST, PDF, SAC… and the legal headings.
      const latin = text
        .replace(/\b(TurfBook|UPI|GST|GSTIN|PDF|SAC|CGST|SGST|IGST|TCS|TDS|CGST)\b/g, '')
        .split(' / ')[0]!
        .match(/[A-Za-z]{3,}/g);
      if (!(LEGAL_DOCUMENT_WORDS as readonly string[]).includes(key))
        expect(latin, `${language} ${key}: ${text}`).toBeNull();
    }
  });
});

describe('the legal headings of a document', () => {
  it.each(['hi', 'mr'] as const)('keep their English beside the %s', (language) => {
    for (const key of LEGAL_DOCUMENT_WORDS)
      expect(written(DOCUMENT_WORDS[language][key])).toContain(
        written(DOCUMENT_WORDS.en[key]).replace(/⟦\w+⟧.*$/, ''),
      );
  });
});
