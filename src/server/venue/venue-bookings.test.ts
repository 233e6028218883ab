import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { COURT_MESSAGES } from '../../shared/courts';
import { OPENING_HOURS_MESSAGES } from '../../shared/opening-hours';
import { OWNER_BLOCK_MESSAGES } from '../../shared/owner-blocks';
import { SLOT_TAKEN } from '../../shared/slots';
import { VENUE_BOOKING_MESSAGES } from '../../shared/venue-bookings';
import { turfs } from '../db/schema';
import { bookingEvents, bookings } from '../db/schema-bookings';
import { outbox } from '../db/schema-system';
import { refunds } from '../db/schema-money';
import { bookAndPay } from '../testing/aftercare-kit';
import { createTurf, createTurfWithCourts, createUser } from '../testing/factories';
import { TEST_NOW, paymentScene, postPayment } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';
import {
  WALK_IN,
  listVenueBookings,
  recordVenueBooking,
  venueBookingAction,
  venueRows,
} from '../testing/venue-booking-kit';

// The owner's phone and walk-in bookings (docs/decisions/032): recorded, checked, marked paid and
// cancelled through the booking core, by the turf's owner (and the admin) only.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

async function scene() {
  const s = await paymentScene(t.app, t.database.db);
  return { ...s, ownerCookie: await cookieFor(t.app, s.owner) };
}

const playerSlot = (turfId: string) => ({
  amount: '1000.00',
  currency: 'inr',
  booking: { turfId, bookingDate: WALK_IN.date, startTime: '6:00 PM', endTime: '7:00 PM' },
});

