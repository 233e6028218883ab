import { parseTimeLabel, type LocalMoment } from './slots';

/**
 * How a label looks: 'expired' grey, 'confirmed' green, 'refund-pending' amber, 'refunded' blue,
 * 'other' red (spec §4: "red otherwise", e.g. Pending and Cancelled).
 */
export type StatusTone = 'expired' | 'confirmed' | 'refund-pending' | 'refunded' | 'other';

export interface StatusLabel {
  label: string;
  tone: StatusTone;
}

interface LabelledBooking {
  date: string;
  endTime: string;
  status?: string | null;
  paymentStatus?: string | null;
  /** Rupees going (or gone) back to the card after a cancellation. */
  refundedAmount?: number | null;
}

/**
 * Whether the booking is over: its date has passed, or it is today and its end time has passed
 * (in the venue zone). The same moment turns a booking 'Expired' and moves it to "Past".
 */
export function bookingHasEnded(
  booking: { date: string; endTime: string },
  now: LocalMoment,
): boolean {
  const end = parseTimeLabel(booking.endTime) ?? 0;
  return booking.date < now.date || (booking.date === now.date && end < now.minutes);
}

/**
 * A cancelled booking says what became of its money, whenever it was: 'Refunded' once the refund
 * is made (paymentStatus 'refunded'), 'Refund pending' while one is due, 'Cancelled' when
 * nothing comes back.
 */
function cancelledLabel(booking: LabelledBooking): StatusLabel {
  if (booking.paymentStatus === 'refunded') return { label: 'Refunded', tone: 'refunded' };
  if ((booking.refundedAmount ?? 0) > 0) return { label: 'Refund pending', tone: 'refund-pending' };
  return { label: 'Cancelled', tone: 'other' };
}

/**
 * The label of a booking. Cancelled bookings: see cancelledLabel. Otherwise spec §4: 'Expired'
 * (grey) once it has ended; else its status (green when confirmed, red otherwise, 'Pending' when
 * missing).
 */
export function bookingStatusLabel(booking: LabelledBooking, now: LocalMoment): StatusLabel {
  const status = booking.status?.trim();
  if (status === 'cancelled') return cancelledLabel(booking);
  if (bookingHasEnded(booking, now)) return { label: 'Expired', tone: 'expired' };
  if (!status) return { label: 'Pending', tone: 'other' };
  const label = status[0]!.toUpperCase() + status.slice(1);
  return { label, tone: status === 'confirmed' ? 'confirmed' : 'other' };
}
