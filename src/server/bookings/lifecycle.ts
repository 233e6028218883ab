import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Sport } from '../../shared/catalog';
import type { TimeRange } from '../../shared/slots';
import type { DbOrTx } from '../db/database';
import { bookings } from '../db/schema-bookings';
import { assignCourts } from './court-assignment';

// The booking's life, and with hold-endings.ts and confirm-holds.ts (its other transitions) the
// only code that writes the bookings table:
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
// Writers of one turf's day take that day's advisory lock first, through migration 0013's
// lock_booking_days, which builds the keys and takes them in (turf, day) order whatever order
// they are asked in, so two writers racing for overlapping slots queue up instead of deadlocking
// inside the constraint. The booking path's statements are prepared by name (drizzle's
// .prepare): PostgreSQL plans each once per connection; a booking makes several.

export const HOLD_MINUTES = 10;

export const UNPAID_HOLD = and(
  eq(bookings.status, 'pending'),
  eq(bookings.paymentStatus, 'unpaid'),
);

export interface HeldSlot {
  range: TimeRange;
  /**
   * This slot's share of the payment: its own price by the one rule (shared/price-rules
   * priceOfRange, docs/decisions/034), its part of the charge (shared/pricing chargeForPrices).
   */
  amountPaise: number;
  /** The court the player picked; none: the first free one (court-assignment.ts). */
  courtId?: string | null;
}

export interface HoldRequest {
  userId: string;
  turfId: string;
  slots: readonly HeldSlot[];
  holdExpiresAt: Date;
  /** Known when the payment exists before the hold (a payment made without booking details). */
  paymentId?: string;
  /** The moment the hold is made: which claims still stand when its courts are picked. */
  now: Date;
  /** The sport played: only courts that host it are given; absent, any court. */
  sport?: Sport;
}

/** Days of one turf, each once. */
const distinctDays = (days: readonly string[]) => [...new Set(days)];

/**
 * Takes the advisory locks of `turfId`'s `days` (and first `playerId`'s, the count of their
 * unpaid holds) in one round trip; the function orders them (migration 0013).
 */
async function lockDays(tx: DbOrTx, turfId: string, days: readonly string[], playerId?: string) {
  const turfIds = days.map(() => turfId);
  await tx.execute(
    sql`select lock_booking_days(${sql.param(turfIds)}::uuid[], ${sql.param([...days])}::date[], ${playerId ?? null}::uuid)`,
  );
}

export async function lockTurfDays(tx: DbOrTx, turfId: string, days: readonly string[]) {
  if (days.length > 0) await lockDays(tx, turfId, days);
}

/** The locks of the turf days payment `paymentId`'s bookings are on. */
export async function lockPaymentDays(tx: DbOrTx, paymentId: string) {
  await tx.execute(
    sql`select lock_booking_days(array_agg(${bookings.turfId}), array_agg(${bookings.day}))
      from ${bookings} where ${bookings.paymentId} = ${paymentId}`,
  );
}

