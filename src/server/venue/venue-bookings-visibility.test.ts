import { beforeEach, describe, expect, it } from 'vitest';
import { refunds } from '../db/schema-money';
import { bookAndPay, bookingPage, cancelBooking } from '../testing/aftercare-kit';
import { createUser } from '../testing/factories';
import { parseCsv } from '../testing/parse-csv';
import { TEST_NOW, paymentScene } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';
import { WALK_IN, recordVenueBooking, venueBookingAction } from '../testing/venue-booking-kit';

// Where the owner's phone and walk-in bookings show (docs/decisions/032): to players only as
// Booked, never with the customer's name or phone; to the owner in the calendar, the CSV and the
// numbers, where their money is counted apart from online payments.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

const NAME = 'Ravi Shah';
const PHONE = '9820012345';

function get(url: string, cookie: string | null = null) {
  return t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

async function scene() {
  const s = await paymentScene(t.app, t.database.db);
  const ownerCookie = await cookieFor(t.app, s.owner);
  const walkIn = (await recordVenueBooking(t.app, ownerCookie, s.turf.id)).json().booking._id;
  return { ...s, ownerCookie, walkIn: walkIn as string };
}

describe('what players see', () => {
  it('the slot as Booked, and never the customer, on every public answer', async () => {
    const { turf, cookie, player, owner } = await scene();
    const answers = [
      await get(`/api/v1/booking/get-turf-bookings/${turf.id}`),
      await get(`/api/v1/booking/get-turf-bookings/${turf.id}`, cookie),
      await get(`/api/v1/booking/get-turf-bookings/${turf.id}?view=owner`, cookie),
      await get(`/api/v1/turf/getTurf?date=${WALK_IN.date}&from=18:00&minutes=60`, cookie),
      await get(`/api/v1/turf/turf/${turf.id}`, cookie),
      await get(`/api/v1/booking/get-user-bookings/${player.id}`, cookie),
    ];
    expect(answers[0]!.json().bookings).toEqual([
      expect.objectContaining({ date: WALK_IN.date, startTime: '6:00 PM', endTime: '7:00 PM' }),
    ]);
    // The slot search does not offer the taken hour.
    expect(answers[3]!.json().turfs.map((found: { _id: string }) => found._id)).not.toContain(
      turf.id,
    );
    for (const answer of answers) {
      expect(answer.body).not.toContain(NAME);
      expect(answer.body).not.toContain(PHONE);
      expect(answer.body).not.toContain(owner.mobilenumber);
    }
  });

  it('is not the owner’s own booking: not in their bookings, no booking page', async () => {
    const { owner, ownerCookie, walkIn } = await scene();
    const mine = await get(`/api/v1/booking/get-user-bookings/${owner.id}`, ownerCookie);
    expect(mine.json().bookings ?? mine.json()).not.toContainEqual(
      expect.objectContaining({ _id: walkIn }),
    );
    expect((await bookingPage(t.app, ownerCookie, walkIn)).statusCode).toBe(404);
    expect((await cancelBooking(t.app, ownerCookie, walkIn)).statusCode).toBe(404);
    expect(await t.database.db.select().from(refunds)).toEqual([]);
  });
});

describe('what the owner sees', () => {
  it('the booking in the calendar, marked as a walk-in with its customer', async () => {
    const { turf, ownerCookie, walkIn } = await scene();
    const calendar = await get(`/api/v1/owner/turfs/${turf.id}/calendar`, ownerCookie);
    expect(calendar.json().entries).toEqual([
      expect.objectContaining({
        id: walkIn,
        kind: 'booking',
        customer: { fullname: NAME, email: '', mobilenumber: PHONE },
        amountPaid: 1000,
        venue: { source: 'walk_in', paidBy: 'cash', price: 1000 },
      }),
    ]);
  });

  it('the booking in the CSV, with how it came and how it was paid', async () => {
    const { turf, ownerCookie, cookie } = await scene();
    await bookAndPay(t.app, cookie, {
      turfId: turf.id,
      date: WALK_IN.date,
      startTime: '8:00 PM',
      endTime: '9:00 PM',
      amount: '1000.00',
    });
    await recordVenueBooking(t.app, ownerCookie, turf.id, {
      start: 21 * 60,
      end: 22 * 60,
      source: 'phone',
      paidBy: 'unpaid',
      price: '900',
    });
    const csv = await get(`/api/v1/owner/turfs/${turf.id}/bookings.csv`, ownerCookie);
    const [header, ...rows] = parseCsv(csv.body);
    const column = (name: string) => header!.indexOf(name);
    const pick = (row: string[]) =>
      [
        'Start',
        'Customer name',
        'Phone',
        'Email',
        'Amount paid (INR)',
        'Booked by',
        'Paid at venue',
      ].map((name) => row[column(name)]);
    expect(rows.map(pick)).toEqual([
      ['18:00', NAME, PHONE, '', '1000.00', 'Walk-in', 'Cash'],
      ['20:00', 'Test Person', '9876543210', expect.stringContaining('@'), '1000.00', 'Online', ''],
      ['21:00', NAME, PHONE, '', '0.00', 'Phone', 'Not yet paid'],
    ]);
  });

  it('its money apart: online earnings unchanged, paid at venue and not yet paid beside them', async () => {
    const { turf, owner, ownerCookie, cookie, walkIn } = await scene();
    const figures = async () =>
      (await get(`/api/v1/turf/owner-turfs/${owner.id}`, ownerCookie)).json();
    const before = await figures();
    expect(before.totalEarnings).toBe(0);
    expect(before.turfStats[0]).toMatchObject({ bookings30Days: 0, earnings30Days: 0 });
    expect(before.venueMoney).toEqual({
      paidAtVenue: 1000,
      paidAtVenueByMethod: { cash: 1000, upi: 0, card: 0 },
      notYetPaid: 0,
      turfs: [{ turfId: turf.id, paidAtVenue: 1000, notYetPaid: 0 }],
    });

    await bookAndPay(t.app, cookie, {
      turfId: turf.id,
      date: WALK_IN.date,
      startTime: '8:00 PM',
      endTime: '9:00 PM',
      amount: '1000.00',
    });
    const unpaid = await recordVenueBooking(t.app, ownerCookie, turf.id, {
      start: 21 * 60,
      end: 22 * 60,
      paidBy: 'unpaid',
      price: '450.25',
    });
    const after = await figures();
    expect(after.totalEarnings).toBe(1000);
    // The spec's owner view answers player bookings only: its amountPaid sums to the earnings.
    const table = await get(`/api/v1/booking/get-turf-bookings/${turf.id}?view=owner`, ownerCookie);
    expect(table.json().bookings.map((b: { amountPaid: number }) => b.amountPaid)).toEqual([1000]);
    expect(table.body).not.toContain(NAME);
    // Without a view (what takes a slot), the walk-in is there, with no money of its own.
    const active = await get(`/api/v1/booking/get-turf-bookings/${turf.id}`, ownerCookie);
    const sum = active
      .json()
      .bookings.reduce((n: number, b: { amountPaid: number }) => n + b.amountPaid, 0);
    expect([active.json().bookings.length, sum]).toEqual([3, 1000]);
    expect(active.body).not.toContain(NAME);
    expect(after.turfStats[0]).toMatchObject({ bookings30Days: 1, earnings30Days: 1000 });
    expect(after.earningsByDay.at(-1)).toEqual({ date: '2030-05-10', amount: 1000 });
    expect(after.venueMoney).toMatchObject({ paidAtVenue: 1000, notYetPaid: 450.25 });

    await venueBookingAction(t.app, ownerCookie, unpaid.json().booking._id, 'paid', {
      method: 'upi',
    });
    await venueBookingAction(t.app, ownerCookie, walkIn, 'cancel');
    const settled = await figures();
    expect(settled.totalEarnings).toBe(1000);
    // The cash walk-in is cancelled: what stays was taken by UPI (decision 066).
    expect(settled.venueMoney).toMatchObject({
      paidAtVenue: 450.25,
      paidAtVenueByMethod: { cash: 0, upi: 450.25, card: 0 },
      notYetPaid: 0,
    });
  });

  it('a rain-out over it cancels it with nothing to refund, and blocks the time', async () => {
    const { turf, ownerCookie, walkIn } = await scene();
    const rainOut = await t.app.inject({
      method: 'POST',
      url: `/api/v1/owner/turfs/${turf.id}/cancellations`,
      headers: { cookie: ownerCookie },
      payload: { date: WALK_IN.date, start: 17 * 60, end: 20 * 60, reason: 'Rain' },
    });
    expect(rainOut.statusCode, rainOut.body).toBe(200);
    expect(await t.database.db.select().from(refunds)).toEqual([]);
    const list = await get(`/api/v1/owner/turfs/${turf.id}/venue-bookings`, ownerCookie);
    expect(list.json().bookings).toEqual([
      expect.objectContaining({ _id: walkIn, status: 'cancelled' }),
    ]);
    const other = await cookieFor(t.app, await createUser(t.database.db, 'user'));
    const grid = await get(`/api/v1/booking/get-turf-bookings/${turf.id}`, other);
    expect(grid.json().bookings).toHaveLength(1);
  });
});
