import { and, eq, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { recordCredit } from '../credit/ledger';
import { enqueue } from '../db/outbox';
import { bookingEvents, bookings, rainOutChoices } from '../db/schema-bookings';
import { refunds } from '../db/schema-money';

// The last step of a cancellation's money (decision 011's state machine): a due refund is made
// (refunded), or the gateway refused it and it stays due, saying why, for the reconciler.

/** A due refund the gateway has now made: the booking reads Refunded, and the player is told. */
export async function completeBookingRefund(tx: DbOrTx, refundId: string, now: Date) {
  const [refund] = await tx
    .update(refunds)
    .set({ status: 'done', refundedAt: now, lastError: null })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'due')))
    .returning();
  if (!refund) return false;
  // A refund to credit is made here, once, with its entry in the player's ledger (decision 040).
  if (refund.destination === 'credit') {
    const [booking] = await tx
      .select({ userId: bookings.userId, rainedOut: rainOutChoices.bookingId })
      .from(bookings)
      .leftJoin(rainOutChoices, eq(rainOutChoices.bookingId, bookings.id))
      .where(eq(bookings.id, refund.bookingId));
    await recordCredit(tx, {
      userId: booking!.userId,
      amountPaise: refund.amountPaise,
      // A rained-out player's credit reads as such in their ledger (docs/decisions/041).
      reason: booking!.rainedOut ? 'rain_out' : 'refund',
      bookingId: refund.bookingId,
      now,
    });
  }
  // A part-credit booking reads refunded once its last part is back (docs/decisions/040).
  await tx
    .update(bookings)
    .set({ paymentStatus: 'refunded' })
    .where(
      and(
        eq(bookings.id, refund.bookingId),
        eq(bookings.status, 'cancelled'),
        notExists(
          tx
            .select({ id: refunds.id })
            .from(refunds)
            .where(and(eq(refunds.bookingId, refund.bookingId), eq(refunds.status, 'due'))),
        ),
      ),
    );
  await tx.insert(bookingEvents).values({
    bookingId: refund.bookingId,
    kind: 'refunded',
    at: now,
    detail: { amountPaise: refund.amountPaise },
  });
  // Credit needs no second mail: the cancellation's says it is in the credit already.
  if (refund.destination === 'source')
    await enqueue(tx, 'refund.completed', {
      bookingId: refund.bookingId,
      amountPaise: refund.amountPaise,
    });
  return true;
}

/** The gateway refused or could not be reached: the refund stays due, and says why. */
export async function noteRefundFailure(tx: DbOrTx, refundId: string, reason: string) {
  await tx
    .update(refunds)
    .set({ attempts: sql`${refunds.attempts} + 1`, lastError: reason.slice(0, 500) })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'due')));
}
