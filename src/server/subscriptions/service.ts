import type { z } from 'zod';
import { parseBookingDate } from '../../shared/booking-request';
import { paiseToRupeesText } from '../../shared/pricing';
import { isPastSlot, type TimeRange } from '../../shared/slots';
import {
  MIN_SUBSCRIPTION_SLOTS,
  SUBSCRIPTION_DAYS_AHEAD,
  SUBSCRIPTION_MESSAGES,
  subscriptionPrice,
} from '../../shared/subscription';
import type { subscriptionDetailsSchema } from '../../shared/subscription-request';
import { addDays, zonedNow } from '../../shared/time';
import type { AppContext } from '../app-context';
import type { UserRow } from '../auth/users';
import { HttpError } from '../http/errors';
import { holdAndOpenIntent } from '../payments/hold-and-pay';
import { TURF_NOT_FOUND, requireVisibleTurf } from '../turfs/service';

type SubscriptionDetails = z.output<typeof subscriptionDetailsSchema>;

/** The player's slots checked with the spec's rules (never trusting the client's list) and priced. */
export async function resolveSubscription(
  context: AppContext,
  player: UserRow,
  details: SubscriptionDetails,
) {
  const zone = context.config.venueTimeZone;
  const turf = await requireVisibleTurf(context.db, details.turfId, player);
  if (!turf.approved) throw new HttpError(404, TURF_NOT_FOUND);
  if (details.selectedSlots.length < MIN_SUBSCRIPTION_SLOTS)
    throw new HttpError(400, SUBSCRIPTION_MESSAGES.tooFew);
  const now = zonedNow(context.now(), zone);
  const ranges: TimeRange[] = [];
  for (const slot of details.selectedSlots) {
    const date = parseBookingDate(slot.date, zone);
    if (!date)
      throw new HttpError(400, `Slot date "${slot.date}" is not a date such as Mon, Jan 1, 2030`);
    if (slot.endTime <= slot.startTime)
      throw new HttpError(400, SUBSCRIPTION_MESSAGES.endAfterStart);
    if (isPastSlot(date, slot.startTime, now)) throw new HttpError(400, SUBSCRIPTION_MESSAGES.past);
    if (date > addDays(now.date, SUBSCRIPTION_DAYS_AHEAD)) {
      throw new HttpError(
        400,
        `Subscription slots can be at most ${SUBSCRIPTION_DAYS_AHEAD} days ahead.`,
      );
    }
    const range = { date, start: slot.startTime, end: slot.endTime };
    if (ranges.some((r) => r.date === date && r.start <= range.end && range.start <= r.end)) {
      throw new HttpError(400, SUBSCRIPTION_MESSAGES.overlapsSelected);
    }
    ranges.push(range);
  }
  return { turf, ranges, price: subscriptionPrice(ranges, turf.pricePaise) };
}

/** Proceed to Pay: hold every slot or none, and open one intent for the discounted price. */
export async function startSubscriptionPayment(
  context: AppContext,
  player: UserRow,
  claimedPaise: number,
  details: SubscriptionDetails,
) {
  const { turf, ranges, price } = await resolveSubscription(context, player, details);
  if (claimedPaise !== price.finalPaise) {
    throw new HttpError(
      400,
      `The amount does not match the price of this subscription (₹${paiseToRupeesText(price.finalPaise)}). Please go back and try again.`,
    );
  }
  return holdAndOpenIntent(context, {
    player,
    turf,
    ranges,
    pricePaise: price.finalPaise,
    kind: 'subscription',
    nameTakenSlot: true,
  });
}
