import { eq } from 'drizzle-orm';
import type { UserRow } from '../auth/users';
import { recordRefundMade } from './refunds';
import { refunds } from '../db/schema-money';
import { HttpError } from '../http/errors';
import { safeForLog } from '../http/logging';
import { finalizePayment, refundMessage, type FinalizeOutcome } from './finalize';
import { settleRefundsOfPayment } from './refunds';
import type { RazorpayGateway } from './gateways/razorpay-gateway';
import type { PaymentContext } from './payment-context';
import { returnWholeCharge } from './money-back';
import { findPaymentByIntent } from './payment-records';
import { logError } from '../http/request-log';

// What the server does with Razorpay's word that a payment was made (docs/decisions/036): the
// browser's signed Checkout answer, or a signed webhook. Both end in finalizePayment, the one
// path from a payment to bookings (decision 005), which locks the payment row and answers a
// settled payment as it stands: that is what makes a repeated or late event harmless, exactly as
// for Stripe's webhook. Refunds are made only in refunds.ts; refund.processed only records one
// Razorpay made that we had not yet heard back about.

/** Why a payment on an order we had given up goes back (payments.note, decision 021). */
export const AFTER_ABANDON_CAUSE = 'This payment arrived after its checkout had been given up.';

/**
 * A payment made on an order we had given up (Razorpay cannot cancel an order): it never had
 * bookings, so the whole of it goes back, once Razorpay confirms it was paid. Once only: the row
 * moves from abandoned just once; later calls answer the refund as it stands.
 */
async function refundAfterAbandon(
  context: PaymentContext,
  orderId: string,
): Promise<FinalizeOutcome> {
  const intent = await context.payments.retrieveIntent(orderId);
  if (intent.status !== 'succeeded') return { outcome: 'unpaid' };
  const cause = AFTER_ABANDON_CAUSE;
  const now = context.now();
  const moved = await context.db.transaction(async (tx) => {
    const payment = await findPaymentByIntent(tx, orderId, true);
    return payment?.status === 'abandoned' && returnWholeCharge(tx, payment, { cause, now });
  });
  const refunded = moved && (await settleRefundsOfPayment(context, orderId));
  return {
    outcome: 'refunded',
    cause: AFTER_ABANDON_CAUSE,
    refunded,
    reason: refundMessage(AFTER_ABANDON_CAUSE, refunded),
  };
}

/**
 * Finalizes a paid order: bookings, or a refund when its slot was lost meanwhile (or its
 * checkout had been given up). Razorpay unreachable: a 502 the player may retry.
 */
export async function settlePaidOrder(
  context: PaymentContext,
  orderId: string,
): Promise<FinalizeOutcome> {
  try {
    const payment = await findPaymentByIntent(context.db, orderId);
    if (payment?.status === 'abandoned') return await refundAfterAbandon(context, orderId);
    return await finalizePayment(context, orderId);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    logError('Settling a Razorpay order failed', safeForLog(error));
    throw new HttpError(502, 'razorpay_unreachable');
  }
}

/** The policy of both player routes: a Razorpay order is its own player's alone (else 404). */
export async function requireOwnRazorpayOrder(
  context: Pick<PaymentContext, 'db'>,
  player: UserRow,
  orderId: string,
) {
  const payment = await findPaymentByIntent(context.db, orderId);
  if (!payment || payment.userId !== player.id || payment.provider !== 'razorpay')
    throw new HttpError(404, 'payment_not_found');
  return payment;
}

/** A Razorpay call on the player's request; its failure is a 502 they may retry. */
export async function reachRazorpay<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    logError('A Razorpay call failed', safeForLog(error));
    throw new HttpError(502, 'razorpay_unreachable');
  }
}

export interface CheckoutSuccess {
  orderId: string;
  paymentId: string;
  signature: string;
}

/**
 * Checkout's success, posted by the player's browser: believed only when Razorpay signed it for
 * this order and payment, then captured if the account leaves payments authorized, then
 * finalized. A wrong signature books nothing.
 */
export async function verifyCheckout(
  context: PaymentContext,
  gateway: RazorpayGateway,
  player: UserRow,
  success: CheckoutSuccess,
) {
  const payment = await requireOwnRazorpayOrder(context, player, success.orderId);
  if (!gateway.verifyPayment(success.orderId, success.paymentId, success.signature))
    throw new HttpError(400, 'razorpay_signature');
  const paid = await reachRazorpay(() => gateway.fetchPayment(success.paymentId));
  if (!paid || paid.order_id !== success.orderId) throw new HttpError(400, 'razorpay_signature');
  if (paid.status === 'authorized') await reachRazorpay(() => gateway.capture(paid));
  else if (paid.status !== 'captured') throw new HttpError(402, 'not_paid');
  const outcome = await settlePaidOrder(context, success.orderId);
  return { outcome, amount: payment.amountPaise, currency: payment.currency };
}

interface WebhookEvent {
  event?: unknown;
  payload?: {
    payment?: { entity?: { id?: unknown; order_id?: unknown } };
    refund?: { entity?: { id?: unknown; notes?: unknown } };
  };
}

/**
 * A refund Razorpay says it made: our refund row (named by the idempotency key in its notes)
 * is done, if it was still due. Arriving before or after our own call's answer, or twice, it is
 * recorded once (the row moves from due just once).
 */
async function recordProcessedRefund(context: PaymentContext, notes: unknown) {
  const key = (notes as { refund_key?: unknown } | null)?.refund_key;
  const refundId = typeof key === 'string' ? /^refund-([0-9a-f-]{36})$/.exec(key)?.[1] : null;
  if (!refundId) return;
  await context.db.transaction(async (tx) => {
    const [refund] = await tx
      .select({
        id: refunds.id,
        paymentIntentId: refunds.paymentIntentId,
        gamePlayerId: refunds.gamePlayerId,
      })
      .from(refunds)
      .where(eq(refunds.id, refundId));
    // The gateway made it: a refund to the card or UPI, whatever the row says now.
    if (refund) await recordRefundMade(tx, context, { ...refund, destination: 'source' });
  });
}

/** One webhook whose signature checked out; events we do not use are acknowledged and ignored. */
export async function handleRazorpayEvent(context: PaymentContext, body: WebhookEvent) {
  if (body.event === 'payment.captured') {
    const orderId = body.payload?.payment?.entity?.order_id;
    // Razorpay's word is not taken for the status: finalize asks the API itself.
    if (typeof orderId === 'string') await settlePaidOrder(context, orderId);
  } else if (body.event === 'refund.processed') {
    await recordProcessedRefund(context, body.payload?.refund?.entity?.notes);
  } else if (body.event === 'payment.failed') {
    // The bank or the payer's app refused it: the checkout lets the player try again, and the
    // metrics count it (docs/decisions/069).
    context.metrics.payment('declined');
  }
}
