import type { App } from '../app';
import { razorpaySignature } from '../payments/gateways/razorpay-signature';
import { RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, type RazorpayStandIn } from './razorpay-stand-in';

// How a test app is pointed at the Razorpay stand-in, and how Razorpay's webhooks reach it.

/** Delivers a webhook to the app, signed as Razorpay signs it (HMAC of the raw body). */
export function sendRazorpayWebhook(app: App, event: object, secret: string) {
  const payload = JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: '/api/v1/payment/razorpay/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': razorpaySignature(payload, secret),
    },
    payload,
  });
}

/** The environment of an app that talks to this stand-in as if it were Razorpay. */
export function razorpayTestEnv(standIn: RazorpayStandIn, webhookSecret: string) {
  return {
    TZ_VENUE: 'Asia/Kolkata',
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID,
    RAZORPAY_KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: webhookSecret,
    RAZORPAY_API_URL: standIn.url,
    RAZORPAY_CHECKOUT_URL: `${standIn.url}/checkout.js`,
  };
}
