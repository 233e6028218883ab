import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bookingSchema,
  publicBookingSlotSchema,
  turfBookingsAnswerSchema,
} from '../../shared/api/booking-contract';
import { bookings, turfs, users } from '../db/schema';
import { createBooking, createTurf, createUser, firstCourtId } from '../testing/factories';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';
import { toBookingJson } from '../bookings/booking-json';
import { activeTurfBookings } from '../bookings/queries';
import { encodeCursor } from './page-cursor';

// GET /api/v1/booking/get-turf-bookings/:turfId a page at a time (docs/decisions/015): the public
// from today on, the owner's and the admin's whole history in pages that cover it exactly once.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
const H = 60;
const ORIGIN = 'http://localhost:80';

function get(turfId: string, query = '', cookie?: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/v1/booking/get-turf-bookings/${turfId}${query}`,
    headers: cookie ? { cookie } : {},
  });
}

async function setup() {
  const db = t.database.db;
  const owner = await createUser(db, 'owner');
  const turf = await createTurf(db, owner.id, { pricePaise: 100_050 });
  const customer = await createUser(db, 'user', 'Kiran Rao');
  // Noon in Mumbai on 12 May 2030: the 10th and 11th are past, the 12th is today.
  t.setNow(new Date('2030-05-12T06:30:00Z'));
  const slot = { turfId: turf.id, userId: customer.id };
  const past = await createBooking(db, {
    ...slot,
    day: '2030-05-10',
    startMinute: 18 * H,
    endMinute: 19 * H,
  });
  await createBooking(db, { ...slot, day: '2030-05-11', startMinute: 6 * H, endMinute: 7 * H });
  // Earlier today (gone by), later today, and next week.
  await createBooking(db, { ...slot, day: '2030-05-12', startMinute: 7 * H, endMinute: 8 * H });
  await createBooking(db, { ...slot, day: '2030-05-12', startMinute: 20 * H, endMinute: 21 * H });
  await createBooking(db, { ...slot, day: '2030-05-19', startMinute: 9 * H, endMinute: 11 * H });
  return { owner, turf, customer, past };
}

/** Every page, following next, with the paging asked for; the answers too. */
async function allPages(turfId: string, query: string, cookie?: string) {
  const answers = [];
  let cursor: string | null = null;
  do {
    const response = await get(turfId, `${query}${cursor ? `&cursor=${cursor}` : ''}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    const answer = turfBookingsAnswerSchema.parse(response.json());
    answers.push(answer);
    cursor = answer.next;
  } while (cursor);
  return answers;
}

describe('public callers without a window', () => {
  it('get what the grid needs: today onward, times only', async () => {
    const { turf, customer } = await setup();
    const court = await firstCourtId(t.database.db, turf.id);
    const stranger = await createUser(t.database.db, 'user');
    for (const cookie of [
      undefined,
      await cookieFor(t.app, stranger),
      await cookieFor(t.app, customer),
    ]) {
      const response = await get(turf.id, '', cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        bookings: [
          {
            bookingDate: '2030-05-12T01:30:00.000Z',
            date: '2030-05-12',
            startTime: '7:00 AM',
            endTime: '8:00 AM',
            courtId: court,
          },
          {
            bookingDate: '2030-05-12T14:30:00.000Z',
            date: '2030-05-12',
            startTime: '8:00 PM',
            endTime: '9:00 PM',
            courtId: court,
          },
          {
            bookingDate: '2030-05-19T03:30:00.000Z',
            date: '2030-05-19',
            startTime: '9:00 AM',
            endTime: '11:00 AM',
            courtId: court,
          },
        ],
        next: null,
      });
    }
  });

  it('move on with the clock, and may still ask for a window in the past', async () => {
    const { turf } = await setup();
    t.setNow(new Date('2030-05-18T20:00:00Z')); // 1:30 AM on the 19th in Mumbai
    const dates = async (query: string) =>
      (await get(turf.id, query)).json().bookings.map((b: { date: string }) => b.date);
    expect(await dates('')).toEqual(['2030-05-19']);
    expect(await dates('?from=2030-05-10&to=2030-05-11')).toEqual(['2030-05-10', '2030-05-11']);
    expect(await dates('?to=2030-05-18')).toEqual([]);
  });

  it('get pages too, when they ask for small ones', async () => {
    const { turf } = await setup();
    const pages = await allPages(turf.id, '?limit=1');
    expect(pages.map((page) => page.bookings.map((b) => `${b.date} ${b.startTime}`))).toEqual([
      ['2030-05-12 7:00 AM'],
      ['2030-05-12 8:00 PM'],
      ['2030-05-19 9:00 AM'],
    ]);
    for (const page of pages)
      for (const row of page.bookings) publicBookingSlotSchema.strict().parse(row);
  });
  it("see a turf's approval and its removal at once", async () => {
    const db = t.database.db;
    const owner = await createUser(db, 'owner');
    const turf = await createTurf(db, owner.id, { approved: false });
    expect((await get(turf.id)).statusCode).toBe(404);
    await db.update(turfs).set({ approved: true }).where(eq(turfs.id, turf.id));
    expect((await get(turf.id)).statusCode).toBe(200);
    await db.delete(turfs).where(eq(turfs.id, turf.id));
    expect((await get(turf.id)).json()).toEqual({ success: false, message: 'Turf not found' });
  });
});

