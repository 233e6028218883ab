import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  VenueBookingJson,
  VenueBookingsAnswer,
  venueBookingBodySchema,
} from '../../shared/api/venue-booking-contract';
import { openingHoursProblem } from '../../shared/opening-hours';
import { ownerRangeProblem } from '../../shared/owner-blocks';
import { paiseToRupees } from '../../shared/pricing';
import { timeLabel, type TimeRange } from '../../shared/slots';
import { addDays, zonedNow } from '../../shared/time';
import { checkVenueBooking, type VenuePaymentMethod } from '../../shared/venue-bookings';
import { requireCapabilityAt } from '../auth/venue-access';
import type { VenueCapability } from '../../shared/venue-team';
import type { UserRow } from '../auth/users';
import { lockBooking } from '../bookings/changes';
import { CourtRefused } from '../bookings/court-assignment';
import { fromTheVenue } from '../bookings/slot-rules';
import {
  cancelVenueBooking,
  markVenueBookingPaid,
  recordVenueBooking,
} from '../bookings/venue-bookings';
import type { Db, DbOrTx } from '../db/database';
import { isExclusionViolation } from '../db/errors';
import { courts } from '../db/schema';
import { bookings } from '../db/schema-bookings';
import { requireDatesWithin } from '../http/date-windows';
import { HttpError } from '../http/errors';
import { rulesOfTurf } from '../turfs/pricing-service';
import { priceRulesJson } from '../../shared/price-rules-form';
import { liveCourts } from '../turfs/courts';
import { courtJson, type TurfRow } from '../turfs/turf-json';

// The owner's phone and walk-in bookings (docs/decisions/032): checked by the shared rules, then
// written by the booking core (bookings/venue-bookings.ts) in one transaction each.

/** What these functions use of the app (docs/decisions/028). */
export interface VenueBookingContext {
  db: Db;
  now: () => Date;
  config: { venueTimeZone: string };
}

type VenueBookingRow = typeof bookings.$inferSelect;

