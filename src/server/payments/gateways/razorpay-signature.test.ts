import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { razorpaySignature, signatureMatches } from './razorpay-signature';

describe("Razorpay's signatures", () => {
  it("matches Razorpay's documented form: hex HMAC-SHA256 of order_id|payment_id", () => {
    // Computed independently with: printf 'order_1|pay_1' | openssl dgst -sha256 -hmac secret
    expect(razorpaySignature('order_1|pay_1', 'secret')).toBe(
      '52115a0d3400de9e86aade1f1b6eba9e8974604f4e267a9e9a16633a4c8dd2cb',
    );
    expect(signatureMatches('order_1|pay_1', razorpaySignature('order_1|pay_1', 's'), 's')).toBe(
      true,
    );
  });

  it('refuses a signature of other bytes, another secret, or a malformed one', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.string({ minLength: 1 }),
        fc.string({ minLength: 1 }),
        (payload, other, secret, otherSecret) => {
          const signed = razorpaySignature(payload, secret);
          expect(signatureMatches(payload, signed, secret)).toBe(true);
          expect(signatureMatches(payload, signed.toUpperCase(), secret)).toBe(true);
          if (other !== payload) expect(signatureMatches(other, signed, secret)).toBe(false);
          if (otherSecret !== secret)
            expect(signatureMatches(payload, signed, otherSecret)).toBe(false);
          expect(signatureMatches(payload, signed.slice(1), secret)).toBe(false);
          expect(signatureMatches(payload, `${signed.slice(0, 63)}g`, secret)).toBe(false);
        },
      ),
    );
  });
});
