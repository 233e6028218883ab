import type { CalendarEntry, RainOutPreview } from '../../../shared/api/owner-calendar-contract';
import { formatPaise } from '../../../shared/display-format';
import { rupeesToPaise } from '../../../shared/pricing';
import { timeLabel, type TimeRange } from '../../../shared/slots';
import { fullDate, type CalendarWords } from './calendar-words';

// What the calendar's panel and its confirm dialogs say: plain sentences an owner can check
// before money moves, in the owner's language (docs/decisions/062).

/** 'Tue, 12 May 2026, 6:00 PM to 10:00 PM' */
export function rangeText(words: CalendarWords, range: TimeRange): string {
  return words.t('range', {
    date: fullDate(words, range.date),
    start: timeLabel(range.start),
    end: timeLabel(range.end),
  });
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
export function rainOutQuestion(
  words: CalendarWords,
  range: TimeRange,
  preview: RainOutPreview | null,
) {
  const { t } = words;
  if (!preview) return { title: t('rainOut.askTitle'), text: t('rainOut.checking') };
  const venueCount = preview.venueBookings.length;
  // Only when there are some: the dialog lists them under the paid ones.
  const venueBookings = venueCount === 0 ? null : t('rainOut.venueToo', { count: venueCount });
  const sentences = (...texts: (string | null)[]) => texts.filter(Boolean).join(' ');
  const when = rangeText(words, range);
  const count = preview.bookings.length;
  if (count === 0)
    return {
      title: t('rainOut.noneTitle'),
      text: sentences(t('rainOut.noneText', { range: when }), venueBookings),
    };
  return {
    title: t('rainOut.title', { count }),
    text: sentences(
      t('rainOut.text', { count, amount: rupees(preview.refundAmount), range: when }),
      venueBookings,
    ),
  };
}

/** One line of the rain-out dialog's list of the venue's own bookings: who and when. */
export function rainOutVenueLine(
  words: CalendarWords,
  booking: RainOutPreview['venueBookings'][number],
) {
  return {
    customer: booking.customerName || words.t('walkIn'),
    time: `${booking.startTime} – ${booking.endTime}`,
  };
}

/**
 * One line of the rain-out dialog's list: who, when, and what they paid (theirs to choose); a
 * split still collecting, or an open game's joined players, get their money back at once.
 */
export function rainOutLine(words: CalendarWords, booking: RainOutPreview['bookings'][number]) {
  const { t } = words;
  const amount = rupees(booking.refundAmount);
  const players = booking.joinedPlayers;
  return {
    player: booking.playerName || t('unknownUser'),
    time: `${booking.startTime} – ${booking.endTime}`,
    refund: booking.collecting
      ? t('rainOut.lineCollecting', { amount })
      : players === 0
        ? t('rainOut.linePaid', { amount })
        : t('rainOut.linePaidJoined', { amount, count: players }),
  };
}

/** The one-booking cancel dialog's question. */
export function cancelBookingQuestion(words: CalendarWords, booking: CalendarEntry) {
  const { t } = words;
  const amount = paidTotal([booking]);
  const name = booking.customer?.fullname;
  return {
    title: name
      ? t('cancelBooking.title', { name, amount })
      : t('cancelBooking.titleNoName', { amount }),
    text: t('cancelBooking.text', { range: rangeText(words, booking), amount }),
  };
}

/** The toast after a cancellation: what was done, as the server counted it. */
export function cancellationDone(
  words: CalendarWords,
  answer: { cancelled: number },
  kind: 'rainOut' | 'booking',
): string {
  const count = answer.cancelled;
  if (count === 0) return words.t('toasts.nothingCancelled');
  return words.t(kind === 'rainOut' ? 'toasts.rainOutDone' : 'toasts.bookingCancelled', { count });
}
