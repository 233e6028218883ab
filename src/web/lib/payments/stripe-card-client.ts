import type { PaymentIntentResult, StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { CARD_MESSAGES } from '../../../shared/card';
import type {
  CardPaymentClient,
  CardPaymentResult,
  PaymentIntentStatus,
} from './card-payment-client';

// The Stripe provider: Stripe Elements' card element. Stripe.js is fetched from js.stripe.com only
// when this module's mountStripeCard runs (the checkout screen with provider 'stripe'); the pure
// entry point does not inject the script on import, and this module is itself loaded on demand.

export interface MountedStripeCard {
  client: CardPaymentClient;
  destroy: () => void;
}

function toResult(result: PaymentIntentResult): CardPaymentResult {
  if (result.error) {
    const { message, code } = result.error;
    return {
      error: {
        message: message ?? 'Your card could not be charged.',
        ...(code ? { code } : {}),
      },
    };
  }
  const { id, status, amount, currency } = result.paymentIntent;
  return { paymentIntent: { id, status: status as PaymentIntentStatus, amount, currency } };
}

/**
 * Loads Stripe.js, mounts a card element into `node` and answers the provider's client; null when
 * Stripe.js could not start. `onCardError` hears the element's live validation message.
 */
export async function mountStripeCard(
  publishableKey: string,
  node: HTMLElement,
  onCardError: (message: string | null) => void,
): Promise<MountedStripeCard | null> {
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  const stripe = await loadStripe(publishableKey);
  if (!stripe) return null;

  const card = stripe.elements({ locale: 'en' }).create('card', {
    hidePostalCode: true,
    style: {
      base: {
        fontSize: '16px',
        color: '#0f172a',
        fontFamily: 'ui-sans-serif, system-ui, sans-serif',
        '::placeholder': { color: '#94a3b8' },
      },
      invalid: { color: '#dc2626', iconColor: '#dc2626' },
    },
  });
  let empty = true;
  let problem: string | null = null;
  card.on('change', (event: StripeCardElementChangeEvent) => {
    empty = event.empty;
    problem = event.error?.message ?? null;
    onCardError(problem);
  });
  card.mount(node);

  return {
    client: {
      // Stripe reports incomplete fields itself when confirming; only an untouched card stops here.
      checkCard: () => (empty ? CARD_MESSAGES.incompleteNumber : problem),
      retrievePaymentIntent: async (clientSecret) =>
        toResult(await stripe.retrievePaymentIntent(clientSecret)),
      confirmCardPayment: async (clientSecret, billingName) =>
        toResult(
          await stripe.confirmCardPayment(clientSecret, {
            payment_method: { card, billing_details: { name: billingName } },
          }),
        ),
    },
    destroy: () => card.destroy(),
  };
}
