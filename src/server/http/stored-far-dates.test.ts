import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isLocalDate } from '../../shared/time';
import { bookings } from '../db/schema-bookings';
import { createBooking, firstCourtId } from '../testing/factories';
import { TEST_NOW, paymentScene } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';

// Rows no request can make any more (shared/date-windows), written straight into the table as an
// old version or a hand-made fix might have: every read that could meet them still answers 200.
// TEST_NOW is 10:00 AM in Mumbai on 2030-05-10.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
// A fresh bookings table and indexes before and after each test. The reset between tests deletes
// rows, and the exclusion constraint's GiST index keeps their entries until a vacuum: btree_gist's
// penalty subtracts dates to place a new entry, which fails on 'infinity' ("cannot subtract
// infinite dates"), so this file's rows could not be written after other tests' entries, and its
// own entries would break every later test's bookings in the same worker.
const freshBookings = () => t.database.db.execute(sql`truncate bookings cascade`);
beforeEach(async () => {
  t.setNow(TEST_NOW);
  await freshBookings();
});
afterEach(freshBookings);

/** As PostgreSQL writes them: the edge of four-digit years, a fifth digit, BC, beyond any Date. */
const FAR_DAYS = [
  '9999-12-31',
  '10000-01-01',
  '0001-01-01',
  '1900-01-01',
  '0044-03-15 BC',
  '300000-01-01',
  'infinity',
];

async function farScene() {
  const s = await paymentScene(t.app, t.database.db);
  const db = t.database.db;
  const booked = [];
  for (const day of FAR_DAYS) {
    booked.push(
      await createBooking(db, {
        turfId: s.turf.id,
        userId: s.player.id,
        day,
        startMinute: 18 * 60,
        endMinute: 19 * 60,
        reference: `TB-FAR-${day.slice(0, 5)}`,
      }),
    );
  }
  await db.insert(bookings).values({
    turfId: s.turf.id,
    courtId: await firstCourtId(db, s.turf.id),
    userId: s.owner.id,
    day: '9999-12-31',
    startMinute: 20 * 60,
    endMinute: 21 * 60,
    status: 'blocked',
    paymentStatus: 'unpaid',
    amountPaise: 0,
    blockReason: 'Maintenance',
  });
  return { ...s, ownerCookie: await cookieFor(t.app, s.owner), booked };
}

function get(url: string, cookie: string | null, accept?: string) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: { ...(cookie ? { cookie } : {}), ...(accept ? { accept } : {}) },
  });
}

describe('a stored row far out of every window', () => {
  it("leaves the turf's bookings readable for everyone, pages and stream alike", async () => {
    const { turf, ownerCookie, cookie } = await farScene();
    const url = `/api/v1/booking/get-turf-bookings/${turf.id}`;

    const grid = await get(url, null);
    expect(grid.statusCode).toBe(200);
    // 6:00 PM on 31 December 9999 in Mumbai is 12:30 UTC that day, still inside year 9999.
    expect(grid.json().bookings).toContainEqual({
      bookingDate: '9999-12-31T12:30:00.000Z',
      date: '9999-12-31',
      startTime: '6:00 PM',
      endTime: '7:00 PM',
      courtId: await firstCourtId(t.database.db, turf.id),
    });
    expect(grid.json().bookings).toContainEqual(
      expect.objectContaining({ date: '10000-01-01', bookingDate: '+010000-01-01T12:30:00.000Z' }),
    );
    expect((await get(url, cookie)).statusCode).toBe(200);

    for (const query of ['', '?view=owner']) {
      const page = await get(`${url}${query}`, ownerCookie);
      expect(page.statusCode).toBe(200);
      expect(page.json().bookings.map((b: { date: string }) => b.date)).toEqual(
        expect.arrayContaining(query ? FAR_DAYS : ['9999-12-31', '10000-01-01']),
      );
      const stream = await get(`${url}${query}`, ownerCookie, 'application/x-ndjson');
      expect(stream.statusCode).toBe(200);
      const lines = stream.body.trimEnd().split('\n');
      expect(lines.map((line) => JSON.parse(line).date)).toEqual(
        expect.arrayContaining(['9999-12-31']),
      );
    }
  });

  it("leaves the owner's calendar, CSV and turfs, and the player's bookings readable", async () => {
    const { turf, owner, player, ownerCookie, cookie, booked } = await farScene();
    const owned = [
      `/api/v1/owner/turfs/${turf.id}/calendar`,
      `/api/v1/owner/turfs/${turf.id}/calendar?from=2029-05-10`,
      `/api/v1/owner/turfs/${turf.id}/bookings.csv?from=2030-05-01&to=2030-05-31`,
      `/api/v1/turf/owner-turfs/${owner.id}`,
    ];
    for (const url of owned)
      expect([url, (await get(url, ownerCookie)).statusCode]).toEqual([url, 200]);

    const mine = await get(`/api/v1/booking/get-user-bookings/${player.id}`, cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().bookings.map((b: { date: string }) => b.date)).toEqual(
      expect.arrayContaining(FAR_DAYS),
    );
    for (const booking of booked) {
      const page = await get(`/api/v1/booking/${booking.id}`, cookie);
      expect([booking.day, page.statusCode]).toEqual([booking.day, 200]);
      expect(page.json().booking.date).toBe(booking.day);
      // iCalendar has four-digit years AD: other dates cannot be written, and the answer says so.
      const ics = await get(`/api/v1/booking/${booking.id}/calendar.ics`, cookie);
      expect([booking.day, ics.statusCode]).toEqual([
        booking.day,
        isLocalDate(booking.day) ? 200 : 409,
      ]);
    }
    const search = await get('/api/v1/turf/getTurf?date=2030-05-11&from=19:00', null);
    expect(search.statusCode).toBe(200);
  });
});
