import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookingEvents, bookings } from '../db/schema-bookings';
import { refunds } from '../db/schema-money';
import { bookAndPay, bookingPage, cancelBooking } from '../testing/aftercare-kit';
import { TEST_NOW, confirmCard, paymentScene, postPayment, slotBody } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';

// One source of truth for money going back: whatever cancelled a booking (its player, its owner,
// a rain-out, or a paid hold that lost its slot), the cancellation is a history event, the money
// a refund record, and every figure shown is read from them (decision 021).

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

// TEST_NOW is 10:00 AM in Mumbai on Friday 2030-05-10.
const SUNDAY = '2030-05-12';

describe('every cancellation, whoever made it', () => {
  it('is a history event with who and why, and its money one refund record that every figure reads', async () => {
    const { turf, cookie, player, owner } = await paymentScene(t.app, t.database.db);
    const ownerCookie = await cookieFor(t.app, owner);
    const slot = (startTime: string, endTime: string) => ({
      turfId: turf.id,
      date: SUNDAY,
      startTime,
      endTime,
      amount: '1000.00',
    });
    const byPlayer = await bookAndPay(t.app, cookie, slot('6:00 AM', '7:00 AM'));
    const byOwner = await bookAndPay(t.app, cookie, slot('8:00 AM', '9:00 AM'));
    const byRain = await bookAndPay(t.app, cookie, slot('6:00 PM', '7:00 PM'));
    // A hold for Friday 6 PM whose slot the venue closes before the card goes through.
    const lostPayment = (await postPayment(t.app, cookie, slotBody(turf.id))).json();

    expect((await cancelBooking(t.app, cookie, byPlayer)).statusCode).toBe(200);
    const ownerCancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/owner/bookings/${byOwner}/cancel`,
      headers: { cookie: ownerCookie },
      payload: { reason: 'Pitch repair' },
    });
    expect(ownerCancel.statusCode, ownerCancel.body).toBe(200);
    for (const date of [SUNDAY, '2030-05-10']) {
      const rained = await t.app.inject({
        method: 'POST',
        url: `/api/v1/owner/turfs/${turf.id}/cancellations`,
        headers: { cookie: ownerCookie },
        payload: { date, start: 17 * 60, end: 20 * 60, reason: 'Rain' },
      });
      expect(rained.statusCode, rained.body).toBe(200);
    }
    expect((await confirmCard(t.app, lostPayment.clientSecret)).statusCode).toBe(409);
    const [lost] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.paymentId, lostPayment.paymentId));

    const expected = [
      { id: byPlayer, by: 'player', reason: null },
      { id: byOwner, by: 'owner', reason: 'Pitch repair' },
      { id: byRain, by: 'owner', reason: 'Rain' },
      {
        id: lost!.id,
        by: 'system',
        reason: 'This time slot was booked by someone else before your payment completed.',
      },
    ];
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/booking/get-user-bookings/${player.id}`,
      headers: { cookie },
    });
    const listed = new Map(list.json().bookings.map((b: { _id: string }) => [b._id, b] as const));
    for (const { id, by, reason } of expected) {
      const records = await t.database.db.select().from(refunds).where(eq(refunds.bookingId, id));
      const events = await t.database.db
        .select()
        .from(bookingEvents)
        .where(eq(bookingEvents.bookingId, id));
      const cancelled = events.filter((event) => event.kind === 'cancelled');
      const refundedEvents = events.filter((event) => event.kind === 'refunded');
      const given = records.reduce((sum, record) => sum + record.amountPaise, 0);
      expect(cancelled, id).toHaveLength(1);
      expect(cancelled[0]!.detail).toMatchObject({ by, reason, refundPaise: given });
      // Made refunds, and only those, have their 'refunded' event.
      expect(refundedEvents.map((event) => event.detail.amountPaise)).toEqual(
        records.filter((record) => record.status === 'done').map((record) => record.amountPaise),
      );
      const page = (await bookingPage(t.app, cookie, id)).json().booking;
      expect(page).toMatchObject({ cancelledBy: by, cancelReason: reason });
      expect(Math.round(page.refundedAmount * 100)).toBe(given);
      expect(page.refund ? Math.round(page.refund.amount * 100) : 0).toBe(given);
      expect(page.paymentStatus).toBe(
        records.length > 0 && records.every((record) => record.status === 'done')
          ? 'refunded'
          : 'paid',
      );
      expect(listed.get(id)).toMatchObject({
        cancelledBy: by,
        cancelReason: reason,
        refundedAmount: page.refundedAmount,
        paymentStatus: page.paymentStatus,
      });
    }

    // The owner's table lists the venue's cancellations with the same figures, never the hold
    // that lost its slot (it never became the venue's booking).
    const table = await t.app.inject({
      method: 'GET',
      url: `/api/v1/booking/get-turf-bookings/${turf.id}?view=owner&from=2030-05-01&to=2030-05-31`,
      headers: { cookie: ownerCookie },
    });
    expect(table.statusCode, table.body).toBe(200);
    const rows = new Map(table.json().bookings.map((b: { _id: string }) => [b._id, b] as const));
    expect(rows.has(lost!.id)).toBe(false);
    for (const id of [byPlayer, byOwner, byRain])
      expect(rows.get(id)).toMatchObject({
        refundedAmount: (listed.get(id) as { refundedAmount: number }).refundedAmount,
      });
  });

  it('lists events of one instant in their life’s order, whatever order the table keeps them in', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const slot = {
      turfId: turf.id,
      date: SUNDAY,
      startTime: '6:00 AM',
      endTime: '7:00 AM',
      amount: '1000.00',
    };
    const bookingId = await bookAndPay(t.app, cookie, slot);
    // The paid event, then a cancel and its refund written at its instant, newest first.
    await t.database.db.delete(bookingEvents).where(eq(bookingEvents.bookingId, bookingId));
    for (const kind of ['refunded', 'cancelled', 'rescheduled', 'paid'] as const)
      await t.database.db.insert(bookingEvents).values({ bookingId, kind, at: TEST_NOW });
    const history = (await bookingPage(t.app, cookie, bookingId)).json().booking.history;
    expect(history.map((event: { kind: string }) => event.kind)).toEqual([
      'paid',
      'rescheduled',
      'cancelled',
      'refunded',
    ]);
  });
});
