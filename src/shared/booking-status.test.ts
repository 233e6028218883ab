import { describe, expect, it } from 'vitest';
import { bookingHasEnded, bookingStatusLabel } from './booking-status';

const now = { date: '2030-05-10', minutes: 18 * 60 };

describe('bookingStatusLabel (spec §4)', () => {
  it('is Expired for past dates and for today once the end time passed', () => {
    expect(
      bookingStatusLabel({ date: '2030-05-09', endTime: '11:59 PM', status: 'confirmed' }, now),
    ).toEqual({ label: 'Expired', tone: 'expired' });
    expect(
      bookingStatusLabel({ date: '2030-05-10', endTime: '5:30 PM', status: 'confirmed' }, now)
        .label,
    ).toBe('Expired');
    expect(
      bookingStatusLabel({ date: '2030-05-10', endTime: '6:00 PM', status: 'confirmed' }, now)
        .label,
    ).toBe('Confirmed');
  });

  it('shows the status otherwise: green when confirmed, red otherwise, Pending when missing', () => {
    expect(
      bookingStatusLabel({ date: '2030-05-11', endTime: '7:00 AM', status: 'confirmed' }, now),
    ).toEqual({ label: 'Confirmed', tone: 'confirmed' });
    expect(
      bookingStatusLabel({ date: '2030-05-11', endTime: '7:00 AM', status: 'pending' }, now),
    ).toEqual({ label: 'Pending', tone: 'other' });
    expect(
      bookingStatusLabel({ date: '2030-05-11', endTime: '7:00 AM', status: null }, now),
    ).toEqual({ label: 'Pending', tone: 'other' });
  });
});

describe('bookingStatusLabel of a cancelled booking', () => {
  const cancelled = { date: '2030-05-11', endTime: '7:00 AM', status: 'cancelled' };

  it('is Cancelled when nothing comes back', () => {
    expect(
      bookingStatusLabel({ ...cancelled, paymentStatus: 'paid', refundedAmount: 0 }, now),
    ).toEqual({ label: 'Cancelled', tone: 'other' });
    expect(bookingStatusLabel(cancelled, now)).toEqual({ label: 'Cancelled', tone: 'other' });
  });

  it('is Refund pending while a refund is due, Refunded once it is made', () => {
    expect(
      bookingStatusLabel({ ...cancelled, paymentStatus: 'paid', refundedAmount: 500 }, now),
    ).toEqual({ label: 'Refund pending', tone: 'refund-pending' });
    expect(
      bookingStatusLabel({ ...cancelled, paymentStatus: 'refunded', refundedAmount: 1000 }, now),
    ).toEqual({ label: 'Refunded', tone: 'refunded' });
  });

  it('keeps its cancellation label once its time has passed, rather than Expired', () => {
    const past = { ...cancelled, date: '2030-05-01' };
    expect(
      bookingStatusLabel({ ...past, paymentStatus: 'refunded', refundedAmount: 1 }, now).label,
    ).toBe('Refunded');
    expect(
      bookingStatusLabel({ ...past, paymentStatus: 'paid', refundedAmount: 0 }, now).label,
    ).toBe('Cancelled');
  });
});

describe('bookingHasEnded', () => {
  it('is true from the minute after the end time, at the venue', () => {
    expect(bookingHasEnded({ date: '2030-05-09', endTime: '11:59 PM' }, now)).toBe(true);
    expect(bookingHasEnded({ date: '2030-05-10', endTime: '5:59 PM' }, now)).toBe(true);
    expect(bookingHasEnded({ date: '2030-05-10', endTime: '6:00 PM' }, now)).toBe(false);
    expect(bookingHasEnded({ date: '2030-05-11', endTime: '6:30 AM' }, now)).toBe(false);
  });
});
