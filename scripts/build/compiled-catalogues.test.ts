import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/shared/i18n/languages';
import { icuLocale, icuMessages } from '../../src/web/i18n/message-format';
import { compileCatalogue, compileMessage } from './compiled-catalogues';

// A compiled catalogue says what the written one says (docs/decisions/078): every entry of every
// language, formatted from its compiled form by the app's own format module, reads the same as
// the written text formatted by ICU, with each plural at 0, 1 and many and each select's forms.

const LOCALES = join(import.meta.dirname, '../../src/web/i18n/locales');

type Tree = { [key: string]: Tree | string };

function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : entries(value, `${prefix}${key}.`),
  );
}

/** The values a message takes: each argument by its kind, for every count and every choice. */
function valueSets(elements: MessageFormatElement[]): Record<string, unknown>[] {
  let sets: Record<string, unknown>[] = [{}];
  const widen = (name: string, choices: unknown[]) => {
    sets = sets.flatMap((set) =>
      name in set ? [set] : choices.map((choice) => ({ ...set, [name]: choice })),
    );
  };
  const walk = (list: MessageFormatElement[]) => {
    for (const element of list) {
      if (element.type === TYPE.plural) widen(element.value, [0, 1, 2, 1234]);
      else if (element.type === TYPE.number) widen(element.value, [1234.5]);
      else if (element.type === TYPE.select) widen(element.value, Object.keys(element.options));
      else if (element.type === TYPE.argument) widen(element.value, ['⟨value⟩']);
      if ('options' in element)
        for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(elements);
  return sets.slice(0, 64);
}

describe('catalogues compiled at build time', () => {
  for (const language of LANGUAGES) {
    it(`read the same as written in ${language}`, () => {
      const format = icuMessages(icuLocale);
      let checked = 0;
      for (const file of readdirSync(join(LOCALES, language))) {
        const written = JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8')) as Tree;
        const compiled = compileCatalogue(written, language) as Tree;
        const namespace = file.replace(/\.json$/, '');
        for (const [key, text] of entries(written)) {
          const ready = key
            .split('.')
            .reduce<unknown>((node, part) => (node as Tree)[part], compiled);
          const parsed = new IntlMessageFormat(text, icuLocale(language), undefined, {
            ignoreTag: true,
          });
          for (const values of valueSets(parsed.getAst())) {
            const shown = format.parse(ready, values, language, namespace, key, {
              resolved: { res: ready },
            });
            expect(shown, `${language}/${namespace}:${key}`).toEqual(parsed.format(values));
            checked += 1;
          }
        }
      }
      expect(checked).toBeGreaterThan(2_000);
    });
  }

  it('keeps a plain text as itself and parses only a text with ICU syntax', () => {
    expect(compileMessage('Book now', 'en')).toBe('Book now');
    expect(compileMessage('स्लॉट बुक करें', 'hi')).toBe('स्लॉट बुक करें');
    const plural = compileMessage('{count, plural, one {# slot} other {# slots}}', 'mr');
    expect(Array.isArray(plural)).toBe(true);
    expect((plural as MessageFormatElement[])[0]!.type).toBe(TYPE.plural);
    // An apostrophe may quote ICU syntax, so a text with one is parsed: "''" is one apostrophe.
    expect(compileMessage("Player''s turf", 'en')).toEqual([
      { type: TYPE.literal, value: "Player's turf" },
    ]);
  });
});
