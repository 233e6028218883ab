import { describe, expect, it } from 'vitest';
import { bookingStatusLabel } from './booking-status';

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
      bookingStatusLabel({ date: '2030-05-11', endTime: '7:00 AM', status: 'cancelled' }, now),
    ).toEqual({ label: 'Cancelled', tone: 'other' });
    expect(
      bookingStatusLabel({ date: '2030-05-11', endTime: '7:00 AM', status: null }, now),
    ).toEqual({ label: 'Pending', tone: 'other' });
  });
});
