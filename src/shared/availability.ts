import type { PublicBookingSlot } from './booking-types';
import { parseTimeLabel, type TimeRange } from './slots';

/** The API's booked slots as ranges the grid rules understand; unreadable entries are skipped. */
export function takenRanges(bookings: readonly PublicBookingSlot[]): TimeRange[] {
  const ranges: TimeRange[] = [];
  for (const booking of bookings) {
    const start = parseTimeLabel(booking.startTime);
    const end = parseTimeLabel(booking.endTime);
    if (start !== null && end !== null) ranges.push({ date: booking.date, start, end });
  }
  return ranges;
}
