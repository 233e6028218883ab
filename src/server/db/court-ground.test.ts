import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createBooking, createTurf, createUser } from '../testing/factories';
import { resetDatabase, testDatabase } from '../testing/test-database';
import { addCourts } from '../turfs/courts';
import type { Database } from './database';
import { isExclusionViolation } from './errors';
import { courts } from './schema';
import { bookings } from './schema-bookings';

// The parts rule in the database itself (docs/decisions/029): a court made of parts stands on
// their ground, so the exclusion constraint keeps the whole pitch and either half apart, while
// the two halves stay free of each other.

let database: Database;
beforeEach(async () => {
  database = await testDatabase();
  await resetDatabase(database);
});

async function splitPitch() {
  const { db } = database;
  const owner = await createUser(db, 'owner');
  const turf = await createTurf(db, owner.id);
  const [halfA, halfB, whole] = await addCourts(db, turf.id, [
    { name: 'Half A', sports: ['football'] },
    { name: 'Half B', sports: ['football'] },
    { name: 'Full pitch', sports: ['football'], parts: ['Half A', 'Half B'] },
  ]);
  const book = (courtId: string, startMinute: number) =>
    createBooking(db, {
      turfId: turf.id,
      userId: owner.id,
      courtId,
      day: '2030-05-10',
      startMinute,
      endMinute: startMinute + 60,
    });
  return { db, turf, halfA: halfA!, halfB: halfB!, whole: whole!, book };
}

const refused = async (write: Promise<unknown>) => {
  const error = await write.then(() => null).catch((caught: unknown) => caught);
  return isExclusionViolation(error);
};

describe('courts made of parts, in the database', () => {
  it('stands a whole pitch on both halves’ ground, and each half on its own', async () => {
    const { db, halfA, halfB, whole } = await splitPitch();
    const grounds = new Map(
      (
        await db
          .select({ id: courts.id, ground: courts.ground, set: courts.groundSet })
          .from(courts)
      ).map((row) => [row.id, row]),
    );
    const a = grounds.get(halfA.id)!;
    const b = grounds.get(halfB.id)!;
    const one = (n: number) => `[${n},${n + 1})`;
    expect(a.set).toBe(`{${one(a.ground)}}`);
    // Two halves made one after the other have neighbouring numbers: one range of both.
    expect(grounds.get(whole.id)!.set).toBe(`{[${a.ground},${b.ground + 1})}`);
  });

  it('lets the two halves be booked at once, and refuses the whole over either', async () => {
    const { book, halfA, halfB, whole } = await splitPitch();
    await book(halfA.id, 18 * 60);
    await book(halfB.id, 18 * 60);
    expect(await refused(book(whole.id, 18 * 60 + 30))).toBe(true);
    // Back to back is free: ranges are half-open.
    await book(whole.id, 19 * 60);
    expect(await refused(book(halfB.id, 19 * 60))).toBe(true);
  });

  it('records each booking’s ground from its court, whatever the writer sends', async () => {
    const { db, book, whole } = await splitPitch();
    const booking = await book(whole.id, 7 * 60);
    await db.update(bookings).set({ ground: '{[999,1000)}' }).where(eq(bookings.id, booking.id));
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    const [court] = await db.select().from(courts).where(eq(courts.id, whole.id));
    expect(row!.ground).toEqual(court!.groundSet);
  });
});
