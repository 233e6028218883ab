import { z } from 'zod';

// Razorpay Checkout's success, as the browser hands it to the server (docs/decisions/036). The
// names are Razorpay's own, so Checkout's answer is posted as it comes.

const razorpayId = (name: string, prefix: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(64, `${name} is too long`)
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9]+$`), `${name} is not a Razorpay ${prefix} id`);

/** POST /api/v1/payment/razorpay/verify */
export const razorpayVerifyBodySchema = z.object({
  razorpay_order_id: razorpayId('razorpay_order_id', 'order'),
  razorpay_payment_id: razorpayId('razorpay_payment_id', 'pay'),
  razorpay_signature: z
    .string({ error: 'razorpay_signature is required' })
    .trim()
    .min(1, 'razorpay_signature is required')
    .max(200, 'razorpay_signature is too long'),
});
export type RazorpayVerifyRequest = z.input<typeof razorpayVerifyBodySchema>;

export const razorpayVerifyResponseSchema = z.object({
  success: z.literal(true),
  /** Stripe.js's shape (the order stands for the intent), so the checkout has one flow. */
  paymentIntent: z.object({
    id: z.string(),
    status: z.literal('succeeded'),
    amount: z.number().int(),
    currency: z.string(),
  }),
});
export type RazorpayVerifyResponse = z.infer<typeof razorpayVerifyResponseSchema>;

/** GET /api/v1/payment/razorpay/order/{orderId} */
export const razorpayOrderParamsSchema = z.object({ orderId: razorpayId('orderId', 'order') });

export const razorpayOrderResponseSchema = z.object({
  paymentIntent: z.object({
    id: z.string(),
    status: z.enum(['requires_payment_method', 'processing', 'succeeded', 'canceled']),
    amount: z.number().int(),
    currency: z.string(),
  }),
});

/** 409: paid, but the slot was lost meanwhile; the money goes back (decision 021). */
export const razorpaySlotLostSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  error: z.object({ code: z.string(), message: z.string() }),
});

/** The player's message when Checkout's answer was not signed by Razorpay. */
export const RAZORPAY_SIGNATURE_REFUSED =
  'We could not verify this payment with Razorpay. Nothing was booked; if money left your account, contact us.';

/** 502: Razorpay could not be reached to confirm a payment; trying again is safe. */
export const RAZORPAY_UNREACHABLE =
  'We could not reach Razorpay to confirm this payment. Please try again: you will not be charged twice.';
