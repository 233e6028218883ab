import { describe, expect, it } from 'vitest';
import { bookingJson } from '../../../shared/testing/booking-json';
import { summarizeSubscription } from './group-bookings';

const now = { date: '2030-05-10', minutes: 18 * 60 };

describe('summarizeSubscription', () => {
  it('adds up what was charged and given back, and finds the next slot to play', () => {
    const slots = [
      bookingJson({ _id: 'x', date: '2030-05-09', amountCharged: 850.1, subscriptionId: 's' }),
      bookingJson({
        _id: 'y',
        date: '2030-05-11',
        amountCharged: 850.2,
        status: 'cancelled',
        refundedAmount: 850.2,
        subscriptionId: 's',
      }),
      bookingJson({ _id: 'z', date: '2030-05-13', amountCharged: 850.2, subscriptionId: 's' }),
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
