import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, zonedNow } from '../../shared/time';
import { createBooking, createTurf, createUser } from '../testing/factories';
import {
  call,
  playerCookie,
  killLeftovers,
  startTwoServers,
  type ServerProcess,
} from '../testing/server-process';
import { useTestApp } from '../testing/test-app';

// The slot search reads the trigger's day bits fresh (docs/decisions/027): a hold that runs out
// frees its slot by the clock alone, a change is seen by the next search, and a change made
// through another process too.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
// 10:00 AM in Mumbai on 2030-05-10.
const NOW = new Date('2030-05-10T04:30:00Z');
beforeEach(() => t.setNow(NOW));

const freeTurfNames = async (query: string) => {
  const answer = await t.app.inject({ method: 'GET', url: `/api/v1/turf/getTurf?${query}` });
  expect(answer.statusCode).toBe(200);
  return (answer.json().turfs as { name: string }[]).map((turf) => turf.name);
};

describe('the slot search and holds', () => {
  it('frees a slot when its hold runs out, by the clock alone, and still sees the next hold', async () => {
    const owner = await createUser(t.database.db, 'owner');
    const player = await createUser(t.database.db, 'user');
    const search = 'date=2030-05-11&from=19:00&minutes=90';
    const turfs: { id: string }[] = [];
    for (const name of ['Ran Out', 'Live', 'Soon', 'Open'])
      turfs.push(await createTurf(t.database.db, owner.id, { name }));
    const hold = (turf: number, minutesLeft: number) =>
      createBooking(t.database.db, {
        turfId: turfs[turf]!.id,
        userId: player.id,
        day: '2030-05-11',
        startMinute: 1140,
        endMinute: 1200,
        status: 'pending',
        paymentStatus: 'unpaid',
        holdExpiresAt: new Date(NOW.getTime() + minutesLeft * 60_000),
      });
    await hold(0, -1);
    await hold(1, 30);
    await hold(2, 2);
    // Still pending in the table (housekeeping has not marked it), but no longer taking its slot.
    expect(await freeTurfNames(search)).toEqual(['Open', 'Ran Out']);

    t.setNow(new Date(NOW.getTime() + 3 * 60_000));
    expect(await freeTurfNames(search)).toEqual(['Open', 'Ran Out', 'Soon']);
    // What the run-out holds taught the search does not hide a later change of those turfs.
    const paidAt8 = (turf: number) =>
      createBooking(t.database.db, {
        turfId: turfs[turf]!.id,
        userId: player.id,
        day: '2030-05-11',
        startMinute: 1200,
        endMinute: 1230,
      });
    await paidAt8(0);
    expect(await freeTurfNames(search)).toEqual(['Open', 'Soon']);
    await paidAt8(2);
    expect(await freeTurfNames(`${search}&limit=5`)).toEqual(['Open']);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
const processes: ServerProcess[] = [];
afterAll(() => killLeftovers(processes));

describe.skipIf(!serverUrl)('the slot search across two server processes', () => {
  it('does not offer a slot held through the other process a moment before', async () => {
    const [a, b] = await startTwoServers(serverUrl!, processes);
    // Real time: the slot must be in the future.
    const date = addDays(zonedNow(new Date(), 'Asia/Kolkata').date, 5);
    const search = `/api/v1/turf/getTurf?date=${date}&from=22:00&minutes=30`;
    const before = (await call(a.url, search)).body.turfs as {
      _id: string;
      freeSlots: { amount: string }[];
    }[];
    expect(before.length).toBeGreaterThan(0);
    for (let round = 0; round < 3; round += 1) {
      const target = before[round]!;
      const cookie = await playerCookie(b.url, round + 1);
      const held = await call(b.url, '/api/v1/payment/post-payment', {
        method: 'POST',
        cookie,
        body: JSON.stringify({
          // What the search said the time costs, as a hold now (docs/decisions/034).
          amount: target.freeSlots[0]!.amount,
          currency: 'inr',
          booking: {
            turfId: target._id,
            bookingDate: date,
            startTime: '10:00 PM',
            endTime: '10:30 PM',
          },
        }),
      });
      expect(held.status, JSON.stringify(held.body)).toBe(200);
      // At once, with no wait: the search in process A must already know.
      const after = (await call(a.url, search)).body.turfs as { _id: string }[];
      expect(after.map((found) => found._id)).not.toContain(target._id);
    }
    for (const server of [a, b]) expect(await server.stop()).toBe(0);
  }, 120_000);
});
