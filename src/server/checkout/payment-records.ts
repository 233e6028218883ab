import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { payments } from '../db/schema';

// Our record of each card payment (the payments table): checkout is its only writer.

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

export async function findPaymentByIntent(db: DbOrTx, intentId: string, forUpdate = false) {
  const query = db.select().from(payments).where(eq(payments.intentId, intentId));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row ?? null;
}

/** The player's newest unsettled payment for exactly these slots, if any. */
export async function findPendingPaymentFor(db: DbOrTx, userId: string, holdKey: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.holdKey, holdKey),
        eq(payments.status, 'pending'),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row ?? null;
}

/** The recorded payment that holds were placed for (a double click's first request). */
export async function paymentOfHolds(db: DbOrTx, intentIds: readonly (string | null)[]) {
  const linked = intentIds.find((id): id is string => id !== null);
  return linked ? findPaymentByIntent(db, linked) : null;
}

/** Records a payment once: a second request that got the same intent records nothing new. */
export async function recordPayment(db: DbOrTx, payment: NewPayment) {
  await db.insert(payments).values(payment).onConflictDoNothing({ target: payments.intentId });
}

/** pending → finalized, refund_due or abandoned, only from pending (compare-and-swap). */
export async function settlePayment(
  db: DbOrTx,
  paymentId: string,
  status: 'finalized' | 'refund_due' | 'abandoned',
  now: Date,
  note: string | null = null,
) {
  const settled = await db
    .update(payments)
    .set({ status, note, settledAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
    .returning({ id: payments.id });
  return settled.length > 0;
}

/** refund_due → refunded, once the provider has given the money back. */
export async function markRefunded(db: DbOrTx, intentId: string) {
  await db
    .update(payments)
    .set({ status: 'refunded' })
    .where(and(eq(payments.intentId, intentId), eq(payments.status, 'refund_due')));
}
