import { formatDate } from '../../../shared/display-format';
import type { OutboxTopics } from '../../db/outbox';
import { renderMail, type MailValue } from '../layout';
import type { BookingFacts } from '../mail-data';
import {
  bookingPage,
  momentText,
  money,
  ownerBookingsPage,
  recipient,
  timeRangeText,
  type MailSettings,
  type OutgoingMail,
} from '../wording';

// 'refund.completed': the gateway has given a cancellation's money back. `refundedAt` is when
// (the refunds row's time, else the moment the event was queued, in the same transaction).

type Refund = OutboxTopics['refund.completed'];

function subject(booking: BookingFacts, refund: Refund) {
  return `Refund of ${money(refund.amountPaise)} sent: ${booking.turf.name} (${booking.reference})`;
}

function details(booking: BookingFacts, refund: Refund, when: string): [string, MailValue][] {
  return [
    ['Reference', booking.reference],
    ['Turf', booking.turf.name],
    ['Booking', `${formatDate(booking.day)}, ${timeRangeText(booking)}`],
    ['Amount paid', money(booking.amountPaise)],
    ['Refunded', money(refund.amountPaise)],
    ['Refunded on', when],
  ];
}

export function refundCompletedMails(
  booking: BookingFacts,
  refund: Refund,
  refundedAt: Date,
  settings: MailSettings,
): OutgoingMail[] {
  const when = momentText(refundedAt, settings.timeZone);
  // A paid hold that lost its slot never became the venue's booking: only its player hears.
  const slotLost = booking.cancelledBy === 'system';
  const player = renderMail({
    subject: subject(booking, refund),
    heading: 'Your refund is on its way',
    greeting: `Hi ${booking.player.fullname},`,
    paragraphs: [
      ...(slotLost && booking.cancelReason
        ? [`Your payment could not become a booking: ${booking.cancelReason}`]
        : []),
      `We sent ${money(refund.amountPaise)} back to the card you paid with on ${when}.`,
      'Banks usually take 5 to 7 working days to show a refund on the statement.',
    ],
    details: details(booking, refund, when),
    action: bookingPage(settings, booking.id),
  });
  const owner = renderMail({
    subject: subject(booking, refund),
    heading: `A refund for ${booking.turf.name} was made`,
    greeting: `Hi ${booking.owner.fullname},`,
    paragraphs: [
      `${money(refund.amountPaise)} of ${booking.player.fullname}'s cancelled booking went back to their card on ${when}; it is no longer part of your earnings.`,
    ],
    details: [...details(booking, refund, when), ['Customer', booking.player.fullname]],
    action: ownerBookingsPage(settings),
  });
  const toPlayer = {
    key: 'player',
    kind: 'refund' as const,
    to: recipient(booking.player),
    ...player,
  };
  if (slotLost) return [toPlayer];
  return [
    toPlayer,
    {
      key: `owner-${booking.owner.id}`,
      kind: 'ownerBooking',
      to: recipient(booking.owner),
      ...owner,
    },
  ];
}
