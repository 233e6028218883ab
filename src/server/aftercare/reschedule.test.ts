import { beforeEach, describe, expect, it } from 'vitest';
import { bookings } from '../db/schema-bookings';
import {
  bookAndPay,
  bookingPage,
  cancelBooking,
  rescheduleBooking,
} from '../testing/aftercare-kit';
import { createUser, clearBookings } from '../testing/factories';
import { TEST_NOW, paymentScene, postPayment, takenTimes } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

const HOUR = 3_600_000;
const START = new Date('2030-05-12T12:30:00Z'); // 6:00 PM in Mumbai, 56 h after TEST_NOW
const SLOT = { date: '2030-05-12', startTime: '6:00 PM', endTime: '7:00 PM', amount: '1000.00' };
const LATER = { bookingDate: '2030-05-13', startTime: '8:00 PM', endTime: '9:00 PM' };

async function scene() {
  const s = await paymentScene(t.app, t.database.db);
  const bookingId = await bookAndPay(t.app, s.cookie, { ...SLOT, turfId: s.turf.id });
  return { ...s, bookingId };
}

async function onlyBooking() {
  const rows = await t.database.db.select().from(bookings);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

describe('moving a booking', () => {
  it('moves it once, free, keeping its price, payment and reference, and frees the old slot', async () => {
    const { cookie, bookingId, turf } = await scene();
    const before = await onlyBooking();
    const moved = await rescheduleBooking(t.app, cookie, bookingId, LATER);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().booking).toMatchObject({
      date: '2030-05-13',
      startTime: '8:00 PM',
      endTime: '9:00 PM',
      amountPaid: 1000,
      reference: before.reference,
      paymentId: before.paymentId,
      actions: { reschedule: { allowed: false } },
    });
    expect(moved.json().booking.history.map((h: { kind: string }) => h.kind)).toEqual([
      'paid',
      'rescheduled',
    ]);
    expect(moved.json().booking.history[1]).toMatchObject({
      from: { date: '2030-05-12', startTime: '6:00 PM', endTime: '7:00 PM' },
      to: { date: '2030-05-13', startTime: '8:00 PM', endTime: '9:00 PM' },
    });
    expect(await takenTimes(t.app, turf.id)).toEqual(['8:00 PM-9:00 PM']);

    const again = await rescheduleBooking(t.app, cookie, bookingId, {
      ...LATER,
      startTime: '9:00 PM',
      endTime: '10:00 PM',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'This booking has already been moved once and cannot be moved again.',
    );
    expect(await onlyBooking()).toMatchObject({ day: '2030-05-13', startMinute: 20 * 60 });
  });

  it('answers a repeated request (same Idempotency-Key) as the first, and moves once', async () => {
    const { cookie, bookingId } = await scene();
    expect((await rescheduleBooking(t.app, cookie, bookingId, LATER, 'k1')).statusCode).toBe(200);
    const repeat = await rescheduleBooking(t.app, cookie, bookingId, LATER, 'k1');
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().booking.history).toHaveLength(2);
  });

  it.each([
    [{ ...LATER, endTime: '9:30 PM' }, 400, 'same length as the booking (1 h)'],
    [
      { bookingDate: '2030-05-12', startTime: '6:00 PM', endTime: '7:00 PM' },
      400,
      'already at that time',
    ],
    [
      { bookingDate: '2030-05-10', startTime: '8:00 AM', endTime: '9:00 AM' },
      400,
      'already started',
    ],
    [
      { bookingDate: '2030-05-17', startTime: '8:00 AM', endTime: '9:00 AM' },
      400,
      'up to 7 days ahead',
    ],
    [{ bookingDate: 'someday', startTime: '8:00 AM', endTime: '9:00 AM' }, 400, 'Booking date'],
    [
      { bookingDate: '2030-05-13', startTime: '8:10 AM', endTime: '9:00 AM' },
      400,
      'half-hour time',
    ],
  ])('refuses %j with %s', async (target, status, message) => {
    const { cookie, bookingId } = await scene();
    const refused = await rescheduleBooking(t.app, cookie, bookingId, target);
    expect(refused.statusCode).toBe(status);
    expect(refused.json().message).toContain(message);
    expect(await onlyBooking()).toMatchObject({ day: '2030-05-12', rescheduledAt: null });
  });

  it('refuses within 24 hours of the start, a cancelled booking, and anyone but its player', async () => {
    const { cookie, bookingId, owner } = await scene();
    const stranger = await cookieFor(t.app, await createUser(t.database.db, 'user'));
    expect((await rescheduleBooking(t.app, stranger, bookingId, LATER)).statusCode).toBe(404);
    expect(
      (await rescheduleBooking(t.app, await cookieFor(t.app, owner), bookingId, LATER)).statusCode,
    ).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/v1/booking/${bookingId}/reschedule`,
      payload: LATER,
    });
    expect(anonymous.statusCode).toBe(401);

    t.setNow(new Date(START.getTime() - 24 * HOUR + 1));
    const late = await rescheduleBooking(t.app, cookie, bookingId, LATER);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'A booking can be moved only up to 24 hours before it starts.',
    );

    await cancelBooking(t.app, cookie, bookingId);
    const cancelled = await rescheduleBooking(t.app, cookie, bookingId, LATER);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe('This booking has been cancelled and cannot be moved.');
  });

  it('refuses a slot someone else has booked or holds, and keeps the booking where it was', async () => {
    const { cookie, bookingId, turf } = await scene();
    const other = await cookieFor(t.app, await createUser(t.database.db, 'user'));
    const held = await postPayment(t.app, other, {
      amount: '1000.00',
      currency: 'inr',
      booking: {
        turfId: turf.id,
        bookingDate: '2030-05-13',
        startTime: '8:30 PM',
        endTime: '9:30 PM',
      },
    });
    expect(held.statusCode).toBe(200);
    const refused = await rescheduleBooking(t.app, cookie, bookingId, LATER);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This time slot is already booked. Please select a different time.',
    );
    expect(await takenTimes(t.app, turf.id)).toEqual(['6:00 PM-7:00 PM', '8:30 PM-9:30 PM']);
    const page = (await bookingPage(t.app, cookie, bookingId)).json().booking;
    expect(page).toMatchObject({
      startTime: '6:00 PM',
      actions: { reschedule: { allowed: true } },
    });
  });

  it('racing another player for the same slot: exactly one wins, the loser keeps what they had', async () => {
    for (let round = 0; round < 5; round += 1) {
      await clearBookings(t.database.db);
      const { cookie, bookingId, turf } = await scene();
      const other = await cookieFor(t.app, await createUser(t.database.db, 'user'));
      const [moved, held] = await Promise.all([
        rescheduleBooking(t.app, cookie, bookingId, LATER),
        postPayment(t.app, other, {
          amount: '1000.00',
          currency: 'inr',
          booking: {
            turfId: turf.id,
            bookingDate: LATER.bookingDate,
            startTime: '8:00 PM',
            endTime: '9:00 PM',
          },
        }),
      ]);
      expect([moved.statusCode, held.statusCode].sort()).toEqual([200, 409]);
      const taken = await takenTimes(t.app, turf.id);
      if (moved.statusCode === 200) expect(taken).toEqual(['8:00 PM-9:00 PM']);
      else expect(taken).toEqual(['6:00 PM-7:00 PM', '8:00 PM-9:00 PM']);
    }
  });
});
