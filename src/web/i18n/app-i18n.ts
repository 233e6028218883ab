import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createElement, type ReactNode } from 'react';
import { createI18n } from './i18n';
import { firstVisitLanguage } from './language-choice';

// The app's one i18next instance: made at start in the browser (with the first visit's language),
// given whole by the tests' setup.

let appI18n: I18n | null = null;

export function setAppI18n(instance: I18n) {
  appI18n = instance;
}

export function getAppI18n(): I18n {
  appI18n ??= createI18n({ language: firstVisitLanguage() });
  return appI18n;
}

export function AppI18nProvider({ children }: { children: ReactNode }) {
  return createElement(I18nextProvider, { i18n: getAppI18n() }, children);
}
