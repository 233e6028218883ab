import { CANCELLATION_POLICY_TEXT } from '../../../shared/cancellation-policy';
import { formatDate } from '../../../shared/display-format';
import { calendarOfBookings } from '../../bookings/ics';
import { renderMail, type MailValue } from '../layout';
import type { BookingFacts } from '../mail-data';
import {
  CALENDAR_CONTENT_TYPE,
  bookingPage,
  calendarEvent,
  customerDetails,
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

function slotLines(bookings: readonly BookingFacts[]) {
  return bookings.map((booking) => `${booking.reference}: ${slotText(booking)}`);
}

/** What was booked, as the details table shows it: one slot in full, several as a count. */
function whatWasBooked(bookings: readonly BookingFacts[]): [string, MailValue][] {
  const first = bookings[0]!;
  if (bookings.length === 1)
    return [
      ['Reference', first.reference],
      ['Turf', first.turf.name],
      ['Date', formatDate(first.day)],
      ['Time', timeRangeText(first)],
    ];
  return [
    ['Turf', first.turf.name],
    ['Slots', `${bookings.length}, from ${formatDate(first.day)}`],
  ];
}

function playerConfirmation(
  bookings: BookingFacts[],
  settings: MailSettings,
  invoice: MailAttachment | null,
): OutgoingMail {
  const first = bookings[0]!;
  const several = bookings.length > 1;
  const calendar = calendarOfBookings(
    bookings.map((booking) => calendarEvent(booking)),
    {
      timeZone: settings.timeZone,
      now: settings.now,
    },
  );
  const rendered = renderMail({
    subject: several
      ? `Subscription confirmed: ${first.turf.name}, ${bookings.length} slots from ${formatDate(first.day)} (${first.reference} and ${bookings.length - 1} more)`
      : `Booking confirmed: ${first.turf.name} on ${formatDate(first.day)} (${first.reference})`,
    heading: several ? 'Your subscription is confirmed' : 'Your booking is confirmed',
    greeting: `Hi ${first.player.fullname},`,
    paragraphs: [
      several
        ? `Your ${bookings.length} slots at ${first.turf.name} are booked and paid. Each has its own reference; quote it at the venue or if you need help.`
        : `Your slot at ${first.turf.name} is booked and paid. Quote the reference ${first.reference} at the venue or if you need help.`,
      invoice
        ? 'The attached calendar file adds it to your calendar, and the attached PDF is your invoice.'
        : 'The attached calendar file adds it to your calendar.',
    ],
    details: [
      ...whatWasBooked(bookings),
      ['Address', first.turf.address],
      ['Map', mapLink(first)],
      ['Amount paid', money(total(bookings))],
      ['Payment', first.paymentId ?? 'not recorded'],
    ],
    sections: [
      ...(several ? [{ title: 'Your slots', lines: slotLines(bookings) }] : []),
      { title: 'Cancellation policy', lines: [CANCELLATION_POLICY_TEXT] },
    ],
    // A subscription's slots are each a booking of their own: the list shows them all.
    action: several
      ? { text: 'View your bookings', url: `${settings.siteOrigin}/displaybookings` }
      : bookingPage(settings, first.id),
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
  const several = bookings.length > 1;
  const rendered = renderMail({
    subject: several
      ? `New subscription: ${first.turf.name}, ${bookings.length} slots from ${formatDate(first.day)} (${first.reference} and ${bookings.length - 1} more)`
      : `New booking: ${first.turf.name} on ${formatDate(first.day)}, ${timeRangeText(first)} (${first.reference})`,
    heading: several
      ? `New subscription at ${first.turf.name}`
      : `New booking at ${first.turf.name}`,
    greeting: `Hi ${first.owner.fullname},`,
    paragraphs: [
      several
        ? `${first.player.fullname} has booked and paid for ${bookings.length} slots at ${first.turf.name}.`
        : `${first.player.fullname} has booked and paid for a slot at ${first.turf.name}.`,
    ],
    details: [
      ...whatWasBooked(bookings),
      ...customerDetails(first.player),
      ['Amount paid', money(total(bookings))],
    ],
    sections: several ? [{ title: 'Slots', lines: slotLines(bookings) }] : [],
    action: ownerBookingsPage(settings),
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
