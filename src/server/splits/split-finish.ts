import type { Actor } from '../../shared/permissions';
import { HttpError } from '../http/errors';
import { finishCharge, requireMade } from '../payments/paid';
import type { CheckoutContext } from '../payments/payment-context';
import { findPaymentByIntent } from '../payments/payment-records';
import { sharesOf, type SplitRow } from './split-records';
import { linesOf } from '../payments/charge-lines';
import type { DbOrTx } from '../db/database';

// A teammate's (or the booker's pay-the-rest) "I paid" for a split payment (docs/decisions/044):
// an alias of the one "I paid" (payments/paid.ts, decision 052): only a request to finalize, checked with the gateway and idempotent. Its
// answer is the split as it now stands, so the payer sees their share paid, or why it went back.

/** Finalizes the actor's own payment into `split`; refused as create-booking refuses. */
/** Whether the payment pays a share of this split (its lines name one). */
async function paysInto(db: DbOrTx, paymentId: string, split: SplitRow) {
  const shareIds = new Set((await sharesOf(db, split.id)).map((share) => share.id));
  return (await linesOf(db, paymentId)).some(
    (line) => line.splitShareId !== null && shareIds.has(line.splitShareId),
  );
}

export async function finishSplitPayment(
  context: CheckoutContext,
  actor: Actor,
  split: SplitRow,
  paymentId: string,
): Promise<void> {
  const payment = await findPaymentByIntent(context.db, paymentId);
  // Someone else's payment, or one for another split, is answered as if it did not exist.
  if (!payment || payment.userId !== actor.id || !(await paysInto(context.db, payment.id, split)))
    throw new HttpError(404, 'payment_not_found');
  // The booker's own share is finished by create-booking, as any Pay Now.
  if (payment.intentId === split.bookerIntentId) throw new HttpError(404, 'payment_not_found');
  requireMade(await finishCharge(context, payment), ['booked', 'collecting'], 'split_not_found');
}
