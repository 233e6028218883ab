import { refundParts } from '../../shared/credit-spend';
import type { RefundDestination } from '../../shared/credit';
import { writeRefunds } from '../bookings/due-refunds';
import type { DbOrTx } from '../db/database';
import { markRefunded, reopenForRefund, settlePayment, type PaymentRow } from './payment-records';

// One money back (decision 052): a whole charge given back is refunds rows like any booking's
// refund, made by the one worker (refunds.ts) after commit and retried by the sweep. Its purpose
// refused it (a lost share, a spot in a game that filled), or what it paid for ended before it
// lasted (a split ended unfinished, a spot given back): it names no booking, so no booking's
// figures count it, and its payer's mail is its purpose's own.

export interface WholeChargeReturn {
  /** Why (payments.note), as the player reads it (decision 021). */
  cause: string;
  now: Date;
  /** Where its payer wants their money: back how they paid (default), or all to credit. */
  destination?: RefundDestination;
  /** The booking a credit entry names in the ledger, if the charge was towards one. */
  ledgerBookingId?: string | null;
}

/**
 * The whole charge goes back, once: pending (finalize refused it), finalized (it is undone) or
 * abandoned (paid after it was given up) moves to refund_due by compare-and-swap; its card or UPI part is a due refunds row, and what
 * goes to credit is in the payer's credit now, recorded as a done row beside its ledger entry.
 * Answers whether the gateway has a refund to make (the caller makes it after commit).
 */
export async function returnWholeCharge(
  tx: DbOrTx,
  payment: PaymentRow,
  { cause, now, destination = 'source', ledgerBookingId = null }: WholeChargeReturn,
): Promise<boolean> {
  // An abandoned charge's credit went back when it was given up: only its card part is left.
  const creditPaise = payment.status === 'abandoned' ? 0 : payment.creditPaise;
  const price = payment.amountPaise + creditPaise;
  const parts = refundParts(price, price, creditPaise, destination);
  const moved =
    payment.status === 'pending'
      ? await settlePayment(tx, payment.id, 'refund_due', now, cause)
      : payment.status === 'finalized' || payment.status === 'abandoned'
        ? await reopenForRefund(tx, payment.intentId, payment.status, cause, now)
        : false;
  if (!moved) return false;
  const paymentIntentId = payment.intentId;
  await writeRefunds(
    tx,
    [
      { paymentIntentId, amountPaise: parts.sourcePaise, destination: 'source' },
      { paymentIntentId, amountPaise: parts.creditPaise, destination: 'credit' },
    ],
    { userId: payment.userId, ledgerBookingId, now },
  );
  // Nothing for the gateway: it is all back already.
  await markRefunded(tx, payment.intentId);
  return parts.sourcePaise > 0;
}
