import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { PRICE_QUERY_MESSAGES } from '../../shared/api/pricing-contract';
import { COURT_MESSAGES } from '../../shared/courts';
import { PROMO_MESSAGES } from '../../shared/promo-codes';
import { OPENING_HOURS_MESSAGES } from '../../shared/opening-hours';
import type { RulesBeyondBase } from '../../shared/price-rules';
import { SLOT_REQUEST_MESSAGES } from '../../shared/slot-request';
import { turfs } from '../db/schema';
import { bookings } from '../db/schema-bookings';
import { payments } from '../db/schema-money';
import { createPromo, promoTerms } from '../testing/promo-kit';
import { cookieFor } from '../testing/requests';
import { TEST_DAY, TEST_NOW, paymentScene, postPayment } from '../testing/payment-kit';
import { useTestApp } from '../testing/test-app';

// GET /api/v1/turf/:turfId/price (docs/decisions/034): what a hold made now would charge, by the
// same resolve-request Pay Now runs. TEST_NOW is 10:00 AM on Friday 2030-05-10 in Mumbai.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

const EVENINGS_AND_OFFER: RulesBeyondBase = {
  bands: [
    { days: [1, 2, 3, 4, 5], from: 18 * 60, to: 23 * 60, perHourPaise: 180_000 },
    { days: [0, 1, 2, 3, 4, 5, 6], from: 6 * 60, to: 9 * 60, perHourPaise: 90_000 },
  ],
  specialDays: [{ date: '2030-05-12', perHourPaise: 220_000 }],
  lastMinute: { withinMinutes: 180, percentOff: 20 },
};

async function pricedScene() {
  const scene = await paymentScene(t.app, t.database.db, 120_000);
  await t.database.db
    .update(turfs)
    .set({ priceRules: EVENINGS_AND_OFFER })
    .where(eq(turfs.id, scene.turf.id));
  return scene;
}

