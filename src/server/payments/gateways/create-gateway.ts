import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import { invoiceSettingsOf } from '../../invoices/settings';
import { finalizeSucceeded, refundAfterCommit } from '../finalize';
import type { ChargePurposes } from '../purposes';
import type { PaymentGateway } from './gateway';
import { LocalGateway } from './local-gateway';
import { RazorpayGateway } from './razorpay-gateway';
import { StripeGateway } from './stripe-gateway';

/** The configured provider (PAYMENT_PROVIDER); the config check guarantees its keys. */
export function createPaymentGateway(
  config: AppConfig,
  db: Db,
  now: () => Date,
  purposes: ChargePurposes,
): PaymentGateway {
  const { payment } = config;
  if (payment.provider === 'stripe') {
    return new StripeGateway(
      payment.stripeSecretKey!,
      payment.stripeWebhookSecret!,
      payment.stripeApiUrl,
    );
  }
  if (payment.provider === 'razorpay') {
    return new RazorpayGateway(
      payment.razorpayKeyId!,
      payment.razorpayKeySecret!,
      payment.razorpayWebhookSecret!,
      payment.razorpayApiUrl,
    );
  }
  const local = new LocalGateway(db, now, payment.localUpi);
  // An approved UPI request is finalized in its own transaction, as a card's confirm is, and a
  // lost slot's money goes back after the commit (decisions 005, 037).
  const context = { db, now, payments: local, invoicing: invoiceSettingsOf(config), purposes };
  local.upi.settleWith({
    whenPaid: (tx, intent) => finalizeSucceeded(tx, context, intent),
    afterCommit: (intent, paid) =>
      paid.outcome === 'refunded'
        ? refundAfterCommit(context, intent.id, paid)
        : Promise.resolve(paid),
  });
  return local;
}
