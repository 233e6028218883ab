import { describe, expect, it } from 'vitest';
import type { OwnerTurfsAnswer } from '../../shared/api/owner-contract';
import { createBooking, createTurfWithCourts, createUser } from '../testing/factories';
import { TEST_NOW } from '../testing/payment-kit';
import { parseCsv } from '../testing/parse-csv';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';

// The court in the owner's numbers and files (docs/decisions/030): a venue of two halves, the
// whole pitch made of them and a cricket box. Now is Friday 2030-05-10, 10:00 in Mumbai.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
const H = 60;
/** Open 6 PM – 10 PM every day: 8 half-hours a day, 56 in the week. */
const EVENINGS = Array.from({ length: 7 }, () => ({ open: 18 * H, close: 22 * H }));

async function scene() {
  t.setNow(TEST_NOW);
  const db = t.database.db;
  const owner = await createUser(db, 'owner');
  const player = await createUser(db, 'user', 'Asha Patil');
  const venue = await createTurfWithCourts(
    db,
    owner.id,
    [
      { name: 'Half A', sports: ['football'] },
      { name: 'Half B', sports: ['football'] },
      { name: 'Full pitch', sports: ['football'], parts: ['Half A', 'Half B'] },
      { name: 'Box', sports: ['cricket'] },
    ],
    { name: 'Kick Off', openingHours: EVENINGS },
  );
  const book = (court: string, day: string, start: number, end: number) =>
    createBooking(db, {
      turfId: venue.turf.id,
      userId: player.id,
      courtId: venue.court[court]!,
      day,
      startMinute: start,
      endMinute: end,
    });
  return { owner, venue, book, cookie: await cookieFor(t.app, owner) };
}

describe("courts in the owner's numbers", () => {
  it('counts the venue in plain courts’ half-hours and each court on its own', async () => {
    const { owner, venue, book, cookie } = await scene();
    await book('Full pitch', '2030-05-11', 18 * H, 19 * H); // 2 cells on each half
    await book('Half A', '2030-05-12', 20 * H, 21 * H); // 2 cells on Half A
    await book('Box', '2030-05-12', 18 * H, 22 * H); // the box's whole evening: 8 cells
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/v1/turf/owner-turfs/${owner.id}`,
      headers: { cookie },
    });
    const [stats] = answer.json<OwnerTurfsAnswer>().turfStats;
    // Three plain courts (two halves and the box), 56 cells each.
    expect(stats!.occupancy).toEqual({ openHalfHours: 3 * 56, soldHalfHours: 2 + 2 + 2 + 8 });
    expect(stats!.courts).toEqual([
      { courtId: venue.court['Half A'], name: 'Half A', openHalfHours: 56, soldHalfHours: 2 },
      { courtId: venue.court['Half B'], name: 'Half B', openHalfHours: 56, soldHalfHours: 0 },
      {
        courtId: venue.court['Full pitch'],
        name: 'Full pitch',
        openHalfHours: 56,
        soldHalfHours: 2,
      },
      { courtId: venue.court['Box'], name: 'Box', openHalfHours: 56, soldHalfHours: 8 },
    ]);
  });

  it('writes each booking’s court in its own column of the CSV, after the older ones', async () => {
    const { venue, book, cookie } = await scene();
    await book('Full pitch', '2030-05-11', 18 * H, 19 * H);
    await book('Box', '2030-05-12', 18 * H, 19 * H);
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/v1/owner/turfs/${venue.turf.id}/bookings.csv?from=2030-05-01&to=2030-05-31`,
      headers: { cookie },
    });
    const [header, ...rows] = parseCsv(file.body);
    const court = header!.indexOf('Court');
    // After every column that files made before courts had (Payment ID the last of them).
    expect(court).toBe(header!.indexOf('Payment ID') + 1);
    expect(rows.map((row) => [row[1], row[court]])).toEqual([
      ['2030-05-11', 'Full pitch'],
      ['2030-05-12', 'Box'],
    ]);
  });
});
