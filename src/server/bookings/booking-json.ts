import type { BookingJson, PublicBookingSlot } from '../../shared/booking-types';
import { paiseToRupees } from '../../shared/pricing';
import { timeLabel } from '../../shared/slots';
import { localInstant } from '../../shared/time';
import type { bookings, turfs, users } from '../db/schema';

type BookingRow = typeof bookings.$inferSelect;
type TurfRow = typeof turfs.$inferSelect;
type UserRow = typeof users.$inferSelect;

/** What the venue keeps of a booking: its share of the charge less any refund. */
export function keptPaise(
  row: Pick<BookingRow, 'paymentStatus' | 'amountPaise' | 'refundedPaise'>,
) {
  return row.paymentStatus === 'unpaid' ? 0 : row.amountPaise - row.refundedPaise;
}

export function toPublicSlot(row: BookingRow, timeZone: string): PublicBookingSlot {
  return {
    // The start instant, so a client formatting it in its own zone east of UTC sees the right day.
    bookingDate: localInstant(row.day, row.startMinute, timeZone).toISOString(),
    date: row.day,
    startTime: timeLabel(row.startMinute),
    endTime: timeLabel(row.endMinute),
  };
}

/** The full booking; the customer is populated only where the caller may see them. */
export function toBookingJson(
  row: BookingRow,
  turf: TurfRow,
  customer: UserRow | null,
  timeZone: string,
): BookingJson {
  return {
    _id: row.id,
    ...toPublicSlot(row, timeZone),
    turfId: {
      _id: turf.id,
      name: turf.name,
      images: turf.imageUrl,
      price: paiseToRupees(turf.pricePaise),
      location: turf.location,
    },
    userId: customer
      ? {
          _id: customer.id,
          fullname: customer.fullname,
          email: customer.email,
          mobilenumber: customer.mobilenumber,
        }
      : row.userId,
    status: row.status,
    // Money paid and kept: a live or expired hold paid nothing, and a refund (due or made) is
    // not kept, so summing amountPaid gives the owner's true earnings (spec §9).
    amountPaid: paiseToRupees(keptPaise(row)),
    paymentStatus: row.paymentStatus,
    paymentId: row.paymentId,
    createdAt: row.createdAt.toISOString(),
    reference: row.reference,
    amountCharged: row.paymentStatus === 'unpaid' ? 0 : paiseToRupees(row.amountPaise),
    refundedAmount: paiseToRupees(row.refundedPaise),
    subscriptionId: row.subscriptionId,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    rescheduledAt: row.rescheduledAt?.toISOString() ?? null,
  };
}