describe('recording a booking', () => {
  it('prices it as the turf would by default and takes its slot from players', async () => {
    const { turf, ownerCookie, cookie } = await scene();
    const recorded = await recordVenueBooking(t.app, ownerCookie, turf.id);
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(recorded.json().booking).toMatchObject({
      date: WALK_IN.date,
      startTime: '6:00 PM',
      endTime: '7:00 PM',
      source: 'walk_in',
      customerName: 'Ravi Shah',
      customerPhone: '9820012345',
      price: 1000,
      paidBy: 'cash',
      status: 'confirmed',
    });
    expect(recorded.json().booking.paidAt).not.toBeNull();
    expect((await postPayment(t.app, cookie, playerSlot(turf.id))).statusCode).toBe(409);

    const listed = await listVenueBookings(t.app, ownerCookie, turf.id);
    expect(listed.json()).toMatchObject({
      turf: { _id: turf.id, price: 1000, courts: [expect.objectContaining({ name: turf.name })] },
      bookings: [expect.objectContaining({ _id: recorded.json().booking._id })],
    });
  });

  it("starts from the turf's rule price for the time: a Sunday evening band", async () => {
    const { turf, ownerCookie } = await scene();
    await t.database.db
      .update(turfs)
      .set({
        priceRules: {
          bands: [{ days: [0, 6], from: 18 * 60, to: 24 * 60, perHourPaise: 150_000 }],
          specialDays: [],
          lastMinute: { withinMinutes: 1440, percentOff: 50 },
        },
      })
      .where(eq(turfs.id, turf.id));
    const recorded = await recordVenueBooking(t.app, ownerCookie, turf.id, {
      start: 17 * 60 + 30,
    });
    // 5:30 PM at ₹1,000/h, 6:00–7:00 PM at ₹1,500/h; an offer for players is not the owner's.
    expect(recorded.json().booking.price).toBe(2000);
    const listed = await listVenueBookings(t.app, ownerCookie, turf.id);
    expect(listed.json().turf.pricing.bands).toEqual([
      { days: [0, 6], from: '18:00', to: '24:00', perHour: '1500.00' },
    ]);
  });

  it('keeps a price the owner gives, to the paisa, and 0 too', async () => {
    const { turf, ownerCookie } = await scene();
    const custom = await recordVenueBooking(t.app, ownerCookie, turf.id, {
      price: '750.50',
      paidBy: 'upi',
      source: 'phone',
    });
    expect(custom.json().booking).toMatchObject({ price: 750.5, paidBy: 'upi', source: 'phone' });
    const free = await recordVenueBooking(t.app, ownerCookie, turf.id, {
      start: 19 * 60,
      end: 20 * 60,
      price: '0',
      paidBy: 'unpaid',
    });
    expect(free.json().booking).toMatchObject({ price: 0, paidBy: 'unpaid', paidAt: null });
    const rows = await t.database.db.select().from(bookings).orderBy(bookings.startMinute);
    expect(rows.map((row) => [row.amountPaise, row.paymentStatus, row.venuePayment])).toEqual([
      [75_050, 'paid', 'upi'],
      [0, 'unpaid', null],
    ]);
  });

  it('refuses each bad input with a clear 400 and saves nothing', async () => {
    const { turf, ownerCookie } = await scene();
    const other = await createTurf(t.database.db, (await createUser(t.database.db, 'owner')).id);
    const [otherCourt] = await t.app
      .inject({ url: `/api/v1/turf/turf/${other.id}` })
      .then((answer) => answer.json().turf.courts as { _id: string }[]);
    await t.database.db
      .update(turfs)
      .set({ openingHours: Array(7).fill({ open: 8 * 60, close: 20 * 60 }) })
      .where(eq(turfs.id, turf.id));
    const cases: [Record<string, unknown>, string][] = [
      [{ customerName: '  ' }, VENUE_BOOKING_MESSAGES.nameMissing],
      [{ customerName: 'x'.repeat(61) }, VENUE_BOOKING_MESSAGES.nameTooLong],
      [{ customerPhone: '12345' }, VENUE_BOOKING_MESSAGES.phoneInvalid],
      [{ customerPhone: '98200abcde' }, VENUE_BOOKING_MESSAGES.phoneInvalid],
      [{ price: '-100' }, VENUE_BOOKING_MESSAGES.priceInvalid],
      [{ price: 'free' }, VENUE_BOOKING_MESSAGES.priceInvalid],
      [{ price: '12.345' }, VENUE_BOOKING_MESSAGES.priceInvalid],
      [{ price: '100000.01' }, VENUE_BOOKING_MESSAGES.priceTooHigh],
      [{ paidBy: 'cheque' }, VENUE_BOOKING_MESSAGES.paidByInvalid],
      [{ source: 'email' }, 'Say whether it came by phone or walk-in.'],
      [{ end: 17 * 60 }, OWNER_BLOCK_MESSAGES.endBeforeStart],
      [{ start: 18 * 60 + 15 }, OWNER_BLOCK_MESSAGES.offGrid],
      [{ date: '2030-05-10', start: 9 * 60, end: 10 * 60 }, OWNER_BLOCK_MESSAGES.past],
      [{ date: '2030-05-09' }, 'Choose a date between 10 May 2030 and 16 May 2030.'],
      [{ date: '2030-05-17' }, 'Choose a date between 10 May 2030 and 16 May 2030.'],
      [{ start: 21 * 60, end: 22 * 60 }, OPENING_HOURS_MESSAGES.closed],
      [{ courtId: otherCourt!._id }, COURT_MESSAGES.unknownCourt],
    ];
    for (const [body, message] of cases) {
      const answer = await recordVenueBooking(t.app, ownerCookie, turf.id, body);
      expect([answer.statusCode, answer.json().message], JSON.stringify(body)).toEqual([
        400,
        message,
      ]);
    }
    expect(await venueRows(t.database.db)).toBe(0);
  });

  it('answers the spec’s 409 for a taken slot, and nothing is saved', async () => {
    const { turf, ownerCookie, cookie } = await scene();
    await bookAndPay(t.app, cookie, {
      turfId: turf.id,
      date: WALK_IN.date,
      startTime: '6:30 PM',
      endTime: '7:30 PM',
      amount: '1000.00',
    });
    const taken = await recordVenueBooking(t.app, ownerCookie, turf.id);
    expect([taken.statusCode, taken.json().message]).toEqual([409, SLOT_TAKEN]);
    await recordVenueBooking(t.app, ownerCookie, turf.id, { start: 20 * 60, end: 21 * 60 });
    const twice = await recordVenueBooking(t.app, ownerCookie, turf.id, {
      start: 20 * 60 + 30,
      end: 21 * 60 + 30,
    });
    expect([twice.statusCode, twice.json().message]).toEqual([409, SLOT_TAKEN]);
    expect(await venueRows(t.database.db)).toBe(1);
  });

  it('goes on the first free court, or on the court the owner names', async () => {
    const owner = await createUser(t.database.db, 'owner');
    const { turf, court } = await createTurfWithCourts(t.database.db, owner.id, [
      { name: 'Court 1', sports: ['badminton'] },
      { name: 'Court 2', sports: ['badminton'] },
    ]);
    const ownerCookie = await cookieFor(t.app, owner);
    const first = await recordVenueBooking(t.app, ownerCookie, turf.id);
    const second = await recordVenueBooking(t.app, ownerCookie, turf.id, { courtId: null });
    expect([first.json().booking.courtName, second.json().booking.courtName]).toEqual([
      'Court 1',
      'Court 2',
    ]);
    const full = await recordVenueBooking(t.app, ownerCookie, turf.id);
    expect(full.statusCode).toBe(409);
    const named = await recordVenueBooking(t.app, ownerCookie, turf.id, {
      start: 20 * 60,
      end: 21 * 60,
      courtId: court['Court 2'],
    });
    expect(named.json().booking).toMatchObject({ courtId: court['Court 2'], courtName: 'Court 2' });
  });
});

