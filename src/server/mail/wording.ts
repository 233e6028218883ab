import { formatPaise } from '../../shared/display-format';
import { formatDateIn } from '../../shared/i18n/dates';
import type { Language } from '../../shared/i18n/languages';
import { timeLabel } from '../../shared/slots';
import { zonedNow } from '../../shared/time';
import type { NotificationKind } from '../../shared/notification-preferences';
import type { CalendarBooking } from '../bookings/ics';
import { mailWords } from '../i18n/mail';
import type { RenderedMail, MailLink, MailValue } from './layout';
import type { BookingFacts, Person } from './mail-data';

// Phrases and links every template shares, so a date, a time or an amount reads the same in
// every mail (and as on the site: shared/display-format).

export interface MailSettings {
  /** Where links in mails point: PUBLIC_URL, else this server on localhost. */
  siteOrigin: string;
  timeZone: string;
  now: Date;
}

export interface MailAttachment {
  filename: string;
  /** Text (a calendar file) or bytes (an invoice's PDF). */
  content: string | Buffer;
  contentType: string;
}

/** One message of an outbox row, ready for the transport. */
export interface OutgoingMail extends RenderedMail {
  /** Names the message within its row ('player', 'owner-<id>'), to remember which went out. */
  key: string;
  /** Which of the person's preferences decides its channels (docs/decisions/057). */
  kind: NotificationKind;
  to: Recipient;
  attachments?: MailAttachment[];
}

export function slotText(
  slot: { day: string; startMinute: number; endMinute: number },
  language: Language = 'en',
): string {
  return `${formatDateIn(language, slot.day)}, ${timeLabel(slot.startMinute)} – ${timeLabel(slot.endMinute)}`;
}

export function timeRangeText(slot: { startMinute: number; endMinute: number }): string {
  return `${timeLabel(slot.startMinute)} – ${timeLabel(slot.endMinute)}`;
}

/** An instant as the venue's clock shows it: 'Tue, 24 Nov 2026, 6:30 PM'. */
export function momentText(instant: Date, timeZone: string, language: Language = 'en'): string {
  const local = zonedNow(instant, timeZone);
  return `${formatDateIn(language, local.date)}, ${timeLabel(local.minutes)}`;
}

/** A person's language: English for one read before accounts had one (decision 065). */
export function languageOf(person: Person): Language {
  return person.language ?? 'en';
}

export const money = formatPaise;

export function bookingPage(
  settings: MailSettings,
  bookingId: string,
  language: Language = 'en',
): MailLink {
  return {
    text: mailWords(language).viewBooking,
    url: `${settings.siteOrigin}/displaybookings/${bookingId}`,
  };
}

export function ownerBookingsPage(settings: MailSettings, language: Language = 'en'): MailLink {
  return { text: mailWords(language).seeTurfBookings, url: `${settings.siteOrigin}/turf-bookings` };
}

export function mapLink(booking: BookingFacts, language: Language = 'en'): MailLink {
  return { text: mailWords(language).openInMaps, url: booking.turf.mapsLink };
}

/** The customer's contact details, for the owner's notices, in the owner's language. */
export function customerDetails(player: Person, language: Language = 'en'): [string, MailValue][] {
  const words = mailWords(language);
  return [
    [words.customer, player.fullname],
    [words.email, player.email ?? words.noEmail],
    [words.phone, player.mobilenumber],
  ];
}

/**
 * Who a message is for: their name and e-mail address, and their account for other channels. No
 * address for a player who signed up with a mobile number (decision 058): no e-mail is sent them.
 */
export interface Recipient {
  name: string;
  address: string | null;
  userId: string;
  /** The language the message is written in (decision 065). */
  language: Language;
}

export function recipient(person: Person): Recipient {
  return {
    name: person.fullname,
    address: person.email,
    userId: person.id,
    language: languageOf(person),
  };
}

export function calendarEvent(booking: BookingFacts): CalendarBooking {
  return {
    bookingId: booking.id,
    reference: booking.reference,
    turfName: booking.turf.name,
    address: booking.turf.address,
    mapsLink: booking.turf.mapsLink,
    date: booking.day,
    startMinute: booking.startMinute,
    endMinute: booking.endMinute,
    moves: booking.moves,
  };
}

// A mail's calendar part names the file's METHOD (RFC 6047).
export const CALENDAR_CONTENT_TYPE = 'text/calendar; method=PUBLISH; charset=UTF-8';
export const CANCELLED_CALENDAR_CONTENT_TYPE = 'text/calendar; method=CANCEL; charset=UTF-8';
