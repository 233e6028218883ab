import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingSchema } from '../../shared/api/booking-contract';
import { turfs, users } from '../db/schema';
import { bookings } from '../db/schema-bookings';
import { createBooking, createUser } from '../testing/factories';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';
import { toBookingJson } from '../bookings/booking-json';
import { activeTurfBookings } from '../bookings/queries';
import { encodeCursor } from './page-cursor';
import { H, ORIGIN, allPages, get, setup } from '../testing/grid-pages-kit';

// The owner's and the admin's history through GET /api/v1/booking/get-turf-bookings/:turfId
// (docs/decisions/015): from the first booking ever, with customers, in pages that cover it
// exactly once; refused to everyone else.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });

describe("the owner's and the admin's history", () => {
  it('starts at the first booking ever, with customers and payments', async () => {
    const { owner, turf, customer, past } = await setup(t);
    const admin = await createUser(t.database.db, 'admin');
    for (const viewer of [owner, admin]) {
      const cookie = await cookieFor(t.app, viewer);
      for (const view of ['', '?view=owner']) {
        const answer = (await get(t, turf.id, view, cookie)).json();
        expect(answer.bookings).toHaveLength(5);
        expect(answer.next).toBeNull();
        const [first] = answer.bookings;
        expect(first).toEqual(
          bookingSchema.parse({
            ...toBookingJson(past, turf, customer, 'Asia/Kolkata', turf.name),
            turfId: {
              _id: turf.id,
              name: turf.name,
              images: `${ORIGIN}${turf.imageUrl}`,
              price: 1000.5,
              location: turf.location,
            },
          }),
        );
      }
    }
  });

  it('pages cover the whole history exactly once, in order, whatever the page size', async () => {
    const { owner, turf, customer } = await setup(t);
    const db = t.database.db;
    // A player's cancellation and the booking that took the slot after it share a start; a
    // refunded payment whose slot was lost never was the owner's booking.
    const slot = {
      turfId: turf.id,
      userId: customer.id,
      day: '2030-05-15',
      startMinute: 10 * H,
      endMinute: 11 * H,
    };
    await createBooking(db, {
      ...slot,
      status: 'cancelled',
      cancelledAt: new Date('2030-05-12T07:00:00.123456Z'),
      refundedPaise: 50_000,
    });
    await createBooking(db, {
      ...slot,
      status: 'cancelled',
      cancelledAt: new Date('2030-05-12T07:01:00Z'),
    });
    await createBooking(db, slot);
    await createBooking(db, {
      ...slot,
      startMinute: 12 * H,
      endMinute: 13 * H,
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundedPaise: 100_000,
    });
    await createBooking(db, {
      ...slot,
      startMinute: 14 * H,
      endMinute: 15 * H,
      status: 'pending',
      paymentStatus: 'unpaid',
      holdExpiresAt: new Date('2030-05-12T06:35:00Z'),
    });
    const cookie = await cookieFor(t.app, owner);

    // What the ORM gives: every paid-for booking in (day, start, id) order, as toBookingJson makes it.
    const rows = await db
      .select({ booking: bookings, customer: users, turf: turfs })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.userId))
      .innerJoin(turfs, eq(turfs.id, bookings.turfId))
      .where(eq(bookings.turfId, turf.id))
      .orderBy(asc(bookings.day), asc(bookings.startMinute), asc(bookings.id));
    const expected = rows
      .filter(
        ({ booking }) =>
          booking.status === 'confirmed' || (booking.status === 'cancelled' && booking.cancelledAt),
      )
      .map(({ booking, customer: who, turf: where }) => {
        const json = toBookingJson(booking, where, who, 'Asia/Kolkata', where.name);
        return { ...json, turfId: { ...json.turfId, images: `${ORIGIN}${json.turfId.images}` } };
      });
    expect(expected).toHaveLength(8);

    for (const limit of [1, 2, 3, 7, 8, 1000]) {
      const pages = await allPages(t, turf.id, `?view=owner&limit=${limit}`, cookie);
      expect(pages).toHaveLength(Math.ceil(expected.length / limit));
      for (const page of pages.slice(0, -1)) expect(page.bookings).toHaveLength(limit);
      expect(
        pages.flatMap((page) => page.bookings),
        `limit ${limit}`,
      ).toEqual(expected);
    }
    // Without a view: what takes a slot now, the live hold included, as the checks before
    // payment count it (takesItsSlot); the expired hold and the cancellations not.
    await createBooking(db, {
      ...slot,
      startMinute: 16 * H,
      endMinute: 17 * H,
      status: 'pending',
      paymentStatus: 'unpaid',
      holdExpiresAt: new Date('2030-05-12T06:29:00Z'),
    });
    const active = (await allPages(t, turf.id, '?limit=2', cookie)).flatMap(
      (page) => page.bookings,
    );
    expect(active.map((b) => ('status' in b ? b.status : null))).toEqual([
      ...['confirmed', 'confirmed', 'confirmed', 'confirmed', 'confirmed'],
      ...['pending', 'confirmed'],
    ]);
    const taking = await activeTurfBookings(db, turf.id, {}, new Date('2030-05-12T06:30:00Z'));
    expect(active.map((b) => ('_id' in b ? b._id : null))).toEqual(
      taking.map(({ booking }) => booking.id),
    );
  });

  it('keeps to a window while paging', async () => {
    const { owner, turf } = await setup(t);
    const pages = await allPages(
      t,
      turf.id,
      '?view=owner&from=2030-05-11&to=2030-05-12&limit=2',
      await cookieFor(t.app, owner),
    );
    expect(pages.flatMap((page) => page.bookings.map((b) => `${b.date} ${b.startTime}`))).toEqual([
      '2030-05-11 6:00 AM',
      '2030-05-12 7:00 AM',
      '2030-05-12 8:00 PM',
    ]);
  });

  it('is refused to visitors (401), players and other owners (403), paged or not', async () => {
    const { turf, customer } = await setup(t);
    const otherOwner = await createUser(t.database.db, 'owner');
    const cursor = encodeCursor({ day: '2030-05-10', startMinute: 0, id: turf.id });
    for (const query of ['?view=owner', '?view=owner&limit=1', `?view=owner&cursor=${cursor}`]) {
      expect((await get(t, turf.id, query)).statusCode).toBe(401);
      for (const viewer of [customer, otherOwner]) {
        const response = await get(t, turf.id, query, await cookieFor(t.app, viewer));
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({
          success: false,
          message: "You don't have permission to view these bookings",
        });
      }
    }
    // Another owner without the view sees the public times, from today on.
    const response = await get(t, turf.id, '', await cookieFor(t.app, otherOwner));
    expect(response.json().bookings.map((b: { date: string }) => b.date)).toEqual([
      '2030-05-12',
      '2030-05-12',
      '2030-05-19',
    ]);
    expect(response.body).not.toContain(customer.email);
  });
});
