import { describe, expect, it } from 'vitest';
import {
  bookingDayLabel,
  customerOf,
  newestDayFirst,
  paymentStatusLabel,
  shortPaymentId,
} from './booking-rows';

describe('shortPaymentId', () => {
  it('keeps the first 10 characters and adds an ellipsis', () => {
    expect(shortPaymentId('pi_3PqR7sT8uVwXyZ')).toBe('pi_3PqR7sT...');
    expect(shortPaymentId('pi_123')).toBe('pi_123...');
  });

  it('says so when there is no payment id', () => {
    expect(shortPaymentId(null)).toBe('No payment id');
    expect(shortPaymentId('  ')).toBe('No payment id');
  });
});

describe('customerOf', () => {
  it('shows the populated customer', () => {
    expect(
      customerOf({
        userId: { _id: 'u1', fullname: 'Asha K', email: 'a@x.in', mobilenumber: '9876543210' },
      }),
    ).toEqual({ name: 'Asha K', email: 'a@x.in', phone: '9876543210' });
  });

  it('falls back per field, and for a bare id', () => {
    expect(
      customerOf({ userId: { _id: 'u1', fullname: ' ', email: '', mobilenumber: '' } }),
    ).toEqual({ name: 'Unknown User', email: 'No email', phone: 'No phone' });
    expect(customerOf({ userId: 'u1' })).toEqual({
      name: 'Unknown User',
      email: 'No email',
      phone: 'No phone',
    });
  });
});

describe('bookingDayLabel', () => {
  it('formats the venue date as dd MMM yyyy', () => {
    expect(bookingDayLabel({ date: '2025-01-05', bookingDate: '2025-01-04T18:30:00.000Z' })).toBe(
      '05 Jan 2025',
    );
  });

  it('uses bookingDate when the venue date is missing, and survives garbage', () => {
    expect(bookingDayLabel({ date: '', bookingDate: '2025-02-10' })).toBe('10 Feb 2025');
    expect(bookingDayLabel({ date: '', bookingDate: 'soon' })).toBe('Unknown date');
  });
});

describe('ordering and labels', () => {
  it('puts the latest day first and earlier starts first within a day', () => {
    const rows = [
      { date: '2025-01-05', bookingDate: '', startTime: '6:00 PM', id: 'a' },
      { date: '2025-01-06', bookingDate: '', startTime: '7:00 AM', id: 'b' },
      { date: '2025-01-05', bookingDate: '', startTime: '9:30 AM', id: 'c' },
    ];
    expect(newestDayFirst(rows).map((row) => row.id)).toEqual(['b', 'c', 'a']);
  });

  it('labels payment states', () => {
    expect(paymentStatusLabel('paid')).toBe('Paid');
    expect(paymentStatusLabel('refunded')).toBe('Refunded');
    expect(paymentStatusLabel(undefined)).toBe('Unknown');
  });
});
