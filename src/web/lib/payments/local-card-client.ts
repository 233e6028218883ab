import { cardProblem } from '../../../shared/card';
import { API_BASE } from '../api-client';
import { readCard, type LocalCardValues } from './card-format';
import type {
  CardPaymentClient,
  CardPaymentError,
  CardPaymentResult,
  PaymentIntentSummary,
} from './card-payment-client';

// The local test gateway (the default provider). It stands in for Stripe's API and answers in
// stripe.js shapes, errors included ({ error: { code, message } } with a 402), which the app's
// JSON client would reduce to a status; so, like stripe.js, it has this small transport of its own.

const GATEWAY = `${API_BASE}/payment/local`;

function isIntent(value: unknown): value is PaymentIntentSummary {
  if (typeof value !== 'object' || value === null) return false;
  const intent = value as Record<string, unknown>;
  return typeof intent.id === 'string' && typeof intent.status === 'string';
}

function errorOf(body: unknown): CardPaymentError | null {
  if (typeof body !== 'object' || body === null) return null;
  const { error, message } = body as { error?: unknown; message?: unknown };
  if (typeof error === 'object' && error !== null) {
    const { message: text, code } = error as { message?: unknown; code?: unknown };
    if (typeof text === 'string' && text !== '') {
      return typeof code === 'string' ? { message: text, code } : { message: text };
    }
  }
  // Our own error answers ({ success: false, message }), e.g. an unknown client secret.
  return typeof message === 'string' && message !== '' ? { message } : null;
}

/** One gateway call; network failures and answers of no known shape throw (→ "unexpected"). */
export async function gatewayCall(
  path: string,
  init: RequestInit = {},
): Promise<CardPaymentResult> {
  const response = await fetch(path, {
    ...init,
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
    },
  });
  const body: unknown = await response.json().catch(() => null);
  const intent = (body as { paymentIntent?: unknown } | null)?.paymentIntent;
  if (response.ok && isIntent(intent)) return { paymentIntent: intent };
  const error = errorOf(body);
  if (!response.ok && error) return { error };
  throw new Error(`Unexpected answer from the card gateway (HTTP ${response.status})`);
}

function currentMonth(): { year: number; month: number } {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
}

/** The local provider's client; `readValues` gives the card form's current texts. */
export function createLocalCardClient(
  readValues: () => LocalCardValues,
  today: () => { year: number; month: number } = currentMonth,
): CardPaymentClient {
  return {
    checkCard: () => cardProblem(readCard(readValues()), today()),

    retrievePaymentIntent: (clientSecret) =>
      gatewayCall(`${GATEWAY}/intent?clientSecret=${encodeURIComponent(clientSecret)}`),

    confirmCardPayment: (clientSecret, billingName) => {
      const { number, expMonth, expYear, cvc } = readCard(readValues());
      return gatewayCall(`${GATEWAY}/confirm`, {
        method: 'POST',
        body: JSON.stringify({
          clientSecret,
          card: { number, expMonth, expYear: expYear < 100 ? 2000 + expYear : expYear, cvc },
          billingName,
        }),
      });
    },
  };
}
