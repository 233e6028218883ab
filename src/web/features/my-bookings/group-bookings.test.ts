import { describe, expect, it } from 'vitest';
import type { BookingJson } from '../../../shared/booking-types';
import { groupBookings, inDateOrder, summarizeSubscription } from './group-bookings';

let counter = 0;
function booking(overrides: Partial<BookingJson>): BookingJson {
  counter += 1;
  return {
    _id: `b${counter}`,
    bookingDate: '2030-05-12T12:30:00.000Z',
    date: '2030-05-12',
    startTime: '6:00 PM',
    endTime: '7:00 PM',
    turfId: { _id: 't1', name: 'Borivali Box', images: '', price: 1000, location: 'Borivali' },
    userId: 'u1',
    status: 'confirmed',
    amountPaid: 1000,
    paymentStatus: 'paid',
    paymentId: 'pi_1',
    createdAt: '2030-05-01T10:00:00.000Z',
    reference: 'TB-AAAAAA',
    amountCharged: 1000,
    refundedAmount: 0,
    subscriptionId: null,
    cancelledAt: null,
    cancelledBy: null,
    cancelReason: null,
    rescheduledAt: null,
    ...overrides,
  };
}

const now = { date: '2030-05-10', minutes: 18 * 60 };
const keys = (entries: { key: string }[]) => entries.map((entry) => entry.key);

describe('groupBookings', () => {
  it('splits by whether the booking has ended at the venue, newest created first in each', () => {
    const old = booking({ _id: 'old', createdAt: '2030-04-01T00:00:00.000Z' });
    const recent = booking({ _id: 'recent', createdAt: '2030-05-05T00:00:00.000Z' });
    const endedToday = booking({ _id: 'ended', date: '2030-05-10', endTime: '5:30 PM' });
    const endsTonight = booking({ _id: 'tonight', date: '2030-05-10', endTime: '6:00 PM' });
    const lastWeek = booking({
      _id: 'last-week',
      date: '2030-05-03',
      createdAt: '2030-05-02T00:00:00.000Z',
    });
    const sections = groupBookings([old, endedToday, recent, lastWeek, endsTonight], now);
    expect(keys(sections.upcoming)).toEqual(['recent', 'tonight', 'old']);
    expect(keys(sections.past)).toEqual(['last-week', 'ended']);
  });

  it('keeps cancelled bookings with their time', () => {
    const cancelledSoon = booking({ _id: 'soon', status: 'cancelled' });
    const cancelledPast = booking({ _id: 'gone', status: 'cancelled', date: '2030-05-01' });
    const sections = groupBookings([cancelledSoon, cancelledPast], now);
    expect(keys(sections.upcoming)).toEqual(['soon']);
    expect(keys(sections.past)).toEqual(['gone']);
  });

  it("makes one entry of a subscription's slots, in date order, upcoming while one is to come", () => {
    const slot = (id: string, date: string, startTime: string) =>
      booking({ _id: id, date, startTime, endTime: '11:00 PM', subscriptionId: 's1' });
    const slots = [
      slot('c', '2030-05-14', '10:00 PM'),
      slot('a', '2030-05-09', '10:00 PM'),
      slot('b2', '2030-05-12', '10:30 PM'),
      slot('b1', '2030-05-12', '9:00 PM'),
    ];
    const single = booking({ _id: 'single', createdAt: '2030-04-01T00:00:00.000Z' });
    const sections = groupBookings([...slots, single], now);
    expect(sections.past).toEqual([]);
    expect(sections.upcoming.map((entry) => entry.kind)).toEqual(['subscription', 'single']);
    const subscription = sections.upcoming[0]!;
    expect(subscription.kind === 'subscription' && subscription.slots.map((s) => s._id)).toEqual([
      'a',
      'b1',
      'b2',
      'c',
    ]);

    const later = { date: '2030-05-20', minutes: 0 };
    expect(keys(groupBookings(slots, later).past)).toEqual(['s1']);
  });
});

describe('inDateOrder', () => {
  it('orders by date, then by start time of day (not by the label text)', () => {
    const ordered = inDateOrder([
      booking({ _id: 'pm', startTime: '1:00 PM' }),
      booking({ _id: 'am', startTime: '11:00 AM' }),
    ]);
    expect(ordered.map((b) => b._id)).toEqual(['am', 'pm']);
  });
});

describe('summarizeSubscription', () => {
  it('adds up what was charged and given back, and finds the next slot to play', () => {
    const slots = [
      booking({ _id: 'x', date: '2030-05-09', amountCharged: 850.1, subscriptionId: 's' }),
      booking({
        _id: 'y',
        date: '2030-05-11',
        amountCharged: 850.2,
        status: 'cancelled',
        refundedAmount: 850.2,
        subscriptionId: 's',
      }),
      booking({ _id: 'z', date: '2030-05-13', amountCharged: 850.2, subscriptionId: 's' }),
    ];
    const summary = summarizeSubscription(slots, now);
    expect(summary).toMatchObject({
      slotCount: 3,
      firstDate: '2030-05-09',
      lastDate: '2030-05-13',
      chargedPaise: 255050,
      refundedPaise: 85020,
    });
    expect(summary.next?._id).toBe('z');
  });
});
