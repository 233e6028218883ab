import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { OWNER_BLOCK_MESSAGES } from '../../shared/owner-blocks';
import { bookings, rainOutChoices } from '../db/schema-bookings';
import { refunds } from '../db/schema-money';
import { bookAndPay } from '../testing/aftercare-kit';
import { createUser } from '../testing/factories';
import { TEST_NOW, paymentScene, postPayment } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

// TEST_NOW is 10:00 AM in Mumbai on 2030-05-10; the rain falls on Sunday 2030-05-12.
const SUNDAY = '2030-05-12';
const H = 60;

function preview(
  turfId: string,
  cookie: string | null,
  query = `date=${SUNDAY}&start=360&end=1020`,
) {
  return t.app.inject({
    method: 'GET',
    url: `/api/v1/owner/turfs/${turfId}/cancellations/preview?${query}`,
    headers: cookie ? { cookie } : {},
  });
}

/** Two players' paid bookings in the morning, one after the rain's end, a hold and a block. */
async function morning() {
  const { owner, turf, cookie } = await paymentScene(t.app, t.database.db);
  const ownerCookie = await cookieFor(t.app, owner);
  const asha = await cookieFor(t.app, await createUser(t.database.db, 'user', 'Asha Rao'));
  const slot = (startTime: string, endTime: string, amount: string) => ({
    turfId: turf.id,
    date: SUNDAY,
    startTime,
    endTime,
    amount,
  });
  const first = await bookAndPay(t.app, cookie, slot('6:00 AM', '7:00 AM', '1000.00'));
  const second = await bookAndPay(t.app, asha, slot('8:00 AM', '9:30 AM', '1500.00'));
  const after = await bookAndPay(t.app, asha, slot('5:00 PM', '6:00 PM', '1000.00'));
  const held = await postPayment(t.app, cookie, {
    amount: '1000.00',
    currency: 'inr',
    booking: { turfId: turf.id, bookingDate: SUNDAY, startTime: '10:00 AM', endTime: '11:00 AM' },
  });
  expect(held.statusCode).toBe(200);
  const blocked = await t.app.inject({
    method: 'POST',
    url: `/api/v1/owner/turfs/${turf.id}/blocks`,
    headers: { cookie: ownerCookie },
    payload: { date: SUNDAY, start: 12 * H, end: 13 * H, reason: 'Maintenance' },
  });
  expect(blocked.statusCode).toBe(201);
  return { turf, owner, ownerCookie, cookie, ids: { first, second, after } };
}

