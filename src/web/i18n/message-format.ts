import type { I18nFormatModule } from 'i18next';
import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { countFormatters } from './count-formatters';

// How a catalogue entry becomes the text shown (docs/decisions/078). A production build hands
// each entry over ready (scripts/build/compiled-catalogues.ts): a text with no ICU syntax as the
// text itself, any other as the message's parsed elements, so the browser parses no message and
// downloads no parser. The tests and the dev server read the JSON as written, so an ICU text that
// comes as a string is parsed here, as the build would have.

/**
 * ICU formats '#' and {n, number} in the message's locale: Marathi's default digits are Devanagari,
 * and every figure in TurfBook is written in Latin digits, so the locale asks for them.
 */
export function icuLocale(language: string): string {
  return `${language}-IN-u-nu-latn`;
}

/** A text with none of ICU's syntax characters means itself. */
export function isPlainText(message: string): boolean {
  return !/[{}']/.test(message);
}

export type CompiledMessage = string | MessageFormatElement[];

/** i18next's format module: the text of an entry for the values given. */
export interface IcuMessages extends I18nFormatModule {
  handleAsObject: false;
  parse(
    res: unknown,
    options: Record<string, unknown>,
    language: string,
    namespace: string,
    key: string,
    info?: { resolved?: { res?: unknown } },
  ): unknown;
  addLookupKeys(finalKeys: string[]): string[];
}

export function icuMessages(localeOf: (language: string) => string): IcuMessages {
  const formats = new Map<string, IntlMessageFormat>();
  // Counts without the platform's number data (decision 081), shared by every message.
  const formatters = countFormatters();
  const formatOf = (message: CompiledMessage, locale: string, memoKey: string | null) => {
    const known = memoKey ? formats.get(memoKey) : undefined;
    if (known) return known;
    // ignoreTag: react-i18next's <Trans> fills <0></0> itself, after the message is formatted.
    const format = new IntlMessageFormat(message, locale, undefined, {
      ignoreTag: true,
      formatters,
    });
    if (memoKey) formats.set(memoKey, format);
    return format;
  };
  return {
    type: 'i18nFormat',
    // An entry given as elements is a message, not a tree of keys (i18next's "object" handling).
    handleAsObject: false,
    parse(res, options, language, namespace, key, info) {
      if (typeof res === 'string' && isPlainText(res)) return res;
      if (typeof res !== 'string' && !Array.isArray(res)) return res;
      // A fallback (a default value, the key itself) is formatted each time, never kept.
      const memoKey = info?.resolved?.res ? `${language}\u0000${namespace}\u0000${key}` : null;
      try {
        return formatOf(res as CompiledMessage, localeOf(language), memoKey).format(options);
      } catch {
        return typeof res === 'string' ? res : key;
      }
    },
    addLookupKeys(finalKeys) {
      // ICU chooses plural and select forms inside the message: no suffixed keys to look up.
      return finalKeys;
    },
  };
}
