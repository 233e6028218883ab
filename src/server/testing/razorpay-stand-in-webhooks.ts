import { razorpaySignature } from '../payments/gateways/razorpay-signature';

// The stand-in's webhooks (docs/decisions/036, 054): each event in Razorpay's envelope, kept, and
// posted to a URL when one is set, its raw body signed with the webhook secret as Razorpay signs
// it (HMAC SHA256, hex, in X-Razorpay-Signature).

type Json = Record<string, unknown>;

export interface RaisedEvent {
  event: Json;
  /** The receiver's answer, or null when nothing was posted. */
  status: number | null;
}

export class StandInWebhooks {
  /** Every event raised, whether or not it was posted anywhere. */
  readonly events: Json[] = [];
  /** Where events are posted (Razorpay's webhook URL) and the secret they are signed with. */
  to: { url: string; secret: string } | null = null;
  /** Events raised while an API call was answered: they arrive in their own time, as Razorpay's. */
  private readonly posting = new Set<Promise<unknown>>();

  reset() {
    this.events.length = 0;
    this.to = null;
  }

  /** An event as Razorpay shapes it: a copy of its entities as they are now. */
  async raise(name: string, payload: Json): Promise<RaisedEvent> {
    const event = {
      entity: 'event',
      account_id: 'acc_StandIn',
      event: name,
      contains: Object.keys(payload),
      payload: JSON.parse(JSON.stringify(payload)) as Json,
      created_at: Math.floor(Date.now() / 1000),
    };
    this.events.push(event);
    if (!this.to) return { event, status: null };
    const body = JSON.stringify(event);
    const answer = await fetch(this.to.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': razorpaySignature(body, this.to.secret),
      },
      body,
    });
    return { event, status: answer.status };
  }

  inTheirTime(delivery: Promise<unknown>) {
    const settled = delivery.catch(() => undefined).finally(() => this.posting.delete(settled));
    this.posting.add(settled);
  }

  /** Waits for the events still being posted. */
  async delivered() {
    await Promise.all([...this.posting]);
  }
}
