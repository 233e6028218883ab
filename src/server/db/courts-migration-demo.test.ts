import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCourt } from '../../shared/courts';
import { DEMO_TURFS, demoTurfImagePath } from '../demo/demo-turfs';
import {
  OLD_OWNER as OWNER,
  OLD_PLAYER as PLAYER,
  databaseBefore,
} from '../testing/migrations-up-to';

// Every migration from courts on (0014 and after, docs/decisions/029) over a copy of the demo
// data as a database made before courts held it: every demo listing, each approved one with
// paid bookings, cancelled ones, a live hold and an owner's block. Nothing is lost: every row
// stays, on its own listing's one court, with its money as it was.

let database: Awaited<ReturnType<typeof databaseBefore>>;
let client: Awaited<ReturnType<typeof databaseBefore>>['client'];

interface BookingFacts {
  n: number;
  paise: string;
}

async function bookingFacts(): Promise<BookingFacts> {
  const { rows } = await client.query<BookingFacts>(
    `select count(*)::int as n, coalesce(sum(amount_paise), 0)::text as paise from bookings`,
  );
  return rows[0]!;
}

let facts: BookingFacts;

beforeAll(async () => {
  database = await databaseBefore(13);
  client = database.client;
  await client.exec(``);
  for (const turf of DEMO_TURFS) {
    await client.query(
      `insert into turfs (name, image_url, location, sports_type, price_paise, approved, address,
                          maps_link, description, owner_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        turf.name,
        demoTurfImagePath(turf.slug),
        turf.location,
        turf.sports_type,
        turf.price * 100,
        turf.approved,
        turf.address,
        turf.linkes,
        turf.description,
        OWNER,
      ],
    );
  }
  // Each approved listing: three paid bookings and a cancelled one over three days, a live hold
  // and an owner's block at night.
  await client.exec(`
    insert into bookings (turf_id, user_id, day, start_minute, end_minute, status, amount_paise,
                          payment_status, payment_id, hold_expires_at, block_reason)
    select t.id, case when k = 5 then '${OWNER}'::uuid else '${PLAYER}'::uuid end,
           '2030-01-01'::date + (k % 3), s.start, s.start + 60,
           (array['confirmed', 'confirmed', 'confirmed', 'cancelled', 'pending', 'blocked'])[k + 1],
           case when k = 5 then 0 else t.price_paise end,
           (array['paid', 'paid', 'paid', 'refunded', 'unpaid', 'unpaid'])[k + 1],
           case when k < 5 then 'pi_demo_' || t.id || '_' || k end,
           case when k = 4 then '2030-01-01T10:00:00Z'::timestamptz end,
           case when k = 5 then 'Maintenance' end
    from turfs t, generate_series(0, 5) as k,
         lateral (select (array[1080, 420, 1200, 1080, 600, 1320])[k + 1] as start) s
    where t.approved`);
  facts = await bookingFacts();
  await database.migrateRest();
});

afterAll(async () => {
  await database.close();
});

describe('the courts migrations over the demo data', () => {
  it('keeps every booking and every paisa', async () => {
    expect(facts.n).toBe(DEMO_TURFS.filter((turf) => turf.approved).length * 6);
    expect(await bookingFacts()).toEqual(facts);
  });

  it('gives each demo listing its one court, named after it, for its sport', async () => {
    const { rows } = await client.query<{ listing: string; court: string; sports: string[] }>(
      `select t.name as listing, c.name as court, c.sports from turfs t
       join courts c on c.turf_id = t.id order by t.name`,
    );
    expect(rows).toHaveLength(DEMO_TURFS.length);
    for (const { listing, court, sports } of rows) {
      const demo = DEMO_TURFS.find((turf) => turf.name === listing)!;
      expect({ court, sports }).toEqual({
        court: defaultCourt(listing, demo.sports_type).name,
        sports: [demo.sports_type],
      });
    }
  });

  it('puts each booking on its own listing’s court, standing on that court’s ground', async () => {
    const { rows } = await client.query<{ misplaced: number }>(
      `select count(*)::int as misplaced from bookings b left join courts c on c.id = b.court_id
       where c.turf_id is distinct from b.turf_id
          or b.ground <> int4multirange(int4range(c.ground, c.ground + 1))`,
    );
    expect(rows[0]!.misplaced).toBe(0);
  });
});
