// The web client's message catalogues made ready at build time (docs/decisions/078): each entry
// with ICU syntax becomes its parsed elements, each plain text stays itself, and the browser's
// bundle takes the parser's stand-in that only knows the element types. The browser then parses
// no message, and the first script is smaller by the parser.
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { LANGUAGES, type Language } from '../../src/shared/i18n/languages';
import { icuLocale, isPlainText, type CompiledMessage } from '../../src/web/i18n/message-format';

const CATALOGUE = /[\\/]src[\\/]web[\\/]i18n[\\/]locales[\\/]([a-z]+)[\\/][^\\/]+\.json$/;

type Tree = { [key: string]: Tree | string } | string;
type CompiledTree = { [key: string]: CompiledTree | CompiledMessage } | CompiledMessage;

/** One message as the browser takes it, parsed as the runtime would parse it in `language`. */
export function compileMessage(message: string, language: Language): CompiledMessage {
  if (isPlainText(message)) return message;
  return parse(message, { ignoreTag: true, locale: new Intl.Locale(icuLocale(language)) });
}

export function compileCatalogue(tree: Tree, language: Language): CompiledTree {
  if (typeof tree === 'string') return compileMessage(tree, language);
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [key, compileCatalogue(value, language)]),
  );
}

function languageOf(id: string): Language | null {
  const found = CATALOGUE.exec(id)?.[1];
  return found && (LANGUAGES as readonly string[]).includes(found) ? (found as Language) : null;
}

export function compiledCatalogues(): Plugin {
  return {
    name: 'turfbook:compiled-catalogues',
    apply: 'build',
    // Before Vite's own JSON plugin, which then writes the compiled tree as a module.
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    transform(code, id) {
      const language = languageOf(id);
      if (!language) return null;
      const compiled = compileCatalogue(JSON.parse(code) as Tree, language);
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
