import { formatDateIn } from '../../../shared/i18n/dates';
import type { Language } from '../../../shared/i18n/languages';
import type { OutboxTopics } from '../../db/outbox';
import { mailWords } from '../../i18n/mail';
import { renderMail, type MailValue } from '../layout';
import type { BookingFacts } from '../mail-data';
import {
  bookingPage,
  languageOf,
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

function subject(booking: BookingFacts, refund: Refund, language: Language) {
  return mailWords(language).refundSubject({
    amount: money(refund.amountPaise),
    turf: booking.turf.name,
    reference: booking.reference,
  });
}

function details(
  booking: BookingFacts,
  refund: Refund,
  refundedAt: Date,
  settings: MailSettings,
  language: Language,
): [string, MailValue][] {
  const words = mailWords(language);
  return [
    [words.reference, booking.reference],
    [words.turf, booking.turf.name],
    [words.booking, `${formatDateIn(language, booking.day)}, ${timeRangeText(booking)}`],
    [words.amountPaid, money(booking.amountPaise)],
    [words.refunded, money(refund.amountPaise)],
    [words.refundedOn, momentText(refundedAt, settings.timeZone, language)],
  ];
}

export function refundCompletedMails(
  booking: BookingFacts,
  refund: Refund,
  refundedAt: Date,
  settings: MailSettings,
): OutgoingMail[] {
  // A paid hold that lost its slot never became the venue's booking: only its player hears.
  const slotLost = booking.cancelledBy === 'system';
  const amount = money(refund.amountPaise);
  const playerLanguage = languageOf(booking.player);
  const playerWords = mailWords(playerLanguage);
  const player = renderMail({
    language: playerLanguage,
    subject: subject(booking, refund, playerLanguage),
    heading: playerWords.refundHeading,
    greeting: playerWords.greeting({ name: booking.player.fullname }),
    paragraphs: [
      // The recorded reason is in English (the payment's record): other languages leave it out.
      ...(slotLost && booking.cancelReason && playerLanguage === 'en'
        ? [playerWords.refundNotBooked({ reason: booking.cancelReason })]
        : []),
      playerWords.refundSent({
        amount,
        when: momentText(refundedAt, settings.timeZone, playerLanguage),
      }),
      playerWords.banksTake,
    ],
    details: details(booking, refund, refundedAt, settings, playerLanguage),
    action: bookingPage(settings, booking.id, playerLanguage),
  });
  const toPlayer = {
    key: 'player',
    kind: 'refund' as const,
    to: recipient(booking.player),
    ...player,
  };
  if (slotLost) return [toPlayer];
  const ownerLanguage = languageOf(booking.owner);
  const ownerWords = mailWords(ownerLanguage);
  const owner = renderMail({
    language: ownerLanguage,
    subject: subject(booking, refund, ownerLanguage),
    heading: ownerWords.ownerRefundHeading({ turf: booking.turf.name }),
    greeting: ownerWords.greeting({ name: booking.owner.fullname }),
    paragraphs: [
      ownerWords.ownerRefund({
        amount,
        player: booking.player.fullname,
        when: momentText(refundedAt, settings.timeZone, ownerLanguage),
      }),
    ],
    details: [
      ...details(booking, refund, refundedAt, settings, ownerLanguage),
      [ownerWords.customer, booking.player.fullname],
    ],
    action: ownerBookingsPage(settings, ownerLanguage),
  });
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
