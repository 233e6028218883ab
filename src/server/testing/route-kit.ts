import type { TestHarness } from './test-app';
import { TEST_NOW, createBooking, paymentScene, postPayment, slotBody } from './payment-kit';
import { PAYOUT_DETAILS, putPayoutAccount } from './payout-kit';
import type { RazorpayStandIn } from './razorpay-stand-in';
import { cookieFor } from './requests';
import { sweep } from '../system/housekeeping';

// Steps of the Route tests (docs/decisions/054): a booking paid through the Razorpay stand-in,
// its payout line figured, and the payout job run at a given time.

/** 7:00 PM on the test day in Mumbai, plus the day's hold: the booking's payout is released. */
export const ROUTE_RELEASE = new Date(TEST_NOW.getTime() + 33 * 3_600_000);

export async function runPayoutsAt(t: TestHarness, when: Date) {
  t.setNow(when);
  await sweep(t.context);
}

export function putRouteAccount(t: TestHarness, cookie: string, bank = PAYOUT_DETAILS.bank) {
  return putPayoutAccount(t.app, cookie, { ...PAYOUT_DETAILS, bank });
}

/** An owner's turf with one booking paid through Razorpay and its payout line on hold. */
export async function routeScene(t: TestHarness, standIn: RazorpayStandIn) {
  const scene = await paymentScene(t.app, t.database.db);
  const started = await postPayment(t.app, scene.cookie, slotBody(scene.turf.id));
  const orderId = started.json().paymentId as string;
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/v1/payment/razorpay/verify',
    headers: { cookie: scene.cookie },
    payload: standIn.pay(orderId),
  });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  const booking = await createBooking(t.app, scene.cookie, orderId);
  if (booking.statusCode !== 201) throw new Error(`booking failed: ${booking.body}`);
  await runPayoutsAt(t, TEST_NOW);
  return { ...scene, ownerCookie: await cookieFor(t.app, scene.owner) };
}
