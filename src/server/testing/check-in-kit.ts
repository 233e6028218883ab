import type { App } from '../app';
import type { Db } from '../db/database';
import { createBooking, createTurf, createUser } from './factories';
import { cookieFor } from './requests';

// Steps of the check-in and record tests (docs/decisions/043), as the owner's and the player's
// screens call them.

/** Sunday 2030-05-12, 6:00 PM to 7:00 PM (two days after TEST_NOW). */
export const GAME = { day: '2030-05-12', startMinute: 18 * 60, endMinute: 19 * 60 };

/** The venue's (Mumbai's) wall-clock time as an instant: at('2030-05-12', '17:30'). */
export function at(day: string, time: string): Date {
  return new Date(`${day}T${time}:00+05:30`);
}

/** An owner with a turf, a player with a paid booking on it, and another owner with their own. */
export async function checkInScene(app: App, db: Db) {
  const owner = await createUser(db, 'owner', 'Venue Owner');
  const turf = await createTurf(db, owner.id);
  const player = await createUser(db, 'user', 'Priya Nair');
  const booking = await createBooking(db, { turfId: turf.id, userId: player.id, ...GAME });
  const otherOwner = await createUser(db, 'owner', 'Other Owner');
  const otherTurf = await createTurf(db, otherOwner.id);
  const admin = await createUser(db, 'admin');
  return {
    owner,
    turf,
    player,
    booking,
    otherOwner,
    otherTurf,
    ownerCookie: await cookieFor(app, owner),
    playerCookie: await cookieFor(app, player),
    otherOwnerCookie: await cookieFor(app, otherOwner),
    adminCookie: await cookieFor(app, admin),
  };
}

const headers = (cookie: string | null) => (cookie ? { cookie } : {});

export function checkIn(app: App, cookie: string | null, reference: string) {
  return app.inject({
    method: 'GET',
    url: `/api/v1/owner/check-in/${encodeURIComponent(reference)}`,
    headers: headers(cookie),
  });
}

export function markAttendance(app: App, cookie: string | null, bookingId: string, mark: unknown) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/owner/bookings/${bookingId}/attendance`,
    headers: headers(cookie),
    payload: { mark },
  });
}

export function attendanceDay(app: App, cookie: string | null, query: Record<string, string>) {
  return app.inject({
    method: 'GET',
    url: `/api/v1/owner/attendance?${new URLSearchParams(query)}`,
    headers: headers(cookie),
  });
}

export function playerRecord(app: App, cookie: string | null) {
  return app.inject({ method: 'GET', url: '/api/v1/user/record', headers: headers(cookie) });
}
