import type { CardInput } from '../../../shared/card';

// Formatting of the local card form's fields as the player types, and reading them back.

const MAX_CARD_DIGITS = 19;

/** '4242424242424242' → '4242 4242 4242 4242': digits only, a space after every 4. */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, MAX_CARD_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * '1230' → '12/30'. A first digit above 1 can only be a month 02–09, so it gets its leading 0;
 * the slash appears with the first digit of the year, so deleting back over it works.
 */
export function formatExpiry(input: string): string {
  let digits = input.replace(/\D/g, '').slice(0, 4);
  if (/^[2-9]$/.test(digits)) digits = `0${digits}`;
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** 3 or 4 digits at most. */
export function formatCvc(input: string): string {
  return input.replace(/\D/g, '').slice(0, 4);
}

export interface LocalCardValues {
  number: string;
  expiry: string;
  cvc: string;
}

export const EMPTY_CARD: LocalCardValues = { number: '', expiry: '', cvc: '' };

/** The form's texts as the card the gateway takes; an incomplete expiry reads as NaN (invalid). */
export function readCard(values: LocalCardValues): CardInput {
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(values.expiry.trim());
  return {
    number: values.number.replace(/\s/g, ''),
    expMonth: match ? Number(match[1]) : Number.NaN,
    expYear: match ? Number(match[2]) : Number.NaN,
    cvc: values.cvc.trim(),
  };
}
