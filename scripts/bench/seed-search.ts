// Seeding for the slot search rows, all in SQL (INSERT … SELECT generate_series: seconds even for
// 10,000 turfs and 500,000 bookings): approved turfs over every location and sport, texts from
// the demo turfs, three courts a venue on average, each plain court with WEEK_BOOKINGS bookings in
// the coming week (paid bookings, live holds, owner blocks) spread over the days and the times;
// and turfs left without bookings for the live-availability rows, whose holds need free slots.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LocalDate } from '../../src/shared/time';
import { hashPassword } from '../../src/server/auth/passwords';
import type { Db } from '../../src/server/db/database';
import { users } from '../../src/server/db/schema';
import { DEMO_TURFS, demoTurfImagePath } from '../../src/server/demo/demo-turfs';
import { LOCATIONS, SPORTS } from '../../src/shared/catalog';
import type { LoadTurf } from './plan';

/** Bookings of each plain court in the week from today. */
export const WEEK_BOOKINGS = 50;

export interface SearchCatalog {
  turfs: number;
  bookings: number;
  /** Turfs with no booking at all (for the stream rows' holds), in id order. */
  quietTurfs: LoadTurf[];
  seconds: number;
}

async function countOf(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]!.n);
}

/**
 * `count` approved turfs (location n % 9, sport (n / 9) % 3: a third play football), prices from
 * ₹400 to ₹1,790 an hour, with three courts on average; every plain court of every turf but the
 * last `quiet` gets WEEK_BOOKINGS bookings from today to
 * today + 6: 7 or 8 a day, one hour each, the k-th of a day in the k-th two-hour band from 6 AM,
 * shifted 0, 30 or 60 minutes by turf and day (so at 7 PM two turfs in three are taken on a
 * given day). One in ten is an owner's block, two in ten live holds (unpaid, expiring in 3 h),
 * the rest paid bookings. The availability triggers are off while seeding (nobody listens yet; the
 * day's half-hours are built in one statement after).
 */
export async function seedSearchCatalog(
  db: Db,
  count: number,
  today: LocalDate,
  quiet = 0,
): Promise<SearchCatalog> {
  const t0 = Date.now();
  const [owner] = await db
    .insert(users)
    .values({
      fullname: 'Bench Search Owner',
      email: `bench-search-owner-${randomBytes(4).toString('hex')}@example.com`,
      mobilenumber: '9999999999',
      role: 'owner',
      passwordHash: await hashPassword('bench-owner-secret'),
    })
    .returning({ id: users.id });
  const texts = DEMO_TURFS.map((turf) => ({
    name: turf.name,
    image: demoTurfImagePath(turf.slug),
    address: turf.address,
    maps: turf.linkes,
    description: turf.description,
  }));
  await db.execute(sql`
    with demo as (
      select (ordinality - 1)::int as k, d
      from jsonb_array_elements(${JSON.stringify(texts)}::jsonb) with ordinality as e(d, ordinality)
    )
    insert into turfs (name, image_url, location, sports_type, price_paise, approved, address,
                       maps_link, description, owner_id)
    select (demo.d ->> 'name') || ' S' || n, demo.d ->> 'image',
           (${JSON.stringify(LOCATIONS)}::jsonb) ->> ((n % ${LOCATIONS.length})::int),
           (${JSON.stringify(SPORTS)}::jsonb) ->> (((n / ${LOCATIONS.length}) % ${SPORTS.length})::int),
           (400 + ((n * 37) % 140) * 10) * 100, true,
           demo.d ->> 'address', demo.d ->> 'maps', demo.d ->> 'description', ${owner!.id}
    from generate_series(0, ${count - 1}::int) as n
    join demo on demo.k = n % ${texts.length}`);
  // Venues as Mumbai has them (docs/decisions/029), three courts on average: by n % 4 one
  // court; three plain courts; a 7-a-side pitch made of two 5-a-side halves; five plain courts.
  await db.execute(sql`
    insert into courts (turf_id, name, sports, position)
    select t.id, court.name, array[t.sports_type], court.position
    from (select id, sports_type, (row_number() over (order by id))::int - 1 as n from turfs) t
    cross join lateral (
      select case when t.n % 4 = 2 then (array['Half A', 'Half B', 'Full pitch'])[k + 1]
                  else 'Court ' || (k + 1) end as name, k as position
      from generate_series(0, (array[0, 2, 2, 4])[t.n % 4 + 1]) as k) court
    where not exists (select 1 from courts c where c.turf_id = t.id)`);
  await db.execute(sql`
    insert into court_parts (court_id, part_id)
    select whole.id, half.id from courts whole
    join courts half on half.turf_id = whole.turf_id and half.name in ('Half A', 'Half B')
    where whole.name = 'Full pitch'`);
  await db.execute(sql`alter table bookings disable trigger bookings_notify_availability`);
  await db.execute(sql`alter table bookings disable trigger bookings_keep_turf_day_slots`);
  // WEEK_BOOKINGS on every plain court (a whole pitch's halves carry its share), each court's
  // pattern shifted by its position so the courts of one venue are not taken at the same times.
  await db.execute(sql`
    insert into bookings (turf_id, court_id, user_id, day, start_minute, end_minute, status,
                          amount_paise, payment_status, hold_expires_at, block_reason)
    select t.id, c.id, ${owner!.id}, ${today}::date + (i % 7),
           360 + 30 * (4 * (i / 7) + (t.n + c.position + i % 7) % 3),
           420 + 30 * (4 * (i / 7) + (t.n + c.position + i % 7) % 3),
           case when i % 10 = 0 then 'blocked' when i % 10 in (1, 2) then 'pending'
                else 'confirmed' end,
           case when i % 10 = 0 then 0 else t.price_paise end,
           case when i % 10 > 2 then 'paid' else 'unpaid' end,
           case when i % 10 in (1, 2) then now() + interval '3 hours' end,
           case when i % 10 = 0 then 'Bench block' end
    from (select id, price_paise, (row_number() over (order by id))::int as n
            from turfs where approved) t
    join courts c on c.turf_id = t.id
      and not exists (select 1 from court_parts cp where cp.court_id = c.id),
         generate_series(0, ${WEEK_BOOKINGS - 1}::int) as i
    where t.n <= ${count - quiet}`);
  await db.execute(sql`alter table bookings enable trigger bookings_notify_availability`);
  await db.execute(sql`alter table bookings enable trigger bookings_keep_turf_day_slots`);
  await db.execute(sql`select rebuild_turf_day_slots()`);
  await db.execute(sql`analyze`);
  const quietRows = (await db.execute(sql`
    select t.id, t.price_paise as "pricePaise" from turfs t
    where t.approved and not exists (select 1 from bookings b where b.turf_id = t.id)
    order by t.id`)) as unknown as { rows: LoadTurf[] };
  return {
    turfs: await countOf(db, sql`select count(*)::int as n from turfs where approved`),
    bookings: await countOf(db, sql`select count(*)::int as n from bookings`),
    quietTurfs: quietRows.rows.map((row) => ({ id: row.id, pricePaise: Number(row.pricePaise) })),
    seconds: (Date.now() - t0) / 1000,
  };
}
