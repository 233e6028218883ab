import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { IntlMessageFormat } from 'intl-messageformat';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/i18n/languages';
import englishCommon from './locales/en/common.json';
import { icuLocale, icuMessages } from './message-format';
import { PSEUDO_MARKS, pseudoLanguageOn } from './pseudo';

// The web client's message catalogues (docs/decisions/062): one JSON file per screen area
// (namespace) and language under ./locales, ICU message syntax, loaded when a screen first
// needs them. English's common namespace ships with the first script, so the navbar never waits.

const catalogueLoaders = import.meta.glob<{ default: Record<string, unknown> }>(
  './locales/*/*.json',
);

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, done) {
    const load = catalogueLoaders[`./locales/${language}/${namespace}.json`];
    if (!load) {
      done(new Error(`No catalogue ${language}/${namespace}`), null);
      return;
    }
    load().then(
      (module) => done(null, module.default),
      (error: unknown) => done(error as Error, null),
    );
  },
};

/**
 * Every catalogue message is made ready once (message-format.ts memoizes per key), and each asks
 * Intl which locale it means. The library asks `Intl.NumberFormat.supportedLocalesOf`, which
 * loads the platform's number data: on a throttled phone that alone was a long task of a screen
 * with no figure on it (docs/decisions/075). Our three locales are known (icuLocale), so one of
 * them is answered as itself, once; any other tag still goes the library's way.
 */
const resolveLocaleOnce = IntlMessageFormat.resolveLocale;
const resolvedLocales = new Map<string, ReturnType<typeof resolveLocaleOnce>>();
const OUR_LOCALES: ReadonlySet<string> = new Set(LANGUAGES.map(icuLocale));
IntlMessageFormat.resolveLocale = (locales) => {
  const key = String(locales);
  if (!resolvedLocales.has(key)) {
    resolvedLocales.set(
      key,
      OUR_LOCALES.has(key) && typeof Intl.Locale === 'function'
        ? new Intl.Locale(key)
        : resolveLocaleOnce(locales),
    );
  }
  return resolvedLocales.get(key);
};

const pseudoProcessor = {
  type: 'postProcessor' as const,
  name: 'pseudo',
  process: (value: string) => `${PSEUDO_MARKS.open}${value}${PSEUDO_MARKS.close}`,
};

export interface I18nStart {
  language: Language;
  /** Catalogues given whole (tests, server rendering): nothing is loaded later. */
  resources?: Record<string, Record<string, Record<string, unknown>>>;
}

export function createI18n({ language, resources }: I18nStart): I18n {
  const instance = i18next.createInstance();
  instance.use(icuMessages(icuLocale)).use(initReactI18next);
  if (!resources) instance.use(lazyCatalogues);
  if (pseudoLanguageOn()) instance.use(pseudoProcessor);
  void instance.init({
    lng: language,
    supportedLngs: [...LANGUAGES],
    fallbackLng: DEFAULT_LANGUAGE,
    ns: ['common'],
    defaultNS: 'common',
    resources: resources ?? { en: { common: englishCommon } },
    partialBundledLanguages: !resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    postProcess: pseudoLanguageOn() ? ['pseudo'] : [],
    react: { useSuspense: true },
    // Given whole (the tests), a key the catalogue lacks is a fault to report, not a text to show.
    saveMissing: Boolean(resources),
    missingKeyHandler: resources
      ? (_languages, namespace, key) => {
          throw new Error(`The English catalogue has no ${namespace}:${key}`);
        }
      : false,
  });
  return instance;
}
