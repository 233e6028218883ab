import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDateIn, formatDayMonthYearIn, formatMonthIn, formatVenueInstantIn } from './dates';
import { formatPaise } from '../display-format';

// Asserted on parts (the weekday, month and year each language's platform names), not on one
// platform's whole string: the order and the digits are ours, the words CLDR's.

function monthName(language: 'hi' | 'mr', month: number, width: 'short' | 'long') {
  return new Intl.DateTimeFormat(`${language}-IN`, { month: width, timeZone: 'UTC' })
    .formatToParts(new Date(Date.UTC(2026, month - 1, 15)))
    .find((part) => part.type === 'month')!.value;
}

describe('dates in each language', () => {
  it("keeps English's own forms", () => {
    expect(formatDateIn('en', '2026-11-24')).toBe('Tue, 24 Nov 2026');
    expect(formatDayMonthYearIn('en', '2026-12-03')).toBe('3 Dec 2026');
    expect(formatMonthIn('en', '2030-05')).toBe('May 2030');
  });

  it.each(['hi', 'mr'] as const)('writes %s in one order, with Latin digits', (language) => {
    const text = formatDateIn(language, '2026-11-24');
    expect(text).toBe(`${text.split(',')[0]}, 24 ${monthName(language, 11, 'short')} 2026`);
    expect(text).not.toMatch(/[०-९]/);
    expect(text).not.toMatch(/Nov|Tue/);
    expect(formatDayMonthYearIn(language, '2026-03-03')).toBe(
      `3 ${monthName(language, 3, 'short')} 2026`,
    );
    expect(formatMonthIn(language, '2030-05')).toBe(`${monthName(language, 5, 'long')} 2030`);
  });

  it('names weekdays in the language', () => {
    expect(formatDateIn('hi', '2026-11-23').startsWith('सोम')).toBe(true);
    expect(formatDateIn('mr', '2026-11-24').startsWith('मंगळ')).toBe(true);
  });

  it('writes an instant at the venue with the grid time in every language', () => {
    for (const language of ['en', 'hi', 'mr'] as const) {
      expect(formatVenueInstantIn(language, '2026-11-24T13:02:00Z', 'Asia/Kolkata')).toMatch(
        /, 6:32 PM$/,
      );
    }
  });

  it('never writes a date with Devanagari digits, for any day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (day) => {
          const date = day.toISOString().slice(0, 10);
          for (const language of ['hi', 'mr'] as const) {
            const text = formatDateIn(language, date);
            expect(text).not.toMatch(/[०-९]/);
            expect(text).toContain(` ${Number(date.slice(8, 10))} `);
            expect(text.endsWith(date.slice(0, 4))).toBe(true);
          }
        },
      ),
    );
  });
});

describe('money in every language', () => {
  it('is written the Indian way with ₹ and Latin digits', () => {
    expect(formatPaise(10000000)).toBe('₹1,00,000.00');
    expect(formatPaise(-25050)).toBe('-₹250.50');
  });

  it("differs from the platform's Marathi number format, which the product never uses", () => {
    const platform = new Intl.NumberFormat('mr-IN', { style: 'currency', currency: 'INR' }).format(
      100000,
    );
    expect(platform).not.toBe('₹1,00,000.00');
  });
});
