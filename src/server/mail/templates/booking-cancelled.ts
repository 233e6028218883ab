import { CANCELLATION_POLICY_TEXT } from '../../../shared/cancellation-policy';
import { formatDate } from '../../../shared/display-format';
import { cancelledBookingCalendar } from '../../bookings/ics';
import type { OutboxTopics } from '../../db/outbox';
import { renderMail, type MailValue } from '../layout';
import type { BookingFacts } from '../mail-data';
import {
  CANCELLED_CALENDAR_CONTENT_TYPE,
  bookingPage,
  calendarEvent,
  customerDetails,
  money,
  ownerBookingsPage,
  recipient,
  timeRangeText,
  type MailSettings,
  type OutgoingMail,
} from '../wording';

// 'booking.cancelled': the player and the turf's owner both hear what was cancelled, by whom,
// and what goes back to the card (the refund itself is confirmed later by 'refund.completed').
// The player also gets the event as cancelled (same UID, higher SEQUENCE), so a calendar that
// imported it removes it.

type Cancellation = OutboxTopics['booking.cancelled'];

function refundText(refundPaise: number) {
  return refundPaise > 0 ? money(refundPaise) : 'No refund under the cancellation policy';
}

function cancelled(booking: BookingFacts): [string, MailValue][] {
  return [
    ['Reference', booking.reference],
    ['Turf', booking.turf.name],
    ['Date', formatDate(booking.day)],
    ['Time', timeRangeText(booking)],
  ];
}

function subject(booking: BookingFacts) {
  return `Booking cancelled: ${booking.turf.name} on ${formatDate(booking.day)} (${booking.reference})`;
}

function toPlayer(booking: BookingFacts, cancellation: Cancellation, settings: MailSettings) {
  const refunded = cancellation.refundPaise > 0;
  return renderMail({
    subject: subject(booking),
    heading: 'Your booking is cancelled',
    greeting: `Hi ${booking.player.fullname},`,
    paragraphs: [
      cancellation.by === 'owner'
        ? `The owner of ${booking.turf.name} had to cancel your booking${cancellation.reason ? ` (${cancellation.reason})` : ''}. We are sorry for the trouble.`
        : `Your booking at ${booking.turf.name} is cancelled, as you asked.`,
      !refunded
        ? 'No refund is due under the cancellation policy.'
        : cancellation.refundTo === 'credit'
          ? `${money(cancellation.refundPaise)} is in your TurfBook credit now, ready for your next booking.`
          : `${money(cancellation.refundPaise)} goes back to the card you paid with; we will write again when the refund is made.`,
    ],
    details: [
      ...cancelled(booking),
      ['Amount paid', money(booking.amountPaise)],
      ['Refund', refundText(cancellation.refundPaise)],
    ],
    sections: [{ title: 'Cancellation policy', lines: [CANCELLATION_POLICY_TEXT] }],
    action: bookingPage(settings, booking.id),
  });
}

function toOwner(booking: BookingFacts, cancellation: Cancellation, settings: MailSettings) {
  return renderMail({
    subject: subject(booking),
    heading: `A booking at ${booking.turf.name} is cancelled`,
    greeting: `Hi ${booking.owner.fullname},`,
    paragraphs: [
      cancellation.by === 'owner'
        ? `You cancelled this booking${cancellation.reason ? ` (${cancellation.reason})` : ''}; the time stays blocked until you remove the block.`
        : `${booking.player.fullname} cancelled this booking; the slot is free to book again.`,
    ],
    details: [
      ...cancelled(booking),
      ...customerDetails(booking.player),
      ['Amount paid', money(booking.amountPaise)],
      ['Refund to the customer', refundText(cancellation.refundPaise)],
    ],
    action: ownerBookingsPage(settings),
  });
}

export function bookingCancelledMails(
  booking: BookingFacts,
  cancellation: Cancellation,
  settings: MailSettings,
): OutgoingMail[] {
  const calendar = cancelledBookingCalendar({
    ...calendarEvent(booking),
    timeZone: settings.timeZone,
    now: settings.now,
  });
  return [
    {
      key: 'player',
      kind: 'cancellation',
      to: recipient(booking.player),
      ...toPlayer(booking, cancellation, settings),
      attachments: [
        {
          filename: `${booking.reference}.ics`,
          content: calendar,
          contentType: CANCELLED_CALENDAR_CONTENT_TYPE,
        },
      ],
    },
    {
      key: `owner-${booking.owner.id}`,
      kind: 'ownerBooking',
      to: recipient(booking.owner),
      ...toOwner(booking, cancellation, settings),
    },
  ];
}
