import { IntlMessageFormat } from 'intl-messageformat';
import { ERROR_CATALOGUE, type ErrorCode } from './error-catalogue';

/** The values of an error sentence's placeholders (a limit, a formatted amount, a role). */
export type ErrorFacts = Record<string, string | number>;

/**
 * A code's English sentence with its facts in place: the catalogue's ICU template, formatted as the
 * web client formats it in English. Figures come as texts already written (₹ amounts, times).
 */
export function errorSentence(code: ErrorCode, facts: ErrorFacts = {}): string {
  const sentence = new IntlMessageFormat(ERROR_CATALOGUE[code].en, 'en').format(facts);
  if (typeof sentence !== 'string') throw new Error(`The sentence of ${code} is not a text`);
  return sentence;
}
