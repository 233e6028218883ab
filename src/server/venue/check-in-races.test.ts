import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { ATTENDANCE_MESSAGES } from '../../shared/attendance';
import { zonedNow } from '../../shared/time';
import { bookings } from '../db/schema-bookings';
import { cancelBooking } from '../testing/aftercare-kit';
import { GAME, at, checkInScene, markAttendance } from '../testing/check-in-kit';
import { TEST_NOW } from '../testing/payment-kit';
import {
  call,
  killLeftovers,
  startTwoServers,
  type ServerProcess,
} from '../testing/server-process';
import { demoLogin } from '../testing/race-kit';
import { useTestApp } from '../testing/test-app';
import { WALK_IN } from '../testing/venue-booking-kit';

// A mark racing a cancellation of the same booking (docs/decisions/043): the mark is written only
// on a booking still confirmed (a compare-and-swap under the booking's lock), so either it lands
// first and the cancel follows, or the cancel wins and the mark is a 409; never a server fault,
// never a mark on a booking cancelled before it. In one process here (on PostgreSQL the requests
// really overlap), and across two server processes on one PostgreSQL database below.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata', AUTH_RATE_LIMIT: '1000' });
beforeEach(() => t.setNow(TEST_NOW));

function expectMarkOrRefusal(mark: { status: number; body: { message?: string } }) {
  expect([200, 409], JSON.stringify(mark.body)).toContain(mark.status);
  if (mark.status === 409) expect(mark.body.message).toBe(ATTENDANCE_MESSAGES.notMarkable);
}

describe('a mark and a player cancel at once', () => {
  it('either marks first or is refused, in one process', async () => {
    const s = await checkInScene(t.app, t.database.db);
    t.setNow(at(GAME.day, '17:40'));
    const [mark, cancel] = await Promise.all([
      markAttendance(t.app, s.ownerCookie, s.booking.id, 'arrived'),
      cancelBooking(t.app, s.playerCookie, s.booking.id),
    ]);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expectMarkOrRefusal({ status: mark.statusCode, body: mark.json() });
    const [row] = await t.database.db
      .select({ status: bookings.status, attendance: bookings.attendance })
      .from(bookings)
      .where(eq(bookings.id, s.booking.id));
    expect(row!.status).toBe('cancelled');
    expect(row!.attendance).toBe(mark.statusCode === 200 ? 'arrived' : null);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
const processes: ServerProcess[] = [];
afterAll(() => killLeftovers(processes));

describe.skipIf(!serverUrl)('a mark and a cancel on two server processes', () => {
  it('never mark a walk-in the other process cancelled first', async () => {
    // Real time: a walk-in at the next half-hour today, which Arrived is open for already.
    const now = zonedNow(new Date(), 'Asia/Kolkata');
    const start = Math.ceil((now.minutes + 1) / 30) * 30;
    if (start < 6 * 60 || start + 30 > 23 * 60 + 30) return;
    const [a, b] = await startTwoServers(serverUrl!, processes);
    const owner = await demoLogin(a.url, 'owner');
    const mine = await call(a.url, `/api/v1/turf/owner-turfs/${owner.userId}`, {
      cookie: owner.cookie,
    });
    const turf = (mine.body.turfs as { _id: string; state: boolean }[]).find((each) => each.state)!;
    const recorded = await call(a.url, `/api/v1/owner/turfs/${turf._id}/venue-bookings`, {
      method: 'POST',
      cookie: owner.cookie,
      body: JSON.stringify({ ...WALK_IN, date: now.date, start, end: start + 30 }),
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    const bookingId = recorded.body.booking._id as string;
    const [mark, cancel] = await Promise.all([
      call(a.url, `/api/v1/owner/bookings/${bookingId}/attendance`, {
        method: 'POST',
        cookie: owner.cookie,
        body: JSON.stringify({ mark: 'arrived' }),
      }),
      call(b.url, `/api/v1/owner/venue-bookings/${bookingId}/cancel`, {
        method: 'POST',
        cookie: owner.cookie,
        body: '{}',
      }),
    ]);
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expectMarkOrRefusal(mark);
    const found = await call(b.url, `/api/v1/owner/check-in/${recorded.body.booking.reference}`, {
      cookie: owner.cookie,
    });
    expect(found.body.booking).toMatchObject({
      status: 'cancelled',
      attendance: mark.status === 200 ? 'arrived' : null,
    });
    for (const server of [a, b]) expect(await server.stop()).toBe(0);
  }, 240_000);
});
