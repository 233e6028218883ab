import { z } from 'zod';

// TurfBook credit (docs/decisions/040): money a player holds with us, from a refund they chose
// to take as credit (or a rain-out), spent on their next bookings. A ledger of entries explains
// the balance, which never goes below zero.

export const CREDIT_REASONS = ['refund', 'rain_out', 'spent', 'spent_returned'] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

/** Each reason as the profile's ledger says it. */
export const CREDIT_REASON_TEXT: Record<CreditReason, string> = {
  refund: 'Refund of a cancelled booking',
  rain_out: 'Rained out',
  spent: 'Paid towards a booking',
  spent_returned: 'Returned from a booking',
};

/** Where a refund goes: the card or UPI it came from, or the player's credit. */
export const REFUND_DESTINATIONS = ['source', 'credit'] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];

/** Spending credit (post-payment's useCredit). */
export const CREDIT_SPEND_MESSAGES = {
  needsBooking: 'Credit pays for a booking: send its details with useCredit.',
  none: 'You have no TurfBook credit to use. Please pay by card or UPI.',
} as const;

export const CREDIT_MESSAGES = {
  refundTo: "refundTo must be 'credit' or 'source'",
  notEnough: 'Your TurfBook credit does not cover this.',
  cancelledToCredit: 'Booking cancelled. The refund is in your TurfBook credit now.',
} as const;

/** POST /api/v1/booking/:id/cancel's optional body (none, as the spec's clients send: source). */
export const cancelBodySchema = z
  .object({
    refundTo: z.enum(REFUND_DESTINATIONS, { error: CREDIT_MESSAGES.refundTo }).optional(),
  })
  .nullish();

/**
 * The balance after an entry of `amountPaise` (in +, out −), or null when it would leave the
 * balance below zero: such an entry is refused whole.
 */
export function balanceAfter(balancePaise: number, amountPaise: number): number | null {
  const after = balancePaise + amountPaise;
  return after < 0 ? null : after;
}
