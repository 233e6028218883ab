import { describe, expect, it } from 'vitest';
import { CARD_OR_UPI, paidWithLabel, readPaidWith } from './paid-with';

describe('how a charge was paid, in words', () => {
  it('names a card by its last four digits and UPI by its ID', () => {
    expect(paidWithLabel({ kind: 'card', last4: '4242' })).toBe('Card ending 4242');
    expect(paidWithLabel({ kind: 'upi', vpa: 'ravi@okhdfc' })).toBe('UPI, ravi@okhdfc');
    expect(paidWithLabel(null)).toBe(CARD_OR_UPI);
  });

  it('reads only what it can say truly from what a gateway reported', () => {
    expect(readPaidWith({ kind: 'card', last4: '4242' })).toEqual({ kind: 'card', last4: '4242' });
    expect(readPaidWith({ kind: 'card', last4: '42' })).toBeNull();
    expect(readPaidWith({ kind: 'card', last4: null })).toBeNull();
    expect(readPaidWith({ kind: 'wallet' })).toBeNull();
    expect(readPaidWith(undefined)).toBeNull();
  });
});