describe("a rain-out's preview", () => {
  it('lists each booking it would cancel with its player, time and refund, and the rain-out cancels exactly those', async () => {
    const { turf, ownerCookie, ids } = await morning();
    const before = await t.database.db.select().from(bookings).where(eq(bookings.turfId, turf.id));

    const answer = await preview(turf.id, ownerCookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      success: true,
      bookings: [
        {
          _id: ids.first,
          playerName: 'Test Person',
          startTime: '6:00 AM',
          endTime: '7:00 AM',
          refundAmount: 1000,
          joinedPlayers: 0,
          collecting: false,
        },
        {
          _id: ids.second,
          playerName: 'Asha Rao',
          startTime: '8:00 AM',
          endTime: '9:30 AM',
          refundAmount: 1500,
          joinedPlayers: 0,
          collecting: false,
        },
      ],
      refundAmount: 2500,
      venueBookings: [],
    });
    // A preview writes nothing: the hold is still live, nothing is cancelled or blocked.
    const after = await t.database.db.select().from(bookings).where(eq(bookings.turfId, turf.id));
    expect(after).toEqual(before);

    const rained = await t.app.inject({
      method: 'POST',
      url: `/api/v1/owner/turfs/${turf.id}/cancellations`,
      headers: { cookie: ownerCookie },
      payload: { date: SUNDAY, start: 6 * H, end: 17 * H, reason: 'Rain' },
    });
    // Each player now chooses credit, a move or a refund (decision 041): nothing refunded yet.
    expect(rained.json()).toMatchObject({ cancelled: 2, refundedAmount: 0, awaitingChoice: 2 });
    expect(await t.database.db.select().from(refunds)).toEqual([]);
    const opened = await t.database.db.select().from(rainOutChoices);
    expect(opened.map((choice) => choice.bookingId).sort()).toEqual([ids.first, ids.second].sort());
    // Asked again, the range has nothing left to cancel.
    expect((await preview(turf.id, ownerCookie)).json()).toEqual({
      success: true,
      bookings: [],
      refundAmount: 0,
      venueBookings: [],
    });
  });

  it('cancels nothing when a booking was made in the range after the owner saw the list', async () => {
    const { turf, ownerCookie, ids } = await morning();
    const shown = (await preview(turf.id, ownerCookie))
      .json()
      .bookings.map((booking: { _id: string }) => booking._id);
    // A player pays for 2 PM while the owner reads the dialog.
    const late = await createUser(t.database.db, 'user', 'Late Player');
    const lateId = await bookAndPay(t.app, await cookieFor(t.app, late), {
      turfId: turf.id,
      date: SUNDAY,
      startTime: '2:00 PM',
      endTime: '3:00 PM',
      amount: '1000.00',
    });
    const rainOut = (shownBookings: string[]) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/owner/turfs/${turf.id}/cancellations`,
        headers: { cookie: ownerCookie },
        payload: { date: SUNDAY, start: 6 * H, end: 17 * H, reason: 'Rain', shownBookings },
      });

    const refused = await rainOut(shown);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      success: false,
      message: OWNER_BLOCK_MESSAGES.rainOutChanged,
    });
    const untouched = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.turfId, turf.id));
    expect(untouched.filter((row) => row.status === 'cancelled')).toEqual([]);
    expect(untouched.filter((row) => row.status === 'blocked')).toHaveLength(1);
    expect(await t.database.db.select().from(refunds)).toEqual([]);

    // Shown the new list, the owner confirms, and all three are cancelled.
    const again = (await preview(turf.id, ownerCookie))
      .json()
      .bookings.map((booking: { _id: string }) => booking._id);
    expect(again).toEqual([ids.first, ids.second, lateId]);
    const rained = await rainOut(again);
    expect(rained.statusCode).toBe(200);
    expect(rained.json()).toMatchObject({ cancelled: 3, awaitingChoice: 3 });
  });

  it('says when there is nothing to cancel', async () => {
    const { turf, ownerCookie } = await morning();
    const quiet = await preview(
      turf.id,
      ownerCookie,
      `date=${SUNDAY}&start=${19 * H}&end=${22 * H}`,
    );
    expect(quiet.statusCode).toBe(200);
    expect(quiet.json()).toEqual({
      success: true,
      bookings: [],
      refundAmount: 0,
      venueBookings: [],
    });
  });

  it('is only for the turf’s owner and the admin, and refuses the ranges a rain-out refuses', async () => {
    const { turf, cookie } = await morning();
    const otherOwner = await cookieFor(t.app, await createUser(t.database.db, 'owner'));
    const admin = await cookieFor(t.app, await createUser(t.database.db, 'admin'));
    expect((await preview(turf.id, null)).statusCode).toBe(401);
    expect((await preview(turf.id, cookie)).statusCode).toBe(403);
    expect((await preview(turf.id, otherOwner)).statusCode).toBe(403);
    const forAdmin = await preview(turf.id, admin);
    expect(forAdmin.statusCode).toBe(200);
    expect(forAdmin.json().bookings).toHaveLength(2);

    const past = await preview(turf.id, admin, 'date=2030-05-09&start=360&end=420');
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(OWNER_BLOCK_MESSAGES.past);
    for (const query of [
      `date=${SUNDAY}&start=1020&end=360`,
      `date=${SUNDAY}&start=abc&end=420`,
      `date=${SUNDAY}&start=360`,
      `date=Sunday&start=360&end=420`,
      `date=${SUNDAY}&start=-30&end=420`,
    ]) {
      const refused = await preview(turf.id, admin, query);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().success, query).toBe(false);
    }
  });
});
