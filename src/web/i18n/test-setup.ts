import { beforeAll } from 'vitest';
import { createI18n } from './i18n';
import { setAppI18n } from './app-i18n';

// The web tests render to static markup, which cannot wait for a catalogue: every English
// catalogue is given whole, and a key missing from it fails the test that shows it.

const english = import.meta.glob<{ default: Record<string, unknown> }>('./locales/en/*.json', {
  eager: true,
});

beforeAll(() => {
  const catalogues: Record<string, Record<string, unknown>> = {};
  for (const [path, module] of Object.entries(english)) {
    const namespace = path.replace(/^.*\/(.+)\.json$/, '$1');
    catalogues[namespace] = module.default;
  }
  const i18n = createI18n({ language: 'en', resources: { en: catalogues } });
  setAppI18n(i18n);
});
