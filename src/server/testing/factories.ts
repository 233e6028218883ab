import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/database';
import { chargeLines } from '../db/schema-charges';
import { courts, turfs, users } from '../db/schema';
import { bookings } from '../db/schema-bookings';
import { hashPassword } from '../auth/passwords';
import type { CourtInput } from '../../shared/courts';
import { addCourts, addDefaultCourts } from '../turfs/courts';

let sequence = 0;
let cachedHash: Promise<string> | null = null;

/** A user straight in the database, with the password 'secret1'. */
export async function createUser(
  db: Db,
  role: 'user' | 'owner' | 'admin',
  fullname = 'Test Person',
) {
  sequence += 1;
  cachedHash ??= hashPassword('secret1');
  const email = `${role}${sequence}.${Date.now()}@example.com`;
  const [user] = await db
    .insert(users)
    .values({
      fullname,
      email,
      mobilenumber: '9876543210',
      role,
      passwordHash: await cachedHash,
    })
    .returning();
  // Made with an e-mail, so typed with one: the tests log it in by e-mail and password.
  return { ...user!, email };
}

export async function createTurf(
  db: Db,
  ownerId: string,
  overrides: Partial<typeof turfs.$inferInsert> = {},
) {
  sequence += 1;
  const [turf] = await db
    .insert(turfs)
    .values({
      name: `Test Turf ${sequence}`,
      imageUrl: '/images/placeholder-turf.svg',
      location: 'Andheri',
      sportsType: 'football',
      pricePaise: 80_000,
      approved: true,
      address: '1 Test Road, Andheri',
      mapsLink: 'https://www.google.com/maps/search/?api=1&query=Andheri',
      description: 'A test turf.',
      ownerId,
      ...overrides,
    })
    .returning();
  // Every listing has at least one court (docs/decisions/029): here the one named after it.
  await addDefaultCourts(db, [turf!]);
  return turf!;
}

/**
 * A listed turf with the courts given instead of the default one (names → ids in the answer's
 * `court` map), e.g. two halves and the whole pitch made of them.
 */
export async function createTurfWithCourts(
  db: Db,
  ownerId: string,
  inputs: readonly CourtInput[],
  overrides: Partial<typeof turfs.$inferInsert> = {},
) {
  const turf = await createTurf(db, ownerId, overrides);
  await db.delete(courts).where(eq(courts.turfId, turf.id));
  const added = await addCourts(db, turf.id, inputs);
  return { turf, court: Object.fromEntries(added.map((court) => [court.name, court.id])) };
}

/** The listing's first court, where a test's booking goes unless it names one. */
export async function firstCourtId(db: Db, turfId: string) {
  const [court] = await db
    .select({ id: courts.id })
    .from(courts)
    .where(eq(courts.turfId, turfId))
    .orderBy(asc(courts.position))
    .limit(1);
  return court!.id;
}

export async function createBooking(
  db: Db,
  values: {
    turfId: string;
    userId: string;
    day: string;
    startMinute: number;
    endMinute: number;
  } & Partial<typeof bookings.$inferInsert>,
) {
  const courtId = values.courtId ?? (await firstCourtId(db, values.turfId));
  const [booking] = await db
    .insert(bookings)
    .values({
      courtId,
      status: 'confirmed',
      paymentStatus: 'paid',
      amountPaise: 100_000,
      paymentId: `pi_test_${Math.random().toString(36).slice(2, 14)}`,
      // A cancelled row says who cancelled it, as the booking core writes it: with a time, its
      // player; without, TurfBook (a paid hold whose slot was lost), unless the test says.
      ...(values.status === 'cancelled'
        ? { cancelledBy: values.cancelledAt ? ('player' as const) : ('system' as const) }
        : {}),
      ...values,
    })
    .returning();
  return booking!;
}

/**
 * Deletes bookings (a turf's, or every one) between rounds of a test, with the charge lines that
 * name them: the app never deletes a booking, and the lines' key refuses it (docs/decisions/052).
 */
export async function clearBookings(db: DbOrTx, turfId?: string) {
  const which = turfId ? eq(bookings.turfId, turfId) : undefined;
  const named = db.select({ id: bookings.id }).from(bookings).where(which);
  await db.delete(chargeLines).where(inArray(chargeLines.bookingId, named));
  await db.delete(bookings).where(which);
}
