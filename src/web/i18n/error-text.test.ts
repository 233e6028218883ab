import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../lib/api-client';
import { errorTextWith } from './error-text';
import { createI18n } from './i18n';
import englishCommon from './locales/en/common.json';
import englishErrors from './locales/en/errors.json';
import hindiCommon from './locales/hi/common.json';
import hindiErrors from './locales/hi/errors.json';
import marathiCommon from './locales/mr/common.json';
import marathiErrors from './locales/mr/errors.json';
import type { Language } from '../../shared/i18n/languages';

// A failed request's text by its code (docs/decisions/063), in each language.

const resources = {
  en: { common: englishCommon, errors: englishErrors },
  hi: { common: hindiCommon, errors: hindiErrors },
  mr: { common: marathiCommon, errors: marathiErrors },
};

const i18nIn = (language: Language) => createI18n({ language, resources });

const moveRefused = new ApiRequestError(
  402,
  'This time costs ₹1,234.50 more than your booking. Pay the difference to move it.',
  'price_difference',
  { difference: '1,234.50' },
);

describe('errorTextWith', () => {
  it("shows an English reader the answer's own sentence", () => {
    expect(errorTextWith(i18nIn('en'), moveRefused)).toBe(moveRefused.serverMessage);
    const worded = new ApiRequestError(400, 'Court 2 does not host cricket.', 'court_not_hosting', {
      court: 'Court 2',
      sport: 'cricket',
    });
    expect(errorTextWith(i18nIn('en'), worded)).toBe('Court 2 does not host cricket.');
  });

  it("writes the English catalogue's text with the answer's facts as the server words it", () => {
    expect(i18nIn('en').t('errors:price_difference', { difference: '1,234.50' })).toBe(
      moveRefused.serverMessage,
    );
  });

  it("shows a Hindi or Marathi reader the code's text with the answer's facts", () => {
    expect(errorTextWith(i18nIn('hi'), moveRefused)).toBe(
      'यह समय आपकी बुकिंग से ₹1,234.50 महँगा है। समय बदलने के लिए अंतर का पेमेंट करें।',
    );
    expect(errorTextWith(i18nIn('mr'), moveRefused)).toBe(
      'ही वेळ तुमच्या बुकिंगपेक्षा ₹1,234.50 ने महाग आहे. वेळ बदलण्यासाठी फरकाचे पेमेंट करा.',
    );
    const noCourt = new ApiRequestError(
      400,
      'This turf has no court for badminton.',
      'no_court_for_sport',
      {
        sport: 'badminton',
      },
    );
    expect(errorTextWith(i18nIn('hi'), noCourt)).toBe('इस टर्फ पर बैडमिंटन के लिए कोई कोर्ट नहीं है।');
    expect(errorTextWith(i18nIn('mr'), noCourt)).toBe('या टर्फवर बॅडमिंटनसाठी कोर्ट नाही.');
  });

  it("falls back to the server's message for a code it does not know, then to the screen's", () => {
    const unknown = new ApiRequestError(409, 'Some new refusal.', 'some_new_code');
    expect(errorTextWith(i18nIn('hi'), unknown)).toBe('Some new refusal.');
    expect(errorTextWith(i18nIn('hi'), new ApiRequestError(500, null), 'Fallback')).toBe(
      'Fallback',
    );
  });
});
