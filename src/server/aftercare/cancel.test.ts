import { eq, sum } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookings } from '../db/schema-bookings';
import { localPaymentIntents, localRefunds, refunds } from '../db/schema-money';
import { bookAndPay, bookingPage, cancelBooking } from '../testing/aftercare-kit';
import { createUser } from '../testing/factories';
import { TEST_NOW, confirmCard, paymentScene, takenTimes } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';
import { sweep } from '../system/housekeeping';
import { retryDueRefunds } from '../payments/refunds';

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

const HOUR = 3_600_000;
// 6:00 PM in Mumbai on 2030-05-12 is 12:30 UTC: 56 hours after TEST_NOW.
const START = new Date('2030-05-12T12:30:00Z');
const SLOT = { date: '2030-05-12', startTime: '6:00 PM', endTime: '7:00 PM', amount: '1000.00' };
const REFUSING_CARD = { number: '4000 0000 0000 5126', expMonth: 12, expYear: 2031, cvc: '123' };

async function scene() {
  const s = await paymentScene(t.app, t.database.db);
  const bookingId = await bookAndPay(t.app, s.cookie, { ...SLOT, turfId: s.turf.id });
  return { ...s, bookingId };
}

const hoursBeforeStart = (hours: number) => new Date(START.getTime() - hours * HOUR);

describe('the booking page', () => {
  it("shows the player's booking with its reference, venue, history and what may be done", async () => {
    const { cookie, bookingId, turf } = await scene();
    const page = await bookingPage(t.app, cookie, bookingId);
    expect(page.statusCode).toBe(200);
    const booking = page.json().booking;
    expect(booking.reference).toMatch(/^TB-[2-9A-HJKMNP-Z]{6}$/);
    expect(booking.turf).toMatchObject({
      _id: turf.id,
      address: turf.address,
      linkes: turf.mapsLink,
    });
    expect(booking).toMatchObject({ date: '2030-05-12', startTime: '6:00 PM', amountPaid: 1000 });
    expect(booking.history).toEqual([expect.objectContaining({ kind: 'paid', amount: 1000 })]);
    expect(booking.actions).toEqual({
      cancel: { allowed: true, refundPercent: 100, refundAmount: 1000, reason: null },
      reschedule: { allowed: true, reason: null },
      openGame: { allowed: true, reason: null, returnTo: ['source', 'credit'] },
    });
  });

  it("is 404 to every other account (the turf's owner and the admin read it, but never cancel it), 401 without a session, 400 for a malformed id", async () => {
    const { bookingId, owner } = await scene();
    const stranger = await cookieFor(t.app, await createUser(t.database.db, 'user'));
    const otherOwner = await cookieFor(t.app, await createUser(t.database.db, 'owner'));
    const turfOwner = await cookieFor(t.app, owner);
    const admin = await cookieFor(t.app, await createUser(t.database.db, 'admin'));
    for (const cookie of [stranger, otherOwner])
      expect((await bookingPage(t.app, cookie, bookingId)).statusCode).toBe(404);
    // They see who paid (docs/decisions/052); cancelling it stays the player's.
    for (const cookie of [turfOwner, admin])
      expect((await bookingPage(t.app, cookie, bookingId)).statusCode).toBe(200);
    for (const cookie of [stranger, otherOwner, turfOwner, admin])
      expect((await cancelBooking(t.app, cookie, bookingId)).statusCode).toBe(404);
    expect((await bookingPage(t.app, null, bookingId)).statusCode).toBe(401);
    expect((await bookingPage(t.app, stranger, 'nope')).statusCode).toBe(400);
    const [row] = await t.database.db.select().from(bookings);
    expect(row!.status).toBe('confirmed');
  });
});

