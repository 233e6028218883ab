// The one interface the checkout screen pays through, whichever card provider this deployment
// uses (GET /api/v1/config → payment.provider). Results have the shapes of stripe.js, so the local
// test gateway and Stripe Elements share a single checkout flow.

export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

export interface PaymentIntentSummary {
  id: string;
  status: PaymentIntentStatus;
  /** In paise, as Stripe's amounts are. */
  amount: number;
  currency: string;
}

export interface CardPaymentError {
  message: string;
  code?: string;
}

export interface CardPaymentResult {
  paymentIntent?: PaymentIntentSummary;
  error?: CardPaymentError;
}

export interface CardPaymentClient {
  /**
   * The first problem with the card as entered so far (shown inline, nothing is sent), or null
   * when it may be submitted.
   */
  checkCard(): string | null;
  retrievePaymentIntent(clientSecret: string): Promise<CardPaymentResult>;
  /** Confirms the payment with the card entered in the provider's fields. */
  confirmCardPayment(clientSecret: string, billingName: string): Promise<CardPaymentResult>;
}

/** Spec §8: shown, with the pay button disabled, until the provider's client is ready. */
export const NOT_INITIALIZED_MESSAGE =
  'Payment system is not initialized. Please wait a moment or refresh the page.';
