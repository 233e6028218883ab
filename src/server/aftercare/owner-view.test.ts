import { beforeEach, describe, expect, it } from 'vitest';
import { bookAndPay, cancelBooking } from '../testing/aftercare-kit';
import { TEST_NOW, paymentScene } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

const HOUR = 3_600_000;
const START = new Date('2030-05-12T12:30:00Z');

describe("a cancellation in the owner's views", () => {
  it('lists the cancelled row with its refund, and earnings are paid − refunded', async () => {
    const { turf, cookie, owner } = await paymentScene(t.app, t.database.db);
    const ownerCookie = await cookieFor(t.app, owner);
    const kept = await bookAndPay(t.app, cookie, {
      turfId: turf.id,
      date: '2030-05-12',
      startTime: '6:00 PM',
      endTime: '7:00 PM',
      amount: '1000.00',
    });
    const halfBack = await bookAndPay(t.app, cookie, {
      turfId: turf.id,
      date: '2030-05-12',
      startTime: '8:00 PM',
      endTime: '9:30 PM',
      amount: '1500.00',
    });
    const earnings = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/turf/owner-turfs/${owner.id}`,
          headers: { cookie: ownerCookie },
        })
      ).json().totalEarnings;
    expect(await earnings()).toBe(2500);

    t.setNow(new Date(START.getTime() - 12 * HOUR)); // 50% back
    expect((await cancelBooking(t.app, cookie, halfBack)).statusCode).toBe(200);
    expect(await earnings()).toBe(1750);

    const table = await t.app.inject({
      method: 'GET',
      url: `/api/v1/booking/get-turf-bookings/${turf.id}?view=owner`,
      headers: { cookie: ownerCookie },
    });
    expect(table.json().bookings).toEqual([
      expect.objectContaining({
        _id: kept,
        status: 'confirmed',
        amountPaid: 1000,
        refundedAmount: 0,
      }),
      expect.objectContaining({
        _id: halfBack,
        status: 'cancelled',
        paymentStatus: 'refunded',
        amountCharged: 1500,
        refundedAmount: 750,
        amountPaid: 750,
      }),
    ]);
    // The grid no longer counts it.
    const grid = await t.app.inject({
      method: 'GET',
      url: `/api/v1/booking/get-turf-bookings/${turf.id}`,
    });
    expect(grid.json().bookings.map((b: { startTime: string }) => b.startTime)).toEqual([
      '6:00 PM',
    ]);
  });
});