describe("the owner's and the admin's history", () => {
  it('starts at the first booking ever, with customers and payments', async () => {
    const { owner, turf, customer, past } = await setup();
    const admin = await createUser(t.database.db, 'admin');
    for (const viewer of [owner, admin]) {
      const cookie = await cookieFor(t.app, viewer);
      for (const view of ['', '?view=owner']) {
        const answer = (await get(turf.id, view, cookie)).json();
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
    const { owner, turf, customer } = await setup();
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
      const pages = await allPages(turf.id, `?view=owner&limit=${limit}`, cookie);
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
    const active = (await allPages(turf.id, '?limit=2', cookie)).flatMap((page) => page.bookings);
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
    const { owner, turf } = await setup();
    const pages = await allPages(
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
    const { turf, customer } = await setup();
    const otherOwner = await createUser(t.database.db, 'owner');
    const cursor = encodeCursor({ day: '2030-05-10', startMinute: 0, id: turf.id });
    for (const query of ['?view=owner', '?view=owner&limit=1', `?view=owner&cursor=${cursor}`]) {
      expect((await get(turf.id, query)).statusCode).toBe(401);
      for (const viewer of [customer, otherOwner]) {
        const response = await get(turf.id, query, await cookieFor(t.app, viewer));
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          success: false,
          message: "You don't have permission to view these bookings",
        });
      }
    }
    // Another owner without the view sees the public times, from today on.
    const response = await get(turf.id, '', await cookieFor(t.app, otherOwner));
    expect(response.json().bookings.map((b: { date: string }) => b.date)).toEqual([
      '2030-05-12',
      '2030-05-12',
      '2030-05-19',
    ]);
    expect(response.body).not.toContain(customer.email);
  });
});

describe('paging parameters', () => {
  const LIMIT = 'limit must be a whole number from 1 to 1000';
  const CURSOR = 'cursor must be the next value of the previous page';
  it.each([
    ['?limit=0', LIMIT],
    ['?limit=1001', LIMIT],
    ['?limit=abc', LIMIT],
    ['?limit=1.5', LIMIT],
    ['?limit=-3', LIMIT],
    ['?cursor=not%20base64!', CURSOR],
    [`?cursor=${Buffer.from('2030-05-10~0~x').toString('base64url')}`, CURSOR],
    [
      `?cursor=${Buffer.from('2030-02-30~0~00000000-0000-4000-8000-000000000000').toString('base64url')}`,
      CURSOR,
    ],
    [
      `?cursor=${Buffer.from('2030-05-10~1440~00000000-0000-4000-8000-000000000000').toString('base64url')}`,
      CURSOR,
    ],
    [`?cursor=${'a'.repeat(201)}`, CURSOR],
    ['?view=owner&limit=0', LIMIT],
  ])('%s is a 400 that says what is wrong', async (query, message) => {
    const { turf, owner } = await setup();
    for (const cookie of [undefined, await cookieFor(t.app, owner)]) {
      const response = await get(turf.id, query, cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message });
    }
  });
});
