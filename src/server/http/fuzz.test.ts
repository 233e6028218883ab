import { describe, expect, it } from 'vitest';
import { loadDemoDataOnce } from '../demo/seed';
import { zonedNow, addDays } from '../../shared/time';
import { createBooking, createTurf, createUser } from '../testing/factories';
import { checkStreamCaps, fuzzApi } from '../testing/fuzz';
import { fuzzDates } from '../testing/fuzz-dates';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';
import { turfs } from '../db/schema';

// 20,000 requests with a fixed seed (about 25 s on PGlite); FUZZ_REQUESTS and FUZZ_SEED explore more.
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 20_000);
const DATE_REQUESTS = Number(process.env.FUZZ_DATE_REQUESTS ?? 2_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);

const t = useTestApp();

describe('hostile and random requests to every route', () => {
  it(`answer ${REQUESTS} of them without a 5xx or a stack trace`, async () => {
    await loadDemoDataOnce(t.database.db);
    const people = await Promise.all(
      (['user', 'owner', 'admin'] as const).map((role) => createUser(t.database.db, role)),
    );
    const turfIds = (await t.database.db.select({ id: turfs.id }).from(turfs)).map((x) => x.id);
    const report = await fuzzApi(
      t.app,
      {
        cookies: await Promise.all(people.map((person) => cookieFor(t.app, person))),
        ids: [...people.map((person) => person.id), ...turfIds.slice(0, 5)],
      },
      { requests: REQUESTS, seed: SEED },
    );
    expect(report.failures).toEqual([]);
    expect(report.requests).toBe(REQUESTS);
    // The fuzzing reached past validation too.
    expect(report.byStatus['2xx'] ?? 0).toBeGreaterThan(0);
  }, 240_000);

  it('meet one cap per client address on every event stream', async () => {
    const owner = await createUser(t.database.db, 'owner');
    const turf = await createTurf(t.database.db, owner.id);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    const { perAddress } = t.context.config.liveStreams;
    expect(await checkStreamCaps(t.app, base, turf.id, perAddress)).toEqual([]);
  });

  it(`answer ${DATE_REQUESTS} far-dated requests to every route that takes a date without a 5xx`, async () => {
    await loadDemoDataOnce(t.database.db);
    const db = t.database.db;
    const [player, owner, admin] = await Promise.all(
      (['user', 'owner', 'admin'] as const).map((role) => createUser(db, role)),
    );
    const turf = await createTurf(db, owner!.id);
    const tomorrow = addDays(zonedNow(new Date(), t.context.config.venueTimeZone).date, 1);
    const booking = await createBooking(db, {
      turfId: turf.id,
      userId: player!.id,
      day: tomorrow,
      startMinute: 18 * 60,
      endMinute: 19 * 60,
    });
    const people = [player!, owner!, admin!];
    const report = await fuzzDates(
      t.app,
      {
        cookies: await Promise.all(people.map((person) => cookieFor(t.app, person))),
        ids: [turf.id, booking.id, ...people.map((person) => person.id)],
      },
      { requests: DATE_REQUESTS, seed: SEED, today: addDays(tomorrow, -1) },
    );
    expect(report.failures).toEqual([]);
    expect(report.requests).toBe(DATE_REQUESTS);
    // Every family of date routes is reached: the grid, bookings, moves, owner tools, exports.
    expect(report.operations).toEqual(
      expect.arrayContaining([
        'GET /api/v1/turf/getTurf',
        'GET /api/v1/booking/get-turf-bookings/{turfId}',
        'POST /api/v1/payment/post-payment',
        'POST /api/v1/booking/{bookingId}/reschedule',
        'GET /api/v1/owner/turfs/{turfId}/calendar',
        'POST /api/v1/owner/turfs/{turfId}/blocks',
        'POST /api/v1/owner/turfs/{turfId}/cancellations',
        'GET /api/v1/owner/turfs/{turfId}/bookings.csv',
      ]),
    );
    // Far dates got past validation to the windows: most answers are the windows' 400s.
    expect(report.byStatus['4xx'] ?? 0).toBeGreaterThan(DATE_REQUESTS / 2);
  }, 240_000);
});
