import type { OwnHold } from '../../../shared/api/hold-contract';
import { paiseToRupees, rupeesToPaise } from '../../../shared/pricing';
import { longDateLabel } from '../../../shared/time';
import type { CheckoutStateInput } from './checkout-state';

// Back to the checkout of a hold the player left (docs/decisions/025): the same state Pay Now
// or the subscription screen gave it, rebuilt from the server's record of the hold.

export function checkoutStateOfHold(hold: OwnHold, userId: string): CheckoutStateInput {
  const turf = { turfId: hold.turf._id, turfName: hold.turf.name, userId };
  const common = {
    clientSecret: hold.clientSecret,
    amount: hold.amount,
    paymentId: hold.paymentId,
    holdExpiresAt: hold.holdExpiresAt,
  };
  // The server lists them in date and time order.
  const slots = hold.slots;
  if (hold.kind === 'booking') {
    const slot = slots[0]!;
    return {
      ...common,
      bookingDetails: {
        ...turf,
        bookingDate: slot.date,
        startTime: slot.startTime,
        endTime: slot.endTime,
      },
    };
  }
  return {
    ...common,
    bookingDetails: {
      ...turf,
      isSubscription: true,
      startDate: slots[0]!.date,
      endDate: slots.at(-1)!.date,
      price: paiseToRupees(rupeesToPaise(hold.amount) ?? 0),
      selectedSlots: slots.map((slot) => ({
        date: longDateLabel(slot.date),
        startTime: slot.startTime,
        endTime: slot.endTime,
      })),
      paymentDetails: { method: 'credit_card', status: 'pending' },
    },
  };
}
