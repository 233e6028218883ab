import { MOVE_PRICE_MESSAGES } from '../../shared/move-price';
import { CourtRefused } from '../bookings/court-assignment';
import { releasePaymentHolds } from '../bookings/hold-endings';
import { moveOntoPaidHold } from '../bookings/paid-move';
import { isExclusionViolation } from '../db/errors';
import { issueInvoice } from '../invoices/issue';
import { returnWholeCharge } from '../payments/money-back';
import { settlePayment } from '../payments/payment-records';
import type { ChargePurpose } from '../payments/purposes';

// A move's difference as a purpose of a charge (docs/decisions/052, 053): the charge's `move` line
// names the booking moved, and the new slot is the charge's own pending hold. Paid, the booking
// moves onto the hold and its price rises by what was paid, under finalize's transaction and the
// booking's locks; when it can no longer move, the charge is refused and goes back whole.

export const movePurpose: ChargePurpose = {
  async fulfil(tx, context, payment, lines) {
    const now = context.now();
    const bookingId = lines[0]!.bookingId!;
    const paidPaise = lines.reduce((sum, line) => sum + line.amountPaise, 0);
    let moved = false;
    try {
      // A savepoint: a held range taken after the hold lapsed rolls back only this step.
      moved = await tx.transaction((savepoint) =>
        moveOntoPaidHold(savepoint, {
          bookingId,
          holdIntentId: payment.intentId,
          paidPaise,
          now,
        }),
      );
    } catch (error) {
      if (!isExclusionViolation(error) && !(error instanceof CourtRefused)) throw error;
    }
    if (!moved) {
      const cause = MOVE_PRICE_MESSAGES.cannotMove;
      await releasePaymentHolds(tx, payment.intentId, now);
      await returnWholeCharge(tx, payment, { cause, now, ledgerBookingId: bookingId });
      return { outcome: 'refund', cause };
    }
    // The venue is paid the difference too: its own invoice, in the transaction that keeps it.
    await issueInvoice(tx, payment.intentId, now, context.invoicing);
    await settlePayment(tx, payment.id, 'finalized', now);
    return { outcome: 'booked', bookingIds: [bookingId] };
  },
  async settled(_db, _payment, lines) {
    return { outcome: 'booked', bookingIds: [lines[0]!.bookingId!] };
  },
};
