import { inArray } from 'drizzle-orm';
import type { BookingPayer } from '../../shared/api/booking-detail-contract';
import { paiseToRupeesText } from '../../shared/pricing';
import type { DbOrTx } from '../db/database';
import { users } from '../db/schema';
import { moneyOfBooking } from '../payments/booking-money';

// Who paid for a booking and what went back to each (decision 052), as its page shows them: the
// money of payments/booking-money.ts with each payer's name, in rupees.

/** Each payer of the booking, the booker first, then in the order they paid. */
export async function payersOf(
  db: DbOrTx,
  booking: { id: string; userId: string; paymentId: string | null },
): Promise<BookingPayer[]> {
  const payers = await moneyOfBooking(db, booking);
  const names = await db
    .select({ id: users.id, fullname: users.fullname })
    .from(users)
    .where(
      inArray(
        users.id,
        payers.map((payer) => payer.userId),
      ),
    );
  return payers.map((payer) => {
    const returnedPaise = payer.returns.reduce((sum, one) => sum + one.amountPaise, 0);
    return {
      fullname: names.find((user) => user.id === payer.userId)?.fullname ?? '',
      paid: paiseToRupeesText(payer.paidPaise),
      returned: paiseToRupeesText(returnedPaise),
      returns: payer.returns.map((one) => ({
        amount: paiseToRupeesText(one.amountPaise),
        destination: one.destination,
        status: one.status,
      })),
    };
  });
}
