import type { z } from 'zod';
import type { bookingDetailsSchema } from '../../shared/booking-request';
import { parseBookingDate } from '../../shared/booking-request';
import { CURRENCY } from '../../shared/catalog';
import { bookingPricePaise, paiseToRupeesText } from '../../shared/pricing';
import { BOOKING_MESSAGES } from '../../shared/slot-selection';
import { isPastSlot } from '../../shared/slots';
import { addDays, zonedNow } from '../../shared/time';
import type { AppContext } from '../app-context';
import type { UserRow } from '../auth/users';
import { payments } from '../db/schema';
import { HttpError } from '../http/errors';
import { requireVisibleTurf, TURF_NOT_FOUND } from '../turfs/service';
import { holdAndOpenIntent, openIntent, type PaymentStart } from './hold-and-pay';

export const BOOKING_DAYS_AHEAD = 7;

type BookingDetails = z.output<typeof bookingDetailsSchema>;

/** The slot a player asks for, checked against the turf and the clock; priced by the server. */
export async function resolveBookingRequest(
  context: AppContext,
  player: UserRow,
  details: BookingDetails,
) {
  const zone = context.config.venueTimeZone;
  const turf = await requireVisibleTurf(context.db, details.turfId, player);
  if (!turf.approved) throw new HttpError(404, TURF_NOT_FOUND);
  const day = parseBookingDate(details.bookingDate, zone);
  if (!day) throw new HttpError(400, 'Booking date must be a date such as 2030-05-10');
  if (details.endTime <= details.startTime)
    throw new HttpError(400, BOOKING_MESSAGES.endBeforeStart);
  const now = zonedNow(context.now(), zone);
  if (isPastSlot(day, details.startTime, now)) {
    throw new HttpError(400, 'This time slot has already started. Please select a future time.');
  }
  if (day > addDays(now.date, BOOKING_DAYS_AHEAD - 1)) {
    throw new HttpError(400, `Bookings can be made up to ${BOOKING_DAYS_AHEAD} days ahead.`);
  }
  const pricePaise = bookingPricePaise(details.startTime, details.endTime, turf.pricePaise);
  return { turf, day, startMinute: details.startTime, endMinute: details.endTime, pricePaise };
}

export function requireMatchingAmount(claimedPaise: number, pricePaise: number) {
  if (claimedPaise !== pricePaise) {
    throw new HttpError(
      400,
      `The amount does not match the price of this booking (₹${paiseToRupeesText(pricePaise)}). Please go back and try again.`,
    );
  }
}

/**
 * Pay Now: hold the slot for HOLD_MINUTES and open a payment intent for the server's price.
 * Asking again for the same slot while the hold lives answers the same payment (a reload
 * never charges twice); anyone else asking for an overlapping slot gets 409.
 */
export async function startBookingPayment(
  context: AppContext,
  player: UserRow,
  claimedPaise: number,
  details: BookingDetails,
): Promise<PaymentStart> {
  const slot = await resolveBookingRequest(context, player, details);
  requireMatchingAmount(claimedPaise, slot.pricePaise);
  return holdAndOpenIntent(context, {
    player,
    turf: slot.turf,
    ranges: [{ date: slot.day, start: slot.startMinute, end: slot.endMinute }],
    pricePaise: slot.pricePaise,
    kind: 'booking',
    nameTakenSlot: false,
  });
}

/**
 * An older client that sends no booking details: an intent for its amount, no hold. The booking
 * is checked at create-booking; unclaimed, it is refunded by the reconciler.
 */
export async function startLegacyPayment(
  context: AppContext,
  player: UserRow,
  amountPaise: number,
): Promise<PaymentStart> {
  const key = `legacy-${player.id}-${context.now().getTime()}`;
  const intent = await openIntent(context, amountPaise, { userId: player.id, kind: 'legacy' }, key);
  await context.db.insert(payments).values({
    intentId: intent.id,
    clientSecret: intent.clientSecret,
    provider: context.payments.provider,
    userId: player.id,
    kind: 'legacy',
    amountPaise,
    currency: CURRENCY,
    createdAt: context.now(),
  });
  return {
    clientSecret: intent.clientSecret,
    paymentId: intent.id,
    holdExpiresAt: null,
    amountPaise,
  };
}
