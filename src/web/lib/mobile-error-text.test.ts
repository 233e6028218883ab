import { describe, expect, it } from 'vitest';
import { MOBILE_SIGN_IN_MESSAGES } from '../../shared/mobile-sign-in';
import { ApiRequestError } from './api-client';
import { MOBILE_UNREACHABLE, mobileErrorText } from './mobile-error-text';

describe('mobileErrorText', () => {
  it("shows the catalogue's text for the answer's code", () => {
    const error = new ApiRequestError(409, 'server words', 'number_unverified');
    expect(mobileErrorText(error)).toBe(MOBILE_SIGN_IN_MESSAGES.number_unverified);
  });

  it("falls back to the server's message, then to a general one", () => {
    expect(mobileErrorText(new ApiRequestError(400, 'Enter a number'))).toBe('Enter a number');
    expect(mobileErrorText(new ApiRequestError(500, null))).toBe(
      'Something went wrong. Please try again.',
    );
    expect(mobileErrorText(new TypeError('Failed to fetch'))).toBe(MOBILE_UNREACHABLE);
  });
});
