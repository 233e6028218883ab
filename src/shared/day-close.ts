import type { VenuePaymentMethod } from './venue-bookings';

// A venue's day closed at the desk (docs/decisions/066), pure: what the desk took that day, per
// method and per person who took it, the cash counted against it and the difference. All in
// integer paise; rupees only as text with two decimals at the edge ('1200.00', '-100.00').

export const DESK_METHODS = [
  'cash',
  'upi',
  'card',
] as const satisfies readonly VenuePaymentMethod[];

/** Paise per method. */
export type MethodSums = Record<VenuePaymentMethod, number>;

/** One desk payment as the close reads it: how, how much, and who took it. */
export interface DeskPayment {
  method: VenuePaymentMethod;
  amountPaise: number;
  /** Who took it; null for a payment recorded before teams (counted under the owner). */
  takenBy: string | null;
}

export interface PersonSums extends MethodSums {
  userId: string;
}

export interface DeskTakings {
  total: MethodSums;
  /** Each person who took something, in the order first seen. */
  byPerson: PersonSums[];
}

/** The most counted cash a close takes: ₹1,00,00,000 (more is a typing slip, and fits the column). */
export const MAX_COUNTED_PAISE = 1_00_00_000_00;
/** The longest note a close keeps. */
export const DAY_CLOSE_NOTE_MAX_LENGTH = 500;

export const DAY_CLOSE_MESSAGES = {
  countedInvalid: 'Please give the cash counted in rupees, like 1200 or 1200.50.',
  countedTooHigh: 'The cash counted can be at most ₹1,00,00,000.',
  noteNeeded: 'Please say in a note why the cash counted differs from what was taken.',
  noteTooLong: `The note can be at most ${DAY_CLOSE_NOTE_MAX_LENGTH} characters.`,
} as const;

export function noMoney(): MethodSums {
  return { cash: 0, upi: 0, card: 0 };
}

/**
 * What the desk took, per method in all and per person: a payment with no taker counts under
 * `ownerId`. Every person's sums add up to the totals, method by method.
 */
export function deskTakings(payments: readonly DeskPayment[], ownerId: string): DeskTakings {
  const total = noMoney();
  const byPerson = new Map<string, PersonSums>();
  for (const payment of payments) {
    const userId = payment.takenBy ?? ownerId;
    const person = byPerson.get(userId) ?? { userId, ...noMoney() };
    person[payment.method] += payment.amountPaise;
    total[payment.method] += payment.amountPaise;
    byPerson.set(userId, person);
  }
  return { total, byPerson: [...byPerson.values()] };
}

/** Counted less expected cash: negative when the drawer is short, positive when over. */
export function cashDifference(countedPaise: number, expectedCashPaise: number): number {
  return countedPaise - expectedCashPaise;
}

/** Paise as rupee text with two decimals, exact for any whole paise: -10050 → '-100.50'. */
export function paiseToRupeeText(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`not whole paise: ${paise}`);
  const sign = paise < 0 ? '-' : '';
  const whole = Math.abs(paise);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * Cash counted as typed ('1200', '1200.5', '1,200.50', '₹ 1200') to paise, never through a
 * float; or the problem: not a plain non-negative amount with at most 2 decimals, or above
 * MAX_COUNTED_PAISE.
 */
export function parseCountedCash(text: string): { paise: number } | { problem: string } {
  const plain = text.replace(/[,₹\s]/g, '');
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return { problem: DAY_CLOSE_MESSAGES.countedInvalid };
  const paise = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (paise > MAX_COUNTED_PAISE) return { problem: DAY_CLOSE_MESSAGES.countedTooHigh };
  return { paise };
}

/** The note as kept (trimmed), or the problem: missing while the cash differs, or too long. */
export function checkCloseNote(
  note: string | null | undefined,
  differencePaise: number,
): { note: string } | { problem: string } {
  const trimmed = (note ?? '').trim();
  if (trimmed.length > DAY_CLOSE_NOTE_MAX_LENGTH)
    return { problem: DAY_CLOSE_MESSAGES.noteTooLong };
  if (differencePaise !== 0 && trimmed === '') return { problem: DAY_CLOSE_MESSAGES.noteNeeded };
  return { note: trimmed };
}

/** Payments split at the close: those it counted, and those recorded after it. */
export function splitAtClose<T extends { paidAt: Date }>(
  payments: readonly T[],
  closedAt: Date,
): { counted: T[]; after: T[] } {
  const counted: T[] = [];
  const after: T[] = [];
  for (const payment of payments) (payment.paidAt > closedAt ? after : counted).push(payment);
  return { counted, after };
}
