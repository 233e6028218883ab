import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { INVALID_ATTENDANCE_MARK } from '../../shared/api/check-in-contract';
import { ATTENDANCE_MESSAGES } from '../../shared/attendance';
import { NOT_YOUR_TURF } from '../auth/venue-access';
import { bookings } from '../db/schema-bookings';
import { GAME, at, checkIn, checkInScene, markAttendance } from '../testing/check-in-kit';
import { createBooking } from '../testing/factories';
import { TEST_NOW } from '../testing/payment-kit';
import { useTestApp } from '../testing/test-app';
import { recordVenueBooking } from '../testing/venue-booking-kit';

// The owner's check-in by reference and the Arrived / No-show marks (docs/decisions/043).

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

async function markOf(bookingId: string) {
  const [row] = await t.database.db
    .select({
      attendance: bookings.attendance,
      by: bookings.attendanceMarkedBy,
      at: bookings.attendanceMarkedAt,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row!;
}

describe('finding a booking by its reference', () => {
  it("shows the owner their player's booking, however the reference is typed", async () => {
    const s = await checkInScene(t.app, t.database.db);
    const typed = s.booking.reference.toLowerCase().replace('-', ' ');
    const found = await checkIn(t.app, s.ownerCookie, typed);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().booking).toMatchObject({
      _id: s.booking.id,
      reference: s.booking.reference,
      turfName: s.turf.name,
      date: GAME.day,
      startTime: '6:00 PM',
      endTime: '7:00 PM',
      source: 'online',
      customer: { fullname: 'Priya Nair', mobilenumber: s.player.mobilenumber },
      attendance: null,
      marksOpen: [],
    });
    expect((await checkIn(t.app, s.adminCookie, s.booking.reference)).statusCode).toBe(200);
  });

  it("answers another owner's reference as a missing one, with nothing of the customer", async () => {
    const s = await checkInScene(t.app, t.database.db);
    const other = await checkIn(t.app, s.otherOwnerCookie, s.booking.reference);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ success: false, message: ATTENDANCE_MESSAGES.notFound });
    expect(other.body).not.toContain('Priya');
    const missing = await checkIn(t.app, s.ownerCookie, 'TB-222222');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(ATTENDANCE_MESSAGES.notFound);
  });

  it('refuses players, the logged out, and what cannot be a reference', async () => {
    const s = await checkInScene(t.app, t.database.db);
    expect((await checkIn(t.app, s.playerCookie, s.booking.reference)).statusCode).toBe(403);
    expect((await checkIn(t.app, null, s.booking.reference)).statusCode).toBe(401);
    for (const bad of ['TB-0O1IL0', 'hello', 'x'.repeat(41)]) {
      const refused = await checkIn(t.app, s.ownerCookie, bad);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().message).toBe(ATTENDANCE_MESSAGES.badReference);
    }
  });
});

