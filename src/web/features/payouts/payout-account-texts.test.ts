import { describe, expect, it } from 'vitest';
import { PAYOUT_ACCOUNT_MESSAGES } from '../../../shared/payout-account';
import { getAppI18n } from '../../i18n/app-i18n';
import { accountProblemText, accountReasonText } from './payout-account-texts';

// Each check of the payout account has its key, and the English catalogue says it letter for
// letter (docs/decisions/062); a reason the provider gave shows as it came.

describe('the payout account’s checks in the reader’s language', () => {
  it('has the words of every check', () => {
    const t = getAppI18n().getFixedT('en', 'payouts');
    for (const message of Object.values(PAYOUT_ACCOUNT_MESSAGES))
      expect(accountProblemText(t, message)).toBe(message);
    expect(accountReasonText(t, 'The bank account holder name does not match.')).toBe(
      'The bank account holder name does not match.',
    );
  });
});
