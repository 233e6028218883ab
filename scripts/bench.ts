// npm run bench: how the public turf list and a turf's availability perform with tens of
// thousands of turfs, on the embedded database (or PostgreSQL with BENCH_DATABASE_URL).
// Numbers are printed, never asserted: a slow machine must not fail a test.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { LOCATIONS, SPORTS } from '../src/shared/catalog';
import { buildApp } from '../src/server/app';
import { createAppContext } from '../src/server/app-context';
import { loadConfig } from '../src/server/config';
import { openPglite, openPostgres } from '../src/server/db/database';
import { bookings, turfs, users } from '../src/server/db/schema';

const TURFS = Number(process.env.BENCH_TURFS ?? 30_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const dataDir = mkdtempSync(join(tmpdir(), 'turf-bench-'));
const database = process.env.BENCH_DATABASE_URL
  ? await openPostgres(process.env.BENCH_DATABASE_URL)
  : await openPglite(join(dataDir, 'pglite'));
const { db } = database;

const [owner] = await db
  .insert(users)
  .values({
    fullname: 'Bench Owner',
    email: `bench-${Date.now()}@example.com`,
    mobilenumber: '9999999999',
    role: 'owner',
    passwordHash: 'x',
  })
  .returning();
const started = Date.now();
for (let offset = 0; offset < TURFS; offset += 1000) {
  const batch = Array.from({ length: Math.min(1000, TURFS - offset) }, (_, i) => {
    const n = offset + i;
    return {
      name: `Bench Turf ${n}`,
      imageUrl: '/images/placeholder-turf.svg',
      location: LOCATIONS[n % LOCATIONS.length]!,
      sportsType: SPORTS[(n >> 3) % SPORTS.length]!,
      pricePaise: (400 + ((n * 37) % 1400)) * 100,
      approved: n % 10 !== 0,
      address: `${n} Bench Road`,
      mapsLink: 'https://www.google.com/maps',
      description: 'Benchmark turf',
      ownerId: owner!.id,
    };
  });
  await db.insert(turfs).values(batch);
}
const [first] = await db.select().from(turfs).where(eq(turfs.approved, true)).limit(1);
await db.insert(bookings).values(
  Array.from({ length: 200 }, (_, i) => ({
    turfId: first!.id,
    userId: owner!.id,
    day: `2030-01-${String((i % 28) + 1).padStart(2, '0')}`,
    startMinute: 360 + Math.floor(i / 28) * 120,
    endMinute: 420 + Math.floor(i / 28) * 120,
    status: 'confirmed' as const,
    amountPaise: 100_000,
    paymentStatus: 'paid' as const,
  })),
);
await db.execute('analyze' as never).catch(() => {});
console.info(
  `Seeded ${TURFS} turfs in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.kind}).`,
);

const app = await buildApp(
  createAppContext(loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'off' }), db),
  { webRoot: null },
);
const cases: [string, string][] = [
  [
    'location + sport + band',
    '/api/v1/turf/getTurf?location=Mira%20Road&sport=cricket&minPrice=500&maxPrice=1000',
  ],
  ['sport only', '/api/v1/turf/getTurf?sport=badminton'],
  ['sport, first page of 60', '/api/v1/turf/getTurf?sport=badminton&limit=60'],
  ['band only', '/api/v1/turf/getTurf?minPrice=1000&maxPrice=1500'],
  [
    'a week of availability',
    `/api/v1/booking/get-turf-bookings/${first!.id}?from=2030-01-01&to=2030-01-07`,
  ],
];
for (const [name, url] of cases) {
  const times: number[] = [];
  let rows = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const t0 = performance.now();
    const response = await app.inject({ method: 'GET', url });
    times.push(performance.now() - t0);
    const body = response.json();
    rows = (body.turfs ?? body.bookings ?? []).length;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  console.info(
    `${name.padEnd(24)} rows ${String(rows).padStart(6)}  p50 ${at(0.5)} ms  p95 ${at(0.95)} ms`,
  );
}
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
