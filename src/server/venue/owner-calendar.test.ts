import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_WEEK_HOURS } from '../../shared/opening-hours';
import { OWNER_BLOCK_MESSAGES } from '../../shared/owner-blocks';
import { bookings } from '../db/schema-bookings';
import { bookAndPay } from '../testing/aftercare-kit';
import { createUser } from '../testing/factories';
import { TEST_NOW, paymentScene, postPayment, takenTimes } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

// TEST_NOW is 10:00 AM in Mumbai on Friday 2030-05-10; 2030-05-12 is a Sunday, 05-13 a Monday.
const SUNDAY = '2030-05-12';
const H = 60;

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie: string | null,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
}

async function scene() {
  const s = await paymentScene(t.app, t.database.db);
  return { ...s, ownerCookie: await cookieFor(t.app, s.owner) };
}

const blockUrl = (turfId: string) => `/api/v1/owner/turfs/${turfId}/blocks`;
const block = (turfId: string, cookie: string | null, body: object) =>
  call('POST', blockUrl(turfId), cookie, {
    date: SUNDAY,
    start: 18 * H,
    end: 19 * H,
    reason: 'Maintenance',
    ...body,
  });

describe('blocks', () => {
  it('closes the time for players, who see it Booked without the reason, and can be removed', async () => {
    const { turf, ownerCookie, cookie } = await scene();
    const placed = await block(turf.id, ownerCookie, {});
    expect(placed.statusCode).toBe(201);
    expect(placed.json().blockIds).toHaveLength(1);

    const grid = await call(
      'GET',
      `/api/v1/booking/get-turf-bookings/${turf.id}?from=${SUNDAY}&to=${SUNDAY}`,
      null,
    );
    expect(grid.json().bookings).toEqual([
      expect.objectContaining({ date: SUNDAY, startTime: '6:00 PM', endTime: '7:00 PM' }),
    ]);
    expect(grid.body).not.toContain('Maintenance');

    const taken = await postPayment(t.app, cookie, {
      amount: '500.00',
      currency: 'inr',
      booking: { turfId: turf.id, bookingDate: SUNDAY, startTime: '6:30 PM', endTime: '7:00 PM' },
    });
    expect(taken.statusCode).toBe(409);

    const removed = await call(
      'DELETE',
      `${blockUrl(turf.id)}/${placed.json().blockIds[0]}`,
      ownerCookie,
    );
    expect(removed.json()).toMatchObject({ removed: 1 });
    expect(await takenTimes(t.app, turf.id)).toEqual([]);
    const again = await call(
      'DELETE',
      `${blockUrl(turf.id)}/${placed.json().blockIds[0]}`,
      ownerCookie,
    );
    expect(again.statusCode).toBe(404);
  });

  it('refuses with 409 a block over a paid booking or a live hold, and writes nothing', async () => {
    const { turf, ownerCookie, cookie } = await scene();
    await bookAndPay(t.app, cookie, {
      turfId: turf.id,
      date: SUNDAY,
      startTime: '6:00 PM',
      endTime: '7:00 PM',
      amount: '1000.00',
    });
    const held = await postPayment(t.app, cookie, {
      amount: '1000.00',
      currency: 'inr',
      booking: { turfId: turf.id, bookingDate: SUNDAY, startTime: '8:00 PM', endTime: '9:00 PM' },
    });
    expect(held.statusCode).toBe(200);
    for (const [start, end] of [
      [18 * H + 30, 20 * H],
      [20 * H + 30, 22 * H],
    ]) {
      const refused = await block(turf.id, ownerCookie, { start, end });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(OWNER_BLOCK_MESSAGES.overlapsBooking);
    }
    expect(
      await t.database.db.select().from(bookings).where(eq(bookings.status, 'blocked')),
    ).toEqual([]);
    // Back to back with the booking is fine (half-open ranges).
    expect((await block(turf.id, ownerCookie, { start: 19 * H, end: 20 * H })).statusCode).toBe(
      201,
    );
  });

  it('repeats weekly all or nothing, and removes a series together', async () => {
    const { turf, ownerCookie, cookie } = await scene();
    const weekly = await block(turf.id, ownerCookie, {
      date: '2030-05-13',
      start: 6 * H,
      end: 8 * H,
      repeatWeeks: 8,
    });
    expect(weekly.statusCode).toBe(201);
    expect(weekly.json().blockIds).toHaveLength(8);
    const ownBlocks = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.status, 'blocked'));
    expect(ownBlocks.map((b) => b.day).sort()).toEqual([
      '2030-05-13',
      '2030-05-20',
      '2030-05-27',
      '2030-06-03',
      '2030-06-10',
      '2030-06-17',
      '2030-06-24',
      '2030-07-01',
    ]);
    await call(
      'DELETE',
      `${blockUrl(turf.id)}/${weekly.json().blockIds[3]}?series=true`,
      ownerCookie,
    ).then((r) => expect(r.json().removed).toBe(8));

    // A paid booking in week 2 makes the whole series fail: no block is left behind.
    await bookAndPay(t.app, cookie, {
      turfId: turf.id,
      date: '2030-05-12',
      startTime: '7:00 AM',
      endTime: '8:00 AM',
      amount: '1000.00',
    });
    const clash = await block(turf.id, ownerCookie, {
      date: '2030-05-05',
      start: 6 * H,
      end: 8 * H,
      repeatWeeks: 3,
    });
    expect(clash.statusCode).toBe(400); // 2030-05-05 is past
    const sundays = await block(turf.id, ownerCookie, {
      date: '2030-05-12',
      start: 6 * H,
      end: 8 * H,
      repeatWeeks: 4,
    });
    expect(sundays.statusCode).toBe(409);
    expect(
      await t.database.db.select().from(bookings).where(eq(bookings.status, 'blocked')),
    ).toEqual([]);
  });

  it('refuses bad ranges, reasons and repeat counts with clear 400s', async () => {
    const { turf, ownerCookie } = await scene();
    const cases: [object, string][] = [
      [{ start: 19 * H, end: 18 * H }, OWNER_BLOCK_MESSAGES.endBeforeStart],
      [{ start: 23 * H, end: 1 * H }, OWNER_BLOCK_MESSAGES.offGrid],
      [{ start: 18 * H + 10, end: 19 * H }, OWNER_BLOCK_MESSAGES.offGrid],
      [{ date: '2030-05-10', start: 8 * H, end: 9 * H }, OWNER_BLOCK_MESSAGES.past],
      [{ reason: '   ' }, OWNER_BLOCK_MESSAGES.reasonMissing],
      [{ reason: 'x'.repeat(81) }, OWNER_BLOCK_MESSAGES.reasonTooLong],
      [{ repeatWeeks: 10_000 }, OWNER_BLOCK_MESSAGES.tooManyWeeks],
      [{ repeatWeeks: 13 }, OWNER_BLOCK_MESSAGES.tooManyWeeks],
    ];
    for (const [body, message] of cases) {
      const refused = await block(turf.id, ownerCookie, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    expect((await block(turf.id, ownerCookie, { date: 'Sunday' })).statusCode).toBe(400);
    expect(await t.database.db.select().from(bookings)).toEqual([]);
  });

  it('a player paying and an owner blocking the same slot at once: exactly one wins', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { turf, ownerCookie, cookie } = await scene();
      const [paying, blocking] = await Promise.all([
        postPayment(t.app, cookie, {
          amount: '1000.00',
          currency: 'inr',
          booking: {
            turfId: turf.id,
            bookingDate: SUNDAY,
            startTime: '6:00 PM',
            endTime: '7:00 PM',
          },
        }),
        block(turf.id, ownerCookie, {}),
      ]);
      expect([paying.statusCode, blocking.statusCode].sort()).toEqual(
        paying.statusCode === 200 ? [200, 409] : [201, 409],
      );
      const taking = await t.database.db
        .select()
        .from(bookings)
        .where(eq(bookings.turfId, turf.id));
      expect(taking.filter((b) => b.status === 'blocked' || b.status === 'pending')).toHaveLength(
        1,
      );
    }
  });
});

