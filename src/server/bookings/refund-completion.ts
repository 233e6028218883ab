import { and, eq, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { recordCredit } from '../credit/ledger';
import { enqueue } from '../db/outbox';
import { bookingEvents, bookings, rainOutChoices } from '../db/schema-bookings';
import { payments, refunds } from '../db/schema-money';

// The last step of a cancellation's money (decision 011's state machine): a due refund is made
// (refunded), or the gateway refused it and it stays due, saying why, for the reconciler.

/**
 * A due refund has now been made to `destination` (the gateway answered, or it went to credit):
 * the booking reads Refunded once its last part is, and the payer is told. False when it was
 * made already, or its payer changed where it goes meanwhile (it stays due, to be made there).
 */
export async function completeBookingRefund(
  tx: DbOrTx,
  refundId: string,
  now: Date,
  destination: 'source' | 'credit',
) {
  const [refund] = await tx
    .update(refunds)
    .set({ status: 'done', refundedAt: now, lastError: null })
    .where(
      and(
        eq(refunds.id, refundId),
        eq(refunds.status, 'due'),
        eq(refunds.destination, destination),
      ),
    )
    .returning();
  if (!refund) return false;
  if (refund.bookingId === null) return madeWholeChargeReturn(tx, refund, now);
  const bookingId = refund.bookingId;
  // Whose money it is: the payer of the refund's payment (a shared booking's teammate, docs/
  // decisions/044), the booking's player when no payment row records it.
  const [booking] = await tx
    .select({
      userId: bookings.userId,
      payerId: payments.userId,
      rainedOut: rainOutChoices.bookingId,
    })
    .from(bookings)
    .leftJoin(rainOutChoices, eq(rainOutChoices.bookingId, bookings.id))
    .leftJoin(payments, eq(payments.intentId, refund.paymentIntentId))
    .where(eq(bookings.id, bookingId));
  const payerId = booking!.payerId ?? booking!.userId;
  // A refund to credit is made here, once, with its entry in the payer's ledger (decision 040).
  if (refund.destination === 'credit') {
    await recordCredit(tx, {
      userId: payerId,
      amountPaise: refund.amountPaise,
      // A rained-out player's credit reads as such in their ledger (docs/decisions/041).
      reason: booking!.rainedOut ? 'rain_out' : 'refund',
      bookingId: bookingId,
      now,
    });
  }
  // A part-credit booking reads refunded once its last part is back (docs/decisions/040).
  await tx
    .update(bookings)
    .set({ paymentStatus: 'refunded' })
    .where(
      and(
        eq(bookings.id, bookingId),
        eq(bookings.status, 'cancelled'),
        notExists(
          tx
            .select({ id: refunds.id })
            .from(refunds)
            .where(and(eq(refunds.bookingId, bookingId), eq(refunds.status, 'due'))),
        ),
      ),
    );
  await tx.insert(bookingEvents).values({
    bookingId: bookingId,
    kind: 'refunded',
    at: now,
    detail: { amountPaise: refund.amountPaise },
  });
  // A teammate's part of a shared booking: its payer's own mail, whichever way it went (044).
  if (payerId !== booking!.userId) await enqueue(tx, 'refund.share_made', { refundId: refund.id });
  // Credit needs no second mail: the cancellation's says it is in the credit already.
  else if (refund.destination === 'source')
    await enqueue(tx, 'refund.completed', {
      bookingId: bookingId,
      amountPaise: refund.amountPaise,
    });
  return true;
}

/**
 * A whole charge's return, naming no booking (decision 052): its payer's, told by its purpose's
 * own mail when it was decided. Only a row whose payer moved it to credit is written here.
 */
async function madeWholeChargeReturn(
  tx: DbOrTx,
  refund: typeof refunds.$inferSelect,
  now: Date,
): Promise<boolean> {
  if (refund.destination !== 'credit') return true;
  const [payment] = await tx
    .select({ userId: payments.userId })
    .from(payments)
    .where(eq(payments.intentId, refund.paymentIntentId));
  await recordCredit(tx, {
    userId: payment!.userId,
    amountPaise: refund.amountPaise,
    reason: 'refund',
    bookingId: null,
    now,
  });
  return true;
}

/**
 * The gateway is about to be asked for this card or UPI refund: counted first (`attempts`), so a
 * payer may still move a refund the gateway was never asked for to credit (docs/decisions/044),
 * and never one it may have made. Answers which ask this is (1 for the first), or null when it is
 * no longer due there.
 */
export async function noteRefundAsked(tx: DbOrTx, refundId: string): Promise<number | null> {
  const [asked] = await tx
    .update(refunds)
    .set({ attempts: sql`${refunds.attempts} + 1` })
    .where(
      and(eq(refunds.id, refundId), eq(refunds.status, 'due'), eq(refunds.destination, 'source')),
    )
    .returning({ attempts: refunds.attempts });
  return asked?.attempts ?? null;
}

/** The gateway refused or could not be reached: the refund stays due, and says why. */
export async function noteRefundFailure(tx: DbOrTx, refundId: string, reason: string) {
  await tx
    .update(refunds)
    .set({ lastError: reason.slice(0, 500) })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'due')));
}
