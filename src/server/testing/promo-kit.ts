import type { App } from '../app';
import { TEST_DAY } from './payment-kit';

// Shared steps of the promo code tests (docs/decisions/035): a valid code's terms around the
// payment tests' clock, and the calls that make, list and preview codes.

/** Terms valid through the payment tests' day (TEST_NOW is 10:00 in Mumbai on 2030-05-10). */
export function promoTerms(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    code: 'monsoon10',
    percentOff: 10,
    validFrom: '2030-05-01T00:00:00+05:30',
    validTo: '2030-06-01T00:00:00+05:30',
    maxUses: 100,
    maxUsesPerPlayer: 1,
    minAmount: 0,
    firstBookingOnly: false,
    ...overrides,
  };
}

export function createPromo(
  app: App,
  who: 'owner' | 'admin',
  cookie: string | undefined,
  body: Record<string, unknown>,
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/${who}/promo-codes`,
    headers: cookie ? { cookie } : {},
    payload: body,
  });
}

export function listPromos(app: App, who: 'owner' | 'admin', cookie: string | undefined) {
  return app.inject({
    method: 'GET',
    url: `/api/v1/${who}/promo-codes`,
    headers: cookie ? { cookie } : {},
  });
}

export function previewPromo(
  app: App,
  cookie: string | undefined,
  code: string,
  turfId: string,
  amount: string,
) {
  return app.inject({
    method: 'GET',
    url: `/api/v1/promo-codes/${encodeURIComponent(code)}/preview?turfId=${turfId}&amount=${amount}`,
    headers: cookie ? { cookie } : {},
  });
}

/** post-payment's body for one slot of the test day, with a code. */
export function promoSlotBody(
  turfId: string,
  promoCode: string | undefined,
  amount: string,
  startTime = '6:00 PM',
  endTime = '7:00 PM',
) {
  return {
    amount,
    currency: 'inr',
    booking: { turfId, bookingDate: TEST_DAY, startTime, endTime },
    ...(promoCode === undefined ? {} : { promoCode }),
  };
}