/** The rows of a hold whose days' locks the caller holds. */
async function insertHolds(tx: DbOrTx, request: HoldRequest): Promise<string[]> {
  // One named statement per number of slots: PostgreSQL parses and plans each once per
  // connection, and nearly every hold is of one slot.
  const slot = (i: number, field: string) => sql.placeholder(`${field}${i}`);
  const values: Record<string, unknown> = {
    turfId: request.turfId,
    userId: request.userId,
    paymentId: request.paymentId ?? null,
    holdExpiresAt: request.holdExpiresAt,
  };
  request.slots.forEach(({ range, amountPaise }, i) => {
    Object.assign(values, {
      [`day${i}`]: range.date,
      [`start${i}`]: range.start,
      [`end${i}`]: range.end,
      [`amount${i}`]: amountPaise,
    });
  });
  const courtIds = await assignCourts(
    tx,
    { id: request.turfId, sport: request.sport },
    request.slots,
    request.now,
  );
  courtIds.forEach((courtId, i) => (values[`court${i}`] = courtId));
  const rows = await tx
    .insert(bookings)
    .values(
      request.slots.map((_, i) => ({
        turfId: sql.placeholder('turfId'),
        courtId: slot(i, 'court'),
        userId: sql.placeholder('userId'),
        day: slot(i, 'day'),
        startMinute: slot(i, 'start'),
        endMinute: slot(i, 'end'),
        status: 'pending' as const,
        amountPaise: slot(i, 'amount'),
        paymentStatus: 'unpaid' as const,
        paymentId: sql.placeholder('paymentId'),
        holdExpiresAt: sql.placeholder('holdExpiresAt'),
      })),
    )
    .returning({ id: bookings.id })
    .prepare(`lifecycle_insert_holds_${request.slots.length}`)
    .execute(values);
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

/**
 * Pay Now's look under the locks, in one statement: frees the turf's run-out holds on `days`,
 * and answers the player's unpaid holds that still count (live anywhere, or without an expiry
 * on those days). The holds just freed had run out, so they are in neither part: what the
 * statement reads before its own update is what a read after it would see.
 */
function expireAndReadHolds(
  tx: DbOrTx,
  values: { userId: string; turfId: string; days: string[]; now: Date },
) {
  const turfId = sql.placeholder('turfId');
  const now = sql.placeholder('now');
  const onDays = and(
    eq(bookings.turfId, turfId),
    sql`${bookings.day} = any(${sql.placeholder('days')}::date[])`,
  );
  const runOut = tx.$with('run_out').as(
    tx
      .update(bookings)
      .set({ status: 'expired' })
      .where(and(UNPAID_HOLD, lte(bookings.holdExpiresAt, now), onDays)),
  );
  return tx
    .with(runOut)
    .select({
      id: bookings.id,
      turfId: bookings.turfId,
      day: bookings.day,
      startMinute: bookings.startMinute,
      endMinute: bookings.endMinute,
      paymentId: bookings.paymentId,
      holdExpiresAt: bookings.holdExpiresAt,
    })
    .from(bookings)
    .where(
      and(
        UNPAID_HOLD,
        eq(bookings.userId, sql.placeholder('userId')),
        or(gt(bookings.holdExpiresAt, now), and(isNull(bookings.holdExpiresAt), onDays)),
      ),
    )
    .prepare('lifecycle_expire_and_read_holds')
    .execute(values);
}

type HoldRow = Awaited<ReturnType<typeof expireAndReadHolds>>[number];

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
  request: HoldRequest & { limits: HoldLimits },
): Promise<{
  holdIds: string[];
  /** The payments the holds are for (null for a hold not tied to one yet). */
  paymentIds: (string | null)[];
  holdExpiresAt: Date;
  alreadyHeld: boolean;
}> {
  const { userId, turfId } = request;
  const days = distinctDays(request.slots.map(({ range }) => range.date));
  // The player's lock first, then the days' (the same order everywhere): their count is exact.
  await lockDays(tx, turfId, days, userId);
  const counting = await expireAndReadHolds(tx, { userId, turfId, days, now: request.now });
  // Those the player would give up here (any unpaid hold of theirs on this turf those days),
  // and of them the live ones: this very request again, if they are exactly its slots.
  const here = counting.filter((b) => b.turfId === turfId && days.includes(b.day));
  const mine = here.filter((b) => b.holdExpiresAt !== null);
  const wanted = request.slots.map(({ range: r }) => rangeKey(r.date, r.start, r.end)).sort();
  const held = mine.map((b) => rangeKey(b.day, b.startMinute, b.endMinute)).sort();
  if (held.length > 0 && held.join() === wanted.join()) {
    // In the request's order, so each hold meets its own slot's share.
    const byRange = new Map(mine.map((b) => [rangeKey(b.day, b.startMinute, b.endMinute), b]));
    const inOrder = request.slots.map(({ range: r }) =>
      byRange.get(rangeKey(r.date, r.start, r.end))!,
    );
    return {
      holdIds: inOrder.map((b) => b.id),
      paymentIds: inOrder.map((b) => b.paymentId),
      holdExpiresAt: mine[0]!.holdExpiresAt!,
      alreadyHeld: true,
    };
  }
  if (here.length > 0) await releasePlayerHolds(tx, { userId, turfId, days });
  // What stays held once those are given up: the live holds elsewhere.
  const kept = counting.filter((b) => b.holdExpiresAt !== null && !here.includes(b));
  const minutes = (rows: HoldRow[]) =>
    rows.reduce((sum, b) => sum + b.endMinute - b.startMinute, 0);
  const onTurf = minutes(kept.filter((b) => b.turfId === turfId));
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

/**
 * held → held, paid for by this payment: links holds placed before their intent existed (a
 * waitlist offer's), each taking its share of this payment, the price of now (decision 034).
 */
export async function linkHoldsToPayment(
  tx: DbOrTx,
  holds: readonly { id: string; amountPaise: number }[],
  paymentId: string,
) {
  for (const hold of holds) {
    await tx
      .update(bookings)
      .set({ paymentId, amountPaise: hold.amountPaise })
      .where(
        and(eq(bookings.id, hold.id), eq(bookings.status, 'pending'), isNull(bookings.paymentId)),
      );
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
