import { describe, expect, it } from 'vitest';
import { MOBILE_SIGN_IN_MESSAGES } from '../../shared/mobile-sign-in';
import { getAppI18n } from '../i18n/app-i18n';
import { ApiRequestError } from './api-client';
import { mobileErrorText } from './mobile-error-text';

const t = () => getAppI18n().getFixedT('en', 'common');

describe('mobileErrorText', () => {
  it("shows the catalogue's text for the answer's code, the shared English word for word", () => {
    const error = new ApiRequestError(409, 'server words', 'number_unverified');
    expect(mobileErrorText(t(), error)).toBe(MOBILE_SIGN_IN_MESSAGES.number_unverified);
    for (const [code, text] of Object.entries(MOBILE_SIGN_IN_MESSAGES)) {
      expect(t()(`mobile.${code}`)).toBe(text);
    }
  });

  it("falls back to the server's message, then to a general one", () => {
    expect(mobileErrorText(t(), new ApiRequestError(400, 'Enter a number'))).toBe('Enter a number');
    expect(mobileErrorText(t(), new ApiRequestError(500, null))).toBe(
      'Something went wrong. Please try again.',
    );
    expect(mobileErrorText(t(), new TypeError('Failed to fetch'))).toBe(
      'We could not reach TurfBook. Check your connection and try again.',
    );
  });
});
