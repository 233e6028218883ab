import { formatDateIn } from '../../../shared/i18n/dates';
import type { Language } from '../../../shared/i18n/languages';
import { mailWords } from '../../i18n/mail';
import { cancelledBookingCalendar } from '../../bookings/ics';
import type { OutboxTopics } from '../../db/outbox';
import { renderMail, type MailValue } from '../layout';
import type { BookingFacts } from '../mail-data';
import {
  CANCELLED_CALENDAR_CONTENT_TYPE,
  bookingPage,
  calendarEvent,
  customerDetails,
  languageOf,
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

function refundText(refundPaise: number, language: Language) {
  return refundPaise > 0 ? money(refundPaise) : mailWords(language).noRefundUnderPolicy;
}

function cancelled(booking: BookingFacts, language: Language): [string, MailValue][] {
  const words = mailWords(language);
  return [
    [words.reference, booking.reference],
    [words.turf, booking.turf.name],
    [words.date, formatDateIn(language, booking.day)],
    [words.time, timeRangeText(booking)],
  ];
}

function subject(booking: BookingFacts, language: Language) {
  return mailWords(language).cancelledSubject({
    turf: booking.turf.name,
    date: formatDateIn(language, booking.day),
    reference: booking.reference,
  });
}

function toPlayer(booking: BookingFacts, cancellation: Cancellation, settings: MailSettings) {
  const language = languageOf(booking.player);
  const words = mailWords(language);
  const refunded = cancellation.refundPaise > 0;
  const turf = booking.turf.name;
  const amount = money(cancellation.refundPaise);
  return renderMail({
    language,
    subject: subject(booking, language),
    heading: words.cancelledHeading,
    greeting: words.greeting({ name: booking.player.fullname }),
    paragraphs: [
      cancellation.by === 'owner'
        ? cancellation.reason
          ? words.cancelledByOwnerBecause({ turf, reason: cancellation.reason })
          : words.cancelledByOwner({ turf })
        : words.cancelledAsAsked({ turf }),
      !refunded
        ? words.noRefundDue
        : cancellation.refundTo === 'credit'
          ? words.refundToCredit({ amount })
          : words.refundToCard({ amount }),
    ],
    details: [
      ...cancelled(booking, language),
      [words.amountPaid, money(booking.amountPaise)],
      [words.refund, refundText(cancellation.refundPaise, language)],
    ],
    sections: [{ title: words.cancellationPolicy, lines: [words.cancellationPolicyText] }],
    action: bookingPage(settings, booking.id, language),
  });
}

function toOwner(booking: BookingFacts, cancellation: Cancellation, settings: MailSettings) {
  const language = languageOf(booking.owner);
  const words = mailWords(language);
  return renderMail({
    language,
    subject: subject(booking, language),
    heading: words.ownerCancelledHeading({ turf: booking.turf.name }),
    greeting: words.greeting({ name: booking.owner.fullname }),
    paragraphs: [
      cancellation.by === 'owner'
        ? cancellation.reason
          ? words.ownerYouCancelledBecause({ reason: cancellation.reason })
          : words.ownerYouCancelled
        : words.ownerPlayerCancelled({ player: booking.player.fullname }),
    ],
    details: [
      ...cancelled(booking, language),
      ...customerDetails(booking.player, language),
      [words.amountPaid, money(booking.amountPaise)],
      [words.refundToCustomer, refundText(cancellation.refundPaise, language)],
    ],
    action: ownerBookingsPage(settings, language),
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
