import { describe, expect, it } from 'vitest';
import type { BookingJson } from '../../../shared/booking-types';
import { summarizeSubscription } from './group-bookings';

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
