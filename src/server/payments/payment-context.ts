import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import type { InvoiceSettings } from '../invoices/settings';
import type { MoneyCounts } from '../metrics/metrics';
import type { PaymentGateway } from './gateways/gateway';
import type { ChargePurposes } from './purposes';

// What checkout's functions are given instead of the whole app (docs/decisions/028): each takes
// the least of these it uses, and the composition root (app.ts) hands over just those parts.

/** Settling a payment: the database, the clock and the card provider. */
export interface PaymentContext {
  db: Db;
  now: () => Date;
  /** The local test gateway or Stripe (PAYMENT_PROVIDER). */
  payments: PaymentGateway;
  /** How the invoice and credit notes recorded with the money are dated and taxed (decision 038). */
  invoicing: InvoiceSettings;
  /** What a charge may pay for beyond its own holds, plugged in by the composition root (052). */
  purposes: ChargePurposes;
  /** Where charges, money back and holds are counted for the metrics (docs/decisions/069). */
  metrics: MoneyCounts;
}

/** Settling a payment for a slot request, whose dates are read in the venue's zone. */
export interface CheckoutContext extends PaymentContext {
  config: Pick<AppConfig, 'venueTimeZone'>;
}
