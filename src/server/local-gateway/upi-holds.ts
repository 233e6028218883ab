import { keepPaymentHolds } from '../bookings/hold-endings';
import { HOLD_MINUTES } from '../bookings/lifecycle';
import type { DbOrTx } from '../db/database';
import type { LocalUpiTiming } from './local-upi';
import { findPaymentByIntent } from '../payments/payment-records';

/**
 * Keeps a payment's live holds until its UPI request expires (decision 037), but never past one
 * approval window beyond the hold Pay Now gave: asking again and again cannot keep a slot forever.
 */
export async function keepHoldsWhileApproving(
  tx: DbOrTx,
  intentId: string,
  expiresAt: Date,
  now: Date,
  timing: LocalUpiTiming,
) {
  const payment = await findPaymentByIntent(tx, intentId);
  if (!payment) return;
  const latest = payment.createdAt.getTime() + HOLD_MINUTES * 60_000 + timing.expiryMs;
  const until = new Date(Math.min(expiresAt.getTime(), latest));
  if (until > now) await keepPaymentHolds(tx, intentId, until, now);
}
