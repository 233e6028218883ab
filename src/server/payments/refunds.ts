import { and, asc, eq } from 'drizzle-orm';
import {
  completeBookingRefund,
  noteRefundAsked,
  noteRefundFailure,
} from '../bookings/refund-completion';
import type { DbOrTx } from '../db/database';
import { refunds } from '../db/schema-money';
import { safeForLog } from '../http/logging';
import { issueCreditNote, issueReturnCreditNote } from '../invoices/issue';
import type { PaymentContext } from './payment-context';
import { markRefunded } from './payment-records';
import { logError } from '../http/request-log';

// Every refund, whatever caused it (the player's or the venue's cancellation, a paid hold that
// lost its slot), is a refunds row written as due in the transaction that decided it, then made
// here, after commit and outside any transaction (a slow provider must not hold row locks). A
// refund the provider refuses stays due, with its reason, and the minute sweep tries it again:
// until then every screen says "Refund pending", never "refunded" (decision 021).

/**
 * The gateway's idempotency key of a refund: its own id, except an organizer's return of a kept
 * spot, which keeps the key it was first asked with before it was a refunds row (migration 0041).
 */
function refundKey(refund: { id: string; gamePlayerId: string | null }) {
  return refund.gamePlayerId ? `game-return-${refund.gamePlayerId}` : `refund-${refund.id}`;
}

/** Asks the gateway for one due refund; true once it is done. */
export async function settleRefund(context: PaymentContext, refundId: string): Promise<boolean> {
  const { db } = context;
  const [refund] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'due')));
  if (!refund) return false;
  try {
    // Credit is ours to give: no gateway, made in the transaction below (docs/decisions/040).
    if (refund.destination === 'source') {
      // Counted as asked before asking: its payer can no longer move it to credit.
      if ((await noteRefundAsked(db, refund.id)) === null) return false;
      // One key per refund: a retry after a timeout never refunds twice.
      await context.payments.refund(refund.paymentIntentId, {
        amount: refund.amountPaise,
        idempotencyKey: refundKey(refund),
      });
    }
  } catch (error) {
    const reason = (error instanceof Error && error.message) || 'The refund failed.';
    await noteRefundFailure(db, refund.id, reason);
    logError('A refund failed; it stays due and will be retried.', safeForLog(error));
    return false;
  }
  return db.transaction((tx) => recordRefundMade(tx, context, refund));
}

/**
 * A due refund is made (the gateway answered, or said so by webhook, or it went to credit):
 * recorded once, whichever arrives first, with its credit note.
 */
export async function recordRefundMade(
  tx: DbOrTx,
  context: Pick<PaymentContext, 'now' | 'invoicing' | 'metrics'>,
  refund: {
    id: string;
    paymentIntentId: string;
    destination: 'source' | 'credit';
    gamePlayerId: string | null;
  },
): Promise<boolean> {
  const now = context.now();
  const done = await completeBookingRefund(tx, refund.id, now, refund.destination);
  // The credit note is dated and numbered with the refund it records (decision 038): a kept
  // spot's return reduces the organizer's invoice by the spot (decision 045).
  if (done && refund.gamePlayerId)
    await issueReturnCreditNote(tx, refund.gamePlayerId, now, context.invoicing);
  else if (done) await issueCreditNote(tx, refund.id, now, context.invoicing);
  // A payment whose slot was lost reads refunded once the last of its refunds is made.
  await markRefunded(tx, refund.paymentIntentId);
  // The one place a due refund is made, by the worker or the gateway's webhook (decision 069).
  if (done) context.metrics.moneyBack('made');
  return done;
}

/** The refunds of one payment still due, oldest first (refunds_payment_idx serves it). */
export function dueRefundsOfPayment(db: DbOrTx, intentId: string) {
  return db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.paymentIntentId, intentId), eq(refunds.status, 'due')))
    .orderBy(asc(refunds.createdAt));
}

/** The due refunds of one payment, made now; true when none is left due. */
export async function settleRefundsOfPayment(
  context: PaymentContext,
  intentId: string,
): Promise<boolean> {
  const due = await dueRefundsOfPayment(context.db, intentId);
  let allDone = true;
  for (const { id } of due) allDone = (await settleRefund(context, id)) && allDone;
  return allDone;
}

/** The oldest refunds still due: few at any time among every one ever made (refunds_due_idx). */
export function dueRefunds(db: DbOrTx) {
  return db
    .select({ id: refunds.id })
    .from(refunds)
    .where(eq(refunds.status, 'due'))
    .orderBy(asc(refunds.createdAt))
    .limit(100);
}

/**
 * Every refund still due, oldest first: the sweep's safety net. Each is made once across
 * processes: the sweep runs alone, and a row moves from due just once.
 */
export async function retryDueRefunds(context: PaymentContext) {
  for (const { id } of await dueRefunds(context.db)) await settleRefund(context, id);
}
