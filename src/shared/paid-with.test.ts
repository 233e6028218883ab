import { describe, expect, it } from 'vitest';
import { CARD_OR_UPI, PAID_WITH_CREDIT, paidParts, paidWithLabel, readPaidWith } from './paid-with';

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

  it("lists a payment's credit part, then its card or UPI part, leaving out a part of nothing", () => {
    const upi = { kind: 'upi', vpa: 'ravi@okhdfc' } as const;
    expect(paidParts({ creditPaise: 20_000, amountPaise: 80_000, paidWith: upi })).toEqual([
      { label: PAID_WITH_CREDIT, paise: 20_000 },
      { label: 'UPI, ravi@okhdfc', paise: 80_000 },
    ]);
    expect(paidParts({ creditPaise: 0, amountPaise: 80_000, paidWith: null })).toEqual([
      { label: CARD_OR_UPI, paise: 80_000 },
    ]);
    expect(paidParts({ creditPaise: 50_000, amountPaise: 0, paidWith: null })).toEqual([
      { label: PAID_WITH_CREDIT, paise: 50_000 },
    ]);
  });
});
