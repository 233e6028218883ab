import { describe, expect, it } from 'vitest';
import type { OwnerTurfsAnswer, TurfStats } from '../../shared/api/owner-contract';
import type { Db } from '../db/database';
import { bookingEvents } from '../db/schema-bookings';
import { createBooking, createTurf, createUser } from '../testing/factories';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';

// GET /api/v1/turf/owner-turfs/:userId with the owner's figures, against the real database: each
// turf's last 30 days and week, and the chart by day of payment and by day of play. Now is
// Friday 2030-05-10, 10:00 in Mumbai; the week runs to Thursday the 16th.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
const NOW = new Date('2030-05-10T04:30:00Z');
const EVENING_HOURS = { open: 18 * 60, close: 22 * 60 };
/** Closed on Sundays, 6 PM – 10 PM otherwise: 8 half-hours a day, 48 in this week. */
const TURF_B_HOURS = [null, ...Array.from({ length: 6 }, () => EVENING_HOURS)];

async function event(
  db: Db,
  bookingId: string,
  kind: 'paid' | 'cancelled' | 'refunded',
  at: string,
) {
  await db.insert(bookingEvents).values({ bookingId, kind, at: new Date(at) });
}

/** Two turfs with money, one pending turf without, and another owner's turf that must not leak. */
async function scene() {
  const db = t.database.db;
  const [owner, otherOwner, player, admin] = await Promise.all([
    createUser(db, 'owner'),
    createUser(db, 'owner'),
    createUser(db, 'user'),
    createUser(db, 'admin'),
  ]);
  const a = await createTurf(db, owner.id, { name: 'A' });
  const b = await createTurf(db, owner.id, { name: 'B', openingHours: TURF_B_HOURS });
  const c = await createTurf(db, owner.id, { name: 'C', approved: false });
  const theirs = await createTurf(db, otherOwner.id, { name: 'Theirs' });
  const book = (values: Parameters<typeof createBooking>[1]) => createBooking(db, values);
  const base = { userId: player.id };

  // Paid late on the 8th UTC = the 9th in Mumbai, for Saturday 6:00–7:30 PM (3 half-hours).
  const saturday = await book({
    ...base,
    turfId: a.id,
    day: '2030-05-11',
    startMinute: 1080,
    endMinute: 1170,
    amountPaise: 120_000,
  });
  await event(db, saturday.id, 'paid', '2030-05-08T20:00:00Z');
  // Paid in April for Sunday, cancelled on the 5th with ₹500 back, refunded on the 6th.
  const cancelled = await book({
    ...base,
    turfId: a.id,
    day: '2030-05-12',
    startMinute: 600,
    endMinute: 660,
    amountPaise: 80_000,
    status: 'cancelled',
    paymentStatus: 'refunded',
    refundedPaise: 50_000,
    cancelledAt: new Date('2030-05-05T10:00:00Z'),
    createdAt: new Date('2030-04-01T06:00:00Z'),
  });
  await event(db, cancelled.id, 'paid', '2030-04-01T06:00:00Z');
  await event(db, cancelled.id, 'cancelled', '2030-05-05T10:00:00Z');
  await event(db, cancelled.id, 'refunded', '2030-05-06T10:00:00Z');
  // No events (an older row): dated by created_at, today 8:30 AM; tonight 11:30–11:59 PM.
  await book({
    ...base,
    turfId: a.id,
    day: '2030-05-10',
    startMinute: 1410,
    endMinute: 1439,
    amountPaise: 29_000,
    createdAt: new Date('2030-05-10T03:00:00Z'),
  });
  // Played on 20 April, paid before the window: the play view has it, the payment view not.
  await book({
    ...base,
    turfId: a.id,
    day: '2030-04-20',
    startMinute: 600,
    endMinute: 660,
    amountPaise: 100_000,
    createdAt: new Date('2030-04-05T06:00:00Z'),
  });
  // Neither money nor sold time: the owner's block, a live hold, a payment voided for a lost slot.
  await book({
    userId: owner.id,
    turfId: a.id,
    day: '2030-05-11',
    startMinute: 600,
    endMinute: 720,
    amountPaise: 0,
    status: 'blocked',
    paymentStatus: 'unpaid',
    blockReason: 'Maintenance',
  });
  await book({
    ...base,
    turfId: a.id,
    day: '2030-05-11',
    startMinute: 720,
    endMinute: 780,
    status: 'pending',
    paymentStatus: 'unpaid',
    holdExpiresAt: new Date('2030-05-10T04:40:00Z'),
  });
  await book({
    ...base,
    turfId: a.id,
    day: '2030-05-11',
    startMinute: 780,
    endMinute: 840,
    status: 'cancelled',
    paymentStatus: 'refunded',
    refundedPaise: 100_000,
  });
  // Monday 5–7 PM on B, which opens at 6 PM: one hour of it is open time, so 2 half-hours sold.
  const monday = await book({
    ...base,
    turfId: b.id,
    day: '2030-05-13',
    startMinute: 1020,
    endMinute: 1140,
    amountPaise: 160_000,
  });
  await event(db, monday.id, 'paid', '2030-05-10T01:00:00Z');
  await book({
    ...base,
    turfId: theirs.id,
    day: '2030-05-11',
    startMinute: 600,
    endMinute: 660,
    amountPaise: 70_000,
  });

  return {
    owner,
    turfs: { a, b, c },
    cookies: {
      owner: await cookieFor(t.app, owner),
      otherOwner: await cookieFor(t.app, otherOwner),
      player: await cookieFor(t.app, player),
      admin: await cookieFor(t.app, admin),
    },
  };
}

