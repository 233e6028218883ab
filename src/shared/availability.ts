import type { PublicBookingSlot } from './booking-types';
import type { ClaimedRange } from './court-availability';
import { parseTimeLabel } from './slots';

/**
 * The API's booked slots as ranges the grid rules understand, each with its court when the
 * answer names one (docs/decisions/029); unreadable entries are skipped.
 */
export function takenRanges(bookings: readonly PublicBookingSlot[]): ClaimedRange[] {
  const ranges: ClaimedRange[] = [];
  for (const booking of bookings) {
    const start = parseTimeLabel(booking.startTime);
    const end = parseTimeLabel(booking.endTime);
    if (start === null || end === null) continue;
    const range = { date: booking.date, start, end };
    ranges.push(booking.courtId ? { ...range, courtId: booking.courtId } : range);
  }
  return ranges;
}
