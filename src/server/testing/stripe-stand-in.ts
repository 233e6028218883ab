import { createServer, type IncomingMessage, type Server } from 'node:http';
import Stripe from 'stripe';
import type { App } from '../app';

// A local HTTP stand-in for the few Stripe API calls we make (create and retrieve a payment
// intent, create a refund), so the real `stripe` SDK can be tested without the internet.

export interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
}

export interface RecordedCall {
  method: string;
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | undefined;
}

/** The card every stand-in payment is made with (Stripe's test card 4242 4242 4242 4242). */
export const STAND_IN_CARD_LAST4 = '4242';

/** A succeeded intent's charge, as Stripe returns it expanded. */
function chargeOf(intent: StandInIntent) {
  return {
    id: `ch_${intent.id}`,
    object: 'charge',
    amount: intent.amount,
    status: 'succeeded',
    payment_method_details: {
      type: 'card',
      card: { brand: 'visa', last4: STAND_IN_CARD_LAST4, exp_month: 12, exp_year: 2031 },
    },
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export class StripeStandIn {
  readonly intents = new Map<string, StandInIntent>();
  readonly calls: RecordedCall[] = [];
  /** Refunds made, by idempotency key: a repeated key answers the first refund, as Stripe does. */
  readonly refunds = new Map<string, { id: string; payment_intent: string; amount: number }>();
  /** While true, every refund is refused (a provider that will not refund right now). */
  refusingRefunds = false;
  private server: Server | null = null;
  private counter = 0;
  url = '';

  async start() {
    this.server = createServer(async (request, response) => {
      const path = (request.url ?? '').split('?')[0]!;
      const form = new URLSearchParams(await readBody(request));
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      this.calls.push({ method: request.method ?? '', path, form, idempotencyKey });
      const send = (status: number, body: unknown) => {
        response.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${this.counter}`,
        });
        response.end(JSON.stringify(body));
      };
      if (!request.headers.authorization?.startsWith('Bearer sk_test_')) {
        return send(401, {
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
        });
      }
      if (request.method === 'POST' && path === '/v1/payment_intents') {
        this.counter += 1;
        const id = `pi_standin_${this.counter}`;
        const metadata: Record<string, string> = {};
        for (const [key, value] of form) {
          const match = /^metadata\[(.+)\]$/.exec(key);
          if (match) metadata[match[1]!] = value;
        }
        const intent: StandInIntent = {
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          currency: form.get('currency') ?? '',
          status: 'requires_payment_method',
          client_secret: `${id}_secret_standin`,
          metadata,
        };
        this.intents.set(id, intent);
        return send(200, intent);
      }
      const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
      if (request.method === 'GET' && retrieve) {
        const intent = this.intents.get(retrieve[1]!);
        if (!intent)
          return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing' } });
        // Its charge is an id unless asked for whole (`expand[]=latest_charge`), as Stripe's is.
        const query = new URLSearchParams((request.url ?? '').split('?')[1] ?? '');
        const charge = intent.status === 'succeeded' ? chargeOf(intent) : null;
        // The SDK sends `expand[0]=latest_charge`; Stripe also takes `expand[]=`.
        const expanded = [...query].some(
          ([key, value]) => key.startsWith('expand[') && value === 'latest_charge',
        );
        return send(200, { ...intent, latest_charge: expanded ? charge : (charge?.id ?? null) });
      }
      const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
      if (request.method === 'POST' && cancel) {
        const intent = this.intents.get(cancel[1]!);
        if (!intent)
          return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing' } });
        if (intent.status === 'succeeded') {
          return send(400, {
            error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state' },
          });
        }
        intent.status = 'canceled';
        return send(200, intent);
      }
      if (request.method === 'POST' && path === '/v1/refunds') {
        const intent = this.intents.get(form.get('payment_intent') ?? '');
        if (!intent)
          return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing' } });
        const earlier = idempotencyKey ? this.refunds.get(idempotencyKey) : undefined;
        if (earlier) return send(200, earlier);
        const refunded = [...this.refunds.values()]
          .filter((refund) => refund.payment_intent === intent.id)
          .reduce((total, refund) => total + refund.amount, 0);
        const amount = Number(form.get('amount') ?? intent.amount - refunded);
        if (this.refusingRefunds || refunded + amount > intent.amount) {
          return send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'charge_already_refunded',
              message: 'This refund cannot be made now.',
            },
          });
        }
        this.counter += 1;
        const refund = {
          id: `re_${this.counter}_${intent.id}`,
          object: 'refund' as const,
          payment_intent: intent.id,
          amount,
          status: 'succeeded',
        };
        this.refunds.set(idempotencyKey ?? refund.id, refund);
        return send(200, refund);
      }
      return send(404, {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${request.method}: ${path})`,
        },
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address() as { port: number };
    this.url = `http://127.0.0.1:${address.port}`;
  }

  /** The webhook event Stripe sends once an intent is paid. */
  succeededEvent(intentId: string) {
    return {
      id: `evt_${intentId}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: this.intents.get(intentId) },
    };
  }

  /** What a card payment in Stripe's test mode does to the intent. */
  markSucceeded(intentId: string) {
    this.intents.get(intentId)!.status = 'succeeded';
  }

  async stop() {
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }
}

/** Delivers a webhook event to the app, signed as Stripe signs it. */
export function sendStripeWebhook(app: App, event: object, secret: string) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return app.inject({
    method: 'POST',
    url: '/api/v1/payment/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

/** The environment of an app that talks to this stand-in as if it were Stripe. */
export function stripeTestEnv(standIn: StripeStandIn, webhookSecret: string) {
  return {
    TZ_VENUE: 'Asia/Kolkata',
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_standin',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: standIn.url,
  };
}
