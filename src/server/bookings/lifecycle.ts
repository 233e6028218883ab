import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { TimeRange } from '../../shared/slots';
import type { Db, DbOrTx } from '../db/database';
import { dateOfIso, queryRows } from '../db/prepared-query';
import { bookings } from '../db/schema';
import {
  CONFIRM_PAID_HOLDS,
  EXPIRE_AND_READ_HOLDS,
  INSERT_HOLDS,
  LOCK_KEYS,
  LOCK_PAYMENT_DAYS,
} from './lifecycle-statements';

// The booking's life, and the only code that writes the bookings table:
//
//   held (pending, unpaid) ──confirm──▶ confirmed (paid)
//        │  ▲                 ╲
//     expire/release           void ──▶ cancelled by TurfBook, refund due: paid, but the slot was lost
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

/** Takes the keys' advisory transaction locks, in the order given, in one round trip. */
async function lockKeys(tx: DbOrTx, keys: readonly string[]) {
  if (keys.length > 0) await queryRows(tx, LOCK_KEYS, [keys.join(',')]);
}

const dayKeys = (turfId: string, days: readonly string[]) =>
  [...new Set(days)].sort().map((day) => `bookings:${turfId}:${day}`);

export async function lockTurfDays(tx: DbOrTx, turfId: string, days: readonly string[]) {
  await lockKeys(tx, dayKeys(turfId, days));
}

/** The rows of a hold whose days' locks the caller holds. */
async function insertHolds(tx: DbOrTx, request: HoldRequest): Promise<string[]> {
  const column = (pick: (slot: HeldSlot) => string | number) => request.slots.map(pick).join(',');
  const rows = await queryRows<{ id: string }>(tx, INSERT_HOLDS, [
    request.turfId,
    request.userId,
    column(({ range }) => range.date),
    column(({ range }) => range.start),
    column(({ range }) => range.end),
    column(({ amountPaise }) => amountPaise),
    request.paymentId ?? null,
    request.holdExpiresAt.toISOString(),
  ]);
  return rows.map((row) => row.id);
}

/** held: one pending row per slot, all or none (the caller's transaction). Answers their ids. */
export async function placeHolds(tx: DbOrTx, request: HoldRequest): Promise<string[]> {
  await lockTurfDays(
    tx,
    request.turfId,
    request.slots.map(({ range }) => range.date),
  );
  return insertHolds(tx, request);
}

const rangeKey = (date: string, start: number, end: number) => `${date}@${start}-${end}`;

/** EXPIRE_AND_READ_HOLDS' rows: a player's unpaid holds that count. */
interface HoldRow {
  id: string;
  turf_id: string;
  day: string;
  start_minute: number;
  end_minute: number;
  payment_id: string | null;
  hold_expires_at: string | null;
}

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
  const { userId, turfId } = request;
  const days = [...new Set(request.slots.map(({ range }) => range.date))];
  // The player's lock first, then the days' (the same order everywhere): their count is exact.
  await lockKeys(tx, [`holds:player:${userId}`, ...dayKeys(turfId, days)]);
  const counting = await queryRows<HoldRow>(tx, EXPIRE_AND_READ_HOLDS, [
    userId,
    turfId,
    days.join(','),
    request.now.toISOString(),
  ]);
  // Those the player would give up here (any unpaid hold of theirs on this turf those days),
  // and of them the live ones: this very request again, if they are exactly its slots.
  const here = counting.filter((b) => b.turf_id === turfId && days.includes(b.day));
  const mine = here.filter((b) => b.hold_expires_at !== null);
  const wanted = request.slots.map(({ range: r }) => rangeKey(r.date, r.start, r.end)).sort();
  const held = mine.map((b) => rangeKey(b.day, b.start_minute, b.end_minute)).sort();
  if (held.length > 0 && held.join() === wanted.join()) {
    return {
      holdIds: mine.map((b) => b.id),
      paymentIds: mine.map((b) => b.payment_id),
      holdExpiresAt: dateOfIso(mine[0]!.hold_expires_at)!,
      alreadyHeld: true,
    };
  }
  if (here.length > 0) await releasePlayerHolds(tx, { userId, turfId, days });
  // What stays held once those are given up: the live holds elsewhere.
  const kept = counting.filter((b) => b.hold_expires_at !== null && !here.includes(b));
  const minutes = (rows: HoldRow[]) =>
    rows.reduce((sum, b) => sum + b.end_minute - b.start_minute, 0);
  const onTurf = minutes(kept.filter((b) => b.turf_id === turfId));
  const asked = request.slots.reduce((sum, { range }) => sum + range.end - range.start, 0);
  if (
    onTurf + asked > request.limits.perTurfMinutes ||
    minutes(kept) + asked > request.limits.totalMinutes
  )
    throw new HoldLimitReached();
  // The days' locks are held since the start: the rows go straight in.
  const holdIds = await insertHolds(tx, request);
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

/**
 * held → expired at once: the player gives up the holds of a payment they will not make
 * (docs/decisions/025). Under the payment's days' locks, as every writer of those days; the
 * trigger frees the slots for every grid and search. Answers how many holds were released.
 */
export async function releasePaymentHolds(tx: DbOrTx, paymentId: string, now: Date) {
  await queryRows(tx, LOCK_PAYMENT_DAYS, [paymentId]);
  const released = await tx
    .update(bookings)
    .set({ status: 'expired', holdExpiresAt: now })
    .where(and(UNPAID_HOLD, eq(bookings.paymentId, paymentId)))
    .returning({ id: bookings.id });
  return released.length;
}

/** Holds a payment may still turn into bookings (or, when their slot is lost, void). */
export const PAYABLE = and(
  inArray(bookings.status, ['pending', 'expired']),
  eq(bookings.paymentStatus, 'unpaid'),
);

/**
 * held or expired → confirmed: the payment's holds become paid bookings, each with a 'paid' line
 * in its history, and the confirmation mail is queued in the same transaction (`notify: false`
 * for demo data). Under the days' locks nobody can take a slot, and a hold still pending occupies
 * its own, so confirming it cannot clash: only when one had expired (its slot may be sold) does
 * the update run in a savepoint, which a clash rolls back before this throws the exclusion
 * violation. (No savepoint in the usual case: one round trip less each way, no subtransaction;
 * and the check for an expired hold, the update, its events and the mail are one statement.)
 * Answers the confirmed ids.
 */
export async function confirmPaidHolds(
  tx: DbOrTx,
  paymentId: string,
  now: Date,
  { notify = true }: { notify?: boolean } = {},
): Promise<string[]> {
  await queryRows(tx, LOCK_PAYMENT_DAYS, [paymentId]);
  const confirm = (db: DbOrTx, evenIfLapsed: boolean) =>
    queryRows<{ lapsed: boolean; id: string | null }>(db, CONFIRM_PAID_HOLDS, [
      paymentId,
      now.toISOString(),
      notify,
      evenIfLapsed,
    ]);
  let rows = await confirm(tx, false);
  if (rows[0]?.lapsed) rows = await tx.transaction((savepoint) => confirm(savepoint, true));
  return rows.flatMap((row) => (row.id === null ? [] : [row.id]));
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
