import { createHmac, timingSafeEqual } from 'node:crypto';

// Razorpay signs with HMAC-SHA256 in hex: Checkout's success signs `order_id|payment_id` with the
// key secret, a webhook signs its raw body with the webhook secret (docs/decisions/036). The
// SDK's own helpers compare with `===`; this compares in constant time, so an attacker cannot
// learn a valid signature byte by byte from response times.

/** HMAC-SHA256 of `payload` under `secret`, as lowercase hex. */
export function razorpaySignature(payload: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/** Whether `signature` is the HMAC of `payload` under `secret`; anything malformed is false. */
export function signatureMatches(
  payload: string | Buffer,
  signature: string,
  secret: string,
): boolean {
  if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(razorpaySignature(payload, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
