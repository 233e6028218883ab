import type { CalendarEntry } from '../../../shared/api/owner-calendar-contract';
import { formatDate, formatPaise } from '../../../shared/display-format';
import { rupeesToPaise } from '../../../shared/pricing';
import { timeLabel, type TimeRange } from '../../../shared/slots';

// What the calendar's panel and its confirm dialogs say: plain sentences an owner can check
// before money moves.

/** 'Tue, 12 May 2026, 6:00 PM to 10:00 PM' */
export function rangeText(range: TimeRange): string {
  return `${formatDate(range.date)}, ${timeLabel(range.start)} to ${timeLabel(range.end)}`;
}

/** '2 bookings' / '1 booking' */
export function bookingCount(count: number): string {
  return `${count} ${count === 1 ? 'booking' : 'bookings'}`;
}

/** What the bookings' players paid, added in paise so no rupee fraction is lost: '₹1,600.00'. */
export function paidTotal(bookings: readonly CalendarEntry[]): string {
  const paise = bookings.reduce(
    (sum, booking) => sum + (rupeesToPaise(booking.amountPaid) ?? 0),
    0,
  );
  return formatPaise(paise);
}

/** The rain-out dialog's question and what it will do, counted from the week on screen. */
export function rainOutQuestion(range: TimeRange, bookings: readonly CalendarEntry[]) {
  const count = bookings.length;
  return {
    title: `Cancel ${bookingCount(count)} and refund in full?`,
    text:
      `${count === 1 ? 'The booking' : `All ${bookingCount(count)}`} on ${rangeText(range)} ` +
      `will be cancelled and ${paidTotal(bookings)} refunded in full to the players' cards. ` +
      'The time will be blocked so nobody can book it.',
  };
}

/** The one-booking cancel dialog's question. */
export function cancelBookingQuestion(booking: CalendarEntry) {
  const who = booking.customer?.fullname ?? 'The player';
  return {
    title: `Cancel ${who}'s booking and refund ${paidTotal([booking])}?`,
    text:
      `The booking on ${rangeText(booking)} will be cancelled and ${paidTotal([booking])} ` +
      'refunded in full to the card it was paid with. The time will be blocked.',
  };
}

/** The toast after a cancellation: the server's words, else a count of what was done. */
export function cancellationDone(answer: {
  message?: string;
  cancelled: number;
  refundedAmount: number;
}): string {
  if (answer.message) return answer.message;
  const refunded = formatPaise(rupeesToPaise(answer.refundedAmount) ?? 0);
  return `${bookingCount(answer.cancelled)} cancelled, ${refunded} refunded.`;
}
