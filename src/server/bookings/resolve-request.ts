import type { z } from 'zod';
import type { Sport } from '../../shared/catalog';
import { parseBookingDate, type bookingDetailsSchema } from '../../shared/booking-request';
import { priceOfRange, type RangePrice } from '../../shared/price-rules';
import {
  MAX_PAYMENT_PAISE,
  chargeForPrices,
  paiseToRupeesText,
  type Charge,
} from '../../shared/pricing';
import { openingHoursProblem } from '../../shared/opening-hours';
import { slotRequestProblem, type SlotRequest } from '../../shared/slot-request';
import type { TimeRange } from '../../shared/slots';
import { subscriptionCharge } from '../../shared/subscription';
import type { subscriptionDetailsSchema } from '../../shared/subscription-request';
import { zonedNow } from '../../shared/time';
import type { UserRow } from '../auth/users';
import type { DbOrTx } from '../db/database';
import { HttpError } from '../http/errors';
import { requireVisibleTurf } from '../turfs/service';
import { pricingOfSlots } from './court-prices';
import type { TurfRow } from '../turfs/turf-json';

export type BookingDetails = z.output<typeof bookingDetailsSchema>;
export type SubscriptionDetails = z.output<typeof subscriptionDetailsSchema>;

export type SlotRequestDetails =
  | { kind: 'booking'; booking: BookingDetails }
  | { kind: 'subscription'; subscription: SubscriptionDetails };

/** A request checked against the turf, the clock and the shared rules, and priced per slot. */
export interface ResolvedRequest {
  kind: SlotRequest['kind'];
  turf: TurfRow;
  ranges: TimeRange[];
  /** The court the player named for each range, null where the server assigns one. */
  courtIds: (string | null)[];
  /**
   * The court each range is held on: the one named, the one it was priced on where courts are
   * priced apart (docs/decisions/039), else null for the hold to assign.
   */
  holdCourtIds: (string | null)[];
  /** The sport played: the one asked for, else the turf's sports_type. */
  sport: Sport;
  /** Each range's price by the turf's rules at this moment (shared/price-rules), in order. */
  prices: RangePrice[];
  charge: Charge;
}

function localDate(text: string, zone: string, kind: SlotRequest['kind']) {
  const date = parseBookingDate(text, zone);
  if (date) return date;
  throw kind === 'booking'
    ? new HttpError(400, 'booking_date_invalid')
    : HttpError.templated(400, 'slot_date_invalid', { date: text });
}

/**
 * One slot from the grid or a subscription's slots, as the player asked: the turf must be listed,
 * every rule of src/shared/slot-request must hold, and the server prices it (never the client).
 * Whether the slots are free is the database's answer when they are held.
 */
export async function resolveSlotRequest(
  db: DbOrTx,
  clock: { now: Date; timeZone: string },
  /** Who asks: a player paying, or anyone asking a price (GET /turf/:turfId/price). */
  player: UserRow | null,
  details: SlotRequestDetails,
  /** A quote may price a subscription still being planned (fewer slots than one may buy). */
  purpose: 'hold' | 'quote' = 'hold',
): Promise<ResolvedRequest> {
  const { timeZone } = clock;
  const turfId = details.kind === 'booking' ? details.booking.turfId : details.subscription.turfId;
  const turf = await requireVisibleTurf(db, turfId, player);
  if (!turf.approved) throw new HttpError(404, 'turf_not_found');

  const request: SlotRequest =
    details.kind === 'booking'
      ? {
          kind: 'booking',
          ranges: [
            {
              date: localDate(details.booking.bookingDate, timeZone, 'booking'),
              start: details.booking.startTime,
              end: details.booking.endTime,
            },
          ],
        }
      : {
          kind: 'subscription',
          ranges: details.subscription.selectedSlots.map((slot) => ({
            date: localDate(slot.date, timeZone, 'subscription'),
            start: slot.startTime,
            end: slot.endTime,
          })),
        };
  const now = zonedNow(clock.now, timeZone);
  const problem =
    slotRequestProblem(request, now, purpose) ??
    openingHoursProblem(request.ranges, turf.openingHours);
  if (problem) throw HttpError.refusal(400, problem, 'time_not_bookable');

  const sport =
    (details.kind === 'booking' ? details.booking.sport : details.subscription.sport) ??
    (turf.sportsType as Sport);
  const courtIds =
    details.kind === 'booking'
      ? [details.booking.courtId ?? null]
      : details.subscription.selectedSlots.map((slot) => slot.courtId ?? null);
  // A price is frozen here, at the hold (docs/decisions/034): rule changes reach new holds only.
  // Each slot is priced by its court's rules (docs/decisions/039).
  const pricing = await pricingOfSlots(
    db,
    turf,
    sport,
    request.ranges.map((range, i) => ({ range, courtId: courtIds[i] })),
    clock.now,
    player?.id ?? null,
  );
  const prices = request.ranges.map((range, i) => priceOfRange(pricing[i]!.rules, range, now));
  const totals = prices.map((price) => price.totalPaise);
  const charge =
    request.kind === 'subscription' ? subscriptionCharge(totals) : chargeForPrices(totals);
  if (charge.finalPaise > MAX_PAYMENT_PAISE) {
    throw HttpError.templated(400, 'payment_too_large', {
      limit: paiseToRupeesText(MAX_PAYMENT_PAISE),
    });
  }
  return {
    kind: request.kind,
    turf,
    ranges: [...request.ranges],
    courtIds,
    holdCourtIds: pricing.map(({ holdCourtId }) => holdCourtId),
    sport,
    prices,
    charge,
  };
}
