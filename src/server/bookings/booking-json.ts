import type {
  BookingCustomer,
  BookingJson,
  BookingTurfSummary,
  PublicBookingSlot,
} from '../../shared/booking-types';
import { paiseToRupees } from '../../shared/pricing';
import { timeLabel } from '../../shared/slots';
import { localInstant } from '../../shared/time';
import type { turfs, users } from '../db/schema';
import type { bookings } from '../db/schema-bookings';

type BookingRow = typeof bookings.$inferSelect;
type TurfRow = typeof turfs.$inferSelect;
type UserRow = typeof users.$inferSelect;

/** A booking as its answer is made from it: the row, with its times already ISO texts. */
export type BookingFields = Omit<
  BookingRow,
  | 'turfId'
  | 'ground'
  | 'userId'
  | 'holdExpiresAt'
  | 'createdAt'
  | 'cancelledAt'
  | 'rescheduledAt'
  | 'blockReason'
  | 'blockGroupId'
  // A venue booking's customer is never part of a booking answer (docs/decisions/032).
  | 'customerName'
  | 'customerPhone'
  | 'venuePayment'
  | 'venuePaidBy'
  | 'paidAt'
  // Who showed up is the owner's check-in's answer (docs/decisions/043), not a booking answer's.
  | 'attendance'
  | 'attendanceMarkedBy'
  | 'attendanceMarkedAt'
> & {
  userId: string;
  createdAt: string;
  cancelledAt: string | null;
  rescheduledAt: string | null;
};

/** What the venue keeps of a booking: its share of the charge less any refund. */
export function keptPaise(
  row: Pick<BookingRow, 'paymentStatus' | 'amountPaise' | 'refundedPaise'>,
) {
  return row.paymentStatus === 'unpaid' ? 0 : row.amountPaise - row.refundedPaise;
}

const labels: string[] = [];
/** timeLabel, made once per minute of the day (a page of bookings asks for the same few). */
function label(minute: number): string {
  return (labels[minute] ??= timeLabel(minute));
}

interface DateStarts {
  /** The instant 00:00 of the date, when its UTC offset holds all day; null on a day it changes. */
  midnight: number | null;
  /** ISO texts of the minutes asked for so far. */
  iso: string[];
}

/** Per zone, per date. */
const slotStarts = new Map<string, Map<string, DateStarts>>();
const DATES_KEPT = 5_000;

function startsOf(day: string, timeZone: string): DateStarts {
  let days = slotStarts.get(timeZone);
  if (!days) slotStarts.set(timeZone, (days = new Map()));
  let starts = days.get(day);
  if (!starts) {
    if (days.size >= DATES_KEPT) days.clear();
    const first = localInstant(day, 0, timeZone).getTime();
    const last = localInstant(day, 1439, timeZone).getTime();
    starts = { midnight: last - first === 1439 * 60_000 ? first : null, iso: [] };
    days.set(day, starts);
  }
  return starts;
}

/**
 * localInstant(day, minute, zone) as ISO text: two zone lookups per date, then arithmetic, except
 * on a day when the clocks change (there, localInstant itself for each minute). A day no Date can
 * hold ('infinity', or beyond 275,000 years: only a row written by hand) is answered as its own
 * text, so that one row never fails a whole page (docs/decisions/023-date-windows.md).
 */
export function slotStartIso(day: string, minute: number, timeZone: string): string {
  const starts = startsOf(day, timeZone);
  return (starts.iso[minute] ??= isoTextOr(
    starts.midnight === null
      ? localInstant(day, minute, timeZone)
      : new Date(starts.midnight + minute * 60_000),
    day,
  ));
}

function isoTextOr(instant: Date, fallback: string): string {
  return Number.isNaN(instant.getTime()) ? fallback : instant.toISOString();
}

export function toPublicSlot(
  row: Pick<BookingRow, 'day' | 'startMinute' | 'endMinute'> & { courtId?: string },
  timeZone: string,
): PublicBookingSlot {
  // The start instant, so a client formatting it in its own zone east of UTC sees the right day.
  const bookingDate = slotStartIso(row.day, row.startMinute, timeZone);
  const date = row.day;
  const startTime = label(row.startMinute);
  const endTime = label(row.endMinute);
  // Two literals, not a spread of a conditional object: a page makes this a thousand times, and
  // the spread was most of its time (docs/performance.md).
  return row.courtId === undefined
    ? { bookingDate, date, startTime, endTime }
    : { courtId: row.courtId, bookingDate, date, startTime, endTime };
}

/** The turf as a booking shows it; one object serves every booking of a page. */
export function bookingTurfSummary(
  turf: Pick<TurfRow, 'id' | 'name' | 'imageUrl' | 'pricePaise' | 'location'>,
): BookingTurfSummary {
  return {
    _id: turf.id,
    name: turf.name,
    images: turf.imageUrl,
    price: paiseToRupees(turf.pricePaise),
    location: turf.location,
  };
}

/**
 * The full booking from its fields; the customer only where the caller may see them. `courtName`
 * is the name of the row's court (a retired court keeps its name on its past bookings).
 */
export function bookingJson(
  row: BookingFields,
  turf: BookingTurfSummary,
  customer: BookingCustomer | null,
  timeZone: string,
  courtName: string | null,
): BookingJson {
  const online = row.source === 'online';
  return {
    _id: row.id,
    // toPublicSlot's fields, written out: a page makes this object a thousand times.
    bookingDate: slotStartIso(row.day, row.startMinute, timeZone),
    date: row.day,
    startTime: label(row.startMinute),
    endTime: label(row.endMinute),
    turfId: turf,
    userId: customer ?? row.userId,
    // A removed block takes nothing and is never asked for; were one answered, it is no booking.
    status: row.status === 'unblocked' ? 'expired' : row.status,
    // Money paid and kept: a live or expired hold paid nothing, and a refund (due or made) is
    // not kept, so summing amountPaid gives the owner's true earnings (spec §9). Money paid at
    // the venue for a phone or walk-in booking is not among them (docs/decisions/032).
    amountPaid: online ? paiseToRupees(keptPaise(row)) : 0,
    paymentStatus: row.paymentStatus,
    paymentId: row.paymentId,
    createdAt: row.createdAt,
    reference: row.reference,
    amountCharged: !online || row.paymentStatus === 'unpaid' ? 0 : paiseToRupees(row.amountPaise),
    refundedAmount: paiseToRupees(row.refundedPaise),
    creditPaid: !online || row.paymentStatus === 'unpaid' ? 0 : paiseToRupees(row.creditPaise),
    subscriptionId: row.subscriptionId,
    cancelledAt: row.cancelledAt,
    cancelledBy: row.cancelledBy,
    cancelReason: row.cancelReason,
    rescheduledAt: row.rescheduledAt,
    courtId: row.courtId,
    courtName,
  };
}

/** The full booking; the customer is populated only where the caller may see them. */
export function toBookingJson(
  row: BookingRow,
  turf: TurfRow,
  customer: UserRow | null,
  timeZone: string,
  courtName: string | null,
): BookingJson {
  return bookingJson(
    {
      ...row,
      createdAt: row.createdAt.toISOString(),
      cancelledAt: row.cancelledAt?.toISOString() ?? null,
      rescheduledAt: row.rescheduledAt?.toISOString() ?? null,
    },
    bookingTurfSummary(turf),
    customer
      ? {
          _id: customer.id,
          fullname: customer.fullname,
          email: customer.email,
          mobilenumber: customer.mobilenumber,
        }
      : null,
    timeZone,
    courtName,
  );
}
