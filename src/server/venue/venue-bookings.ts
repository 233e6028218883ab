import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  VenueBookingJson,
  VenueBookingsAnswer,
  venueBookingBodySchema,
} from '../../shared/api/venue-booking-contract';
import { openingHoursProblem } from '../../shared/opening-hours';
import { ownerRangeProblem } from '../../shared/owner-blocks';
import { paiseToRupees, paiseToRupeesText } from '../../shared/pricing';
import { timeLabel, type TimeRange } from '../../shared/slots';
import { addDays, zonedNow } from '../../shared/time';
import { checkVenueBooking, type VenuePaymentMethod } from '../../shared/venue-bookings';
import { requireCapabilityAt, type VenueActor } from '../auth/venue-access';
import type { VenueCapability } from '../../shared/venue-team';
import type { UserRow } from '../auth/users';
import { recordAudit } from '../audit/audit-log';
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
import { courts, users } from '../db/schema';
import { bookings } from '../db/schema-bookings';
import { requireDatesWithin } from '../http/date-windows';
import { HttpError } from '../http/errors';
import { rulesOfTurf } from '../turfs/pricing-service';
import { priceRulesJson } from '../../shared/price-rules-json';
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

function venueBookingJson(
  row: VenueBookingRow,
  courtName: string | null,
  taker: { id: string; fullname: string } | null,
): VenueBookingJson {
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
    paidByStaff: taker ? { _id: taker.id, fullname: taker.fullname } : null,
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
    .select({
      booking: bookings,
      courtName: courts.name,
      takerId: users.id,
      takerName: users.fullname,
    })
    .from(bookings)
    .leftJoin(courts, eq(courts.id, bookings.courtId))
    .leftJoin(users, eq(users.id, bookings.venuePaidBy))
    .where(and(VENUE_ROWS, which))
    .orderBy(asc(bookings.day), asc(bookings.startMinute), asc(bookings.id));
  return rows.map(({ booking, courtName, takerId, takerName }) =>
    venueBookingJson(
      booking,
      courtName,
      takerId ? { id: takerId, fullname: takerName ?? '' } : null,
    ),
  );
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

/** What an audit entry keeps of a desk booking: its time, customer, price and payment. */
function auditView(booking: VenueBookingJson) {
  return {
    date: booking.date,
    start: booking.startTime,
    end: booking.endTime,
    court: booking.courtName,
    source: booking.source,
    customerName: booking.customerName,
    // Rupee text as every audit entry writes money (the answer's price is a number of rupees
    // made from whole paise, so this is exact).
    price: paiseToRupeesText(Math.round(booking.price * 100)),
    paidBy: booking.paidBy,
    takenBy: booking.paidByStaff?.fullname ?? null,
    status: booking.status,
  };
}

/**
 * Records a phone or walk-in booking: 400 for a bad field, 409 when the time is taken. `actor`
 * takes its payment when it is paid at once, and is named in its audit entry.
 */
export async function recordBooking(
  context: VenueBookingContext,
  turf: TurfRow,
  actor: VenueActor,
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
        takenBy: actor.id,
        now: context.now(),
      });
      const booking = await venueBookingById(tx, id);
      await recordAudit(tx, {
        turfId: turf.id,
        actor,
        action: 'desk_booking.create',
        target: booking.reference,
        before: null,
        after: auditView(booking),
        at: context.now(),
      });
      return booking;
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
 * The venue booking `bookingId` locked (with its day) for `person` and who they are at its
 * listing, or an HttpError: 404 when there is no such venue booking, 403 when they may not do
 * `capability` at its turf.
 */
async function lockManagedVenueBooking(
  tx: DbOrTx,
  person: UserRow,
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
  const { actor } = await requireCapabilityAt(tx, person, capability, booking.turfId);
  return { booking, actor };
}

/** Takes a desk booking's payment: `person` is who took it, named on the row and in the log. */
export async function markPaid(
  context: VenueBookingContext,
  person: UserRow,
  bookingId: string,
  method: VenuePaymentMethod,
): Promise<VenueBookingJson> {
  return context.db.transaction(async (tx) => {
    const { booking, actor } = await lockManagedVenueBooking(
      tx,
      person,
      bookingId,
      'desk_bookings',
    );
    if (booking.status === 'cancelled') throw new HttpError(409, 'venue_booking_cancelled');
    const before = auditView(await venueBookingById(tx, bookingId));
    if (!(await markVenueBookingPaid(tx, bookingId, method, actor.id, context.now())))
      throw new HttpError(409, 'venue_booking_already_paid');
    const after = await venueBookingById(tx, bookingId);
    await recordAudit(tx, {
      turfId: booking.turfId,
      actor,
      action: 'desk_booking.paid',
      target: after.reference,
      before,
      after: auditView(after),
      at: context.now(),
    });
    return after;
  });
}

export async function cancelBooking(
  context: VenueBookingContext,
  person: UserRow,
  bookingId: string,
): Promise<VenueBookingJson> {
  return context.db.transaction(async (tx) => {
    const { booking, actor } = await lockManagedVenueBooking(tx, person, bookingId, 'cancel');
    const before = auditView(await venueBookingById(tx, bookingId));
    if (!(await cancelVenueBooking(tx, bookingId, context.now())))
      throw new HttpError(409, 'venue_booking_cancelled');
    const after = await venueBookingById(tx, bookingId);
    await recordAudit(tx, {
      turfId: booking.turfId,
      actor,
      action: 'desk_booking.cancel',
      target: after.reference,
      before,
      after: auditView(after),
      at: context.now(),
    });
    return after;
  });
}
