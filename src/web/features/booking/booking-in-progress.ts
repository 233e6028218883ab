import { z } from 'zod';
import { SPORTS, type Sport } from '../../../shared/catalog';
import { isWithinOpeningHours, type WeekHours } from '../../../shared/opening-hours';
import { priceOfRange, type PricedPart, type PriceRules } from '../../../shared/price-rules';
import { paiseToRupeesText } from '../../../shared/pricing';
import { BOOKING_MESSAGES, type SlotRef } from '../../../shared/slot-selection';
import { END_OF_DAY, endsAfterStart, type LocalMoment } from '../../../shared/slots';
import type { TurfJson } from '../../../shared/turf-types';
import {
  BOOKING_IN_PROGRESS_KEY,
  readStoredJson,
  writeStoredJson,
  type KeyValueStore,
} from '../../lib/payments/payment-session';

// The booking being summarised: the turf and the start and end picked on its grid. The detail
// screen passes it in navigation state; sessionStorage keeps it for a reload of the summary.

const slotSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  minutes: z.number().int().min(0).max(END_OF_DAY),
});

/** Enough of the turf to show the summary at once; the screen reloads the turf by id anyway. */
const passedTurfSchema = z.looseObject({
  _id: z.string().min(1),
  name: z.string(),
  price: z.number().nonnegative(),
});

const bookingInProgressSchema = z.object({
  turf: passedTurfSchema,
  start: slotSchema,
  end: slotSchema,
  sport: z.enum(SPORTS).nullish(),
  courtId: z.string().nullish(),
});

export interface BookingInProgress {
  turf: TurfJson;
  start: SlotRef;
  end: SlotRef;
  /** At a venue with several courts (docs/decisions/029): the sport and the court picked. */
  sport?: Sport | null;
  /** Null or absent: any free court, given when the slot is held. */
  courtId?: string | null;
}

function parse(value: unknown, turfId: string): BookingInProgress | null {
  const parsed = bookingInProgressSchema.safeParse(value);
  if (!parsed.success || parsed.data.turf._id !== turfId) return null;
  // The passed turf is only a placeholder until the turf query answers.
  return parsed.data as unknown as BookingInProgress;
}

/** The booking in progress for turf `turfId`: navigation state first (then kept), else storage. */
export function readBookingInProgress(
  navigationState: unknown,
  turfId: string,
  store: KeyValueStore | null,
): BookingInProgress | null {
  const passed = parse(navigationState, turfId);
  if (passed) {
    writeStoredJson(store, BOOKING_IN_PROGRESS_KEY, passed);
    return passed;
  }
  return parse(readStoredJson(store, BOOKING_IN_PROGRESS_KEY), turfId);
}

export interface BookingQuote {
  /** Why this selection cannot be paid, or null. */
  problem: string | null;
  hours: number;
  totalPaise: number;
  /** Spec §9: the total with 2 decimals, also post-payment's amount. */
  totalText: string;
  /** The total by band (shared/price-rules), as the server prices it. */
  parts: PricedPart[];
}

/**
 * The price by the turf's rules for a hold made `now` (docs/decisions/034; with flat rules spec
 * §9's hours × price per hour). A zero-length or reversed range is unpayable, and so is one
 * outside the turf's opening hours (they may have changed since the grid was read).
 */
export function quoteBooking(
  start: SlotRef,
  end: SlotRef,
  rules: PriceRules,
  now: LocalMoment | null,
  openingHours?: WeekHours | null,
): BookingQuote {
  let problem: string | null = null;
  if (start.date !== end.date) problem = BOOKING_MESSAGES.differentDays;
  else if (!endsAfterStart(start.minutes, end.minutes)) problem = BOOKING_MESSAGES.endBeforeStart;
  else if (
    !isWithinOpeningHours(
      { date: start.date, start: start.minutes, end: end.minutes },
      openingHours,
    )
  )
    problem = BOOKING_MESSAGES.closed;
  const price = problem
    ? { totalPaise: 0, parts: [] }
    : priceOfRange(rules, { date: start.date, start: start.minutes, end: end.minutes }, now);
  return {
    problem,
    hours: problem ? 0 : (end.minutes - start.minutes) / 60,
    totalPaise: price.totalPaise,
    totalText: paiseToRupeesText(price.totalPaise),
    parts: price.parts,
  };
}
