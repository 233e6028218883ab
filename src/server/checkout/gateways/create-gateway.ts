import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import type { PaymentGateway } from './gateway';
import { LocalGateway } from './local-gateway';
import { StripeGateway } from './stripe-gateway';

/** The configured card provider (PAYMENT_PROVIDER); the config check guarantees Stripe's keys. */
export function createPaymentGateway(config: AppConfig, db: Db, now: () => Date): PaymentGateway {
  const { payment } = config;
  if (payment.provider === 'stripe') {
    return new StripeGateway(
      payment.stripeSecretKey!,
      payment.stripeWebhookSecret!,
      payment.stripeApiUrl,
    );
  }
  return new LocalGateway(db, now);
}
