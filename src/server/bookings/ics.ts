import ical, { ICalCalendarMethod, ICalEventStatus, ICalEventTransparency } from 'ical-generator';
import { type LocalDate, localInstant } from '../../shared/time';

// A booking as an iCalendar file (RFC 5545) that any calendar app imports: attached to the
// confirmation, move and cancellation mails and served for "Add to calendar". Written by
// ical-generator (escaping, folding, line ends). Times are UTC instants of the venue's local
// times, so the event shows at the right hour wherever the phone is, with no time zone to
// describe. Each booking is one event for its whole life: the same UID, a SEQUENCE raised by
// every move and again by the cancellation (§3.8.7.4), so a calendar replaces or removes the
// event it has instead of adding another. Pure: "now" (DTSTAMP) is an argument.

export interface CalendarBooking {
  bookingId: string;
  reference: string;
  turfName: string;
  address: string;
  mapsLink: string;
  date: LocalDate;
  startMinute: number;
  endMinute: number;
  /** How many times the booking has moved (see movesOf). */
  moves: number;
}

export interface CalendarOptions {
  timeZone: string;
  now: Date;
}

/** A booking moves at most once (decision 014): its row's rescheduled_at says whether it did. */
export function movesOf(rescheduledAt: Date | null): number {
  return rescheduledAt ? 1 : 0;
}

/** The event's UID: one per booking, whichever file carries it. */
export function calendarUid(bookingId: string): string {
  return `booking-${bookingId}@turfbook`;
}

/** TEXT values hold no control characters but tab and line breaks (§3.3.11). */
function plainText(value: string): string {
  return value.replace(/[^\P{Cc}\t\r\n]/gu, '');
}

function calendarFile(
  events: readonly CalendarBooking[],
  options: CalendarOptions,
  method: ICalCalendarMethod,
): string {
  if (events.length === 0) throw new Error('A calendar needs at least one booking.');
  const cancelled = method === ICalCalendarMethod.CANCEL;
  const calendar = ical({
    prodId: { company: 'TurfBook', product: 'Bookings', language: 'EN' },
    method,
  });
  for (const event of events)
    calendar.createEvent({
      id: calendarUid(event.bookingId),
      sequence: event.moves + (cancelled ? 1 : 0),
      stamp: options.now,
      start: localInstant(event.date, event.startMinute, options.timeZone),
      end: localInstant(event.date, event.endMinute, options.timeZone),
      summary: plainText(`${event.turfName} (${event.reference})`),
      location: plainText(event.address),
      description: plainText(`Booking reference: ${event.reference}\nMap: ${event.mapsLink}`),
      status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      transparency: ICalEventTransparency.OPAQUE,
    });
  // Every content line, the last one too, ends with CRLF (§3.1).
  return `${calendar.toString()}\r\n`;
}

/** One calendar holding every given booking as an event (a subscription's slots, say). */
export function calendarOfBookings(
  events: readonly CalendarBooking[],
  options: CalendarOptions,
): string {
  return calendarFile(events, options, ICalCalendarMethod.PUBLISH);
}

/** One booking's calendar file, e.g. for GET …/bookings/:id/calendar.ics. */
export function bookingCalendar(booking: CalendarBooking & CalendarOptions): string {
  const { timeZone, now, ...event } = booking;
  return calendarOfBookings([event], { timeZone, now });
}

/** Removes a cancelled booking's event from the calendar that imported it. */
export function cancelledBookingCalendar(booking: CalendarBooking & CalendarOptions): string {
  const { timeZone, now, ...event } = booking;
  return calendarFile([event], { timeZone, now }, ICalCalendarMethod.CANCEL);
}