describe('cancelling under the policy', () => {
  it.each([
    [48, 100, 100_000],
    [24, 100, 100_000],
    [23.99, 50, 50_000],
    [6, 50, 50_000],
    [5.99, 0, 0],
    [0.01, 0, 0],
  ])('%s hours before the start refunds %s%%', async (hours, percent, refundPaise) => {
    const { cookie, bookingId } = await scene();
    t.setNow(hoursBeforeStart(hours));
    const quoted = (await bookingPage(t.app, cookie, bookingId)).json().booking.actions.cancel;
    expect(quoted).toMatchObject({ allowed: true, refundPercent: percent });
    const cancelled = await cancelBooking(t.app, cookie, bookingId);
    expect(cancelled.statusCode).toBe(200);
    const booking = cancelled.json().booking;
    expect(booking.status).toBe('cancelled');
    expect(booking.refundedAmount * 100).toBe(refundPaise);
    expect(booking.amountPaid * 100).toBe(100_000 - refundPaise);
    expect(booking.paymentStatus).toBe(refundPaise > 0 ? 'refunded' : 'paid');
    expect(booking.refund).toEqual(
      refundPaise > 0 ? expect.objectContaining({ status: 'done' }) : null,
    );
    const given = await t.database.db
      .select({ total: sum(localRefunds.amount) })
      .from(localRefunds);
    expect(Number(given[0]!.total ?? 0)).toBe(refundPaise);
  });

  it('refuses once the booking has started, and changes nothing', async () => {
    const { cookie, bookingId } = await scene();
    t.setNow(START);
    const refused = await cancelBooking(t.app, cookie, bookingId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('can no longer be cancelled');
    const [row] = await t.database.db.select().from(bookings);
    expect(row).toMatchObject({ status: 'confirmed', refundedPaise: 0 });
  });

  it('frees the slot at once for anyone else', async () => {
    const { cookie, bookingId, turf } = await scene();
    expect(await takenTimes(t.app, turf.id)).toEqual(['6:00 PM-7:00 PM']);
    await cancelBooking(t.app, cookie, bookingId);
    expect(await takenTimes(t.app, turf.id)).toEqual([]);
    const other = await cookieFor(t.app, await createUser(t.database.db, 'user'));
    await bookAndPay(t.app, other, { ...SLOT, turfId: turf.id });
    expect(await takenTimes(t.app, turf.id)).toEqual(['6:00 PM-7:00 PM']);
  });

  it('cancels and refunds once: a second cancel is a 409, the same request repeated answers the same', async () => {
    const { cookie, bookingId } = await scene();
    expect((await cancelBooking(t.app, cookie, bookingId, 'click-1')).statusCode).toBe(200);
    const again = await cancelBooking(t.app, cookie, bookingId, 'click-1');
    expect(again.statusCode).toBe(200);
    expect(again.json().booking.status).toBe('cancelled');
    const other = await cancelBooking(t.app, cookie, bookingId, 'click-2');
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('This booking has already been cancelled.');
    expect(await t.database.db.select().from(localRefunds)).toHaveLength(1);
  });

  it('a double click (two requests at once) cancels once and refunds once', async () => {
    const { cookie, bookingId } = await scene();
    const answers = await Promise.all([
      cancelBooking(t.app, cookie, bookingId),
      cancelBooking(t.app, cookie, bookingId),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await t.database.db.select().from(refunds)).toHaveLength(1);
    expect(await t.database.db.select().from(localRefunds)).toHaveLength(1);
  });

  it('keeps a refund the card network refuses due, shows it pending, and retries it until done', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const bookingId = await bookAndPay(t.app, cookie, { ...SLOT, turfId: turf.id }, REFUSING_CARD);
    const cancelled = await cancelBooking(t.app, cookie, bookingId);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().booking).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'paid',
      refundedAmount: 1000,
      amountPaid: 0,
      refund: { amount: 1000, status: 'due', refundedAt: null },
    });
    await retryDueRefunds(t.context);
    const [stillDue] = await t.database.db.select().from(refunds);
    expect(stillDue).toMatchObject({ status: 'due', attempts: 2 });
    expect(stillDue!.lastError).toContain('refused');

    // The network accepts refunds again: the minute sweep finishes it, once.
    await t.database.db.update(localPaymentIntents).set({ cardLast4: '4242' });
    await sweep(t.context);
    await sweep(t.context);
    const page = (await bookingPage(t.app, cookie, bookingId)).json().booking;
    expect(page).toMatchObject({ paymentStatus: 'refunded', refund: { status: 'done' } });
    expect(page.history.map((h: { kind: string }) => h.kind)).toEqual([
      'paid',
      'cancelled',
      'refunded',
    ]);
    expect(await t.database.db.select().from(localRefunds)).toHaveLength(1);
  });
});

describe("a subscription's slots", () => {
  it('cancel one by one, each refunding its own share, and every paisa adds up to the charge', async () => {
    const { turf, cookie, player } = await paymentScene(t.app, t.database.db, 100_001);
    const selectedSlots = ['2030-05-12', '2030-05-13', '2030-05-14', '2030-05-15'].map((date) => ({
      date,
      startTime: '6:00 PM',
      endTime: '7:30 PM',
    }));
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/post-payment',
      headers: { cookie },
      payload: {
        // Each 6:00–7:30 PM slot at ₹1,000.01/h is ₹500.00 + ₹500.01 + ₹500.00 (a half-hour from
        // :30 carries the odd paisa, docs/decisions/034): ₹1,500.01, four of them less 15%.
        amount: '5100.03',
        currency: 'inr',
        subscription: { turfId: turf.id, selectedSlots },
      },
    });
    expect(started.statusCode).toBe(200);
    const { clientSecret, paymentId } = started.json();
    await confirmCard(t.app, clientSecret);
    const slots = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.paymentId, paymentId))
      .orderBy(bookings.day);
    expect(slots).toHaveLength(4);

    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/booking/get-user-bookings/${player.id}`,
      headers: { cookie },
    });
    expect(listed.json().bookings.map((b: { date: string }) => b.date)).toEqual([
      '2030-05-12',
      '2030-05-13',
      '2030-05-14',
      '2030-05-15',
    ]);

    const page = (await bookingPage(t.app, cookie, slots[0]!.id)).json().booking;
    expect(page.subscriptionSlots.map((s: { date: string }) => s.date)).toEqual([
      '2030-05-12',
      '2030-05-13',
      '2030-05-14',
      '2030-05-15',
    ]);

    t.setNow(hoursBeforeStart(12)); // the first slot gets half back, the others all
    for (const slot of slots.slice(0, 2))
      expect((await cancelBooking(t.app, cookie, slot.id)).statusCode).toBe(200);
    const after = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.paymentId, paymentId));
    const charged = after.reduce((total, b) => total + b.amountPaise, 0);
    expect(charged).toBe(510_003);
    const first = after.find((b) => b.id === slots[0]!.id)!;
    const second = after.find((b) => b.id === slots[1]!.id)!;
    expect(first.refundedPaise).toBe(Math.floor(first.amountPaise / 2));
    expect(second.refundedPaise).toBe(second.amountPaise);
    const given = await t.database.db
      .select({ total: sum(localRefunds.amount) })
      .from(localRefunds);
    expect(Number(given[0]!.total)).toBe(first.refundedPaise + second.refundedPaise);
    expect(after.filter((b) => b.status === 'confirmed')).toHaveLength(2);
  });
});
