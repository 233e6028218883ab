import { formatDateIn } from '../../../shared/i18n/dates';
import type { Language } from '../../../shared/i18n/languages';
import { mailWords } from '../../i18n/mail';
import { calendarOfBookings } from '../../bookings/ics';
import { renderMail, type MailValue } from '../layout';
import type { BookingFacts } from '../mail-data';
import {
  CALENDAR_CONTENT_TYPE,
  bookingPage,
  calendarEvent,
  customerDetails,
  languageOf,
  mapLink,
  money,
  ownerBookingsPage,
  recipient,
  slotText,
  timeRangeText,
  type MailAttachment,
  type MailSettings,
  type OutgoingMail,
} from '../wording';

// 'booking.confirmed': one payment became one booking, or a subscription's several. Either way
// the player gets ONE mail listing every slot with its reference, and ONE .ics holding every
// slot as its own event (a calendar app imports them all at once, and each keeps the booking's
// UID, so a later update replaces just that slot). The turf's owner gets a new-booking notice.

function total(bookings: readonly BookingFacts[]) {
  return bookings.reduce((sum, booking) => sum + booking.amountPaise, 0);
}

function slotLines(bookings: readonly BookingFacts[], language: Language) {
  return bookings.map((booking) => `${booking.reference}: ${slotText(booking, language)}`);
}

/** What was booked, as the details table shows it: one slot in full, several as a count. */
function whatWasBooked(
  bookings: readonly BookingFacts[],
  language: Language,
): [string, MailValue][] {
  const words = mailWords(language);
  const first = bookings[0]!;
  if (bookings.length === 1)
    return [
      [words.reference, first.reference],
      [words.turf, first.turf.name],
      [words.date, formatDateIn(language, first.day)],
      [words.time, timeRangeText(first)],
    ];
  return [
    [words.turf, first.turf.name],
    [
      words.slots,
      words.slotsFrom({ count: bookings.length, date: formatDateIn(language, first.day) }),
    ],
  ];
}

function playerConfirmation(
  bookings: BookingFacts[],
  settings: MailSettings,
  invoice: MailAttachment | null,
): OutgoingMail {
  const first = bookings[0]!;
  const language = languageOf(first.player);
  const words = mailWords(language);
  const several = bookings.length > 1;
  const calendar = calendarOfBookings(
    bookings.map((booking) => calendarEvent(booking)),
    {
      timeZone: settings.timeZone,
      now: settings.now,
    },
  );
  const facts = {
    turf: first.turf.name,
    date: formatDateIn(language, first.day),
    reference: first.reference,
    count: bookings.length,
    more: bookings.length - 1,
  };
  const rendered = renderMail({
    language,
    subject: several ? words.subscriptionSubject(facts) : words.confirmedSubject(facts),
    heading: several ? words.subscriptionHeading : words.confirmedHeading,
    greeting: words.greeting({ name: first.player.fullname }),
    paragraphs: [
      several ? words.confirmedSeveral(facts) : words.confirmedOne(facts),
      invoice ? words.calendarAndInvoice : words.calendarOnly,
    ],
    details: [
      ...whatWasBooked(bookings, language),
      [words.address, first.turf.address],
      [words.map, mapLink(first, language)],
      [words.amountPaid, money(total(bookings))],
      [words.payment, first.paymentId ?? words.notRecorded],
    ],
    sections: [
      ...(several ? [{ title: words.yourSlots, lines: slotLines(bookings, language) }] : []),
      { title: words.cancellationPolicy, lines: [words.cancellationPolicyText] },
    ],
    // A subscription's slots are each a booking of their own: the list shows them all.
    action: several
      ? { text: words.viewBookings, url: `${settings.siteOrigin}/displaybookings` }
      : bookingPage(settings, first.id, language),
  });
  return {
    key: 'player',
    kind: 'confirmation',
    to: recipient(first.player),
    ...rendered,
    attachments: [
      {
        filename: several ? `${first.reference}-subscription.ics` : `${first.reference}.ics`,
        content: calendar,
        contentType: CALENDAR_CONTENT_TYPE,
      },
      ...(invoice ? [invoice] : []),
    ],
  };
}

function ownerNotice(bookings: BookingFacts[], settings: MailSettings): OutgoingMail {
  const first = bookings[0]!;
  const language = languageOf(first.owner);
  const words = mailWords(language);
  const several = bookings.length > 1;
  const facts = {
    turf: first.turf.name,
    date: formatDateIn(language, first.day),
    time: timeRangeText(first),
    reference: first.reference,
    count: bookings.length,
    more: bookings.length - 1,
    player: first.player.fullname,
  };
  const rendered = renderMail({
    language,
    subject: several ? words.ownerNewSubscriptionSubject(facts) : words.ownerNewSubject(facts),
    heading: several ? words.ownerNewSubscriptionHeading(facts) : words.ownerNewHeading(facts),
    greeting: words.greeting({ name: first.owner.fullname }),
    paragraphs: [several ? words.ownerNewSeveral(facts) : words.ownerNewOne(facts)],
    details: [
      ...whatWasBooked(bookings, language),
      ...customerDetails(first.player, language),
      [words.amountPaid, money(total(bookings))],
    ],
    sections: several ? [{ title: words.slots, lines: slotLines(bookings, language) }] : [],
    action: ownerBookingsPage(settings, language),
  });
  return {
    key: `owner-${first.owner.id}`,
    kind: 'ownerBooking',
    to: recipient(first.owner),
    ...rendered,
  };
}

export function bookingConfirmedMails(
  bookings: BookingFacts[],
  settings: MailSettings,
  invoice: MailAttachment | null = null,
): OutgoingMail[] {
  // One payment is one turf's, but should a payment ever span turfs, each owner hears of theirs.
  const byOwner = new Map<string, BookingFacts[]>();
  for (const booking of bookings)
    byOwner.set(booking.owner.id, [...(byOwner.get(booking.owner.id) ?? []), booking]);
  return [
    playerConfirmation(bookings, settings, invoice),
    ...[...byOwner.values()].map((mine) => ownerNotice(mine, settings)),
  ];
}
