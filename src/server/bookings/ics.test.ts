import { describe, expect, it } from 'vitest';
import { bookingCalendar, calendarOfBookings } from './ics';

const NOW = new Date('2030-05-10T04:30:00Z');

const booking = {
  bookingId: '6f1c2a8e-1d2b-4c3d-9e8f-0a1b2c3d4e5f',
  reference: 'TB-7K3M9Q',
  turfName: 'Andheri Arena',
  address: '1 Link Road, Andheri West',
  mapsLink: 'https://maps.example.com/?q=Andheri',
  date: '2030-11-24',
  startMinute: 18 * 60 + 30,
  endMinute: 20 * 60,
  moves: 0,
  timeZone: 'Asia/Kolkata',
  now: NOW,
};

/** The calendar's logical lines: unfolded (§3.1) and split at CRLF. */
function unfold(text: string): string[] {
  return text.replace(/\r\n /g, '').split('\r\n');
}

describe('bookingCalendar', () => {
  it("writes the venue's local times as UTC instants, with no zone to describe", () => {
    const lines = unfold(bookingCalendar(booking));
    // 6:30 PM to 8:00 PM in Mumbai (UTC+5:30).
    expect(lines).toContain('DTSTART:20301124T130000Z');
    expect(lines).toContain('DTEND:20301124T143000Z');
    expect(lines).toContain('DTSTAMP:20300510T043000Z');
    expect(lines).toContain(`UID:booking-${booking.bookingId}@turfbook`);
    expect(lines).toContain('SUMMARY:Andheri Arena (TB-7K3M9Q)');
    expect(lines).toContain('LOCATION:1 Link Road\\, Andheri West');
    expect(lines).toContain(
      'DESCRIPTION:Booking reference: TB-7K3M9Q\\nMap: https://maps.example.com/?q=Andheri',
    );
    expect(lines.some((line) => line.includes('TZID') || line.includes('VTIMEZONE'))).toBe(false);
    expect(lines).toContain('SEQUENCE:0');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('METHOD:PUBLISH');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('ends every line with CRLF and has no bare line feed or carriage return', () => {
    const text = bookingCalendar({ ...booking, address: 'Line one\nLine two\r\nLine three' });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(unfold(text)).toContain('LOCATION:Line one\\nLine two\\nLine three');
  });

  it('escapes commas, semicolons and backslashes in text', () => {
    const lines = unfold(
      bookingCalendar({ ...booking, turfName: 'Kick; Off, Arena\\East', address: 'Gate 2;3' }),
    );
    expect(lines).toContain('SUMMARY:Kick\\; Off\\, Arena\\\\East (TB-7K3M9Q)');
    expect(lines).toContain('LOCATION:Gate 2\\;3');
    expect(unfold(bookingCalendar({ ...booking, address: 'bell\u0007 and\ttab' }))).toContain(
      'LOCATION:bell and\ttab',
    );
  });

  it('folds lines longer than 75 octets without splitting a character', () => {
    const address = `${'प्लॉट ५, '.repeat(12)}Andheri ₹ West`;
    const text = bookingCalendar({ ...booking, address });
    for (const line of text.split('\r\n'))
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(unfold(text)).toContain(`LOCATION:${address.replaceAll(',', '\\,')}`);
  });

  it('keeps the local hour across a daylight-saving change between the events of one calendar', () => {
    const lines = unfold(
      calendarOfBookings(
        [
          { ...booking, date: '2030-03-08', bookingId: 'a', startMinute: 600, endMinute: 660 },
          { ...booking, date: '2030-03-12', bookingId: 'b', startMinute: 600, endMinute: 660 },
        ],
        { timeZone: 'America/New_York', now: NOW },
      ),
    );
    // 10:00 AM in New York: UTC-5 before 10 March 2030, UTC-4 after.
    expect(lines).toContain('DTSTART:20300308T150000Z');
    expect(lines).toContain('DTSTART:20300312T140000Z');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
  });

  it('writes an end of 11:59 PM as 23:59', () => {
    const lines = unfold(bookingCalendar({ ...booking, startMinute: 1380, endMinute: 1439 }));
    expect(lines).toContain('DTEND:20301124T182900Z');
  });
});
