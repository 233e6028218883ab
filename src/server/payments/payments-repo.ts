import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { payments } from '../db/schema';

export type PaymentRow = typeof payments.$inferSelect;

export async function findPaymentByIntent(db: DbOrTx, intentId: string, forUpdate = false) {
  const query = db.select().from(payments).where(eq(payments.intentId, intentId));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row ?? null;
}

export async function settlePayment(
  db: DbOrTx,
  paymentId: string,
  status: 'finalized' | 'refund_due',
  now: Date,
  note: string | null = null,
) {
  await db.update(payments).set({ status, note, settledAt: now }).where(eq(payments.id, paymentId));
}
