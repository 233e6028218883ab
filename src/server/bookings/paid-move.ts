import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { RefundDestination } from '../../shared/credit';
import type { DbOrTx } from '../db/database';
import { enqueue } from '../db/outbox';
import { bookings, rainOutChoices } from '../db/schema-bookings';
import { lockBooking, type BookingRow } from './changes';
import { writeDueRefundParts } from './due-refunds';
import { claimRainOutChoice } from './rain-out-choices';
import { recordMoveEvent } from './reschedule';
import { offerFreedRanges } from './waitlist-offers';

// The booking core's part of a move that costs money (docs/decisions/053), continued from
// reschedule.ts:
//
//   confirmed ──paid move (the difference's charge holds the new slot)──▶ confirmed there, dearer
//   rained out ──paid move──▶ confirmed there, dearer (the rain-out's choice taken: move)
//   confirmed ──cheaper move──▶ confirmed there, the difference due back (refunds rows)
//
// Each runs inside the caller's transaction (finalize's, for a paid one) under the booking's locks.

/** A paid move's charge and what it paid (its `move` lines). */
export interface PaidMove {
  bookingId: string;
  /** The charge whose hold is the new slot. */
  holdIntentId: string;
  /** What the charge paid for the move: the booking's price rises by it. */
  paidPaise: number;
  now: Date;
}

/** The hold a move's charge placed: the new range and court, live or lapsed. */
async function holdOfCharge(tx: DbOrTx, intentId: string) {
  const [hold] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.paymentId, intentId), inArray(bookings.status, ['pending', 'expired'])));
  return hold ?? null;
}

/** Whether a rained-out booking may still be moved: its choice open and within its 24 hours. */
async function openRainOutMove(tx: DbOrTx, booking: BookingRow, now: Date) {
  if (booking.status !== 'cancelled' || booking.refundedPaise !== 0) return false;
  const [open] = await tx
    .select({ bookingId: rainOutChoices.bookingId })
    .from(rainOutChoices)
    .where(
      and(
        eq(rainOutChoices.bookingId, booking.id),
        isNull(rainOutChoices.choice),
        gt(rainOutChoices.deadline, now),
      ),
    );
  return open !== undefined;
}

/**
 * The paid difference's hold becomes the booking's place: the hold is released, and the booking
 * moves onto its range and court with its price raised by what was paid, in one transaction. A
 * confirmed booking uses up its one reschedule; a rained-out one takes its choice (move) and is
 * confirmed again. False when the booking can no longer move (cancelled, moved already, its
 * rain-out choice taken or run out, the hold gone); throws the exclusion violation when the held
 * range was taken after the hold lapsed. Either way the caller gives the money back whole.
 */
export async function moveOntoPaidHold(tx: DbOrTx, move: PaidMove): Promise<boolean> {
  const { now } = move;
  const seen = await holdOfCharge(tx, move.holdIntentId);
  if (!seen) return false;
  const booking = await lockBooking(tx, move.bookingId, [seen.day]);
  const hold = await holdOfCharge(tx, move.holdIntentId);
  if (!booking || !hold || booking.source !== 'online') return false;
  const rainOut = await openRainOutMove(tx, booking, now);
  const reschedule =
    booking.status === 'confirmed' && booking.paymentStatus === 'paid' && !booking.rescheduledAt;
  if (!rainOut && !reschedule) return false;
  await tx
    .update(bookings)
    .set({ status: 'expired', holdExpiresAt: now })
    .where(eq(bookings.id, hold.id));
  const to = { date: hold.day, start: hold.startMinute, end: hold.endMinute };
  const place = {
    day: to.date,
    startMinute: to.start,
    endMinute: to.end,
    courtId: hold.courtId,
    amountPaise: sql`${bookings.amountPaise} + ${move.paidPaise}`,
  };
  if (rainOut) {
    if (!(await claimRainOutChoice(tx, booking.id, 'move', 'player', now))) return false;
    const [moved] = await tx
      .update(bookings)
      .set({
        ...place,
        status: 'confirmed',
        cancelledAt: null,
        cancelledBy: null,
        cancelReason: null,
      })
      .where(and(eq(bookings.id, booking.id), eq(bookings.status, 'cancelled')))
      .returning({ id: bookings.id });
    if (!moved) return false;
  } else {
    const [moved] = await tx
      .update(bookings)
      .set({ ...place, rescheduledAt: now })
      .where(
        and(
          eq(bookings.id, booking.id),
          eq(bookings.status, 'confirmed'),
          isNull(bookings.rescheduledAt),
        ),
      )
      .returning({ id: bookings.id });
    if (!moved) return false;
  }
  await recordMoveEvent(tx, booking, to, now, {
    requestKey: null,
    paidPaise: move.paidPaise,
    ...(rainOut ? { rainOut: 'move' as const } : {}),
  });
  const from = {
    date: booking.day,
    startMinute: booking.startMinute,
    endMinute: booking.endMinute,
  };
  await enqueue(tx, 'booking.rescheduled', { bookingId: booking.id, from });
  if (reschedule) await offerFreedRanges(tx, { turfId: booking.turfId, days: [booking.day], now });
  return true;
}

/**
 * A move to a cheaper slot, just made: the difference is due back to `refundTo` (made after
 * commit by payments/refunds.ts, as any refund), and the booking keeps the new slot's price:
 * amount_paise drops by it, and credit_paise by what of it left the booking's own credit part.
 * Answers the due refunds' ids.
 */
export async function giveBackMoveDifference(
  tx: DbOrTx,
  bookingId: string,
  differencePaise: number,
  refundTo: RefundDestination,
): Promise<string[]> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!row || row.status !== 'confirmed' || row.amountPaise <= differencePaise)
    throw new Error(`booking ${bookingId} cannot give back ${differencePaise} paise`);
  const { refundIds, ownCreditPaise } = await writeDueRefundParts(tx, row, differencePaise, {
    asked: refundTo,
  });
  await tx
    .update(bookings)
    .set({
      amountPaise: sql`${bookings.amountPaise} - ${differencePaise}`,
      creditPaise: sql`${bookings.creditPaise} - ${ownCreditPaise}`,
    })
    .where(eq(bookings.id, bookingId));
  return refundIds;
}