describe('the week calendar', () => {
  it('shows bookings with customers, holds and blocks of the 7 days asked for', async () => {
    const { turf, ownerCookie, cookie, player } = await scene();
    const bookingId = await bookAndPay(t.app, cookie, {
      turfId: turf.id,
      date: SUNDAY,
      startTime: '6:00 PM',
      endTime: '7:00 PM',
      amount: '1000.00',
    });
    await postPayment(t.app, cookie, {
      amount: '1000.00',
      currency: 'inr',
      booking: { turfId: turf.id, bookingDate: SUNDAY, startTime: '8:00 PM', endTime: '9:00 PM' },
    });
    await block(turf.id, ownerCookie, {
      date: '2030-05-11',
      start: 6 * H,
      end: 7 * H,
      reason: 'Offline booking',
    });

    const week = await call(
      'GET',
      `/api/v1/owner/turfs/${turf.id}/calendar?from=2030-05-10`,
      ownerCookie,
    );
    expect(week.statusCode).toBe(200);
    const answer = week.json();
    expect(answer.days).toEqual([
      '2030-05-10',
      '2030-05-11',
      SUNDAY,
      '2030-05-13',
      '2030-05-14',
      '2030-05-15',
      '2030-05-16',
    ]);
    expect(answer).toMatchObject({ today: '2030-05-10', nowMinutes: 10 * H });
    expect(answer.turf.openingHours).toEqual(DEFAULT_WEEK_HOURS);
    expect(answer.entries).toEqual([
      expect.objectContaining({
        kind: 'block',
        date: '2030-05-11',
        reason: 'Offline booking',
        customer: null,
        groupSize: 1,
      }),
      expect.objectContaining({
        kind: 'booking',
        id: bookingId,
        startTime: '6:00 PM',
        amountPaid: 1000,
        customer: {
          fullname: player.fullname,
          email: player.email,
          mobilenumber: player.mobilenumber,
        },
      }),
      expect.objectContaining({ kind: 'hold', startTime: '8:00 PM', amountPaid: 0 }),
    ]);
    const later = await call(
      'GET',
      `/api/v1/owner/turfs/${turf.id}/calendar?from=2030-05-17`,
      ownerCookie,
    );
    expect(later.json().entries).toEqual([]);
    expect(
      (await call('GET', `/api/v1/owner/turfs/${turf.id}/calendar?from=May`, ownerCookie))
        .statusCode,
    ).toBe(400);
  });

  it('is for the turf’s owner and the admin only', async () => {
    const { turf, cookie } = await scene();
    const otherOwner = await cookieFor(t.app, await createUser(t.database.db, 'owner'));
    const admin = await cookieFor(t.app, await createUser(t.database.db, 'admin'));
    const url = `/api/v1/owner/turfs/${turf.id}/calendar`;
    expect((await call('GET', url, null)).statusCode).toBe(401);
    expect((await call('GET', url, cookie)).statusCode).toBe(403);
    expect((await call('GET', url, otherOwner)).statusCode).toBe(403);
    const asAdmin = await call('GET', url, admin);
    expect(asAdmin.statusCode, asAdmin.body).toBe(200);
    for (const someone of [cookie, otherOwner]) {
      expect((await block(turf.id, someone, {})).statusCode).toBe(403);
      const hours = await call('PUT', `/api/v1/owner/turfs/${turf.id}/opening-hours`, someone, {
        openingHours: DEFAULT_WEEK_HOURS,
      });
      expect(hours.statusCode).toBe(403);
    }
    expect((await block(turf.id, null, {})).statusCode).toBe(401);
    expect((await block(turf.id, admin, {})).statusCode).toBe(201);
    expect(await t.database.db.select().from(bookings)).toHaveLength(1);
    const missing = await call('GET', `/api/v1/owner/turfs/${crypto.randomUUID()}/calendar`, admin);
    expect(missing.statusCode).toBe(404);
  });
});