function quote(turfId: string, query: Record<string, string>, cookie?: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/v1/turf/${turfId}/price?${new URLSearchParams(query)}`,
    headers: cookie ? { cookie } : {},
  });
}

const day = (date: string, startTime: string, endTime: string) => ({ date, startTime, endTime });

describe('GET /api/v1/turf/:turfId/price', () => {
  it('prices a flat turf as hours × price, one standard part', async () => {
    const { turf } = await paymentScene(t.app, t.database.db, 100_000);
    const answer = await quote(turf.id, day(TEST_DAY, '6:00 PM', '7:30 PM'));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      success: true,
      amount: '1500.00',
      parts: [
        {
          startTime: '6:00 PM',
          endTime: '7:30 PM',
          perHour: '1000.00',
          amount: '1500.00',
          label: 'Standard',
        },
      ],
      discount: '0.00',
    });
  });

  it('breaks a time into its bands, and Pay Now charges exactly that', async () => {
    const { turf, cookie } = await pricedScene();
    const answer = await quote(turf.id, day(TEST_DAY, '5:00 PM', '8:00 PM'));
    expect(answer.json()).toEqual({
      success: true,
      amount: '4800.00',
      parts: [
        {
          startTime: '5:00 PM',
          endTime: '6:00 PM',
          perHour: '1200.00',
          amount: '1200.00',
          label: 'Standard',
        },
        {
          startTime: '6:00 PM',
          endTime: '8:00 PM',
          perHour: '1800.00',
          amount: '3600.00',
          label: 'Peak',
        },
      ],
      discount: '0.00',
    });
    const flatClaim = await postPayment(t.app, cookie, {
      amount: '3600.00',
      currency: 'inr',
      booking: { turfId: turf.id, bookingDate: TEST_DAY, startTime: '5:00 PM', endTime: '8:00 PM' },
    });
    expect(flatClaim.statusCode).toBe(400);
    expect(flatClaim.json().message).toContain('(₹4800.00)');
    const paid = await postPayment(t.app, cookie, {
      amount: answer.json().amount,
      currency: 'inr',
      booking: { turfId: turf.id, bookingDate: TEST_DAY, startTime: '5:00 PM', endTime: '8:00 PM' },
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().amount).toBe('4800.00');
    const [held] = await t.database.db.select().from(bookings).where(eq(bookings.turfId, turf.id));
    expect(held!.amountPaise).toBe(480_000);
  });

  it('takes the last-minute offer off half-hours within its reach, and a special day wins', async () => {
    const { turf } = await pricedScene();
    // 10:00 AM now: 12 PM–1:30 PM starts within 3 h, 1 PM exactly at the reach, 1:30 PM past it.
    expect((await quote(turf.id, day(TEST_DAY, '12:00 PM', '2:00 PM'))).json()).toMatchObject({
      amount: String((3 * 48_000 + 60_000) / 100) + '.00',
      parts: [
        {
          startTime: '12:00 PM',
          endTime: '1:30 PM',
          amount: '1440.00',
          label: 'Last-minute offer',
        },
        { startTime: '1:30 PM', endTime: '2:00 PM', amount: '600.00', label: 'Standard' },
      ],
    });
    expect((await quote(turf.id, day('2030-05-12', '7:00 AM', '8:00 AM'))).json()).toMatchObject({
      amount: '2200.00',
      parts: [{ label: 'Special day', perHour: '2200.00' }],
    });
    expect(
      (await quote(turf.id, day('2030-05-13', '7:00 AM', '8:00 AM'))).json().parts[0].label,
    ).toBe('Off-peak');
  });

  it('keeps the price a hold was made at when the owner changes the rules', async () => {
    const { turf, cookie } = await pricedScene();
    const body = {
      amount: '3600.00',
      currency: 'inr',
      booking: { turfId: turf.id, bookingDate: TEST_DAY, startTime: '6:00 PM', endTime: '8:00 PM' },
    };
    const held = await postPayment(t.app, cookie, body);
    expect(held.statusCode).toBe(200);
    await t.database.db
      .update(turfs)
      .set({ priceRules: null, pricePaise: 50_000 })
      .where(eq(turfs.id, turf.id));
    expect((await quote(turf.id, day(TEST_DAY, '6:00 PM', '8:00 PM'))).json().amount).toBe(
      '1000.00',
    );
    // The same request again answers the same payment at its frozen price.
    const again = await postPayment(t.app, cookie, body);
    expect(again.json()).toMatchObject({ paymentId: held.json().paymentId, amount: '3600.00' });
    const [payment] = await t.database.db.select().from(payments);
    expect(payment!.amountPaise).toBe(360_000);
  });

  it('prices a subscription at 15% off the sum of each slot’s own price, each booking its share', async () => {
    const { turf, cookie } = await pricedScene();
    const slots = ['2030-05-13', '2030-05-14', '2030-05-15', '2030-05-16'].map((date, index) => ({
      date,
      // Three evenings at ₹1,800 and one morning at ₹900, an hour each.
      startTime: index < 3 ? '7:00 PM' : '7:00 AM',
      endTime: index < 3 ? '8:00 PM' : '8:00 AM',
    }));
    const subscribe = (amount: string) =>
      postPayment(t.app, cookie, {
        amount,
        currency: 'inr',
        subscription: { turfId: turf.id, selectedSlots: slots },
      });
    const expected = Math.round((3 * 180_000 + 90_000) * 0.85);
    expect((await subscribe('6300.00')).json().message).toContain(
      `(₹${(expected / 100).toFixed(2)})`,
    );
    const paid = await subscribe((expected / 100).toFixed(2));
    expect(paid.statusCode).toBe(200);
    const rows = await t.database.db.select().from(bookings).where(eq(bookings.turfId, turf.id));
    const shares = rows.map((row) => row.amountPaise).sort((a, b) => a - b);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(expected);
    expect(shares).toEqual([76_500, 153_000, 153_000, 153_000]);
  });

  it('takes a promo code off as Pay Now would, without using it up, and says why one does not apply', async () => {
    const { turf, cookie, owner } = await pricedScene();
    const ownerCookie = await cookieFor(t.app, owner);
    const made = await createPromo(
      t.app,
      'owner',
      ownerCookie,
      promoTerms({ code: 'EVENING10', percentOff: 10, turfIds: [turf.id], maxUses: 1 }),
    );
    expect(made.statusCode, made.body).toBe(201);
    const evening = day(TEST_DAY, '6:00 PM', '8:00 PM');
    // Trying a code is a player's: a visitor is asked to log in, an owner refused.
    expect((await quote(turf.id, { ...evening, promoCode: 'evening10' })).statusCode).toBe(401);
    expect(
      (await quote(turf.id, { ...evening, promoCode: 'evening10' }, ownerCookie)).statusCode,
    ).toBe(403);
    // Asked twice: a quote never takes the code's one use.
    for (let asked = 0; asked < 2; asked += 1) {
      expect(
        (await quote(turf.id, { ...evening, promoCode: 'evening10' }, cookie)).json(),
      ).toMatchObject({
        amount: '3240.00',
        discount: '360.00',
        parts: [{ label: 'Peak', amount: '3600.00' }],
      });
    }
    const paid = await postPayment(t.app, cookie, {
      amount: '3240.00',
      currency: 'inr',
      promoCode: 'EVENING10',
      booking: { turfId: turf.id, bookingDate: TEST_DAY, startTime: '6:00 PM', endTime: '8:00 PM' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().amount).toBe('3240.00');
    const unknown = await quote(turf.id, { ...evening, promoCode: 'NOSUCH' }, cookie);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(PROMO_MESSAGES.notFound);
  });

  it.each([
    ['a date that is no date', day('2030-02-30', '6:00 PM', '7:00 PM'), PRICE_QUERY_MESSAGES.date],
    ['a date in words', day('May 11, 2030', '6:00 PM', '7:00 PM'), PRICE_QUERY_MESSAGES.date],
    ['a time off the half-hour', day(TEST_DAY, '6:10 PM', '7:00 PM'), null],
    [
      'a time that has started',
      day(TEST_DAY, '9:00 AM', '10:30 AM'),
      SLOT_REQUEST_MESSAGES.started,
    ],
    [
      'a time beyond the grid',
      day('2030-06-30', '6:00 PM', '7:00 PM'),
      SLOT_REQUEST_MESSAGES.beyondGrid,
    ],
  ])('refuses %s with 400', async (_what, query, message) => {
    const { turf } = await pricedScene();
    const answer = await quote(turf.id, query);
    expect(answer.statusCode).toBe(400);
    if (message) expect(answer.json().message).toBe(message);
    else expect(answer.json().message).toMatch(/Start time/);
  });

  it('refuses a closed time, a court of another turf, and answers 404 for no such turf', async () => {
    const { turf } = await pricedScene();
    await t.database.db
      .update(turfs)
      .set({ openingHours: Array.from({ length: 7 }, () => ({ open: 8 * 60, close: 20 * 60 })) })
      .where(eq(turfs.id, turf.id));
    const closed = await quote(turf.id, day(TEST_DAY, '8:00 PM', '9:00 PM'));
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toBe(OPENING_HOURS_MESSAGES.closed);
    const other = await paymentScene(t.app, t.database.db);
    const [court] = await t.database.db.query.courts.findMany({
      where: (courts, { eq: equals }) => equals(courts.turfId, other.turf.id),
    });
    const elsewhere = await quote(turf.id, {
      ...day(TEST_DAY, '6:00 PM', '7:00 PM'),
      courtId: court!.id,
    });
    expect(elsewhere.json()).toMatchObject({
      success: false,
      message: COURT_MESSAGES.unknownCourt,
    });
    const missing = await quote(
      '00000000-0000-4000-8000-000000000000',
      day(TEST_DAY, '6:00 PM', '7:00 PM'),
    );
    expect(missing.statusCode).toBe(404);
  });
});
