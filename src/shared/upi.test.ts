import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LOCAL_UPI_PAYEE,
  UPI_MESSAGES,
  UPI_TEST_IDS,
  normalizeVpa,
  upiPayLink,
  vpaProblem,
} from './upi';

const handleChar = fc.constantFrom(...'abcXYZ019._-'.split(''));
const providerChar = fc.constantFrom(...'abcdefXYZ'.split(''));
const handle = fc.array(handleChar, { minLength: 2, maxLength: 40 }).map((c) => c.join(''));
const provider = fc.array(providerChar, { minLength: 2, maxLength: 20 }).map((c) => c.join(''));

describe('vpaProblem', () => {
  it("accepts Razorpay's test IDs and common VPAs", () => {
    for (const vpa of [
      UPI_TEST_IDS.succeeds,
      UPI_TEST_IDS.declines,
      'rahul.sharma@okaxis',
      '9876543210@ybl',
      ' Priya_K-1@paytm ',
    ])
      expect(vpaProblem(vpa)).toBeNull();
  });

  it('names the problem', () => {
    expect(vpaProblem('')).toBe(UPI_MESSAGES.required);
    expect(vpaProblem('   ')).toBe(UPI_MESSAGES.required);
    for (const vpa of [
      'rahul',
      '@okaxis',
      'rahul@',
      'a@okaxis',
      'ra hul@okaxis',
      'r@h@ybl',
      'x@y1',
    ])
      expect(vpaProblem(vpa)).toBe(UPI_MESSAGES.invalid);
  });

  it('accepts every handle@provider of the allowed characters, in any case and padding', () => {
    fc.assert(
      fc.property(handle, provider, fc.boolean(), (h, p, pad) => {
        const vpa = `${pad ? ' ' : ''}${h}@${p}${pad ? ' ' : ''}`;
        expect(vpaProblem(vpa)).toBeNull();
        expect(vpaProblem(normalizeVpa(vpa))).toBeNull();
        expect(normalizeVpa(normalizeVpa(vpa))).toBe(normalizeVpa(vpa));
      }),
    );
  });

  it('refuses any text without exactly one "@"', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre((text.match(/@/g) ?? []).length !== 1);
        expect(vpaProblem(text)).not.toBeNull();
      }),
    );
  });
});

describe('upiPayLink', () => {
  const link = (amountPaise: number) =>
    upiPayLink({
      payeeVpa: LOCAL_UPI_PAYEE.vpa,
      payeeName: 'TurfBook & Co',
      amountPaise,
      reference: 'UPI0A1B',
    });

  it("builds NPCI's upi://pay link with the amount in rupees and the reference", () => {
    expect(link(100_000)).toBe(
      'upi://pay?pa=turfbook%40upi&pn=TurfBook%20%26%20Co&am=1000.00&cu=INR&tr=UPI0A1B',
    );
  });

  it('writes every whole-paise amount exactly, with two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), (paise) => {
        const am = new URL(link(paise).replace('upi://', 'http://x/')).searchParams.get('am')!;
        expect(am).toMatch(/^\d+\.\d{2}$/);
        expect(Number(am.replace('.', ''))).toBe(paise);
      }),
    );
    expect(link(5)).toContain('am=0.05&');
  });
});
