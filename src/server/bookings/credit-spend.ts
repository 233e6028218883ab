import { and, eq, gt } from 'drizzle-orm';
import { recordCredit } from '../credit/ledger';
import type { DbOrTx } from '../db/database';
import { bookings } from '../db/schema-bookings';

// TurfBook credit spent on holds (docs/decisions/040): the booking core's writes of
// bookings.credit_paise and the ledger entries that go with them, in the caller's transaction.
// Credit is debited when Pay Now holds the slots (so two tabs cannot spend one balance twice:
// the ledger's conditional update refuses the second, and its transaction writes nothing), and
// it comes back exactly once: as a refund when a paid booking is cancelled or its slot lost
// (due-refunds.ts writeDueRefunds), or here when its payment is abandoned unpaid.

/** Each hold's share of the payment's credit, debited from the player's balance (409 if short). */
export async function spendCreditOnHolds(
  tx: DbOrTx,
  spend: { userId: string; holds: readonly { id: string; creditPaise: number }[]; now: Date },
) {
  for (const hold of spend.holds) {
    if (hold.creditPaise === 0) continue;
    await tx
      .update(bookings)
      .set({ creditPaise: hold.creditPaise })
      .where(and(eq(bookings.id, hold.id), eq(bookings.paymentStatus, 'unpaid')));
    await recordCredit(tx, {
      userId: spend.userId,
      amountPaise: -hold.creditPaise,
      reason: 'spent',
      bookingId: hold.id,
      now: spend.now,
    });
  }
}

/**
 * An abandoned payment's credit back to its player ('spent_returned'): its holds were never
 * paid, so nothing else gives it back. Called in the transaction that marks the payment
 * abandoned (once, by compare-and-swap); each hold's credit is zeroed as it goes back, so it can
 * never be returned twice. Answers the paise returned.
 */
export async function returnSpentCredit(tx: DbOrTx, paymentId: string, now: Date) {
  const unpaid = await tx
    .select({ id: bookings.id, userId: bookings.userId, creditPaise: bookings.creditPaise })
    .from(bookings)
    .where(
      and(
        eq(bookings.paymentId, paymentId),
        eq(bookings.paymentStatus, 'unpaid'),
        gt(bookings.creditPaise, 0),
      ),
    )
    .for('update');
  let returned = 0;
  for (const row of unpaid) {
    await tx.update(bookings).set({ creditPaise: 0 }).where(eq(bookings.id, row.id));
    await recordCredit(tx, {
      userId: row.userId,
      amountPaise: row.creditPaise,
      reason: 'spent_returned',
      bookingId: row.id,
      now,
    });
    returned += row.creditPaise;
  }
  return returned;
}
