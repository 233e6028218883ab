import type { App } from '../app';
import { GOOD_CARD, confirmCard, postPayment } from './payment-kit';

// Steps of the tests of a booking's life after payment: pay for a slot, then call its page,
// cancel it or move it, as the browser does.

/** Pays for one slot with a card and answers the confirmed booking's id. */
export async function bookAndPay(
  app: App,
  cookie: string,
  slot: { turfId: string; date: string; startTime: string; endTime: string; amount: string },
  card = GOOD_CARD,
): Promise<string> {
  const started = await postPayment(app, cookie, {
    amount: slot.amount,
    currency: 'inr',
    booking: {
      turfId: slot.turfId,
      bookingDate: slot.date,
      startTime: slot.startTime,
      endTime: slot.endTime,
    },
  });
  if (started.statusCode !== 200) throw new Error(`post-payment failed: ${started.body}`);
  const paid = await confirmCard(app, started.json().clientSecret, card);
  if (paid.statusCode !== 200) throw new Error(`confirm failed: ${paid.body}`);
  const finished = await app.inject({
    method: 'POST',
    url: '/api/v1/booking/create-booking',
    headers: { cookie },
    payload: { paymentId: started.json().paymentId },
  });
  return finished.json().booking._id as string;
}

export function bookingPage(app: App, cookie: string | null, bookingId: string) {
  return app.inject({
    method: 'GET',
    url: `/api/v1/booking/${bookingId}`,
    headers: cookie ? { cookie } : {},
  });
}

export function cancelBooking(app: App, cookie: string, bookingId: string, key?: string) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/booking/${bookingId}/cancel`,
    headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
  });
}

export function rescheduleBooking(
  app: App,
  cookie: string,
  bookingId: string,
  to: { bookingDate: string; startTime: string; endTime: string },
  key?: string,
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/booking/${bookingId}/reschedule`,
    headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
    payload: to,
  });
}