function venueBookingJson(row: VenueBookingRow, courtName: string | null): VenueBookingJson {
  return {
    _id: row.id,
    reference: row.reference,
    turfId: row.turfId,
    courtId: row.courtId,
    courtName,
    date: row.day,
    start: row.startMinute,
    end: row.endMinute,
    startTime: timeLabel(row.startMinute),
    endTime: timeLabel(row.endMinute),
    source: row.source === 'phone' ? 'phone' : 'walk_in',
    customerName: row.customerName ?? '',
    customerPhone: row.customerPhone ?? '',
    price: paiseToRupees(row.amountPaise),
    paidBy: row.venuePayment ?? 'unpaid',
    paidAt: row.paidAt?.toISOString() ?? null,
    status: row.status === 'cancelled' ? 'cancelled' : 'confirmed',
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const VENUE_ROWS = and(
  fromTheVenue(bookings),
  inArray(bookings.status, ['confirmed', 'cancelled']),
);

/** Venue bookings that meet `which`, with their court's name, in date order. */
async function readVenueBookings(db: DbOrTx, which: ReturnType<typeof and>) {
  const rows = await db
    .select({ booking: bookings, courtName: courts.name })
    .from(bookings)
    .leftJoin(courts, eq(courts.id, bookings.courtId))
    .where(and(VENUE_ROWS, which))
    .orderBy(asc(bookings.day), asc(bookings.startMinute), asc(bookings.id));
  return rows.map(({ booking, courtName }) => venueBookingJson(booking, courtName));
}

async function venueBookingById(db: DbOrTx, bookingId: string): Promise<VenueBookingJson> {
  const [found] = await readVenueBookings(db, eq(bookings.id, bookingId));
  return found!;
}

/** The range the owner asks for: in the booking window, on the grid's half hours, not started, open. */
function checkRange(context: VenueBookingContext, turf: TurfRow, range: TimeRange) {
  const clock = { now: context.now(), timeZone: context.config.venueTimeZone };
  requireDatesWithin('grid', [range.date], clock);
  const problem =
    ownerRangeProblem(range, zonedNow(clock.now, clock.timeZone)) ??
    openingHoursProblem([range], turf.openingHours);
  if (problem) throw HttpError.refusal(400, problem, 'time_not_bookable');
}

/** Records a phone or walk-in booking: 400 for a bad field, 409 when the time is taken. */
export async function recordBooking(
  context: VenueBookingContext,
  turf: TurfRow,
  body: z.output<typeof venueBookingBodySchema>,
): Promise<VenueBookingJson> {
  const checked = checkVenueBooking(body);
  if ('problem' in checked) throw HttpError.refusal(400, checked.problem, 'venue_booking_invalid');
  const range = { date: body.date, start: body.start, end: body.end };
  checkRange(context, turf, range);
  const { ok } = checked;
  try {
    return await context.db.transaction(async (tx) => {
      const id = await recordVenueBooking(tx, {
        turfId: turf.id,
        // The turf's row, whether its owner or the admin records it (as for a block).
        ownerId: turf.ownerId,
        courtId: body.courtId ?? null,
        range,
        source: body.source ?? 'walk_in',
        customerName: ok.customerName,
        customerPhone: ok.customerPhone,
        pricePaise: ok.pricePaise ?? null,
        listingRules: rulesOfTurf(turf),
        paidBy: ok.paidBy,
        now: context.now(),
      });
      return venueBookingById(tx, id);
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw new HttpError(409, 'slot_taken');
    if (error instanceof CourtRefused) throw error.answer;
    throw error;
  }
}

/** The turf's venue bookings played from `from` (default 30 days back) to `to` (default: all). */
export async function listVenueBookings(
  context: VenueBookingContext,
  turf: TurfRow,
  window: { from?: string; to?: string },
): Promise<VenueBookingsAnswer> {
  const clock = { now: context.now(), timeZone: context.config.venueTimeZone };
  requireDatesWithin('calendar', [window.from, window.to], clock);
  const from = window.from ?? addDays(zonedNow(clock.now, clock.timeZone).date, -30);
  const [list, turfCourts] = await Promise.all([
    readVenueBookings(
      context.db,
      and(
        eq(bookings.turfId, turf.id),
        gte(bookings.day, from),
        window.to ? lte(bookings.day, window.to) : undefined,
      ),
    ),
    liveCourts(context.db, turf.id),
  ]);
  return {
    success: true,
    turf: {
      _id: turf.id,
      name: turf.name,
      price: paiseToRupees(turf.pricePaise),
      pricing: priceRulesJson(rulesOfTurf(turf)),
      courts: turfCourts.map(courtJson),
    },
    bookings: list,
  };
}

/**
 * The venue booking `bookingId` locked (with its day) for `manager`, or an HttpError: 404 when
 * there is no such venue booking, 403 when `manager` may not do `capability` at its turf.
 */
async function lockManagedVenueBooking(
  tx: DbOrTx,
  manager: UserRow,
  bookingId: string,
  capability: VenueCapability,
) {
  const booking = await lockBooking(tx, bookingId);
  if (
    !booking ||
    booking.source === 'online' ||
    !['confirmed', 'cancelled'].includes(booking.status)
  )
    throw new HttpError(404, 'booking_not_found');
  await requireCapabilityAt(tx, manager, capability, booking.turfId);
  return booking;
}

export async function markPaid(
  context: VenueBookingContext,
  manager: UserRow,
  bookingId: string,
  method: VenuePaymentMethod,
): Promise<VenueBookingJson> {
  return context.db.transaction(async (tx) => {
    const booking = await lockManagedVenueBooking(tx, manager, bookingId, 'desk_bookings');
    if (booking.status === 'cancelled') throw new HttpError(409, 'venue_booking_cancelled');
    if (!(await markVenueBookingPaid(tx, bookingId, method, context.now())))
      throw new HttpError(409, 'venue_booking_already_paid');
    return venueBookingById(tx, bookingId);
  });
}

export async function cancelBooking(
  context: VenueBookingContext,
  manager: UserRow,
  bookingId: string,
): Promise<VenueBookingJson> {
  return context.db.transaction(async (tx) => {
    await lockManagedVenueBooking(tx, manager, bookingId, 'cancel');
    if (!(await cancelVenueBooking(tx, bookingId, context.now())))
      throw new HttpError(409, 'venue_booking_cancelled');
    return venueBookingById(tx, bookingId);
  });
}
