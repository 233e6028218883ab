import type { ResolvedRequest } from '../bookings/resolve-request';
import { HttpError, type PlainCode } from '../http/errors';
import { finalizePayment, settledOutcome, type FinalizeOutcome } from './finalize';
import type { PaymentContext } from './payment-context';
import type { PaymentRow } from './payment-records';
import { ERROR_CATALOGUE } from '../../shared/errors/error-catalogue';

// The browser's "I paid", once for every charge (docs/decisions/052): how the charge ended,
// finalized first if the gateway says it is paid and nobody has yet (the gateway's confirm, a
// webhook or the reconciler usually has). The spec's create-booking and subscription/create and
// the split's and game's finish routes are thin aliases over it, each answering in its own shape.

export const NOT_PAID = ERROR_CATALOGUE.not_paid.en;

/** The charge's outcome: as it settled, or finalized now (`claim`: an older client's slot). */
export async function finishCharge(
  context: PaymentContext,
  payment: PaymentRow,
  claim: ResolvedRequest | null = null,
): Promise<FinalizeOutcome> {
  return (
    (await settledOutcome(context.db, context.purposes, payment)) ??
    finalizePayment(context, payment.intentId, claim)
  );
}

type Made = Extract<FinalizeOutcome, { outcome: 'booked' | 'collecting' | 'joined' }>;

/**
 * What a finish route answers of an outcome: one of `kinds`, or its error: 409 saying why the
 * money went back, 402 while unpaid, and 404 (`notFound`) for what this route does not finish.
 */
export function requireMade<K extends Made['outcome']>(
  outcome: FinalizeOutcome,
  kinds: readonly K[],
  notFound: PlainCode,
): Extract<Made, { outcome: K }> {
  if (outcome.outcome === 'refunded')
    throw new HttpError(409, 'slot_unavailable', { message: outcome.reason });
  if (outcome.outcome === 'unpaid') throw new HttpError(402, 'not_paid');
  if (outcome.outcome === 'unknown' || !(kinds as readonly string[]).includes(outcome.outcome))
    throw new HttpError(404, notFound);
  return outcome as Extract<Made, { outcome: K }>;
}
