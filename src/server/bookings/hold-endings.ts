import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/database';
import { bookings } from '../db/schema-bookings';
import { UNPAID_HOLD, lockPaymentDays, lockTurfDays } from './lifecycle';

// How a hold ends without being paid: its time runs out, its player lets it go, or a waiting UPI
// approval keeps it longer. The transitions are the booking core's (see lifecycle.ts): each one
// compare-and-swap update under the days' locks.

/** held → expired: holds whose time ran out free their slots (optionally one turf's day only). */
export async function expireStaleHolds(
  tx: DbOrTx,
  now: Date,
  where?: { turfId: string; day: string },
) {
  const conditions = [UNPAID_HOLD, lte(bookings.holdExpiresAt, now)];
  if (where) conditions.push(eq(bookings.turfId, where.turfId), eq(bookings.day, where.day));
  await tx
    .update(bookings)
    .set({ status: 'expired' })
    .where(and(...conditions));
}

/**
 * The turfs' days with a hold whose time ran out. Few at a time among every booking ever made,
 * so they are read through their own partial index (bookings_unpaid_holds_idx).
 */
export function placesWithStaleHolds(db: DbOrTx, now: Date) {
  return db
    .selectDistinct({ turfId: bookings.turfId, day: bookings.day })
    .from(bookings)
    .where(and(UNPAID_HOLD, lte(bookings.holdExpiresAt, now)));
}

/**
 * Every hold whose time ran out, anywhere (the housekeeping sweep): a turf's day at a time under
 * that day's lock, as every writer does, so the sweep never takes turf_day_slots' rows in an
 * order that could deadlock with a booking of several days.
 */
export async function expireStaleHoldsEverywhere(db: Db, now: Date) {
  for (const place of await placesWithStaleHolds(db, now)) {
    await db.transaction(async (tx) => {
      await lockTurfDays(tx, place.turfId, [place.day]);
      await expireStaleHolds(tx, now, place);
    });
  }
}

/**
 * held → expired at once: the player gives up the holds of a payment they will not make
 * (docs/decisions/025). Under the payment's days' locks, as every writer of those days; the
 * trigger frees the slots for every grid and search. Answers how many holds were released.
 */
export async function releasePaymentHolds(tx: DbOrTx, paymentId: string, now: Date) {
  await lockPaymentDays(tx, paymentId);
  const released = await tx
    .update(bookings)
    .set({ status: 'expired', holdExpiresAt: now })
    .where(and(UNPAID_HOLD, eq(bookings.paymentId, paymentId)))
    .returning({ id: bookings.id });
  return released.length;
}

/**
 * held → held longer: a payment's live holds are kept until `until` while its payer approves it
 * in their UPI app (decision 037). A hold that has already lapsed is never revived (its slot may
 * be someone else's now); a late approval then goes the late payment's way (decision 005).
 */
export async function keepPaymentHolds(tx: DbOrTx, paymentId: string, until: Date, now: Date) {
  await lockPaymentDays(tx, paymentId);
  await tx
    .update(bookings)
    .set({
      holdExpiresAt: sql`greatest(${bookings.holdExpiresAt}, ${until.toISOString()}::timestamptz)`,
    })
    .where(and(UNPAID_HOLD, eq(bookings.paymentId, paymentId), gt(bookings.holdExpiresAt, now)));
}

/** When the payment's live holds end (the latest of them), or null when none is held. */
export async function paymentHeldUntil(tx: DbOrTx, paymentId: string): Promise<Date | null> {
  const [row] = await tx
    .select({ until: sql<string | null>`max(${bookings.holdExpiresAt})` })
    .from(bookings)
    .where(and(UNPAID_HOLD, eq(bookings.paymentId, paymentId)));
  return row?.until ? new Date(row.until) : null;
}
