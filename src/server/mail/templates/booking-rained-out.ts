import { formatDate } from '../../../shared/display-format';
import { RAIN_OUT_CHOICE_HOURS, RAIN_OUT_MOVE_DAYS } from '../../../shared/rain-out-choice';
import type { OutboxTopics } from '../../db/outbox';
import { renderMail } from '../layout';
import type { BookingFacts } from '../mail-data';
import {
  bookingPage,
  momentText,
  money,
  recipient,
  slotText,
  type MailSettings,
  type OutgoingMail,
} from '../wording';

// 'booking.rained-out': the player hears at once that the venue called the game off and what
// they may choose (docs/decisions/041); the choice itself is made on the booking page, which the
// mail links to. The owner did the rain-out and needs no mail of it.

type RainOut = OutboxTopics['booking.rained-out'];

export function bookingRainedOutMails(
  booking: BookingFacts,
  rainOut: RainOut,
  rainedOut: { day: string; startMinute: number; endMinute: number },
  settings: MailSettings,
): OutgoingMail[] {
  const amount = money(booking.amountPaise);
  const deadline = momentText(new Date(rainOut.deadline), settings.timeZone);
  const rendered = renderMail({
    subject: `Rained out: ${booking.turf.name} on ${formatDate(rainedOut.day)} (${booking.reference}): please choose`,
    heading: 'Your game is rained out: choose what you would like',
    greeting: `Hi ${booking.player.fullname},`,
    paragraphs: [
      `The owner of ${booking.turf.name} had to call off your booking (${rainOut.reason}). We are sorry for the trouble. You choose what happens to the ${amount} you paid:`,
      `• TurfBook credit of the full ${amount}, at once, for your next booking;`,
      // Free to a time on the same court or one of the same size (docs/decisions/053).
      `• a move to any free time at ${booking.turf.name} up to ${RAIN_OUT_MOVE_DAYS} days after the rained-out game, free on the same court or one of the same size (a larger court costs the difference);`,
      `• a full refund of ${amount} to the card or UPI you paid with.`,
      `Please choose on your booking page by ${deadline}. If you do not choose within ${RAIN_OUT_CHOICE_HOURS} hours, the full amount goes to your TurfBook credit.`,
    ],
    details: [
      ['Reference', booking.reference],
      ['Turf', booking.turf.name],
      ['Rained out', slotText(rainedOut)],
      ['Amount paid', amount],
      ['Choose by', deadline],
    ],
    action: { text: 'Choose on your booking page', url: bookingPage(settings, booking.id).url },
  });
  return [{ key: 'player', kind: 'rainOut', to: recipient(booking.player), ...rendered }];
}
