import { formatDateIn } from '../../../shared/i18n/dates';
import type { Language } from '../../../shared/i18n/languages';
import { mailWords } from '../../i18n/mail';
import { calendarOfBookings } from '../../bookings/ics';
import type { OutboxTopics } from '../../db/outbox';
import { renderMail, type MailValue } from '../layout';
import type { BookingFacts } from '../mail-data';
import {
  CALENDAR_CONTENT_TYPE,
  bookingPage,
  calendarEvent,
  customerDetails,
  languageOf,
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

function subject(booking: BookingFacts, language: Language) {
  return mailWords(language).movedSubject({
    turf: booking.turf.name,
    date: formatDateIn(language, booking.day),
    reference: booking.reference,
  });
}

function times(booking: BookingFacts, move: Move, language: Language): [string, MailValue][] {
  const words = mailWords(language);
  const { date, startMinute, endMinute } = move.from;
  return [
    [words.reference, booking.reference],
    [words.turf, booking.turf.name],
    [words.was, slotText({ day: date, startMinute, endMinute }, language)],
    [words.now, slotText(booking, language)],
  ];
}

function toPlayer(booking: BookingFacts, move: Move, settings: MailSettings): OutgoingMail {
  const language = languageOf(booking.player);
  const words = mailWords(language);
  const rendered = renderMail({
    language,
    subject: subject(booking, language),
    heading: words.movedHeading,
    greeting: words.greeting({ name: booking.player.fullname }),
    paragraphs: [
      words.movedNowOn({ turf: booking.turf.name, slot: slotText(booking, language) }),
      words.movedCalendar,
    ],
    details: [...times(booking, move, language), [words.address, booking.turf.address]],
    action: bookingPage(settings, booking.id, language),
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
  const language = languageOf(booking.owner);
  const words = mailWords(language);
  const rendered = renderMail({
    language,
    subject: subject(booking, language),
    heading: words.ownerMovedHeading({ turf: booking.turf.name }),
    greeting: words.greeting({ name: booking.owner.fullname }),
    paragraphs: [
      words.ownerMoved({ player: booking.player.fullname, slot: slotText(booking, language) }),
    ],
    details: [...times(booking, move, language), ...customerDetails(booking.player, language)],
    action: ownerBookingsPage(settings, language),
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
