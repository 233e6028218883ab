import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/i18n/languages';
import { icuLocale } from './message-format';

// The catalogues' checks (docs/decisions/062): every English key exists in Hindi and Marathi and
// no language has a key English lacks; every entry is a valid ICU message; an entry's placeholders
// (and its tags) are the same in every language, so no value is dropped or made up in translation.

const files = import.meta.glob<{ default: unknown }>('./locales/*/*.json', { eager: true });

/** 'en' → its namespaces' names. */
function namespacesOf(language: string): string[] {
  return Object.keys(files)
    .filter((path) => path.startsWith(`./locales/${language}/`))
    .map((path) => path.replace(/^.*\/(.+)\.json$/, '$1'));
}

type Catalogue = Record<string, string>;

function flatten(tree: unknown, prefix = '', into: Catalogue = {}): Catalogue {
  if (typeof tree === 'string') {
    into[prefix] = tree;
  } else if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree)) {
      flatten(value, prefix ? `${prefix}.${key}` : key, into);
    }
  } else {
    into[prefix] = String(tree);
  }
  return into;
}

function catalogue(language: string, namespace: string): Catalogue | null {
  const file = files[`./locales/${language}/${namespace}.json`];
  return file ? flatten(file.default) : null;
}

interface AstElement {
  type: number;
  value?: string;
  options?: Record<string, { value: AstElement[] }>;
  children?: AstElement[];
}

/** The names a message uses: its arguments, plurals, selects and tags. */
function placeholders(elements: AstElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type !== 0 && element.type !== 7 && element.value) into.add(element.value);
    for (const option of Object.values(element.options ?? {})) placeholders(option.value, into);
    if (element.children) placeholders(element.children, into);
  }
  return into;
}

function parse(message: string, language: string): AstElement[] {
  return new IntlMessageFormat(message, icuLocale(language)).getAst() as unknown as AstElement[];
}

const namespaces = namespacesOf('en');

describe('the message catalogues', () => {
  it('have the same namespaces in every language', () => {
    for (const language of LANGUAGES) {
      expect(namespacesOf(language).sort(), language).toEqual([...namespaces].sort());
    }
  });

  describe.each(namespaces)('%s', (namespace) => {
    const english = catalogue('en', namespace)!;

    it.each(LANGUAGES.filter((language) => language !== 'en'))(
      'has every key in %s, and no other',
      (language) => {
        const translated = catalogue(language, namespace) ?? {};
        expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
        for (const [key, text] of Object.entries(translated)) {
          expect(text.trim(), `${language} ${namespace}:${key} is empty`).not.toBe('');
        }
      },
    );

    it.each(LANGUAGES)('has valid ICU messages with the English placeholders in %s', (language) => {
      const translated = catalogue(language, namespace) ?? {};
      for (const [key, englishText] of Object.entries(english)) {
        const text = translated[key];
        if (text === undefined) continue;
        const expected = [...placeholders(parse(englishText, 'en'))].sort();
        const names = [...placeholders(parse(text, language))].sort();
        expect(names, `${language} ${namespace}:${key}`).toEqual(expected);
      }
    });
  });
});
