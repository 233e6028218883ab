import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { courtRefusal, COURT_MESSAGES } from '../courts';
import { courtHoursMessages } from '../court-hours';
import { MOBILE_SIGN_IN_MESSAGES } from '../mobile-sign-in';
import { MOVE_PRICE_CODE, MOVE_PRICE_MESSAGES } from '../move-price';
import { paiseToRupeesText } from '../pricing';
import { WAITLIST_MESSAGES } from '../waitlist';
import {
  ERROR_CATALOGUE,
  ERROR_CODE_PATTERN,
  ERROR_CODES,
  codeOfSentence,
  isErrorCode,
} from './error-catalogue';
import { errorSentence } from './error-sentence';

type Element = { type: number; value?: string; options?: Record<string, { value: Element[] }> };

/** The names of an ICU message's placeholders. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: Element[]) => {
    for (const element of elements) {
      if (element.type !== 0 && element.value) names.add(element.value);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, 'en').getAst() as unknown as Element[]);
  return [...names].sort();
}

describe('the error catalogue', () => {
  it('names every code in lower snake case', () => {
    for (const code of ERROR_CODES) expect(code).toMatch(ERROR_CODE_PATTERN);
  });

  it('says when each code is answered', () => {
    for (const code of ERROR_CODES) {
      const { when } = ERROR_CATALOGUE[code];
      expect(when.trim().length, code).toBeGreaterThan(10);
      expect(when, code).toMatch(/[.)]$/);
    }
  });

  it('gives each situation one sentence, so a sentence names one code', () => {
    const codesBySentence = new Map<string, string[]>();
    for (const code of ERROR_CODES) {
      const sentence = ERROR_CATALOGUE[code].en;
      codesBySentence.set(sentence, [...(codesBySentence.get(sentence) ?? []), code]);
    }
    const shared = [...codesBySentence.values()].filter((codes) => codes.length > 1);
    expect(shared).toEqual([]);
    for (const code of ERROR_CODES) expect(codeOfSentence(ERROR_CATALOGUE[code].en)).toBe(code);
  });

  it('writes each sentence as a valid ICU message that reads as itself when it has no facts', () => {
    for (const code of ERROR_CODES) {
      const sentence = ERROR_CATALOGUE[code].en;
      if (placeholders(sentence).length === 0) expect(errorSentence(code), code).toBe(sentence);
    }
  });

  it('knows a code from any other text', () => {
    expect(isErrorCode('turf_not_found')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
    expect(codeOfSentence('Some sentence no rule says.')).toBeUndefined();
  });

  it('keeps the codes the API answered before the catalogue', () => {
    const successes = ['sent', 'verification_sent', 'verified'];
    for (const [code, sentence] of Object.entries(MOBILE_SIGN_IN_MESSAGES)) {
      if (successes.includes(code)) continue;
      expect(isErrorCode(code), code).toBe(true);
      expect(ERROR_CATALOGUE[code as keyof typeof ERROR_CATALOGUE].en).toBe(sentence);
    }
    expect(isErrorCode(MOVE_PRICE_CODE)).toBe(true);
    expect(isErrorCode('language_unknown')).toBe(true);
    expect(isErrorCode('slot_unavailable')).toBe(true);
  });

  it('fills its templates as the rules word the same sentences', () => {
    const paise = 123_450;
    expect(errorSentence('price_difference', { difference: paiseToRupeesText(paise) })).toBe(
      MOVE_PRICE_MESSAGES.payFirst(paise),
    );
    expect(errorSentence('no_court_for_sport', { sport: 'badminton' })).toBe(
      courtRefusal.noCourtFor('badminton'),
    );
    expect(errorSentence('no_court_for_sport', { sport: 'football' })).toBe(
      WAITLIST_MESSAGES.noCourt('football'),
    );
    expect(errorSentence('court_not_hosting', { court: 'Court 1', sport: 'cricket' })).toBe(
      courtRefusal.notHosted('Court 1', 'cricket'),
    );
    expect(errorSentence('court_closed', { court: 'Court 2' })).toBe(
      courtHoursMessages.closed('Court 2'),
    );
    expect(errorSentence('wrong_role', { role: 'owner' })).toBe(
      'This account is not registered as an owner. Choose the role you signed up with.',
    );
    expect(errorSentence('wrong_role', { role: 'user' })).toBe(
      'This account is not registered as a player (user). Choose the role you signed up with.',
    );
    expect(errorSentence('amount_mismatch', { what: 'subscription', price: '1,200.00' })).toBe(
      'The amount does not match the price of this subscription (₹1,200.00). Please go back and try again.',
    );
    expect(errorSentence('route_not_found', { method: 'GET', path: '/api/v1/nothing' })).toBe(
      'Not found: GET /api/v1/nothing',
    );
    expect(COURT_MESSAGES.unknownCourt).toBe(ERROR_CATALOGUE.court_unknown.en);
  });
});
