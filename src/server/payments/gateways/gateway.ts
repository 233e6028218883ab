import type { PaidWith } from '../../../shared/paid-with';

// The card provider as the app sees it. `local` (the offline test gateway), `stripe` and
// `razorpay` all implement it, so the booking flow has one code path. Amounts are in paise, as
// Stripe's and Razorpay's are. For Razorpay an "intent" is an order (docs/decisions/036).

export type IntentStatus = 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled';

export interface GatewayIntent {
  id: string;
  clientSecret: string;
  status: IntentStatus;
  amount: number;
  currency: string;
  /** How a succeeded intent was paid, when the provider says so in words we can show. */
  paidWith?: PaidWith | null;
}

export interface CreateIntentInput {
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  /** The same key never creates two intents (a retried request after a timeout). */
  idempotencyKey: string;
}

export interface PartRefund {
  amount: number;
  idempotencyKey: string;
}

export interface PaymentGateway {
  readonly provider: 'local' | 'stripe' | 'razorpay';
  createIntent(input: CreateIntentInput): Promise<GatewayIntent>;
  retrieveIntent(intentId: string): Promise<GatewayIntent>;
  /**
   * Gives money back: the whole amount, or `part.amount` paise of it. Refunding twice is harmless:
   * a whole refund happens once, and a part refund once per `part.idempotencyKey`. Throws when the
   * provider refuses (the caller keeps the refund due and retries).
   */
  refund(intentId: string, part?: PartRefund): Promise<void>;
  /**
   * Stops an unpaid intent from ever being paid; answers the intent as it now stands (one that
   * succeeded meanwhile stays succeeded, and must then be finalized).
   */
  cancelIntent(intentId: string): Promise<GatewayIntent>;
  /**
   * The minute sweep's call to a gateway that settles payments itself (the local gateway's UPI
   * requests, decision 037): whatever was approved or expired meanwhile is settled.
   */
  resolveDue?(): Promise<void>;
}
