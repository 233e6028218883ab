import { describe, expect, it } from 'vitest';
import { bookingJson } from './testing/booking-json';
import { groupBookings, inDateOrder, isLiveBooking } from './booking-sections';

// 6:00 PM at the venue on 2030-05-10.
const now = { date: '2030-05-10', minutes: 18 * 60 };
const keys = (entries: { key: string }[]) => entries.map((entry) => entry.key);

describe('groupBookings', () => {
  it('lists Upcoming by play date then start time, nearest first, whenever each was made', () => {
    const madeFirstPlayedLast = bookingJson({
      _id: 'far',
      date: '2030-05-15',
      createdAt: '2030-04-01T00:00:00.000Z',
    });
    const madeLastPlayedFirst = bookingJson({
      _id: 'tonight',
      date: '2030-05-10',
      endTime: '6:00 PM',
      startTime: '5:00 PM',
      createdAt: '2030-05-09T00:00:00.000Z',
    });
    // Same day: 11 AM before 1 PM although '1:00 PM' < '11:00 AM' as text.
    const late = bookingJson({ _id: 'one-pm', date: '2030-05-12', startTime: '1:00 PM' });
    const early = bookingJson({ _id: 'eleven-am', date: '2030-05-12', startTime: '11:00 AM' });
    const sections = groupBookings([madeFirstPlayedLast, late, madeLastPlayedFirst, early], now);
    expect(keys(sections.upcoming)).toEqual(['tonight', 'eleven-am', 'one-pm', 'far']);
    expect(sections.past).toEqual([]);
  });

  it('puts what has ended in Past, the latest play date first', () => {
    const endedToday = bookingJson({ _id: 'ended', date: '2030-05-10', endTime: '5:30 PM' });
    const lastWeek = bookingJson({
      _id: 'last-week',
      date: '2030-05-03',
      createdAt: '2030-05-09T00:00:00.000Z',
    });
    const yesterday = bookingJson({ _id: 'yesterday', date: '2030-05-09' });
    const sections = groupBookings([lastWeek, endedToday, yesterday], now);
    expect(sections.upcoming).toEqual([]);
    expect(keys(sections.past)).toEqual(['ended', 'yesterday', 'last-week']);
  });

  it('keeps cancelled and refunded bookings out of Upcoming (and its count), even before their time', () => {
    const live = bookingJson({ _id: 'live', date: '2030-05-13' });
    const cancelledSoon = bookingJson({
      _id: 'cancelled-soon',
      status: 'cancelled',
      date: '2030-05-11',
      refundedAmount: 1000,
    });
    const refundedLater = bookingJson({
      _id: 'refunded-later',
      status: 'cancelled',
      paymentStatus: 'refunded',
      date: '2030-05-14',
    });
    const cancelledPast = bookingJson({ _id: 'gone', status: 'cancelled', date: '2030-05-01' });
    const sections = groupBookings([cancelledSoon, live, refundedLater, cancelledPast], now);
    expect(keys(sections.upcoming)).toEqual(['live']);
    expect(keys(sections.past)).toEqual(['refunded-later', 'cancelled-soon', 'gone']);
  });

  it("makes one entry of a subscription's slots, upcoming by its next live slot", () => {
    const slot = (id: string, date: string, startTime: string, status = 'confirmed' as const) =>
      bookingJson({ _id: id, date, startTime, endTime: '11:00 PM', subscriptionId: 's1', status });
    const slots = [
      slot('c', '2030-05-14', '10:00 PM'),
      slot('a', '2030-05-09', '10:00 PM'),
      slot('b2', '2030-05-12', '10:30 PM'),
      bookingJson({
        _id: 'b1',
        date: '2030-05-11',
        startTime: '9:00 PM',
        endTime: '11:00 PM',
        subscriptionId: 's1',
        status: 'cancelled',
      }),
    ];
    const single = bookingJson({ _id: 'single', date: '2030-05-11', startTime: '8:00 AM' });
    const later = bookingJson({ _id: 'later', date: '2030-05-13' });
    const sections = groupBookings([later, ...slots, single], now);
    expect(sections.past).toEqual([]);
    // Its next live slot is 12 May (the 11 May one was cancelled): after 'single', before 'later'.
    expect(keys(sections.upcoming)).toEqual(['single', 's1', 'later']);
    const subscription = sections.upcoming[1]!;
    expect(subscription.kind === 'subscription' && subscription.slots.map((s) => s._id)).toEqual([
      'a',
      'b1',
      'b2',
      'c',
    ]);

    expect(keys(groupBookings(slots, { date: '2030-05-20', minutes: 0 }).past)).toEqual(['s1']);
  });
});

describe('isLiveBooking', () => {
  it('is true only for a confirmed booking that has not ended', () => {
    expect(isLiveBooking(bookingJson({}), now)).toBe(true);
    expect(isLiveBooking(bookingJson({ status: 'cancelled' }), now)).toBe(false);
    expect(isLiveBooking(bookingJson({ status: 'pending' }), now)).toBe(false);
    expect(isLiveBooking(bookingJson({ date: '2030-05-10', endTime: '5:30 PM' }), now)).toBe(false);
  });
});

describe('inDateOrder', () => {
  it('orders by date, then by start time of day (not by the label text)', () => {
    const ordered = inDateOrder([
      bookingJson({ _id: 'pm', startTime: '1:00 PM' }),
      bookingJson({ _id: 'am', startTime: '11:00 AM' }),
    ]);
    expect(ordered.map((b) => b._id)).toEqual(['am', 'pm']);
  });
});
