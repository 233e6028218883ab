import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { SLOT_TAKEN, timeLabel as label } from '../../shared/slots';
import { addDays, zonedNow } from '../../shared/time';
import { createUser } from '../testing/factories';
import { TEST_NOW, paymentScene, postPayment } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import {
  call,
  killLeftovers,
  playerCookie,
  startTwoServers,
  type ServerProcess,
} from '../testing/server-process';
import { demoLogin } from '../testing/race-kit';
import { useTestApp } from '../testing/test-app';
import { WALK_IN, recordVenueBooking } from '../testing/venue-booking-kit';

// The owner recording a walk-in and a player holding the same slot of a one-court turf at the same
// moment (docs/decisions/032): exactly one of them gets it, the other the spec's 409, never a
// server fault. In one process here (on PostgreSQL the two requests really overlap), and across
// two server processes on one PostgreSQL database below.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata', AUTH_RATE_LIMIT: '1000' });
beforeEach(() => t.setNow(TEST_NOW));

interface Answer {
  status: number;
  body: { message?: string };
}

/** One of the two got the slot (201 for the walk-in, 200 for the hold), the other 409. */
function expectOneWinner(walkIn: Answer, hold: Answer) {
  const statuses = [walkIn.status, hold.status];
  expect(
    [
      [201, 409],
      [409, 200],
    ],
    JSON.stringify([walkIn.body, hold.body]),
  ).toContainEqual(statuses);
  const loser = walkIn.status === 409 ? walkIn : hold;
  expect(loser.body.message).toBe(SLOT_TAKEN);
}

/** Eight half-hours of an evening, each raced for once. */
const HALF_HOURS = Array.from({ length: 8 }, (_, i) => 18 * 60 + i * 30);

describe('a walk-in and an online hold for one slot, one court', () => {
  it('never both succeed, in one process', async () => {
    const { turf, owner } = await paymentScene(t.app, t.database.db);
    const ownerCookie = await cookieFor(t.app, owner);
    for (const start of HALF_HOURS) {
      // A player per slot: a player's new hold gives up their other holds on that turf's day.
      const cookie = await cookieFor(t.app, await createUser(t.database.db, 'user'));
      const [walkIn, hold] = await Promise.all([
        recordVenueBooking(t.app, ownerCookie, turf.id, { start, end: start + 30 }),
        postPayment(t.app, cookie, {
          amount: '500.00',
          currency: 'inr',
          booking: {
            turfId: turf.id,
            bookingDate: WALK_IN.date,
            startTime: label(start),
            endTime: label(start + 30),
          },
        }),
      ]);
      const answers = [walkIn, hold].map((r) => ({ status: r.statusCode, body: r.json() }));
      expectOneWinner(answers[0]!, answers[1]!);
    }
    const grid = await t.app.inject({ url: `/api/v1/booking/get-turf-bookings/${turf.id}` });
    // Each slot taken once: by the walk-in, or by the player's hold.
    expect(grid.json().bookings).toHaveLength(HALF_HOURS.length);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
const processes: ServerProcess[] = [];
afterAll(() => killLeftovers(processes));

describe.skipIf(!serverUrl)('a walk-in and an online hold on two server processes', () => {
  it('give each slot of a one-court demo turf to exactly one of them', async () => {
    const [a, b] = await startTwoServers(serverUrl!, processes);
    const owner = await demoLogin(a.url, 'owner');
    const mine = await call(a.url, `/api/v1/turf/owner-turfs/${owner.userId}`, {
      cookie: owner.cookie,
    });
    const turf = (
      mine.body.turfs as { _id: string; state: boolean; price: number; courts?: unknown[] }[]
    ).find((candidate) => candidate.state && candidate.courts?.length === 1)!;
    expect(turf).toBeDefined();
    // Real time: the slots must be in the future, and clear of the demo's own bookings.
    const date = addDays(zonedNow(new Date(), 'Asia/Kolkata').date, 6);
    const grid = await call(
      b.url,
      `/api/v1/booking/get-turf-bookings/${turf._id}?from=${date}&to=${date}`,
    );
    expect(grid.body.bookings).toEqual([]);
    for (const [i, start] of HALF_HOURS.entries()) {
      const player = await playerCookie(b.url, 200 + i);
      const [walkIn, hold] = await Promise.all([
        call(a.url, `/api/v1/owner/turfs/${turf._id}/venue-bookings`, {
          method: 'POST',
          cookie: owner.cookie,
          body: JSON.stringify({ ...WALK_IN, date, start, end: start + 30 }),
        }),
        call(b.url, '/api/v1/payment/post-payment', {
          method: 'POST',
          cookie: player,
          body: JSON.stringify({
            amount: (turf.price / 2).toFixed(2),
            currency: 'inr',
            booking: {
              turfId: turf._id,
              bookingDate: date,
              startTime: label(start),
              endTime: label(start + 30),
            },
          }),
        }),
      ]);
      // A price the client got wrong is refused before any slot is held: not this test's race.
      if (hold.status === 400) throw new Error(JSON.stringify(hold.body));
      expectOneWinner(walkIn, hold);
    }
    for (const server of [a, b]) expect(await server.stop()).toBe(0);
  }, 240_000);
});
