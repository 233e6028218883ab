import type { CalendarEntry, RainOutPreview } from '../../../shared/api/owner-calendar-contract';
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

/** Rupees from the API as the screens write money: 1500 → '₹1,500.00'. */
function rupees(amount: number): string {
  return formatPaise(rupeesToPaise(amount) ?? 0);
}

/**
 * The rain-out dialog's question, from the server's preview of exactly what it will cancel (null
 * while that is being asked): the range is a time to block, never "the booking". Each player then
 * chooses what becomes of their money (docs/decisions/041).
 */
export function rainOutQuestion(range: TimeRange, preview: RainOutPreview | null) {
  const blocked = `Then ${rangeText(range)} will be blocked so nobody can book it.`;
  if (!preview) return { title: 'Cancel for rain?', text: 'Checking which bookings this cancels…' };
  const venueCount = preview.venueBookings.length;
  // Only when there are some: the dialog lists them under the paid ones.
  const venueBookings =
    venueCount === 0
      ? ''
      : ` ${venueCount === 1 ? 'The phone or walk-in booking' : `The ${venueCount} phone and walk-in bookings`} listed below ${venueCount === 1 ? 'is' : 'are'} cancelled too.`;
  const count = preview.bookings.length;
  if (count === 0)
    return {
      title: 'No paid bookings to cancel',
      text:
        `No paid bookings are left in this time (${rangeText(range)}), so nobody is owed ` +
        `anything. The time will be blocked so nobody can book it.${venueBookings}`,
    };
  return {
    title: `Cancel ${bookingCount(count)} for rain?`,
    text:
      `${count === 1 ? 'This booking' : `These ${bookingCount(count)}`} will be cancelled, and ` +
      `each player chooses what happens to the ${rupees(preview.refundAmount)} they paid: ` +
      'instant TurfBook credit, a free move within 14 days, or a full refund (credit if they ' +
      `have not chosen within 24 hours). ${blocked}${venueBookings}`,
  };
}

/** One line of the rain-out dialog's list of the venue's own bookings: who and when. */
export function rainOutVenueLine(booking: RainOutPreview['venueBookings'][number]) {
  return {
    customer: booking.customerName || 'Walk-in',
    time: `${booking.startTime} – ${booking.endTime}`,
  };
}

/**
 * One line of the rain-out dialog's list: who, when, and what they paid (theirs to choose); a
 * split still collecting, or an open game's joined players, get their money back at once.
 */
export function rainOutLine(booking: RainOutPreview['bookings'][number]) {
  const players = booking.joinedPlayers;
  const joined =
    players === 0
      ? ''
      : `. ${players === 1 ? 'The player who joined its game gets their spot' : `The ${players} players who joined its game get their spots`} back in full at once.`;
  return {
    player: booking.playerName || 'Unknown User',
    time: `${booking.startTime} – ${booking.endTime}`,
    refund: booking.collecting
      ? `Split still collecting: the ${rupees(booking.refundAmount)} paid so far goes back in full at once.`
      : `Paid ${rupees(booking.refundAmount)}${joined}`,
  };
}

/** The one-booking cancel dialog's question. */
export function cancelBookingQuestion(booking: CalendarEntry) {
  const who = booking.customer?.fullname ?? 'The player';
  return {
    title: `Cancel ${who}'s booking and refund ${paidTotal([booking])}?`,
    text:
      `The booking on ${rangeText(booking)} will be cancelled and ${paidTotal([booking])} ` +
      'refunded in full to how it was paid (card, UPI or TurfBook credit). The time will be ' +
      'blocked.',
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
