import { describe, expect, it } from 'vitest';
import {
  COURT_PRICES_CLEARED,
  PRICE_RULE_MESSAGES,
  PRICES_SAVED,
  PRICES_UNCHANGED,
} from '../../../shared/price-rules-form';
import { getAppI18n } from '../../i18n/app-i18n';
import { INVALID_PRICES } from './pricing-draft';
import { pricingText } from './pricing-texts';

// Each English message of the price rules and of the server's answers has its key, and the
// English catalogue says it letter for letter (docs/decisions/062).

describe('the pricing screen’s checks and answers in the reader’s language', () => {
  it('has the words of every rule and answer', () => {
    const t = getAppI18n().getFixedT('en', 'owner-pricing');
    const messages = [
      ...Object.values(PRICE_RULE_MESSAGES),
      INVALID_PRICES,
      PRICES_SAVED,
      PRICES_UNCHANGED,
      COURT_PRICES_CLEARED,
    ];
    for (const message of messages) expect(pricingText(t, message)).toBe(message);
    expect(pricingText(t, 'Something new')).toBe('Something new');
  });
});
