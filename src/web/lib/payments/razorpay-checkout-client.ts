import { API_BASE } from '../api-client';
import type { CardPaymentClient, CardPaymentResult } from './card-payment-client';
import { gatewayCall } from './local-card-client';

// The Razorpay provider (docs/decisions/036): Razorpay Checkout (checkout.js) opens over the page
// with the order, and the payer chooses UPI, a card or netbanking inside it. Its signed success
// goes to our server, which checks the signature and finalizes; the browser's word alone books
// nothing. checkout.js is loaded only on /checkout, only when the provider is razorpay.

/** What Checkout hands the page when the payment succeeds. */
export interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

interface RazorpayFailure {
  error?: { code?: string; description?: string };
}

export interface RazorpayCheckoutOptions {
  key: string;
  order_id: string;
  /** In paise; Checkout shows it (the order's own amount is what is charged). */
  amount?: number;
  currency?: string;
  name: string;
  description: string;
  theme?: { color?: string };
  handler: (success: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
}

export interface RazorpayCheckout {
  on(event: 'payment.failed', listener: (failure: RazorpayFailure) => void): void;
  open(): void;
}

export type RazorpayConstructor = new (options: RazorpayCheckoutOptions) => RazorpayCheckout;

export const RAZORPAY_MESSAGES = {
  closed: 'You closed Razorpay Checkout before paying. Press Pay to try again.',
  declined: 'The payment was declined.',
  notLoaded:
    'Razorpay Checkout could not be loaded. Please check your connection and refresh the page.',
} as const;

const GATEWAY = `${API_BASE}/payment/razorpay`;

/** Loads checkout.js once and answers its Razorpay constructor. */
export function loadRazorpayCheckout(scriptUrl: string): Promise<RazorpayConstructor> {
  const existing = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => {
      const loaded = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (loaded) resolve(loaded);
      else reject(new Error(RAZORPAY_MESSAGES.notLoaded));
    };
    script.onerror = () => reject(new Error(RAZORPAY_MESSAGES.notLoaded));
    document.head.appendChild(script);
  });
}

/** The Razorpay client for one key id; `Checkout` is checkout.js's constructor. */
export function createRazorpayClient(
  Checkout: RazorpayConstructor,
  keyId: string,
): CardPaymentClient {
  // The orders as last retrieved (the checkout flow retrieves before it pays): their amounts.
  const orders = new Map<string, { amount: number; currency: string }>();
  return {
    // Checkout asks for the payer's details itself.
    checkCard: () => null,

    retrievePaymentIntent: async (orderId) => {
      const result = await gatewayCall(`${GATEWAY}/order/${encodeURIComponent(orderId)}`);
      if (result.paymentIntent) orders.set(orderId, result.paymentIntent);
      return result;
    },

    // No name is passed on: the checkout asks none for Razorpay, and Checkout asks the payer.
    confirmCardPayment: (orderId) =>
      new Promise<CardPaymentResult>((resolve) => {
        // Checkout lets the payer retry inside it after a decline: the last decline is the
        // answer only if they then close it without paying.
        let declined: CardPaymentResult | null = null;
        const known = orders.get(orderId);
        const checkout = new Checkout({
          key: keyId,
          order_id: orderId,
          ...(known ? { amount: known.amount, currency: known.currency.toUpperCase() } : {}),
          name: 'TurfBook',
          description: 'Turf booking',
          theme: { color: '#047857' },
          handler: (success) => {
            resolve(
              gatewayCall(`${GATEWAY}/verify`, { method: 'POST', body: JSON.stringify(success) }),
            );
          },
          modal: {
            ondismiss: () => resolve(declined ?? { error: { message: RAZORPAY_MESSAGES.closed } }),
          },
        });
        checkout.on('payment.failed', (failure) => {
          const code = failure.error?.code;
          declined = {
            error: {
              message: failure.error?.description || RAZORPAY_MESSAGES.declined,
              ...(code ? { code } : {}),
            },
          };
        });
        checkout.open();
      }),
  };
}
