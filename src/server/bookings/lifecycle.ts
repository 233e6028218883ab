import { and, eq, gt, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { TimeRange } from '../../shared/slots';
import type { Db, DbOrTx } from '../db/database';
import { enqueue } from '../db/outbox';
import { bookingEvents, bookings } from '../db/schema';

// The booking's life, and the only code that writes the bookings table:
//
//   held (pending, unpaid) ──confirm──▶ confirmed (paid)
//        │  ▲                 ╲
//     expire/release           void ──▶ cancelled (refunded): paid, but the slot was lost
//        ▼  │ confirm (a late payment whose slot is still free)
//      expired
//
// Each transition is one compare-and-swap update (`where status = …`) inside the caller's
// transaction, so two callers racing on one booking cannot both move it. The exclusion
// constraint (migrations 0002, 0005) refuses any pending or confirmed overlap on a turf's day:
// a transition into those states may throw it, and the caller decides what that means.
// Writers of one turf's day take that day's advisory lock first, always in date order, so two
// writers racing for overlapping slots queue up instead of deadlocking inside the constraint.

export const HOLD_MINUTES = 10;

const UNPAID_HOLD = and(eq(bookings.status, 'pending'), eq(bookings.paymentStatus, 'unpaid'));

export interface HeldSlot {
  range: TimeRange;
  /** This slot's share of the payment (shared/pricing chargeForSlots). */
  amountPaise: number;
}

export interface HoldRequest {
  userId: string;
  turfId: string;
  slots: readonly HeldSlot[];
  holdExpiresAt: Date;
  /** Known when the payment exists before the hold (a payment made without booking details). */
  paymentId?: string;
}

async function lockKey(tx: DbOrTx, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

export async function lockTurfDays(tx: DbOrTx, turfId: string, days: readonly string[]) {
  for (const day of [...new Set(days)].sort()) await lockKey(tx, `bookings:${turfId}:${day}`);
}

/** held: one pending row per slot, all or none (the caller's transaction). Answers their ids. */
export async function placeHolds(tx: DbOrTx, request: HoldRequest): Promise<string[]> {
  await lockTurfDays(
    tx,
    request.turfId,
    request.slots.map(({ range }) => range.date),
  );
  const rows = await tx
    .insert(bookings)
    .values(
      request.slots.map(({ range, amountPaise }) => ({
        turfId: request.turfId,
        userId: request.userId,
        day: range.date,
        startMinute: range.start,
        endMinute: range.end,
        status: 'pending' as const,
        amountPaise,
        paymentStatus: 'unpaid' as const,
        paymentId: request.paymentId ?? null,
        holdExpiresAt: request.holdExpiresAt,
      })),
    )
    .returning({ id: bookings.id });
  return rows.map((row) => row.id);
}

const rangeKey = (date: string, start: number, end: number) => `${date}@${start}-${end}`;

/** The player would hold more unpaid time than the limits allow. */
export class HoldLimitReached extends Error {}

export interface HoldLimits {
  perTurfMinutes: number;
  totalMinutes: number;
}

/**
 * Pay Now's hold: frees that turf's run-out holds on those days, then either finds that this
 * player already holds exactly these slots (a double click, a retried request: the same holds
 * answer, atomically under the days' locks), or gives up the player's other unpaid holds there
 * and holds these, if the player's live unpaid holds stay within the limits.
 */
export async function holdSlots(
  tx: DbOrTx,
  request: HoldRequest & { now: Date; limits: HoldLimits },
): Promise<{
  holdIds: string[];
  /** The payments the holds are for (null for a hold not tied to one yet). */
  paymentIds: (string | null)[];
  holdExpiresAt: Date;
  alreadyHeld: boolean;
}> {
  const days = [...new Set(request.slots.map(({ range }) => range.date))];
  // The player's lock first, then the days' (the same order everywhere): their count is exact.
  await lockKey(tx, `holds:player:${request.userId}`);
  await lockTurfDays(tx, request.turfId, days);
  for (const day of days) await expireStaleHolds(tx, request.now, { turfId: request.turfId, day });
  const mine = await tx
    .select()
    .from(bookings)
    .where(
      and(
        UNPAID_HOLD,
        eq(bookings.userId, request.userId),
        eq(bookings.turfId, request.turfId),
        inArray(bookings.day, days),
        gt(bookings.holdExpiresAt, request.now),
      ),
    );
  const wanted = request.slots.map(({ range: r }) => rangeKey(r.date, r.start, r.end)).sort();
  const held = mine.map((b) => rangeKey(b.day, b.startMinute, b.endMinute)).sort();
  if (held.length > 0 && held.join() === wanted.join()) {
    return {
      holdIds: mine.map((b) => b.id),
      paymentIds: mine.map((b) => b.paymentId),
      holdExpiresAt: mine[0]!.holdExpiresAt!,
      alreadyHeld: true,
    };
  }
  await releasePlayerHolds(tx, { userId: request.userId, turfId: request.turfId, days });
  const heldMinutes = (where?: SQL) =>
    sql<number>`coalesce(sum(${bookings.endMinute} - ${bookings.startMinute})${where ? sql` filter (where ${where})` : sql``}, 0)::int`;
  const [unpaid] = await tx
    .select({ total: heldMinutes(), onTurf: heldMinutes(eq(bookings.turfId, request.turfId)) })
    .from(bookings)
    .where(
      and(
        UNPAID_HOLD,
        eq(bookings.userId, request.userId),
        gt(bookings.holdExpiresAt, request.now),
      ),
    );
  const asked = request.slots.reduce((sum, { range }) => sum + range.end - range.start, 0);
  if (
    (unpaid?.onTurf ?? 0) + asked > request.limits.perTurfMinutes ||
    (unpaid?.total ?? 0) + asked > request.limits.totalMinutes
  )
    throw new HoldLimitReached();
  const holdIds = await placeHolds(tx, request);
  return {
    holdIds,
    paymentIds: holdIds.map(() => request.paymentId ?? null),
    holdExpiresAt: request.holdExpiresAt,
    alreadyHeld: false,
  };
}

/** held → held, paid for by this payment: links holds placed before their intent existed. */
export async function linkHoldsToPayment(tx: DbOrTx, holdIds: string[], paymentId: string) {
  await tx
    .update(bookings)
    .set({ paymentId })
    .where(
      and(
        inArray(bookings.id, holdIds),
        eq(bookings.status, 'pending'),
        isNull(bookings.paymentId),
      ),
    );
}

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
 * Every hold whose time ran out, anywhere (the housekeeping sweep): a turf's day at a time under
 * that day's lock, as every writer does, so the sweep never takes turf_day_slots' rows in an
 * order that could deadlock with a booking of several days.
 */
export async function expireStaleHoldsEverywhere(db: Db, now: Date) {
  const stale = await db
    .selectDistinct({ turfId: bookings.turfId, day: bookings.day })
    .from(bookings)
    .where(and(UNPAID_HOLD, lte(bookings.holdExpiresAt, now)));
  for (const place of stale) {
    await db.transaction(async (tx) => {
      await lockTurfDays(tx, place.turfId, [place.day]);
      await expireStaleHolds(tx, now, place);
    });
  }
}

/** held → expired: a player who goes back and picks other times gives up their unpaid holds those days. */
export async function releasePlayerHolds(
  tx: DbOrTx,
  hold: { userId: string; turfId: string; days: string[] },
) {
  await tx
    .update(bookings)
    .set({ status: 'expired' })
    .where(
      and(
        UNPAID_HOLD,
        eq(bookings.userId, hold.userId),
        eq(bookings.turfId, hold.turfId),
        inArray(bookings.day, hold.days),
      ),
    );
}

const PAYABLE = and(
  inArray(bookings.status, ['pending', 'expired']),
  eq(bookings.paymentStatus, 'unpaid'),
);

/**
 * held or expired → confirmed: the payment's holds become paid bookings, each with a 'paid' line
 * in its history, and the confirmation mail is queued in the same transaction (`notify: false`
 * for demo data). Under the days' locks nobody can take a slot, and a hold still pending occupies
 * its own, so confirming it cannot clash: only when one had expired (its slot may be sold) does
 * the update run in a savepoint, which a clash rolls back before this throws the exclusion
 * violation. (No savepoint in the usual case: one round trip less each way, no subtransaction.)
 * Answers the confirmed ids.
 */
export async function confirmPaidHolds(
  tx: DbOrTx,
  paymentId: string,
  now: Date,
  { notify = true }: { notify?: boolean } = {},
): Promise<string[]> {
  const slots = await tx
    .selectDistinct({ turfId: bookings.turfId, day: bookings.day })
    .from(bookings)
    .where(eq(bookings.paymentId, paymentId));
  for (const turfId of new Set(slots.map((slot) => slot.turfId))) {
    const days = slots.filter((slot) => slot.turfId === turfId).map((slot) => slot.day);
    await lockTurfDays(tx, turfId, days);
  }
  const lapsed = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.paymentId, paymentId),
        eq(bookings.status, 'expired'),
        eq(bookings.paymentStatus, 'unpaid'),
      ),
    )
    .limit(1);
  const confirm = (db: DbOrTx) =>
    db
      .update(bookings)
      .set({ status: 'confirmed', paymentStatus: 'paid', holdExpiresAt: null })
      .where(and(eq(bookings.paymentId, paymentId), PAYABLE))
      .returning({ id: bookings.id, amountPaise: bookings.amountPaise });
  const rows = lapsed.length > 0 ? await tx.transaction(confirm) : await confirm(tx);
  if (rows.length === 0) return [];
  await tx.insert(bookingEvents).values(
    rows.map((row) => ({
      bookingId: row.id,
      kind: 'paid' as const,
      at: now,
      detail: { amountPaise: row.amountPaise, paymentId },
    })),
  );
  const bookingIds = rows.map((row) => row.id);
  if (notify) await enqueue(tx, 'booking.confirmed', { bookingIds });
  return bookingIds;
}

/** held or expired → cancelled: the payment went through but its slot was lost; it is refunded. */
export async function voidPaidHolds(tx: DbOrTx, paymentId: string) {
  await tx
    .update(bookings)
    .set({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundedPaise: sql`${bookings.amountPaise}`,
      holdExpiresAt: null,
    })
    .where(and(eq(bookings.paymentId, paymentId), PAYABLE));
}

/** confirmed → confirmed, one slot of this subscription. */
export async function attachToSubscription(
  tx: DbOrTx,
  bookingIds: string[],
  subscriptionId: string,
) {
  await tx
    .update(bookings)
    .set({ subscriptionId })
    .where(
      and(
        inArray(bookings.id, bookingIds),
        eq(bookings.status, 'confirmed'),
        isNull(bookings.subscriptionId),
      ),
    );
}
