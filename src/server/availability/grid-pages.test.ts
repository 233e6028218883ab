import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { publicBookingSlotSchema } from '../../shared/api/booking-contract';
import { turfs } from '../db/schema';
import { createTurf, createUser, firstCourtId } from '../testing/factories';
import { cookieFor } from '../testing/requests';
import { allPages, get, setup } from '../testing/grid-pages-kit';
import { useTestApp } from '../testing/test-app';

// GET /api/v1/booking/get-turf-bookings/:turfId a page at a time (docs/decisions/015) for the
// public, from today on, and its paging parameters; the owner's and the admin's whole history:
// grid-history-pages.test.ts.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });

describe('public callers without a window', () => {
  it('get what the grid needs: today onward, times only', async () => {
    const { turf, customer } = await setup(t);
    const court = await firstCourtId(t.database.db, turf.id);
    const stranger = await createUser(t.database.db, 'user');
    for (const cookie of [
      undefined,
      await cookieFor(t.app, stranger),
      await cookieFor(t.app, customer),
    ]) {
      const response = await get(t, turf.id, '', cookie);
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
    const { turf } = await setup(t);
    t.setNow(new Date('2030-05-18T20:00:00Z')); // 1:30 AM on the 19th in Mumbai
    const dates = async (query: string) =>
      (await get(t, turf.id, query)).json().bookings.map((b: { date: string }) => b.date);
    expect(await dates('')).toEqual(['2030-05-19']);
    expect(await dates('?from=2030-05-10&to=2030-05-11')).toEqual(['2030-05-10', '2030-05-11']);
    expect(await dates('?to=2030-05-18')).toEqual([]);
  });

  it('get pages too, when they ask for small ones', async () => {
    const { turf } = await setup(t);
    const pages = await allPages(t, turf.id, '?limit=1');
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
    expect((await get(t, turf.id)).statusCode).toBe(404);
    await db.update(turfs).set({ approved: true }).where(eq(turfs.id, turf.id));
    expect((await get(t, turf.id)).statusCode).toBe(200);
    await db.delete(turfs).where(eq(turfs.id, turf.id));
    expect((await get(t, turf.id)).json()).toMatchObject({
      success: false,
      message: 'Turf not found',
    });
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
    const { turf, owner } = await setup(t);
    for (const cookie of [undefined, await cookieFor(t.app, owner)]) {
      const response = await get(t, turf.id, query, cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message });
    }
  });
});
