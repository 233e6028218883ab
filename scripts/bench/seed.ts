// Seeding the benchmark's databases straight through Drizzle and SQL (fast, no HTTP): scratch
// PostgreSQL databases, the listed turfs, the turf with 100,000 past bookings, and players with
// sessions made by the app's own createSession (so their cookies work as a login's would).
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { rupeesToPaise } from '../../src/shared/pricing';
import { zonedNow, type LocalDate } from '../../src/shared/time';
import { hashPassword } from '../../src/server/auth/passwords';
import { SESSION_COOKIE, createSession } from '../../src/server/auth/sessions';
import type { Db } from '../../src/server/db/database';
import { turfs, users } from '../../src/server/db/schema';
import { DEMO_TURFS, demoTurfImagePath } from '../../src/server/demo/demo-turfs';
import { loadDemoDataOnce } from '../../src/server/demo/seed';
import { addDefaultCourts } from '../../src/server/turfs/courts';
import { FIRST_SLOT, SLOT_MINUTES } from '../../src/shared/slots';
import { PAST_BOOKINGS, benchTurfPlan, countFilterMatches } from './plan';

export const VENUE_ZONE = 'Asia/Kolkata';

export function venueToday(now = new Date()): LocalDate {
  return zonedNow(now, VENUE_ZONE).date;
}

function withDatabaseName(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** An empty database with a random name on the server; answers its URL and how to drop it. */
export async function createScratchDatabase(serverUrl: string) {
  const name = `turf_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    name,
    url: withDatabaseName(serverUrl, name),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

export interface Account {
  id: string;
  cookie: string;
}

async function sessionCookie(db: Db, userId: string): Promise<string> {
  const { token } = await createSession(db, userId);
  return `${SESSION_COOKIE}=${token}`;
}

export interface Catalog {
  owner: Account;
  /** The bench turfs, in plan order (the heavy turf and the booking load's turfs are among them). */
  benchTurfs: { id: string; pricePaise: number }[];
  listed: number;
  filterMatches: number;
}

/** The demo data (31 listed turfs and the demo accounts), then the bench turfs: 1,033 listed. */
export async function seedCatalog(db: Db): Promise<Catalog> {
  await loadDemoDataOnce(db, { now: new Date(), timeZone: VENUE_ZONE });
  const plan = benchTurfPlan(DEMO_TURFS);
  const [owner] = await db
    .insert(users)
    .values({
      fullname: 'Bench Owner',
      email: `bench-owner-${randomBytes(4).toString('hex')}@example.com`,
      mobilenumber: '9999999999',
      role: 'owner',
      passwordHash: await hashPassword('bench-owner-secret'),
    })
    .returning({ id: users.id });
  const benchTurfs: Catalog['benchTurfs'] = [];
  for (let offset = 0; offset < plan.length; offset += 500) {
    const rows = await db
      .insert(turfs)
      .values(
        plan.slice(offset, offset + 500).map((turf) => ({
          name: turf.name,
          imageUrl: demoTurfImagePath(turf.slug),
          location: turf.location,
          sportsType: turf.sport,
          pricePaise: rupeesToPaise(turf.price)!,
          approved: true,
          address: turf.address,
          mapsLink: turf.mapsLink,
          description: turf.description,
          ownerId: owner!.id,
        })),
      )
      .returning({
        id: turfs.id,
        pricePaise: turfs.pricePaise,
        name: turfs.name,
        sportsType: turfs.sportsType,
      });
    await addDefaultCourts(db, rows);
    benchTurfs.push(...rows.map(({ id, pricePaise }) => ({ id, pricePaise })));
  }
  await db.execute(sql`analyze`);
  return {
    owner: { id: owner!.id, cookie: await sessionCookie(db, owner!.id) },
    benchTurfs,
    listed: DEMO_TURFS.filter((turf) => turf.approved).length + plan.length,
    filterMatches: countFilterMatches(DEMO_TURFS, plan),
  };
}

/** Players with a session each (inserted in batches; sessions made as a login makes them). */
export async function seedPlayers(db: Db, count: number, label: string): Promise<Account[]> {
  const passwordHash = await hashPassword('bench-player-secret');
  const tag = randomBytes(3).toString('hex');
  const ids: string[] = [];
  for (let offset = 0; offset < count; offset += 500) {
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: Math.min(500, count - offset) }, (_, i) => ({
          fullname: `Bench Player ${label}-${offset + i}`,
          email: `bench-${label}-${tag}-${offset + i}@example.com`,
          mobilenumber: '9876543210',
          role: 'user' as const,
          passwordHash,
        })),
      )
      .returning({ id: users.id });
    ids.push(...rows.map((row) => row.id));
  }
  const accounts: Account[] = [];
  for (let offset = 0; offset < ids.length; offset += 25) {
    const batch = ids.slice(offset, offset + 25);
    const cookies = await Promise.all(batch.map((id) => sessionCookie(db, id)));
    batch.forEach((id, i) => accounts.push({ id, cookie: cookies[i]! }));
  }
  return accounts;
}

/**
 * PAST_BOOKINGS confirmed, paid bookings of one turf on the days before `today` (36 half-hour
 * slots a day from 6:00 AM, going back from yesterday), plus a few in the coming week so the
 * week's grid has something to show. One INSERT … SELECT: seconds, not minutes.
 */
export async function seedHeavyTurf(
  db: Db,
  turf: { id: string; pricePaise: number },
  userId: string,
  today: LocalDate,
) {
  const amount = Math.round((turf.pricePaise * SLOT_MINUTES) / 60);
  await db.execute(sql`
    insert into bookings (turf_id, court_id, user_id, day, start_minute, end_minute, status,
                          amount_paise, payment_status, created_at)
    select ${turf.id}, (select c.id from courts c where c.turf_id = ${turf.id} order by c.position limit 1), ${userId},
           ${today}::date - 1 - (i / 36),
           ${FIRST_SLOT} + ${SLOT_MINUTES} * (i % 36),
           least(${FIRST_SLOT} + ${SLOT_MINUTES} * (i % 36 + 1), 1439),
           'confirmed', ${amount}, 'paid',
           now() - make_interval(days => 1 + i / 36)
    from generate_series(0, ${PAST_BOOKINGS - 1}) as i`);
  // The week ahead: the evening hours of the next six days.
  await db.execute(sql`
    insert into bookings (turf_id, court_id, user_id, day, start_minute, end_minute, status,
                          amount_paise, payment_status)
    select ${turf.id}, (select c.id from courts c where c.turf_id = ${turf.id} order by c.position limit 1), ${userId}, ${today}::date + d, m, m + 60, 'confirmed', ${amount * 2}, 'paid'
    from generate_series(1, 6) as d, generate_series(17 * 60, 21 * 60, 60) as m`);
  await db.execute(sql`analyze bookings`);
}
