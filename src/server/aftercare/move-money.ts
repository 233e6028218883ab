import { parseBookingDate } from '../../shared/booking-request';
import type { Sport } from '../../shared/catalog';
import { moveQuoteText } from '../../shared/move-price';
import { paiseToRupeesText } from '../../shared/pricing';
import { lockBooking } from '../bookings/changes';
import { CourtRefused } from '../bookings/court-assignment';
import { HttpError } from '../http/errors';
import { quoteMove } from '../moves/move-quote';
import { linesOf } from '../payments/charge-lines';
import { finishCharge, requireMade } from '../payments/paid';
import type { CheckoutContext } from '../payments/payment-context';
import { findPaymentByIntent } from '../payments/payment-records';
import { findTurfRow } from '../turfs/service';
import { requireOwnBooking } from './booking-detail';
import type { RescheduleTarget } from './reschedule-booking';

// The money of a move, as the booking page asks it (docs/decisions/053): what a move would cost
// before the player confirms, and finishing the difference's payment after the checkout.

/** What moving the player's own booking to `target` would settle now: nothing is written. */
export async function quoteOwnMove(
  context: Pick<CheckoutContext, 'db' | 'now' | 'config'>,
  userId: string,
  bookingId: string,
  target: Omit<RescheduleTarget, 'payDifference' | 'refundTo'>,
) {
  const zone = context.config.venueTimeZone;
  const date = parseBookingDate(target.bookingDate, zone);
  if (!date) throw new HttpError(400, 'booking_date_invalid');
  const to = { date, start: target.startTime, end: target.endTime };
  const quote = await context.db.transaction(async (tx) => {
    const booking = requireOwnBooking(await lockBooking(tx, bookingId, [to.date]), userId);
    const turf = await findTurfRow(tx, booking.turfId);
    return quoteMove(tx, {
      booking,
      to,
      now: context.now(),
      timeZone: zone,
      turf: turf!,
      sport: turf!.sportsType as Sport,
      courtId: target.courtId ?? null,
      kind: booking.status === 'cancelled' ? 'rain_out' : 'reschedule',
    }).catch((error: unknown) => {
      if (error instanceof CourtRefused) throw error.answer;
      throw error;
    });
  });
  const { settlement } = quote;
  return {
    success: true as const,
    kind: settlement.kind,
    difference: paiseToRupeesText(settlement.kind === 'none' ? 0 : settlement.differencePaise),
    newPrice: paiseToRupeesText(quote.newPaise),
    text: moveQuoteText(settlement),
  };
}

/**
 * The browser's "I paid the difference": finalizes the payment through the one finalize (it may
 * have already, at the local gateway's confirm or a webhook), then the booking is read again.
 */
export async function finishMovePayment(
  context: CheckoutContext,
  userId: string,
  bookingId: string,
  intentId: string,
): Promise<void> {
  const payment = await findPaymentByIntent(context.db, intentId);
  const lines = payment && payment.userId === userId ? await linesOf(context.db, payment.id) : [];
  if (!lines.some((line) => line.purpose === 'move' && line.bookingId === bookingId))
    throw new HttpError(404, 'payment_not_found');
  // An alias of the one "I paid" (payments/paid.ts, decision 052), answering the booking.
  requireMade(await finishCharge(context, payment!), ['booked'], 'payment_not_found');
}
