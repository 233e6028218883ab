import type { DbOrTx } from './database';
import { payoutMarks } from './schema-payouts';

/**
 * Marks charges whose money changed (paid, or some of it going back), in the transaction that
 * changed it, for the payout job to refigure what they paid for (docs/decisions/054).
 */
export async function markForPayouts(tx: DbOrTx, intentIds: readonly string[]) {
  const unique = [...new Set(intentIds)];
  if (unique.length === 0) return;
  await tx
    .insert(payoutMarks)
    .values(unique.map((paymentIntentId) => ({ paymentIntentId })))
    .onConflictDoNothing();
}
