import { describe, expect, it } from 'vitest';
import { amountField, bookingDetailsSchema, parseBookingDate } from './booking-request';

describe('parseBookingDate', () => {
  it('reads the three accepted forms in the venue zone', () => {
    expect(parseBookingDate('2030-05-10', 'Asia/Kolkata')).toBe('2030-05-10');
    expect(parseBookingDate('Fri, May 10, 2030', 'Asia/Kolkata')).toBe('2030-05-10');
    // 20:00 UTC on the 9th is already the 10th in Mumbai, but still the 9th in New York.
    expect(parseBookingDate('2030-05-09T20:00:00.000Z', 'Asia/Kolkata')).toBe('2030-05-10');
    expect(parseBookingDate('2030-05-09T20:00:00.000Z', 'America/New_York')).toBe('2030-05-09');
    expect(parseBookingDate('next friday', 'Asia/Kolkata')).toBeNull();
    expect(parseBookingDate('2030-02-30T10:00:00Z', 'Asia/Kolkata')).toBeNull();
  });

  it('reads far years as dates a window can refuse, or as no date, never throwing', () => {
    expect(parseBookingDate('Fri, Dec 31, 9999', 'Asia/Kolkata')).toBe('9999-12-31');
    expect(parseBookingDate('9999-12-31T10:00:00Z', 'Asia/Kolkata')).toBe('9999-12-31');
    // Already 1 January 10000 in Mumbai: no four-digit date.
    expect(parseBookingDate('9999-12-31T23:00:00Z', 'Asia/Kolkata')).toBeNull();
    expect(parseBookingDate('+275760-09-13T00:00:00Z', 'Asia/Kolkata')).toBeNull();
    expect(parseBookingDate('Mon, Jan 1, 99999', 'Asia/Kolkata')).toBeNull();
    expect(parseBookingDate('0001-01-01T00:00:00Z', 'Asia/Kolkata')).toBe('0001-01-01');
    expect(parseBookingDate('0001-01-01T00:00:00Z', 'America/New_York')).toBeNull();
  });
});

describe('bookingDetailsSchema', () => {
  const base = { turfId: '6f1f8a0e-7a8c-4c55-9a5d-3f4b8f0d2a11', bookingDate: '2030-05-10' };

  it('turns time labels into minutes', () => {
    const parsed = bookingDetailsSchema.parse({
      ...base,
      startTime: '6:30 PM',
      endTime: '11:59 PM',
    });
    expect(parsed).toMatchObject({ startTime: 18 * 60 + 30, endTime: 23 * 60 + 59 });
  });

  it.each([
    [
      { startTime: '6:15 PM', endTime: '7:00 PM' },
      'Start time must be a half-hour time such as 6:30 PM',
    ],
    [
      { startTime: '11:59 PM', endTime: '11:59 PM' },
      'Start time must be a half-hour time such as 6:30 PM',
    ],
    [
      { startTime: '5:30 AM', endTime: '7:00 AM' },
      'Start time must be a half-hour time such as 6:30 PM',
    ],
    [
      { startTime: '6:00 AM', endTime: '25:00 PM' },
      'End time must be a half-hour time such as 8:00 PM',
    ],
    [{ startTime: '6:00 AM' }, 'End time is required'],
  ])('refuses %j', (times, message) => {
    const result = bookingDetailsSchema.safeParse({ ...base, ...times });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('amountField', () => {
  it('reads rupees as paise and refuses nonsense', () => {
    expect(amountField.parse('1500.00')).toBe(150_000);
    expect(amountField.parse(750)).toBe(75_000);
    for (const bad of ['0', '0.00', '-10', 'ten', '10.005', null]) {
      expect(amountField.safeParse(bad).success).toBe(false);
    }
  });

  it('refuses more than one card payment can carry (no money column can overflow)', () => {
    expect(amountField.parse('999999.99')).toBe(99_999_999);
    for (const huge of ['1000000.00', '21474836.48', 1e12]) {
      expect(amountField.safeParse(huge).success).toBe(false);
    }
  });
});
