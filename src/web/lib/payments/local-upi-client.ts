import { UPI_REQUEST_MESSAGES, vpaProblem } from '../../../shared/upi';
import { API_BASE } from '../api-client';
import type {
  CardPaymentClient,
  CardPaymentResult,
  PaymentIntentSummary,
} from './card-payment-client';
import { gatewayCall } from './local-card-client';

// UPI through the local test gateway (decision 037). Confirming sends a collect request; the
// gateway answers `processing` while the player approves it in their UPI app (the development
// UPI app here), and this client polls the intent until it succeeds, is declined or expires. To
// the checkout's flow it is one confirm that takes a while, like Stripe's own UPI confirm.

const GATEWAY = `${API_BASE}/payment/local`;

/** The open request the checkout shows while it waits: its reference and deadline. */
export interface UpiWaiting {
  request: string;
  vpa: string;
  expiresAt: string;
  /** Until when the slots are held now: the wait keeps them (decision 037). */
  holdExpiresAt: string | null;
  amountPaise: number;
}

interface LocalIntent extends PaymentIntentSummary {
  upi?: { request: string; vpa: string; expiresAt: string; holdExpiresAt: string | null };
  lastPaymentError?: { message: string };
}

export interface LocalUpiClientOptions {
  readVpa: () => string;
  /** Hears the request while it is open, then null. */
  onWaiting: (waiting: UpiWaiting | null) => void;
  /** Aborted when the form goes away: the polling stops. */
  signal: AbortSignal;
  pollMs?: number;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new Error('aborted'));
    });
  });

export function createLocalUpiClient({
  readVpa,
  onWaiting,
  signal,
  pollMs = 1_000,
}: LocalUpiClientOptions): CardPaymentClient {
  const retrieve = (clientSecret: string) =>
    gatewayCall(`${GATEWAY}/intent?clientSecret=${encodeURIComponent(clientSecret)}`);

  /** Polls until the request ends; a failed poll (a network blip) is tried again. */
  const awaitApproval = async (clientSecret: string, open: LocalIntent) => {
    onWaiting({ ...open.upi!, amountPaise: open.amount });
    const giveUpAt = Date.parse(open.upi!.expiresAt) + 30_000;
    try {
      for (;;) {
        await sleep(pollMs, signal);
        const now = await retrieve(clientSecret).catch((error: unknown) => {
          if (Date.now() > giveUpAt) throw error;
          return null;
        });
        if (!now) continue;
        if (now.error) return now;
        const intent = now.paymentIntent as LocalIntent;
        if (intent.status === 'processing') continue;
        if (intent.status === 'succeeded') return { paymentIntent: intent };
        const message = intent.lastPaymentError?.message ?? UPI_REQUEST_MESSAGES.declined;
        return { error: { message } };
      }
    } finally {
      onWaiting(null);
    }
  };

  return {
    checkCard: () => vpaProblem(readVpa()),

    retrievePaymentIntent: retrieve,

    confirmCardPayment: async (clientSecret, billingName): Promise<CardPaymentResult> => {
      let result = await gatewayCall(`${GATEWAY}/confirm`, {
        method: 'POST',
        body: JSON.stringify({ clientSecret, upi: { vpa: readVpa().trim() }, billingName }),
      });
      // A request already open (a reload while approving): wait for that one.
      if (result.error?.code === 'payment_intent_unexpected_state') {
        const current = await retrieve(clientSecret);
        if (current.paymentIntent?.status === 'processing') result = current;
      }
      const intent = result.paymentIntent as LocalIntent | undefined;
      if (intent?.status === 'processing' && intent.upi) return awaitApproval(clientSecret, intent);
      return result;
    },
  };
}
