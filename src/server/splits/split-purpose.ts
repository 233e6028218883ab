import { bookingsOfPayment } from '../bookings/queries';
import type { ChargePurpose } from '../payments/purposes';
import { finalizeSplitPayment } from './split-finalize';
import { findSplit } from './split-records';

// A split's share as a purpose of a charge (docs/decisions/044, 052): finalize hands it a paid
// payment with a split, and asks it how a finalized one reads.

export const splitSharePurpose: ChargePurpose = {
  async fulfil(tx, context, payment) {
    const splitId = payment.splitId!;
    const paid = await finalizeSplitPayment(tx, context, { ...payment, splitId });
    if (paid.outcome === 'refund') return paid;
    if (paid.outcome === 'collecting') return { outcome: 'collecting', splitId };
    return { outcome: 'booked', bookingIds: paid.bookingIds };
  },
  /**
   * Collecting while its split is open, else the booker's bookings (a split that ended has
   * reopened its payments for refund, so finalize never asks then).
   */
  async settled(db, payment) {
    const splitId = payment.splitId!;
    const split = await findSplit(db, splitId);
    if (split?.status === 'open') return { outcome: 'collecting', splitId };
    const made = split ? await bookingsOfPayment(db, split.bookerIntentId) : [];
    return { outcome: 'booked', bookingIds: made.map((b) => b.id) };
  },
};
