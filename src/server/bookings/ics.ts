import { type LocalDate, localInstant, utcOffsetMinutes } from '../../shared/time';

// A booking as an iCalendar file (RFC 5545) that any calendar app imports: attached to the
// confirmation mail and served for download. Times are written in the venue's zone (TZID), with
// a VTIMEZONE built from the zone's rules as Intl knows them, so the event shows at the right
// hour wherever the phone is. Pure: "now" (DTSTAMP) is an argument.

export interface CalendarBooking {
  bookingId: string;
  reference: string;
  turfName: string;
  address: string;
  mapsLink: string;
  date: LocalDate;
  startMinute: number;
  endMinute: number;
  /** Raised each time the booking moves, so a calendar replaces the event it has (§3.8.7.4). */
  sequence?: number;
}

export interface CalendarOptions {
  timeZone: string;
  now: Date;
}

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** TEXT values (§3.3.11): backslash, semicolon, comma and newlines escaped; no other controls. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/\p{Cc}/gu, (char) => (char === '\t' ? char : ''));
}

/** Folds a content line after 75 octets (§3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let piece = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = pieces.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      pieces.push(piece);
      piece = '';
      octets = 0;
    }
    piece += char;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join(`${CRLF} `);
}

const two = (n: number) => String(n).padStart(2, '0');

/** A venue-local date and minute as a DATE-TIME without zone: 20301110T180000. */
function localDateTime(date: LocalDate, minutes: number): string {
  return `${date.replace(/-/g, '')}T${two(Math.floor(minutes / 60))}${two(minutes % 60)}00`;
}

/** An instant as a UTC DATE-TIME: 20301110T123000Z. */
function utcDateTime(instant: Date): string {
  return `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/** +0530, -0400, +0000 (§3.3.14). */
function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${two(Math.floor(abs / 60))}${two(abs % 60)}`;
}

interface Observance {
  /** Local time of the onset, in the offset before it. */
  onset: string;
  from: number;
  to: number;
}

/**
 * The zone's observances over the days the events span: the offset in force at the start, and
 * every change of offset in between, found by probing the zone once a day (instants, not
 * calendar days: this only looks for changes) and narrowing each change down to its minute.
 */
function observances(timeZone: string, fromMs: number, toMs: number): Observance[] {
  const start = Math.floor(fromMs / MINUTE_MS) * MINUTE_MS;
  const first = utcOffsetMinutes(start, timeZone);
  const list: Observance[] = [{ onset: '19700101T000000', from: first, to: first }];
  let previous = first;
  for (let probe = start; probe < toMs; probe += DAY_MS) {
    const next = Math.min(probe + DAY_MS, Math.ceil(toMs / MINUTE_MS) * MINUTE_MS);
    const offset = utcOffsetMinutes(next, timeZone);
    if (offset === previous) continue;
    let before = probe;
    let after = next;
    while (after - before > MINUTE_MS) {
      const middle = before + Math.floor((after - before) / 2 / MINUTE_MS) * MINUTE_MS;
      if (utcOffsetMinutes(middle, timeZone) === previous) before = middle;
      else after = middle;
    }
    const wallBefore = new Date(after + previous * MINUTE_MS).toISOString();
    list.push({
      onset: `${wallBefore.slice(0, 19).replace(/[-:]/g, '')}`,
      from: previous,
      to: offset,
    });
    previous = offset;
  }
  return list;
}

function timeZoneLines(timeZone: string, events: readonly CalendarBooking[]): string[] {
  const instants = events.flatMap((event) => [
    localInstant(event.date, event.startMinute, timeZone).getTime(),
    localInstant(event.date, event.endMinute, timeZone).getTime(),
  ]);
  const spans = observances(timeZone, Math.min(...instants) - DAY_MS, Math.max(...instants));
  // The observance with the least offset is standard time; any greater one is daylight time.
  const standard = Math.min(...spans.map((span) => span.to));
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    ...spans.flatMap((span) => {
      const kind = span.to > standard ? 'DAYLIGHT' : 'STANDARD';
      return [
        `BEGIN:${kind}`,
        `DTSTART:${span.onset}`,
        `TZOFFSETFROM:${utcOffset(span.from)}`,
        `TZOFFSETTO:${utcOffset(span.to)}`,
        `END:${kind}`,
      ];
    }),
    'END:VTIMEZONE',
  ];
}

/** A parameter value is quoted when it holds a character that would end it (§3.2). */
function parameterValue(value: string): string {
  return /[:;,]/.test(value) ? `"${value.replace(/"/g, '')}"` : value;
}

function eventLines(event: CalendarBooking, options: CalendarOptions): string[] {
  const zone = parameterValue(options.timeZone);
  return [
    'BEGIN:VEVENT',
    `UID:booking-${event.bookingId}@turfbook`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `DTSTAMP:${utcDateTime(options.now)}`,
    `DTSTART;TZID=${zone}:${localDateTime(event.date, event.startMinute)}`,
    `DTEND;TZID=${zone}:${localDateTime(event.date, event.endMinute)}`,
    `SUMMARY:${escapeText(`${event.turfName} (${event.reference})`)}`,
    `LOCATION:${escapeText(event.address)}`,
    `DESCRIPTION:${escapeText(`Booking reference: ${event.reference}\nMap: ${event.mapsLink}`)}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/** One calendar holding every given booking as an event (a subscription's slots, say). */
export function calendarOfBookings(
  events: readonly CalendarBooking[],
  options: CalendarOptions,
): string {
  if (events.length === 0) throw new Error('A calendar needs at least one booking.');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//TurfBook//Bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...timeZoneLines(options.timeZone, events),
    ...events.flatMap((event) => eventLines(event, options)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** One booking's calendar file, e.g. for GET …/bookings/:id/calendar.ics. */
export function bookingCalendar(booking: CalendarBooking & CalendarOptions): string {
  const { timeZone, now, ...event } = booking;
  return calendarOfBookings([event], { timeZone, now });
}
