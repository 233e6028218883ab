import { beforeEach, describe, expect, it } from 'vitest';
import { ATTENDANCE_MESSAGES } from '../../shared/attendance';
import { GAME, at, attendanceDay, checkInScene, markAttendance } from '../testing/check-in-kit';
import { createBooking, createTurf } from '../testing/factories';
import { TEST_NOW } from '../testing/payment-kit';
import { useTestApp } from '../testing/test-app';
import { recordVenueBooking } from '../testing/venue-booking-kit';

// The owner's day view (docs/decisions/043): one day of one turf, or of all the owner's turfs,
// each booking with its player, its mark and the marks open now.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

describe("the owner's day", () => {
  it("lists the day's bookings and walk-ins in time order, with their marks", async () => {
    const s = await checkInScene(t.app, t.database.db);
    const walkIn = await recordVenueBooking(t.app, s.ownerCookie, s.turf.id, {
      start: 16 * 60,
      end: 17 * 60,
    });
    expect(walkIn.statusCode, walkIn.body).toBe(201);
    // Another day, a cancelled booking and another owner's turf are not in the list.
    await createBooking(t.database.db, {
      turfId: s.turf.id,
      userId: s.player.id,
      day: '2030-05-13',
      startMinute: GAME.startMinute,
      endMinute: GAME.endMinute,
    });
    await createBooking(t.database.db, {
      turfId: s.otherTurf.id,
      userId: s.player.id,
      ...GAME,
    });
    t.setNow(at(GAME.day, '18:05'));
    await markAttendance(t.app, s.ownerCookie, s.booking.id, 'arrived');

    const day = await attendanceDay(t.app, s.ownerCookie, { date: GAME.day, turfId: s.turf.id });
    expect(day.statusCode, day.body).toBe(200);
    expect(day.json()).toMatchObject({
      date: GAME.day,
      today: GAME.day,
      turfs: [{ _id: s.turf.id, name: s.turf.name }],
    });
    expect(
      day.json().bookings.map((entry: Record<string, unknown>) => ({
        startTime: entry.startTime,
        source: entry.source,
        name: (entry.customer as { fullname: string }).fullname,
        attendance: entry.attendance,
        marksOpen: entry.marksOpen,
      })),
    ).toEqual([
      {
        startTime: '4:00 PM',
        source: 'walk_in',
        name: 'Ravi Shah',
        attendance: null,
        marksOpen: ['arrived', 'no_show'],
      },
      {
        startTime: '6:00 PM',
        source: 'online',
        name: 'Priya Nair',
        attendance: 'arrived',
        marksOpen: ['arrived', 'no_show'],
      },
    ]);
  });

  it("lists all the owner's turfs when none is named, today by default", async () => {
    const s = await checkInScene(t.app, t.database.db);
    const second = await createTurf(t.database.db, s.owner.id);
    await createBooking(t.database.db, { turfId: second.id, userId: s.player.id, ...GAME });
    t.setNow(at(GAME.day, '09:00'));
    const day = await attendanceDay(t.app, s.ownerCookie, {});
    expect(day.statusCode, day.body).toBe(200);
    expect(day.json().date).toBe(GAME.day);
    expect(day.json().turfs).toHaveLength(2);
    expect(new Set(day.json().bookings.map((entry: { turfId: string }) => entry.turfId))).toEqual(
      new Set([s.turf.id, second.id]),
    );
  });

  it('is refused to players, other owners and the logged out; the admin names a turf', async () => {
    const s = await checkInScene(t.app, t.database.db);
    const query = { date: GAME.day, turfId: s.turf.id };
    expect((await attendanceDay(t.app, s.playerCookie, query)).statusCode).toBe(403);
    expect((await attendanceDay(t.app, s.otherOwnerCookie, query)).statusCode).toBe(403);
    expect((await attendanceDay(t.app, null, query)).statusCode).toBe(401);
    expect((await attendanceDay(t.app, s.adminCookie, query)).statusCode).toBe(200);
    const unnamed = await attendanceDay(t.app, s.adminCookie, { date: GAME.day });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().message).toBe(ATTENDANCE_MESSAGES.chooseTurf);
    // Another owner's own list never holds this turf's bookings.
    const theirs = await attendanceDay(t.app, s.otherOwnerCookie, { date: GAME.day });
    expect(theirs.json().bookings).toEqual([]);
  });

  it('answers a bad date or turf id with a 400', async () => {
    const s = await checkInScene(t.app, t.database.db);
    const queries: Record<string, string>[] = [
      { date: '2030-02-30' },
      { date: '2099-01-01' },
      { turfId: 'nope' },
    ];
    for (const query of queries) {
      const refused = await attendanceDay(t.app, s.ownerCookie, query);
      expect(refused.statusCode, JSON.stringify(query)).toBe(400);
    }
  });
});
