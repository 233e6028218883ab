import { and, asc, eq, isNull } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { courtParts, courts, turfs, type CourtLayout } from './schema';
import { createTurfWithCourts, createUser } from '../testing/factories';
import { resetDatabase, testDatabase } from '../testing/test-database';
import type { Database } from './database';

// The courts trigger (migration 0032) keeps each listing's live courts on the listing
// (turfs.court_layout), as the slot search reads them (docs/decisions/047): after every kind of
// change an owner makes to courts, the kept layout is what the courts themselves say.

let database: Database;
beforeEach(async () => {
  database = await testDatabase();
  await resetDatabase(database);
});

/** The plain courts' numbers in a multirange's text ('{[3,5),[9,10)}' is 3, 4, 9). */
function groundsOf(multirange: string): number[] {
  return [...multirange.matchAll(/\[(\d+),(\d+)\)/g)].flatMap(([, from, to]) =>
    Array.from({ length: Number(to) - Number(from) }, (_, i) => Number(from) + i),
  );
}

/** The layout worked out here from the listing's courts. */
async function layoutFromCourts(db: Database['db'], turfId: string): Promise<CourtLayout> {
  const live = await db
    .select()
    .from(courts)
    .where(and(eq(courts.turfId, turfId), isNull(courts.retiredAt)))
    .orderBy(asc(courts.position), asc(courts.id));
  return live.map((court) => ({
    id: court.id,
    grounds: groundsOf(court.groundSet),
    sports: court.sports,
    openingHours: court.openingHours ?? null,
    pricedApart: court.priceRules !== null,
    format: court.format,
  }));
}

async function keptLayout(db: Database['db'], turfId: string) {
  const [row] = await db
    .select({ layout: turfs.courtLayout })
    .from(turfs)
    .where(eq(turfs.id, turfId));
  return row!.layout;
}

describe('turfs.court_layout', () => {
  it('follows every change to a listing’s courts', async () => {
    const { db } = database;
    const owner = await createUser(db, 'owner');
    const { turf, court } = await createTurfWithCourts(db, owner.id, [
      { name: 'Half A', sports: ['football'] },
      { name: 'Half B', sports: ['football'] },
      { name: 'Full pitch', sports: ['football'], parts: ['Half A', 'Half B'] },
    ]);
    const expectKept = async () => {
      const layout = await keptLayout(db, turf.id);
      expect(layout).toEqual(await layoutFromCourts(db, turf.id));
      return layout!;
    };
    const first = await expectKept();
    expect(first.map((laid) => laid.grounds.length)).toEqual([1, 1, 2]);

    const hours = Array.from({ length: 7 }, () => ({ open: 480, close: 1260 }));
    const rules = { bands: [], specialDays: [], lastMinute: null };
    await db.update(courts).set({ openingHours: hours }).where(eq(courts.id, court['Half A']!));
    await db
      .update(courts)
      .set({ priceRules: { basePaise: 90_000, ...rules } })
      .where(eq(courts.id, court['Half B']!));
    await db
      .update(courts)
      .set({ sports: ['football', 'cricket'] })
      .where(eq(courts.id, court['Full pitch']!));
    const changed = await expectKept();
    expect(changed[0]!.openingHours).toEqual(hours);
    expect(changed[1]!.pricedApart).toBe(true);

    // The whole pitch loses a half (its parts change its ground), then is retired.
    await db.delete(courtParts).where(eq(courtParts.partId, court['Half B']!));
    expect((await expectKept())[2]!.grounds).toHaveLength(1);
    await db
      .update(courts)
      .set({ retiredAt: new Date() })
      .where(eq(courts.id, court['Full pitch']!));
    expect(await expectKept()).toHaveLength(2);

    await db.insert(courts).values({
      turfId: turf.id,
      name: 'Court 3',
      sports: ['badminton'],
      position: 5,
    });
    expect(await expectKept()).toHaveLength(3);
    await db.update(courts).set({ name: 'Renamed' }).where(eq(courts.id, court['Half A']!));
    await expectKept();
    await db.update(courts).set({ format: 5 }).where(eq(courts.id, court['Half A']!));
    expect((await expectKept())[0]!.format).toBe(5);
  });
});
