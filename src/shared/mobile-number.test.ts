import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indianMobile, whatsappAddress } from './mobile-number';

describe('indianMobile', () => {
  it('reads the ways a number is typed as its 10 digits', () => {
    for (const typed of ['9876543210', '+91 98765 43210', '098765-43210', ' 98765 43210 '])
      expect(indianMobile(typed), typed).toBe('9876543210');
  });

  it('refuses what is not a mobile number', () => {
    for (const typed of [
      '5876543210',
      '987654321',
      '98765432101',
      '98765o4321',
      '',
      '+44 7911 123456',
    ])
      expect(indianMobile(typed), typed).toBeNull();
  });

  it('reads back every number it answers, and WhatsApp addresses it with 91', () => {
    fc.assert(
      fc.property(fc.integer({ min: 6_000_000_000, max: 9_999_999_999 }), (number) => {
        const mobile = indianMobile(`+91 ${number}`)!;
        expect(mobile).toBe(String(number));
        expect(indianMobile(mobile)).toBe(mobile);
        expect(whatsappAddress(mobile)).toBe(`91${number}`);
      }),
    );
  });
});
