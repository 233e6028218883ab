// Card checks of the local card form and the local test gateway, with Stripe's messages.

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export const CARD_MESSAGES = {
  incorrectNumber: 'Your card number is incorrect.',
  incompleteNumber: 'Your card number is incomplete.',
  invalidExpiryMonth: "Your card's expiration month is invalid.",
  expired: "Your card's expiration date is in the past.",
  invalidCvc: "Your card's security code is invalid.",
} as const;

export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The first problem with a card as typed, or null. `today` is { year, month } (1–12). */
export function cardProblem(
  card: CardInput,
  today: { year: number; month: number },
): string | null {
  const digits = cardDigits(card.number);
  if (!/^\d*$/.test(digits)) return CARD_MESSAGES.incorrectNumber;
  if (digits.length < 13) return CARD_MESSAGES.incompleteNumber;
  if (digits.length > 19 || !passesLuhn(digits)) return CARD_MESSAGES.incorrectNumber;
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) {
    return CARD_MESSAGES.invalidExpiryMonth;
  }
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (
    !Number.isInteger(year) ||
    year < today.year ||
    (year === today.year && card.expMonth < today.month)
  ) {
    return CARD_MESSAGES.expired;
  }
  if (!/^\d{3,4}$/.test(card.cvc)) return CARD_MESSAGES.invalidCvc;
  return null;
}

/** Billing name as sent to the card provider; spec §7: falls back to 'Guest User'. */
export function billingNameOrGuest(name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? trimmed : 'Guest User';
}
