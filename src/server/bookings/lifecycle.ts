import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { TimeRange } from '../../shared/slots';
import type { DbOrTx } from '../db/database';
import { bookings } from '../db/schema';

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

export const HOLD_MINUTES = 10;

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

/** held: one pending row per slot, all or none (the caller's transaction). Answers their ids. */
export async function placeHolds(tx: DbOrTx, request: HoldRequest): Promise<string[]> {
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

/** held → gone: holds whose payment could not even be opened were never anyone's booking. */
export async function discardUnlinkedHolds(tx: DbOrTx, holdIds: string[]) {
  await tx
    .delete(bookings)
    .where(
      and(
        inArray(bookings.id, holdIds),
        eq(bookings.status, 'pending'),
        isNull(bookings.paymentId),
      ),
    );
}

const UNPAID_HOLD = and(eq(bookings.status, 'pending'), eq(bookings.paymentStatus, 'unpaid'));

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
 * held or expired → confirmed: the payment's holds become paid bookings. An expired hold whose
 * slot was taken meanwhile makes this throw the exclusion violation. Answers the confirmed ids.
 */
export async function confirmPaidHolds(tx: DbOrTx, paymentId: string): Promise<string[]> {
  const rows = await tx
    .update(bookings)
    .set({ status: 'confirmed', paymentStatus: 'paid', holdExpiresAt: null })
    .where(and(eq(bookings.paymentId, paymentId), PAYABLE))
    .returning({ id: bookings.id });
  return rows.map((row) => row.id);
}

/** held or expired → cancelled: the payment went through but its slot was lost; it is refunded. */
export async function voidPaidHolds(tx: DbOrTx, paymentId: string) {
  await tx
    .update(bookings)
    .set({ status: 'cancelled', paymentStatus: 'refunded', holdExpiresAt: null })
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
