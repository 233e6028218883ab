import { formatDate } from '../../../shared/display-format';
import { calendarOfBookings } from '../../bookings/ics';
import type { OutboxTopics } from '../../db/outbox';
import { renderMail, type MailValue } from '../layout';
import type { BookingFacts } from '../mail-data';
import {
  CALENDAR_CONTENT_TYPE,
  bookingPage,
  calendarEvent,
  customerDetails,
  ownerBookingsPage,
  recipient,
  slotText,
  type MailSettings,
  type OutgoingMail,
} from '../wording';

// 'booking.rescheduled': both sides see the old and the new time. The player also gets the
// event again with a higher SEQUENCE and the same UID, so the calendar moves the event it has
// instead of adding a second one. The booking row already holds the new time (and counts the
// move); the payload, the old.

type Move = OutboxTopics['booking.rescheduled'];

function subject(booking: BookingFacts) {
  return `Booking moved: ${booking.turf.name} to ${formatDate(booking.day)} (${booking.reference})`;
}

function times(booking: BookingFacts, move: Move): [string, MailValue][] {
  const { date, startMinute, endMinute } = move.from;
  return [
    ['Reference', booking.reference],
    ['Turf', booking.turf.name],
    ['Was', slotText({ day: date, startMinute, endMinute })],
    ['Now', slotText(booking)],
  ];
}

function toPlayer(booking: BookingFacts, move: Move, settings: MailSettings): OutgoingMail {
  const rendered = renderMail({
    subject: subject(booking),
    heading: 'Your booking has moved',
    greeting: `Hi ${booking.player.fullname},`,
    paragraphs: [
      `Your booking at ${booking.turf.name} is now on ${slotText(booking)}.`,
      'The attached calendar file updates the event in your calendar.',
    ],
    details: [...times(booking, move), ['Address', booking.turf.address]],
    action: bookingPage(settings, booking.id),
  });
  const calendar = calendarOfBookings([calendarEvent(booking)], {
    timeZone: settings.timeZone,
    now: settings.now,
  });
  return {
    key: 'player',
    kind: 'confirmation',
    to: recipient(booking.player),
    ...rendered,
    attachments: [
      {
        filename: `${booking.reference}.ics`,
        content: calendar,
        contentType: CALENDAR_CONTENT_TYPE,
      },
    ],
  };
}

function toOwner(booking: BookingFacts, move: Move, settings: MailSettings): OutgoingMail {
  const rendered = renderMail({
    subject: subject(booking),
    heading: `A booking at ${booking.turf.name} has moved`,
    greeting: `Hi ${booking.owner.fullname},`,
    paragraphs: [
      `${booking.player.fullname} moved their booking to ${slotText(booking)}; the old time is free to book again.`,
    ],
    details: [...times(booking, move), ...customerDetails(booking.player)],
    action: ownerBookingsPage(settings),
  });
  return {
    key: `owner-${booking.owner.id}`,
    kind: 'ownerBooking',
    to: recipient(booking.owner),
    ...rendered,
  };
}

export function bookingRescheduledMails(
  booking: BookingFacts,
  move: Move,
  settings: MailSettings,
): OutgoingMail[] {
  return [toPlayer(booking, move, settings), toOwner(booking, move, settings)];
}
