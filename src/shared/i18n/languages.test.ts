import { describe, expect, it } from 'vitest';
import {
  acceptLanguageTags,
  firstSpokenLanguage,
  isLanguage,
  languageOf,
  pageLanguage,
} from './languages';

describe('the languages TurfBook speaks', () => {
  it('accepts only the exact codes on an account', () => {
    expect(['en', 'hi', 'mr'].every(isLanguage)).toBe(true);
    for (const value of ['mr-IN', 'EN', '', 'fr', 3, null, undefined]) {
      expect(isLanguage(value), String(value)).toBe(false);
    }
  });

  it("reads a browser's regional tags as their language", () => {
    expect(languageOf('mr-IN')).toBe('mr');
    expect(languageOf('hi_IN')).toBe('hi');
    expect(languageOf('EN-gb')).toBe('en');
    expect(languageOf('ta-IN')).toBeNull();
  });

  it("follows the browser's first language TurfBook speaks, else English", () => {
    expect(firstSpokenLanguage(['ta-IN', 'mr-IN', 'en'])).toBe('mr');
    expect(firstSpokenLanguage(['hi', 'mr'])).toBe('hi');
    expect(firstSpokenLanguage(['ta', 'fr'])).toBe('en');
    expect(firstSpokenLanguage([])).toBe('en');
  });

  it("orders an Accept-Language header's tags by weight", () => {
    expect(acceptLanguageTags('mr;q=0.9, hi, en;q=0.1')).toEqual(['hi', 'mr', 'en']);
    expect(acceptLanguageTags('*;q=0.5, ta-IN;q=0')).toEqual([]);
    expect(acceptLanguageTags(undefined)).toEqual([]);
  });

  it("writes a page in the device's chosen language, else the browser's (decision 082)", () => {
    expect(pageLanguage('mr', 'hi-IN,hi;q=0.9')).toBe('mr');
    expect(pageLanguage(undefined, 'ta, hi;q=0.8, mr;q=0.9')).toBe('mr');
    expect(pageLanguage('hi-IN', 'mr')).toBe('mr');
    expect(pageLanguage(undefined, undefined)).toBe('en');
  });
});
