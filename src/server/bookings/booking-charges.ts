import { and, desc, eq, sql } from 'drizzle-orm';
import type { RefundDestination } from '../../shared/credit';
import { refundParts } from '../../shared/credit-spend';
import type { DbOrTx } from '../db/database';
import { chargeLines } from '../db/schema-charges';
import { payments, refunds } from '../db/schema-money';
import type { BookingRow } from './changes';

// The charges a booking's money came from (docs/decisions/053): the one that held it
// (bookings.payment_id, its credit part bookings.credit_paise) and each paid difference of a move
// to a dearer slot (a finalized charge with a `move` line naming the booking, card only). The
// booking's amount_paise is what they all keep; money going back comes off the newest first, so
// no charge is ever asked to give back more than it took.

export interface DueRefundPart {
  paymentIntentId: string;
  destination: RefundDestination;
  amountPaise: number;
}

/** The paid move differences of a booking, newest first, each with what it still keeps. */
export async function moveChargesOf(tx: DbOrTx, bookingId: string) {
  const rows = await tx
    .select({
      intentId: payments.intentId,
      paidPaise: chargeLines.amountPaise,
      refundedPaise: sql<number>`coalesce((select sum(${refunds.amountPaise}) from ${refunds}
        where ${refunds.bookingId} = ${bookingId}
          and ${refunds.paymentIntentId} = ${payments.intentId}), 0)`.mapWith(Number),
    })
    .from(chargeLines)
    .innerJoin(payments, eq(payments.id, chargeLines.paymentId))
    .where(
      and(
        eq(chargeLines.bookingId, bookingId),
        eq(chargeLines.purpose, 'move'),
        eq(payments.status, 'finalized'),
      ),
    )
    .orderBy(desc(chargeLines.createdAt));
  return rows.map((row) => ({
    intentId: row.intentId,
    keptPaise: row.paidPaise - row.refundedPaise,
  }));
}

/**
 * Where `refundPaise` of a booking goes: off its paid move differences first (newest first, to
 * `refundTo`), then off the charge that held it, split between its credit and card parts by the
 * shared rule. `ownCreditPaise` is what leaves the booking's own credit part (for a refund that
 * leaves the booking standing, its credit_paise drops by it).
 */
export async function refundAllocation(
  tx: DbOrTx,
  row: Pick<BookingRow, 'id' | 'paymentId' | 'amountPaise' | 'creditPaise'>,
  refundPaise: number,
  refundTo: RefundDestination,
): Promise<{ parts: DueRefundPart[]; ownCreditPaise: number }> {
  const moves = await moveChargesOf(tx, row.id);
  const parts: DueRefundPart[] = [];
  let left = refundPaise;
  for (const move of moves) {
    const take = Math.min(left, Math.max(0, move.keptPaise));
    if (take > 0)
      parts.push({ paymentIntentId: move.intentId, destination: refundTo, amountPaise: take });
    left -= take;
  }
  const ownPaise =
    row.amountPaise - moves.reduce((sum, move) => sum + Math.max(0, move.keptPaise), 0);
  if (left === 0) return { parts, ownCreditPaise: 0 };
  const own = refundParts(left, ownPaise, row.creditPaise, refundTo);
  for (const destination of ['credit', 'source'] as const) {
    const amountPaise = destination === 'credit' ? own.creditPaise : own.sourcePaise;
    if (amountPaise > 0) parts.push({ paymentIntentId: row.paymentId!, destination, amountPaise });
  }
  // To credit, the credit part is given back first; to source, the shared rule's share of it.
  const ownCreditPaise = refundTo === 'credit' ? Math.min(left, row.creditPaise) : own.creditPaise;
  return { parts, ownCreditPaise };
}
