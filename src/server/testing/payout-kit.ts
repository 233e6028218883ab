import type { App } from '../app';
import { sweep } from '../system/housekeeping';
import type { TestHarness } from './test-app';

// Steps of the payout tests (docs/decisions/054): an owner's payout details, as the form sends them.

export const PAYOUT_DETAILS = {
  legalName: 'Shimpoli Sports LLP',
  businessType: 'llp',
  pan: 'ABCFE1234F',
  contactName: 'Asha Patil',
  email: 'asha@example.com',
  phone: '9876543210',
  bank: { accountNumber: '001234567890', ifsc: 'HDFC0001234' },
};

export function putPayoutAccount(
  app: App,
  cookie: string | null,
  payload: object = PAYOUT_DETAILS,
) {
  return app.inject({
    method: 'PUT',
    url: '/api/v1/owner/payout-account',
    headers: cookie ? { cookie } : {},
    payload,
  });
}

/** The minute job as it runs at `when` (the payouts' steps come last in it). */
export async function sweepAt(t: TestHarness, when: Date) {
  t.setNow(when);
  await sweep(t.context);
}
