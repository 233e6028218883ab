import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES, billingNameOrGuest, cardProblem } from './card';

const today = { year: 2026, month: 11 };
const good = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };

describe('cardProblem', () => {
  it("accepts Stripe's test cards", () => {
    for (const number of ['4242424242424242', '4000 0000 0000 0002', '4000-0000-0000-9995']) {
      expect(cardProblem({ ...good, number }, today)).toBeNull();
    }
  });

  it('names the first problem', () => {
    expect(cardProblem({ ...good, number: '4242 4242 4242 4241' }, today)).toBe(
      CARD_MESSAGES.incorrectNumber,
    );
    expect(cardProblem({ ...good, number: '4242' }, today)).toBe(CARD_MESSAGES.incompleteNumber);
    expect(cardProblem({ ...good, number: '4242abcd42424242' }, today)).toBe(
      CARD_MESSAGES.incorrectNumber,
    );
    expect(cardProblem({ ...good, expMonth: 13 }, today)).toBe(CARD_MESSAGES.invalidExpiryMonth);
    expect(cardProblem({ ...good, expMonth: 10, expYear: 2026 }, today)).toBe(
      CARD_MESSAGES.expired,
    );
    expect(cardProblem({ ...good, expYear: 25 }, today)).toBe(CARD_MESSAGES.expired);
    expect(cardProblem({ ...good, expMonth: 11, expYear: 26 }, today)).toBeNull();
    expect(cardProblem({ ...good, cvc: '12' }, today)).toBe(CARD_MESSAGES.invalidCvc);
    expect(cardProblem({ ...good, cvc: '12a' }, today)).toBe(CARD_MESSAGES.invalidCvc);
  });

  it("falls back to 'Guest User' for the billing name", () => {
    expect(billingNameOrGuest('')).toBe('Guest User');
    expect(billingNameOrGuest('  ')).toBe('Guest User');
    expect(billingNameOrGuest(undefined)).toBe('Guest User');
    expect(billingNameOrGuest(' Asha ')).toBe('Asha');
  });
});
