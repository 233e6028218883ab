import { and, asc, eq, gt } from 'drizzle-orm';
import type { OwnHold } from '../../shared/api/hold-contract';
import { paiseToRupeesText } from '../../shared/pricing';
import { timeLabel } from '../../shared/slots';
import type { UserRow } from '../auth/users';
import { returnSpentCredit } from '../bookings/credit-spend';
import { releasePaymentHolds } from '../bookings/hold-endings';
import { offerFreedPaymentRanges } from '../bookings/waitlist-offers';
import { turfs } from '../db/schema';
import { bookings } from '../db/schema-bookings';
import { payments } from '../db/schema-money';
import { HttpError } from '../http/errors';
import { safeForLog } from '../http/logging';
import { finalizePayment, settledOutcome } from './finalize';
import type { PaymentContext } from './payment-context';
import { findPaymentByIntent, settlePayment } from './payment-records';
import { ERROR_CATALOGUE } from '../../shared/errors/error-catalogue';
import { logError } from '../http/request-log';

// A player's own unpaid holds (docs/decisions/025): listed with what their checkout needs, so a
// player who left it can go back, and released at once when they give the slot up. Nobody else's
// hold is ever listed or released here.

export const NO_SUCH_HOLD = ERROR_CATALOGUE.no_such_hold.en;
export const HOLD_RELEASED = 'Your hold is released: the time is free again.';
export const HOLD_ALREADY_PAID = ERROR_CATALOGUE.hold_already_paid.en;
export const HOLD_SPLIT_COLLECTING = ERROR_CATALOGUE.hold_split_collecting.en;
export const HOLD_PAYMENT_PROCESSING = ERROR_CATALOGUE.hold_payment_processing.en;

/** The player's live holds (on one turf, or all), one entry per payment, soonest first. */
export async function listOwnHolds(
  context: Pick<PaymentContext, 'db' | 'now'>,
  player: UserRow,
  turfId?: string,
): Promise<OwnHold[]> {
  const now = context.now();
  const conditions = [
    eq(bookings.userId, player.id),
    eq(bookings.status, 'pending'),
    eq(bookings.paymentStatus, 'unpaid'),
    gt(bookings.holdExpiresAt, now),
    eq(payments.userId, player.id),
    eq(payments.status, 'pending'),
  ];
  if (turfId) conditions.push(eq(bookings.turfId, turfId));
  const rows = await context.db
    .select({ booking: bookings, payment: payments, turf: { id: turfs.id, name: turfs.name } })
    .from(bookings)
    .innerJoin(payments, eq(payments.intentId, bookings.paymentId))
    .innerJoin(turfs, eq(turfs.id, bookings.turfId))
    .where(and(...conditions))
    .orderBy(asc(bookings.day), asc(bookings.startMinute));

  const byPayment = new Map<string, OwnHold>();
  for (const { booking, payment, turf } of rows) {
    const expiresAt = booking.holdExpiresAt!;
    let hold = byPayment.get(payment.intentId);
    if (!hold) {
      hold = {
        paymentId: payment.intentId,
        clientSecret: payment.clientSecret,
        kind: payment.kind === 'subscription' ? 'subscription' : 'booking',
        amount: paiseToRupeesText(payment.amountPaise),
        turf: { _id: turf.id, name: turf.name },
        slots: [],
        holdExpiresAt: expiresAt.toISOString(),
        secondsLeft: Math.floor((expiresAt.getTime() - now.getTime()) / 1000),
      };
      byPayment.set(payment.intentId, hold);
    }
    hold.slots.push({
      date: booking.day,
      startTime: timeLabel(booking.startMinute),
      endTime: timeLabel(booking.endMinute),
    });
  }
  return [...byPayment.values()];
}

/**
 * Gives up the holds of the player's own unpaid payment. Its intent is cancelled first, so it can
 * never be paid after the slots are free; a payment that went through meanwhile is finalized
 * instead (the player gets their booking, or their refund) and the release is refused.
 */
export async function releaseOwnHold(context: PaymentContext, player: UserRow, paymentId: string) {
  const payment = await findPaymentByIntent(context.db, paymentId);
  // Someone else's payment is answered as if it did not exist: its id tells nothing.
  if (!payment || payment.userId !== player.id || payment.kind === 'legacy')
    throw new HttpError(404, 'no_such_hold');
  const settled = await settledOutcome(context.db, context.purposes, payment);
  if (settled?.outcome === 'booked') throw new HttpError(409, 'hold_already_paid');
  // A booker's paid share of a split holds the slot for the team (decision 044): not given up here.
  if (settled?.outcome === 'collecting') throw new HttpError(409, 'hold_split_collecting');
  if (settled?.outcome === 'refunded')
    throw new HttpError(409, 'slot_unavailable', { message: settled.reason });

  let cancelled = false;
  if (!settled) {
    try {
      const intent = await context.payments.cancelIntent(paymentId);
      if (intent.status === 'succeeded') {
        const result = await finalizePayment(context, paymentId);
        throw result.outcome === 'refunded'
          ? new HttpError(409, 'slot_unavailable', { message: result.reason })
          : new HttpError(409, 'hold_already_paid');
      }
      if (intent.status === 'processing') throw new HttpError(409, 'hold_payment_processing');
      cancelled = intent.status === 'canceled';
    } catch (error) {
      if (error instanceof HttpError) throw error;
      // The provider is out of reach: the slots are freed all the same. The payment stays
      // pending, so if it is paid after all, finalizing books the slot if it is still free and
      // refunds it if not (decision 005's late payment), and the reconciler settles it.
      logError('Cancelling the intent of a released hold failed', safeForLog(error));
    }
  }
  await context.db.transaction(async (tx) => {
    const now = context.now();
    await releasePaymentHolds(tx, paymentId, now);
    // The freed time may be someone's wait (docs/decisions/033).
    await offerFreedPaymentRanges(tx, paymentId, now);
    // Given up unpaid: its credit goes back with it (docs/decisions/040).
    if (cancelled && (await settlePayment(tx, payment.id, 'abandoned', now)))
      await returnSpentCredit(tx, paymentId, now);
  });
  return { success: true as const, message: HOLD_RELEASED };
}
