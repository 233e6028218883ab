import { beforeEach, describe, expect, it } from 'vitest';
import { playerRecordCountsOf } from '../bookings/attendance';
import { GAME, at, checkInScene, markAttendance, playerRecord } from '../testing/check-in-kit';
import { createBooking, createUser } from '../testing/factories';
import { TEST_NOW } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';
import { recordVenueBooking } from '../testing/venue-booking-kit';

// A player's own record (docs/decisions/043): games played, late cancellations, no-shows and
// unpaid shares, and the reliability figure they make.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

describe("a player's record", () => {
  it('counts played, late cancellations and no-shows, and nothing the venue did', async () => {
    const s = await checkInScene(t.app, t.database.db);
    const db = t.database.db;
    const mine = { turfId: s.turf.id, userId: s.player.id };
    const slot = (day: string, hour: number) => ({
      day,
      startMinute: hour * 60,
      endMinute: hour * 60 + 60,
    });
    // Played: two past bookings (one marked Arrived); a future one is not played yet.
    const arrived = await createBooking(db, { ...mine, ...slot('2030-05-11', 7) });
    await createBooking(db, { ...mine, ...slot('2030-05-11', 8) });
    // A no-show.
    const missed = await createBooking(db, { ...mine, ...slot('2030-05-11', 9) });
    // Cancelled by the player 23:59 before the start (late), and exactly 24 hours before (not).
    await createBooking(db, {
      ...mine,
      ...slot('2030-05-12', 10),
      status: 'cancelled',
      cancelledAt: at('2030-05-11', '10:01'),
      cancelledBy: 'player',
    });
    await createBooking(db, {
      ...mine,
      ...slot('2030-05-12', 11),
      status: 'cancelled',
      cancelledAt: at('2030-05-11', '11:00'),
      cancelledBy: 'player',
    });
    // Cancelled by the venue (a rain-out) an hour before: not the player's doing.
    await createBooking(db, {
      ...mine,
      ...slot('2030-05-12', 12),
      status: 'cancelled',
      cancelledAt: at('2030-05-12', '11:00'),
      cancelledBy: 'owner',
      cancelReason: 'Rain',
    });
    // A walk-in recorded by the owner counts in no player's record.
    expect(
      (await recordVenueBooking(t.app, s.ownerCookie, s.turf.id, { start: 6 * 60, end: 7 * 60 }))
        .statusCode,
    ).toBe(201);

    t.setNow(at('2030-05-11', '09:30'));
    expect((await markAttendance(t.app, s.ownerCookie, arrived.id, 'arrived')).statusCode).toBe(
      200,
    );
    expect((await markAttendance(t.app, s.ownerCookie, missed.id, 'no_show')).statusCode).toBe(200);
    t.setNow(at(GAME.day, '20:00'));
    const record = await playerRecord(t.app, s.playerCookie);
    expect(record.statusCode, record.body).toBe(200);
    // GAME (today 6 to 7 PM) is played too: 3 played of 5 counted.
    expect(record.json()).toMatchObject({
      success: true,
      record: { played: 3, lateCancellations: 1, noShows: 1, unpaidShares: 0 },
      reliability: { kind: 'rated', percent: 60 },
      label: '60% reliable',
    });
    // What counts against it, newest first: the late cancellation, then the no-show.
    expect(record.json().countedAgainst).toEqual([
      expect.objectContaining({
        date: '2030-05-12',
        startTime: '10:00 AM',
        endTime: '11:00 AM',
        turfName: s.turf.name,
        kind: 'late_cancellation',
      }),
      expect.objectContaining({
        bookingId: missed.id,
        reference: missed.reference,
        date: '2030-05-11',
        startTime: '9:00 AM',
        kind: 'no_show',
      }),
    ]);
    const ownersRecord = await playerRecord(t.app, s.ownerCookie);
    expect(ownersRecord.json().record).toEqual({
      played: 0,
      lateCancellations: 0,
      noShows: 0,
      unpaidShares: 0,
    });
  });

  it('shows a player without bookings as new, and only to themselves', async () => {
    const newcomer = await createUser(t.database.db, 'user');
    const record = await playerRecord(t.app, await cookieFor(t.app, newcomer));
    expect(record.json()).toMatchObject({
      reliability: { kind: 'new', counted: 0 },
      label: 'New player',
      countedAgainst: [],
    });
    expect((await playerRecord(t.app, null)).statusCode).toBe(401);
  });

  it('counts a game played only once its end has passed', async () => {
    const s = await checkInScene(t.app, t.database.db);
    t.setNow(at(GAME.day, '18:59'));
    expect((await playerRecord(t.app, s.playerCookie)).json().record.played).toBe(0);
    t.setNow(at(GAME.day, '19:00'));
    expect((await playerRecord(t.app, s.playerCookie)).json().record.played).toBe(1);
  });

  it("reads several players' records at once, each only their own", async () => {
    const s = await checkInScene(t.app, t.database.db);
    const db = t.database.db;
    const other = await createUser(db, 'user', 'Other Player');
    const newcomer = await createUser(db, 'user', 'New Player');
    const game = (userId: string, hour: number, extra = {}) =>
      createBooking(db, {
        turfId: s.turf.id,
        userId,
        day: '2030-05-11',
        startMinute: hour * 60,
        endMinute: hour * 60 + 60,
        ...extra,
      });
    await game(s.player.id, 7);
    await game(s.player.id, 8);
    await game(other.id, 9);
    await game(other.id, 10, {
      status: 'cancelled',
      cancelledAt: at('2030-05-11', '09:30'),
      cancelledBy: 'player',
    });
    const clock = { now: at('2030-05-11', '12:00'), timeZone: 'Asia/Kolkata' };
    const records = await playerRecordCountsOf(
      db,
      [other.id, s.player.id, newcomer.id, other.id],
      clock,
    );
    expect([...records.keys()]).toEqual([other.id, s.player.id, newcomer.id]);
    const none = { played: 0, lateCancellations: 0, noShows: 0, unpaidShares: 0 };
    expect(records.get(s.player.id)).toEqual({ ...none, played: 2 });
    expect(records.get(other.id)).toEqual({ ...none, played: 1, lateCancellations: 1 });
    expect(records.get(newcomer.id)).toEqual(none);
  });
});
