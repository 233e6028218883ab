import { describe, expect, it } from 'vitest';
import { TURF_LISTED_AGAIN, TURF_UNLISTED } from '../../../shared/api/admin-turfs-contract';
import { ADMIN_PAYOUT_QUERY_MESSAGES } from '../../../shared/api/payout-contract';
import { TURF_NOT_FOUND } from '../../../shared/turf-types';
import { getAppI18n } from '../../i18n/app-i18n';
import { listingAnswerText } from './listing-texts';

// The admin's screens say the shared English letter for letter in English (docs/decisions/062).

describe('the admin’s answers and checks in the reader’s language', () => {
  const t = () => getAppI18n().getFixedT('en', 'admin');

  it('has the words of the listing answers, and shows any other as it came', () => {
    for (const answer of [
      TURF_UNLISTED,
      TURF_LISTED_AGAIN,
      'This turf is already unlisted.',
      'This turf is already listed.',
      'Something new',
    ])
      expect(listingAnswerText(t(), answer)).toBe(answer);
  });

  it('says the shared checks of the payouts’ day and month and a missing turf as they are', () => {
    expect(t()('payouts.dateProblem')).toBe(ADMIN_PAYOUT_QUERY_MESSAGES.date);
    expect(t()('payouts.monthProblem')).toBe(ADMIN_PAYOUT_QUERY_MESSAGES.month);
    expect(t()('messages.notFound')).toBe(TURF_NOT_FOUND);
  });
});
