import { SPLIT_MESSAGES } from '../../shared/split';
import { bookingsOfPayment } from '../bookings/queries';
import { returnWholeCharge } from '../payments/money-back';
import type { ChargePurpose } from '../payments/purposes';
import { finalizeSplitPayment } from './split-finalize';
import { findSplit, splitIdOfShare } from './split-records';

// A split's share as a purpose of a charge (docs/decisions/044, 052): finalize hands it a paid
// payment with a split, and asks it how a finalized one reads.

export const splitSharePurpose: ChargePurpose = {
  async fulfil(tx, context, payment, lines) {
    const shareIds = lines.map((line) => line.splitShareId!);
    const splitId = await splitIdOfShare(tx, shareIds[0]!);
    if (!splitId) {
      const cause = SPLIT_MESSAGES.notFound;
      await returnWholeCharge(tx, payment, { cause, now: context.now() });
      return { outcome: 'refund', cause: SPLIT_MESSAGES.notFound };
    }
    const paid = await finalizeSplitPayment(tx, context, payment, splitId, shareIds);
    if (paid.outcome === 'refund') return paid;
    if (paid.outcome === 'collecting') return { outcome: 'collecting', splitId };
    return { outcome: 'booked', bookingIds: paid.bookingIds };
  },
  /**
   * Collecting while its split is open, else the booker's bookings (a split that ended has
   * reopened its payments for refund, so finalize never asks then).
   */
  async settled(db, _payment, lines) {
    const splitId = await splitIdOfShare(db, lines[0]!.splitShareId!);
    const split = splitId ? await findSplit(db, splitId) : null;
    if (!splitId) return { outcome: 'booked', bookingIds: [] };
    if (split?.status === 'open') return { outcome: 'collecting', splitId };
    const made = split ? await bookingsOfPayment(db, split.bookerIntentId) : [];
    return { outcome: 'booked', bookingIds: made.map((b) => b.id) };
  },
};
