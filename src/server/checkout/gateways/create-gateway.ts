import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import type { PaymentGateway } from './gateway';
import { LocalGateway } from './local-gateway';
import { RazorpayGateway } from './razorpay-gateway';
import { StripeGateway } from './stripe-gateway';

/** The configured provider (PAYMENT_PROVIDER); the config check guarantees its keys. */
export function createPaymentGateway(config: AppConfig, db: Db, now: () => Date): PaymentGateway {
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
  return new LocalGateway(db, now);
}
