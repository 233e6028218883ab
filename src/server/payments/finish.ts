import type { UserRow } from '../auth/users';
import type { BookingJson } from '../../shared/booking-types';
import { bookingsAsJson, bookingsOfPayment, paymentBookingsAsJson } from '../bookings/queries';
import type { BookingDetails, ResolvedRequest } from '../bookings/resolve-request';
import { subscriptionDetailsSchema } from '../../shared/subscription-request';
import type { DbOrTx } from '../db/database';
import { HttpError } from '../http/errors';
import { finalizePayment, settledOutcome, type FinalizeOutcome } from './finalize';
import { linesOf, purposeOfLines } from './charge-lines';
import type { CheckoutContext } from './payment-context';
import { findPaymentByIntent, type PaymentRow } from './payment-records';
import { requireMade } from './paid';
import { requireClaimedAmount, resolveForPlayer } from './start-payment';
import { findSubscriptionByPayment } from './subscription-record';
import { ERROR_CATALOGUE } from '../../shared/errors/error-catalogue';

// create-booking and subscription/create, the spec's "I paid" (aliases of paid.ts's, decision
// 052): only a request to finalize. The server checks the payment with the gateway and answers
// what it made (the same on every call), never trusting the client's amount or status.

export const PAYMENT_NOT_FOUND = ERROR_CATALOGUE.payment_not_found.en;

async function requireOwnPayment(
  context: Pick<CheckoutContext, 'db'>,
  player: UserRow,
  intentId: string,
  kinds: PaymentRow['kind'][],
) {
  const payment = await findPaymentByIntent(context.db, intentId);
  if (!payment || payment.userId !== player.id) throw new HttpError(404, 'payment_not_found');
  if (!kinds.includes(payment.kind)) {
    if (payment.kind !== 'subscription') throw new HttpError(404, 'payment_not_found');
    throw new HttpError(400, 'payment_is_subscription');
  }
  return payment;
}

/** create-booking's outcomes: the bookings made, or a split still collecting its shares. */
const finishedBooking = (outcome: FinalizeOutcome) =>
  // A game's spot is finished on its game (POST /api/v1/games/{id}/finish), never here.
  requireMade(outcome, ['booked', 'collecting'], 'payment_not_found');

function requireBooked(result: FinalizeOutcome): string[] {
  const finished = finishedBooking(result);
  // Only a single booking is split (decision 044): a subscription is never collecting.
  if (finished.outcome === 'collecting') throw new HttpError(402, 'not_paid');
  return finished.bookingIds;
}

/**
 * What the caller's own charge made: as it settled, or finalized now; an older client's unsettled
 * payment first names what it pays for (`claimOf`: checked and priced like post-payment's, and it
 * must cost exactly what was paid).
 */
async function outcomeOf(
  context: CheckoutContext,
  payment: PaymentRow,
  claimOf: () => Promise<ResolvedRequest>,
): Promise<FinalizeOutcome> {
  const settled = await settledOutcome(context.db, context.purposes, payment);
  if (settled) return settled;
  const claim = payment.kind === 'legacy' ? await claimOf() : null;
  if (claim) requireClaimedAmount(payment.amountPaise, claim);
  return finalizePayment(context, payment.intentId, claim);
}

/** A booker's share of a split: finalized, it may still be collecting the other shares. */
async function paysSplitShare(db: DbOrTx, paymentId: string) {
  return purposeOfLines(await linesOf(db, paymentId)) === 'split_share';
}

/**
 * create-booking: the paid booking. An older client's payment without a hold names its slot here.
 * A booker's share of a split still collecting answers the held booking (status pending) and the
 * split's id, never as booked: it is confirmed when the last share is paid (decision 044).
 */
export async function finishBooking(
  context: CheckoutContext,
  player: UserRow,
  intentId: string,
  details: BookingDetails | null,
): Promise<{ booking: BookingJson; collectingSplitId: string | null }> {
  const payment = await requireOwnPayment(context, player, intentId, ['booking', 'legacy']);
  const { venueTimeZone } = context.config;
  // Usually the local gateway's confirm or the webhook has finalized it already: answer from the
  // row just read, without asking finalize again, and read its bookings as the answer at once.
  if (payment.status === 'finalized' && !(await paysSplitShare(context.db, payment.id))) {
    const [booking] = await paymentBookingsAsJson(context.db, intentId, venueTimeZone);
    return { booking: booking!, collectingSplitId: null };
  }
  const outcome = await outcomeOf(context, payment, () => {
    if (!details) throw new HttpError(400, 'booking_details_required');
    return resolveForPlayer(context, player, { kind: 'booking', booking: details });
  });
  const finished = finishedBooking(outcome);
  if (finished.outcome === 'collecting') {
    const [held] = await paymentBookingsAsJson(context.db, intentId, venueTimeZone);
    return { booking: held!, collectingSplitId: finished.splitId };
  }
  const [booking] = await bookingsAsJson(context.db, finished.bookingIds, venueTimeZone);
  return { booking: booking!, collectingSplitId: null };
}

/**
 * subscription/create: the subscription record of a paid subscription payment. A payment made
 * without subscription details (the spec's own flow) names its turf and slots here.
 */
export async function finishSubscription(
  context: CheckoutContext,
  player: UserRow,
  intentId: string,
  named: { turfId?: string; selectedSlots?: unknown[] },
) {
  const payment = await requireOwnPayment(context, player, intentId, ['subscription', 'legacy']);
  const outcome = await outcomeOf(context, payment, () => {
    const details = subscriptionDetailsSchema.safeParse(named);
    if (!details.success)
      throw HttpError.refusal(
        400,
        details.error.issues[0]?.message ?? ERROR_CATALOGUE.subscription_details_invalid.en,
        'subscription_details_invalid',
      );
    return resolveForPlayer(context, player, { kind: 'subscription', subscription: details.data });
  });
  const bookingIds = requireBooked(outcome);
  const record = await findSubscriptionByPayment(context.db, intentId);
  if (!record) throw new HttpError(400, 'payment_is_booking');
  const inDateOrder = await bookingsOfPayment(context.db, intentId);
  const booked = new Set(bookingIds);
  return { record, bookingIds: inDateOrder.map((b) => b.id).filter((id) => booked.has(id)) };
}
