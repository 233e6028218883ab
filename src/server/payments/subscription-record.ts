import { asc, eq, inArray } from 'drizzle-orm';
import { timeLabel } from '../../shared/slots';
import { subscriptionSpan } from '../../shared/subscription';
import { attachToSubscription } from '../bookings/confirm-holds';
import type { DbOrTx } from '../db/database';
import { bookings, subscriptions } from '../db/schema-bookings';
import type { PaymentRow } from './payment-records';

/** Writes the subscription record for a payment whose holds were just confirmed (once). */
export async function recordSubscription(tx: DbOrTx, payment: PaymentRow, bookingIds: string[]) {
  const slots = await tx
    .select()
    .from(bookings)
    .where(inArray(bookings.id, bookingIds))
    .orderBy(asc(bookings.day), asc(bookings.startMinute));
  const selectedSlots = slots.map((slot) => ({
    date: slot.day,
    startTime: timeLabel(slot.startMinute),
    endTime: timeLabel(slot.endMinute),
  }));
  const [record] = await tx
    .insert(subscriptions)
    .values({
      userId: payment.userId,
      turfId: slots[0]!.turfId,
      ...subscriptionSpan(selectedSlots),
      // The price, whatever paid it: the card's part and the credit's (docs/decisions/040).
      pricePaise: payment.amountPaise + payment.creditPaise,
      selectedSlots,
      paymentIntentId: payment.intentId,
      paymentStatus: 'succeeded',
    })
    .onConflictDoNothing({ target: subscriptions.paymentIntentId })
    .returning({ id: subscriptions.id });
  if (record) await attachToSubscription(tx, bookingIds, record.id);
}

export async function findSubscriptionByPayment(db: DbOrTx, intentId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.paymentIntentId, intentId));
  return row ?? null;
}