async function figures(ownerId: string, cookie?: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/v1/turf/owner-turfs/${ownerId}`,
    headers: cookie ? { cookie } : {},
  });
}

const amountOn = (days: { date: string; amount: number }[], date: string) =>
  days.find((day) => day.date === date)?.amount;

describe("the owner's numbers on Your Turfs", () => {
  it('gives each turf its 30 days and its week, leaving blocks, holds and voids out', async () => {
    t.setNow(NOW);
    const { owner, turfs, cookies } = await scene();
    const response = await figures(owner.id, cookies.owner);
    expect(response.statusCode).toBe(200);
    const body = response.json<OwnerTurfsAnswer>();
    const stats = new Map(body.turfStats.map((entry: TurfStats) => [entry.turfId, entry]));
    expect(body.turfStats).toHaveLength(3);
    expect(stats.get(turfs.a.id)).toEqual({
      turfId: turfs.a.id,
      bookings30Days: 2,
      // ₹1,200 and ₹290 paid in the window, less the ₹500 refund decided in it.
      earnings30Days: 990,
      occupancy: { openHalfHours: 7 * 36, soldHalfHours: 4 },
      courts: [{ courtId: expect.any(String), name: 'A', openHalfHours: 7 * 36, soldHalfHours: 4 }],
    });
    expect(stats.get(turfs.b.id)).toEqual({
      turfId: turfs.b.id,
      bookings30Days: 1,
      earnings30Days: 1600,
      occupancy: { openHalfHours: 48, soldHalfHours: 2 },
      courts: [{ courtId: expect.any(String), name: 'B', openHalfHours: 48, soldHalfHours: 2 }],
    });
    expect(stats.get(turfs.c.id)).toEqual({
      turfId: turfs.c.id,
      bookings30Days: 0,
      earnings30Days: 0,
      occupancy: { openHalfHours: 7 * 36, soldHalfHours: 0 },
      courts: [{ courtId: expect.any(String), name: 'C', openHalfHours: 7 * 36, soldHalfHours: 0 }],
    });
    // Everything ever kept: 1200 + (800 − 500) + 290 + 1000 on A, 1600 on B.
    expect(body.totalEarnings).toBe(4390);
  });

  it('charts money by day of payment (refunds on their own day) and by day of play', async () => {
    t.setNow(NOW);
    const { owner, cookies } = await scene();
    const body = (await figures(owner.id, cookies.owner)).json<OwnerTurfsAnswer>();

    expect(body.earningsByDay).toHaveLength(30);
    expect(body.earningsByDay[0]!.date).toBe('2030-04-11');
    expect(body.earningsByDay.at(-1)).toEqual({ date: '2030-05-10', amount: 1890 });
    expect(amountOn(body.earningsByDay, '2030-05-09')).toBe(1200);
    // Decided on the 5th; the gateway's refund on the 6th does not move it.
    expect(amountOn(body.earningsByDay, '2030-05-05')).toBe(-500);
    expect(amountOn(body.earningsByDay, '2030-05-06')).toBe(0);

    expect(body.earningsByPlayDay).toHaveLength(36);
    expect(body.earningsByPlayDay[0]!.date).toBe('2030-04-11');
    expect(body.earningsByPlayDay.at(-1)!.date).toBe('2030-05-16');
    const played = body.earningsByPlayDay.filter((day) => day.amount !== 0);
    expect(played).toEqual([
      { date: '2030-04-20', amount: 1000 },
      { date: '2030-05-10', amount: 290 },
      { date: '2030-05-11', amount: 1200 },
      { date: '2030-05-12', amount: 300 },
      { date: '2030-05-13', amount: 1600 },
    ]);

    expect(body.bookedHoursByDay.slice(0, 4)).toEqual([
      { date: '2030-05-10', hours: 0.48 },
      { date: '2030-05-11', hours: 1.5 },
      { date: '2030-05-12', hours: 0 },
      { date: '2030-05-13', hours: 2 },
    ]);
  });

  it('shows the admin the same figures, and refuses other owners, players and visitors', async () => {
    t.setNow(NOW);
    const { owner, cookies } = await scene();
    const asOwner = (await figures(owner.id, cookies.owner)).json<OwnerTurfsAnswer>();
    const asAdmin = await figures(owner.id, cookies.admin);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json<OwnerTurfsAnswer>().turfStats).toEqual(asOwner.turfStats);
    expect((await figures(owner.id, cookies.otherOwner)).statusCode).toBe(403);
    expect((await figures(owner.id, cookies.player)).statusCode).toBe(403);
    expect((await figures(owner.id)).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/turf/owner-turfs/not-an-id',
      headers: { cookie: cookies.owner },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, message: 'Invalid user id' });
  });
});
