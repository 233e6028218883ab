import { describe, expect, it } from 'vitest';
import type { OwnHold } from '../../../shared/api/hold-contract';
import { parseCheckoutState } from './checkout-state';
import { checkoutStateOfHold } from './hold-checkout';

const hold: OwnHold = {
  paymentId: 'pi_abc',
  clientSecret: 'pi_abc_secret_xyz',
  kind: 'booking',
  amount: '1500.00',
  turf: { _id: 't1', name: 'Andheri Arena' },
  slots: [{ date: '2030-05-11', startTime: '6:00 PM', endTime: '7:30 PM' }],
  holdExpiresAt: '2030-05-10T04:40:00.000Z',
  secondsLeft: 494,
};

describe('checkoutStateOfHold', () => {
  it('gives the checkout the same state Pay Now gave it for a single booking', () => {
    expect(parseCheckoutState(checkoutStateOfHold(hold, 'u1'))).toEqual({
      clientSecret: 'pi_abc_secret_xyz',
      amount: '1500.00',
      paymentId: 'pi_abc',
      holdExpiresAt: '2030-05-10T04:40:00.000Z',
      bookingDetails: {
        turfId: 't1',
        turfName: 'Andheri Arena',
        userId: 'u1',
        bookingDate: '2030-05-11',
        startTime: '6:00 PM',
        endTime: '7:30 PM',
      },
    });
  });

  it("gives a subscription's checkout every slot, its span and its price", () => {
    const subscription: OwnHold = {
      ...hold,
      kind: 'subscription',
      amount: '3400.00',
      slots: [
        { date: '2030-05-11', startTime: '6:00 AM', endTime: '7:00 AM' },
        { date: '2030-05-13', startTime: '6:00 AM', endTime: '7:00 AM' },
      ],
    };
    expect(parseCheckoutState(checkoutStateOfHold(subscription, 'u1'))?.bookingDetails).toEqual({
      isSubscription: true,
      turfId: 't1',
      turfName: 'Andheri Arena',
      userId: 'u1',
      startDate: '2030-05-11',
      endDate: '2030-05-13',
      price: 3400,
      selectedSlots: [
        { date: 'Sat, May 11, 2030', startTime: '6:00 AM', endTime: '7:00 AM' },
        { date: 'Mon, May 13, 2030', startTime: '6:00 AM', endTime: '7:00 AM' },
      ],
      paymentDetails: { method: 'credit_card', status: 'pending' },
    });
  });
});
