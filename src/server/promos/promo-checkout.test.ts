import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { PROMO_MESSAGES } from '../../shared/promo-codes';
import { bookings } from '../db/schema-bookings';
import { payments, refunds } from '../db/schema-money';
import { cancelBooking } from '../testing/aftercare-kit';
import {
  TEST_NOW,
  confirmCard,
  createBooking,
  paymentScene,
  postPayment,
} from '../testing/payment-kit';
import {
  createPromo,
  listPromos,
  previewPromo,
  promoSlotBody,
  promoTerms,
} from '../testing/promo-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';

// A player's promo code through checkout (docs/decisions/035): previewed, taken off the server's
// price after a subscription's 15%, charged, kept as each booking's share, and refunded as its
// share of what was actually paid.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

async function scene(terms: Record<string, unknown> = {}) {
  const s = await paymentScene(t.app, t.database.db);
  const ownerCookie = await cookieFor(t.app, s.owner);
  const made = await createPromo(
    t.app,
    'owner',
    ownerCookie,
    promoTerms({ turfIds: [s.turf.id], ...terms }),
  );
  expect(made.statusCode, made.body).toBe(201);
  return { ...s, ownerCookie };
}

describe('a code on a single booking', () => {
  it('is previewed, charged after the code, and the owner sees its use and money', async () => {
    const { turf, cookie, ownerCookie } = await scene();
    const preview = await previewPromo(t.app, cookie, 'monsoon10', turf.id, '1000.00');
    expect(preview.json()).toEqual({
      success: true,
      code: 'MONSOON10',
      discount: '100.00',
      amount: '900.00',
    });
    const started = await postPayment(t.app, cookie, promoSlotBody(turf.id, 'Monsoon10', '900.00'));
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().amount).toBe('900.00');
    expect((await confirmCard(t.app, started.json().clientSecret)).statusCode).toBe(200);
    const finished = await createBooking(t.app, cookie, started.json().paymentId);
    expect(finished.json().booking.amountPaid).toBe(900);
    const [listed] = (await listPromos(t.app, 'owner', ownerCookie)).json().promoCodes;
    expect(listed).toMatchObject({ uses: 1, paidUses: 1, givenAway: 100 });
  });

  it('checks the claimed amount against the price after the code', async () => {
    const { turf, cookie } = await scene();
    const rulePrice = await postPayment(
      t.app,
      cookie,
      promoSlotBody(turf.id, 'MONSOON10', '1000.00'),
    );
    expect(rulePrice.statusCode).toBe(400);
    expect(rulePrice.json().message).toBe(
      'The amount does not match the price of this booking (₹900.00). Please go back and try again.',
    );
    // A client that sends no code and the rule price is charged the rule price.
    const plain = await postPayment(t.app, cookie, promoSlotBody(turf.id, undefined, '1000.00'));
    expect(plain.statusCode).toBe(200);
    expect(plain.json().amount).toBe('1000.00');
    const [row] = await t.database.db.select().from(payments);
    expect(row!.amountPaise).toBe(100_000);
  });

  it('refunds a cancelled booking its share of what was paid, and keeps the use', async () => {
    const { turf, cookie, ownerCookie } = await scene();
    // Two days on: a full refund under the cancellation policy.
    const body = {
      ...promoSlotBody(turf.id, 'MONSOON10', '900.00'),
      booking: {
        turfId: turf.id,
        bookingDate: '2030-05-12',
        startTime: '6:00 PM',
        endTime: '7:00 PM',
      },
    };
    const started = await postPayment(t.app, cookie, body);
    await confirmCard(t.app, started.json().clientSecret);
    const bookingId = (await createBooking(t.app, cookie, started.json().paymentId)).json().booking
      ._id as string;
    expect((await cancelBooking(t.app, cookie, bookingId)).statusCode).toBe(200);
    const [refund] = await t.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.bookingId, bookingId));
    expect(refund!.amountPaise).toBe(90_000);
    const [listed] = (await listPromos(t.app, 'owner', ownerCookie)).json().promoCodes;
    expect(listed).toMatchObject({ uses: 1, paidUses: 1, givenAway: 100 });
  });

  it('never takes a fixed amount below ₹1 of the charge', async () => {
    const { turf, cookie } = await scene({ percentOff: null, amountOff: 5000 });
    const preview = await previewPromo(t.app, cookie, 'MONSOON10', turf.id, '1000.00');
    expect(preview.json()).toMatchObject({ discount: '999.00', amount: '1.00' });
    const started = await postPayment(t.app, cookie, promoSlotBody(turf.id, 'MONSOON10', '1.00'));
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().amount).toBe('1.00');
  });

  it('refuses a code with no booking details, and the preview to other roles', async () => {
    const { turf, cookie, ownerCookie } = await scene();
    const legacy = await postPayment(t.app, cookie, {
      amount: '900.00',
      currency: 'inr',
      promoCode: 'MONSOON10',
    });
    expect(legacy.statusCode).toBe(400);
    expect(legacy.json().message).toBe(PROMO_MESSAGES.needsBooking);
    expect((await previewPromo(t.app, undefined, 'MONSOON10', turf.id, '1000')).statusCode).toBe(
      401,
    );
    expect((await previewPromo(t.app, ownerCookie, 'MONSOON10', turf.id, '1000')).statusCode).toBe(
      403,
    );
  });
});

describe('a code on a subscription', () => {
  it('applies after the 15% and splits the charge over the slots’ shares', async () => {
    const { turf, cookie } = await scene();
    const slots = ['2030-05-11', '2030-05-12', '2030-05-13', '2030-05-14'].map((date) => ({
      date,
      startTime: '6:00 PM',
      endTime: '7:00 PM',
    }));
    // ₹4,000 less 15% is ₹3,400; less 10% is ₹3,060.
    const preview = await previewPromo(t.app, cookie, 'MONSOON10', turf.id, '3400.00');
    expect(preview.json()).toMatchObject({ discount: '340.00', amount: '3060.00' });
    const started = await postPayment(t.app, cookie, {
      amount: '3060.00',
      currency: 'inr',
      subscription: { turfId: turf.id, selectedSlots: slots },
      promoCode: 'MONSOON10',
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().amount).toBe('3060.00');
    const holds = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.paymentId, started.json().paymentId));
    expect(holds.map((hold) => hold.amountPaise)).toEqual([76_500, 76_500, 76_500, 76_500]);
  });
});