describe('who may', () => {
  it('refuses anyone but the turf’s owner and the admin, for every call', async () => {
    const { turf, ownerCookie, cookie: playerCookie } = await scene();
    const otherOwner = await cookieFor(t.app, await createUser(t.database.db, 'owner'));
    const admin = await cookieFor(t.app, await createUser(t.database.db, 'admin'));
    const mine = (
      await recordVenueBooking(t.app, ownerCookie, turf.id, { paidBy: 'unpaid' })
    ).json().booking._id as string;
    for (const [cookie, status] of [
      [null, 401],
      [playerCookie, 403],
      [otherOwner, 403],
    ] as const) {
      const body = { start: 20 * 60, end: 21 * 60 };
      expect((await recordVenueBooking(t.app, cookie, turf.id, body)).statusCode).toBe(status);
      expect((await listVenueBookings(t.app, cookie, turf.id)).statusCode).toBe(status);
      const paid = await venueBookingAction(t.app, cookie, mine, 'paid', { method: 'cash' });
      expect(paid.statusCode).toBe(status);
      expect((await venueBookingAction(t.app, cookie, mine, 'cancel')).statusCode).toBe(status);
    }
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, mine));
    expect(row).toMatchObject({ status: 'confirmed', paymentStatus: 'unpaid' });
    expect(await venueRows(t.database.db)).toBe(1);

    const byAdmin = await recordVenueBooking(t.app, admin, turf.id, {
      start: 20 * 60,
      end: 21 * 60,
    });
    expect(byAdmin.statusCode).toBe(201);
    expect((await venueBookingAction(t.app, admin, mine, 'cancel')).statusCode).toBe(200);
  });
});

describe('marking paid and cancelling', () => {
  it('marks an unpaid booking paid once', async () => {
    const { turf, ownerCookie } = await scene();
    const id = (await recordVenueBooking(t.app, ownerCookie, turf.id, { paidBy: 'unpaid' })).json()
      .booking._id as string;
    const paid = await venueBookingAction(t.app, ownerCookie, id, 'paid', { method: 'upi' });
    expect(paid.json()).toMatchObject({ message: 'Marked paid (UPI at venue).' });
    expect(paid.json().booking).toMatchObject({ paidBy: 'upi', paidAt: TEST_NOW.toISOString() });
    const again = await venueBookingAction(t.app, ownerCookie, id, 'paid', { method: 'cash' });
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      VENUE_BOOKING_MESSAGES.alreadyPaid,
    ]);
    const bad = await venueBookingAction(t.app, ownerCookie, id, 'paid', { method: 'cheque' });
    expect([bad.statusCode, bad.json().message]).toEqual([
      400,
      VENUE_BOOKING_MESSAGES.methodInvalid,
    ]);
  });

  it('frees the slot on cancel, with no refund and no mail', async () => {
    const { turf, ownerCookie, cookie } = await scene();
    const id = (await recordVenueBooking(t.app, ownerCookie, turf.id)).json().booking._id as string;
    const cancelled = await venueBookingAction(t.app, ownerCookie, id, 'cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().booking).toMatchObject({ status: 'cancelled', paidBy: 'cash' });
    const again = await venueBookingAction(t.app, ownerCookie, id, 'cancel');
    expect([again.statusCode, again.json().message]).toEqual([409, VENUE_BOOKING_MESSAGES.notLive]);
    const paid = await venueBookingAction(t.app, ownerCookie, id, 'paid', { method: 'cash' });
    expect(paid.statusCode).toBe(409);

    expect(await t.database.db.select().from(refunds)).toEqual([]);
    expect(await t.database.db.select().from(outbox)).toEqual([]);
    const events = await t.database.db
      .select({ kind: bookingEvents.kind })
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, id));
    expect(events.map((event) => event.kind).sort()).toEqual(['cancelled', 'paid']);
    expect((await postPayment(t.app, cookie, playerSlot(turf.id))).statusCode).toBe(200);
  });

  it('answers 404 for a booking that is not the venue’s own', async () => {
    const { turf, ownerCookie, cookie } = await scene();
    const online = await bookAndPay(t.app, cookie, {
      turfId: turf.id,
      date: WALK_IN.date,
      startTime: '6:00 PM',
      endTime: '7:00 PM',
      amount: '1000.00',
    });
    for (const action of ['paid', 'cancel'] as const) {
      const answer = await venueBookingAction(t.app, ownerCookie, online, action, {
        method: 'cash',
      });
      expect([answer.statusCode, answer.json().message]).toEqual([
        404,
        VENUE_BOOKING_MESSAGES.notFound,
      ]);
    }
    expect(await t.database.db.select().from(refunds)).toEqual([]);
  });
});