describe('marking Arrived and No-show', () => {
  it('checks a player in from 30 minutes before, recording who and when', async () => {
    const s = await checkInScene(t.app, t.database.db);
    t.setNow(at(GAME.day, '17:29'));
    const early = await markAttendance(t.app, s.ownerCookie, s.booking.id, 'arrived');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(ATTENDANCE_MESSAGES.tooEarlyToArrive(GAME.startMinute));
    expect((await markOf(s.booking.id)).attendance).toBeNull();

    t.setNow(at(GAME.day, '17:30'));
    const marked = await markAttendance(t.app, s.ownerCookie, s.booking.id, 'arrived');
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({
      message: 'Marked Arrived: Priya Nair.',
      booking: { attendance: 'arrived', marksOpen: ['arrived'] },
    });
    expect(await markOf(s.booking.id)).toEqual({
      attendance: 'arrived',
      by: s.owner.id,
      at: at(GAME.day, '17:30'),
    });
  });

  it('marks a no-show only from the start, and corrects a mark until the next day ends', async () => {
    const s = await checkInScene(t.app, t.database.db);
    t.setNow(at(GAME.day, '17:59'));
    const early = await markAttendance(t.app, s.ownerCookie, s.booking.id, 'no_show');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(ATTENDANCE_MESSAGES.tooEarlyForNoShow);

    t.setNow(at(GAME.day, '18:00'));
    expect((await markAttendance(t.app, s.ownerCookie, s.booking.id, 'no_show')).statusCode).toBe(
      200,
    );
    t.setNow(at('2030-05-13', '23:59'));
    expect((await markAttendance(t.app, s.ownerCookie, s.booking.id, 'arrived')).statusCode).toBe(
      200,
    );
    expect((await markOf(s.booking.id)).attendance).toBe('arrived');
    expect((await markAttendance(t.app, s.ownerCookie, s.booking.id, null)).statusCode).toBe(200);
    expect((await markOf(s.booking.id)).attendance).toBeNull();

    t.setNow(at('2030-05-14', '00:00'));
    const late = await markAttendance(t.app, s.ownerCookie, s.booking.id, 'no_show');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(ATTENDANCE_MESSAGES.tooLate);
    expect((await markOf(s.booking.id)).attendance).toBeNull();
  });

  it('refuses a cancelled booking, an unpaid hold and a block', async () => {
    const s = await checkInScene(t.app, t.database.db);
    t.setNow(at(GAME.day, '18:30'));
    const base = { turfId: s.turf.id, userId: s.player.id, day: GAME.day };
    const cancelled = await createBooking(t.database.db, {
      ...base,
      startMinute: 8 * 60,
      endMinute: 9 * 60,
      status: 'cancelled',
      cancelledAt: TEST_NOW,
    });
    const hold = await createBooking(t.database.db, {
      ...base,
      startMinute: 9 * 60,
      endMinute: 10 * 60,
      status: 'pending',
      paymentStatus: 'unpaid',
      holdExpiresAt: at(GAME.day, '18:35'),
    });
    for (const id of [cancelled.id, hold.id]) {
      const refused = await markAttendance(t.app, s.ownerCookie, id, 'arrived');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(ATTENDANCE_MESSAGES.notMarkable);
      expect((await markOf(id)).attendance).toBeNull();
    }
    const block = await createBooking(t.database.db, {
      ...base,
      userId: s.owner.id,
      startMinute: 10 * 60,
      endMinute: 11 * 60,
      status: 'blocked',
      paymentStatus: 'unpaid',
      paymentId: null,
      amountPaise: 0,
      blockReason: 'Repairs',
    });
    expect((await markAttendance(t.app, s.ownerCookie, block.id, 'arrived')).statusCode).toBe(404);
  });

  it('is refused to players, other owners and the logged out; the admin may', async () => {
    const s = await checkInScene(t.app, t.database.db);
    t.setNow(at(GAME.day, '18:10'));
    expect((await markAttendance(t.app, s.playerCookie, s.booking.id, 'arrived')).statusCode).toBe(
      403,
    );
    const other = await markAttendance(t.app, s.otherOwnerCookie, s.booking.id, 'no_show');
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(NOT_YOUR_TURF);
    expect((await markAttendance(t.app, null, s.booking.id, 'arrived')).statusCode).toBe(401);
    expect((await markOf(s.booking.id)).attendance).toBeNull();
    expect((await markAttendance(t.app, s.adminCookie, s.booking.id, 'arrived')).statusCode).toBe(
      200,
    );
  });

  it('answers a bad mark, a bad id and an unknown booking with a 4xx', async () => {
    const s = await checkInScene(t.app, t.database.db);
    t.setNow(at(GAME.day, '18:10'));
    const bad = await markAttendance(t.app, s.ownerCookie, s.booking.id, 'late');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(INVALID_ATTENDANCE_MARK);
    expect((await markAttendance(t.app, s.ownerCookie, 'nope', 'arrived')).statusCode).toBe(400);
    const unknown = await markAttendance(
      t.app,
      s.ownerCookie,
      '00000000-0000-4000-8000-000000000000',
      'arrived',
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('marks a walk-in, found by its reference, with the customer the owner named', async () => {
    const s = await checkInScene(t.app, t.database.db);
    const recorded = await recordVenueBooking(t.app, s.ownerCookie, s.turf.id, {
      start: 20 * 60,
      end: 21 * 60,
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const reference = recorded.json().booking.reference as string;
    t.setNow(at(GAME.day, '19:45'));
    const found = await checkIn(t.app, s.ownerCookie, reference);
    expect(found.json().booking).toMatchObject({
      source: 'walk_in',
      customer: { fullname: 'Ravi Shah' },
      marksOpen: ['arrived'],
    });
    const marked = await markAttendance(t.app, s.ownerCookie, found.json().booking._id, 'arrived');
    expect(marked.statusCode, marked.body).toBe(200);
  });
});
