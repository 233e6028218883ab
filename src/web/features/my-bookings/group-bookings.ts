import type { BookingJson } from '../../../shared/booking-types';
import { bookingHasEnded } from '../../../shared/booking-status';
import { inDateOrder } from '../../../shared/booking-sections';
import { rupeesToPaise } from '../../../shared/pricing';
import type { LocalMoment } from '../../../shared/slots';

// What a subscription's card says of its slots. Which section an entry is in, and in what order:
// shared/booking-sections.ts.

/** Rupees added up as paise, so 0.1 + 0.2 cannot drift. */
function sumPaise(bookings: readonly BookingJson[], amount: (b: BookingJson) => number): number {
  return bookings.reduce((sum, booking) => sum + (rupeesToPaise(amount(booking)) ?? 0), 0);
}

export interface SubscriptionSummary {
  slotCount: number;
  firstDate: string;
  lastDate: string;
  chargedPaise: number;
  refundedPaise: number;
  /** The first slot that has not ended and is not cancelled, if any. */
  next: BookingJson | null;
}

export function summarizeSubscription(
  slots: readonly BookingJson[],
  now: LocalMoment,
): SubscriptionSummary {
  const ordered = inDateOrder(slots);
  return {
    slotCount: ordered.length,
    firstDate: ordered[0]?.date ?? '',
    lastDate: ordered.at(-1)?.date ?? '',
    chargedPaise: sumPaise(ordered, (b) => b.amountCharged),
    refundedPaise: sumPaise(ordered, (b) => b.refundedAmount),
    next:
      ordered.find((slot) => slot.status !== 'cancelled' && !bookingHasEnded(slot, now)) ?? null,
  };
}
