import { and, eq, sql } from 'drizzle-orm';
import type { VenueMoney } from '../../shared/api/venue-booking-contract';
import { paiseToRupees } from '../../shared/pricing';
import { fromTheVenue } from '../bookings/slot-rules';
import type { Db } from '../db/database';
import { turfs } from '../db/schema';
import { bookings } from '../db/schema-bookings';

// The money of an owner's phone and walk-in bookings (docs/decisions/032), apart from online
// payments: what was paid at the venue (cash, UPI or card: the desk's payments, decision 066) and
// by which method, and what is still to be paid, over the live
// bookings of all the owner's turfs, in one statement. A cancelled one counts in neither: money
// taken for it went back across the counter. Sums come back as text (bigint on PostgreSQL).

export async function ownerVenueMoney(db: Db, ownerId: string): Promise<VenueMoney> {
  const rows = await db
    .select({
      turfId: bookings.turfId,
      paid: sql<string>`coalesce(sum(${bookings.amountPaise}) filter (where ${bookings.paymentStatus} = 'paid'), 0)::text`,
      unpaid: sql<string>`coalesce(sum(${bookings.amountPaise}) filter (where ${bookings.paymentStatus} = 'unpaid'), 0)::text`,
      cash: sql<string>`coalesce(sum(${bookings.amountPaise}) filter (where ${bookings.venuePayment} = 'cash'), 0)::text`,
      upi: sql<string>`coalesce(sum(${bookings.amountPaise}) filter (where ${bookings.venuePayment} = 'upi'), 0)::text`,
      card: sql<string>`coalesce(sum(${bookings.amountPaise}) filter (where ${bookings.venuePayment} = 'card'), 0)::text`,
    })
    .from(turfs)
    .innerJoin(bookings, eq(bookings.turfId, turfs.id))
    .where(
      and(eq(turfs.ownerId, ownerId), fromTheVenue(bookings), eq(bookings.status, 'confirmed')),
    )
    .groupBy(bookings.turfId);
  let paid = 0;
  let unpaid = 0;
  const byMethod = { cash: 0, upi: 0, card: 0 };
  const perTurf = rows.map((row) => {
    paid += Number(row.paid);
    unpaid += Number(row.unpaid);
    byMethod.cash += Number(row.cash);
    byMethod.upi += Number(row.upi);
    byMethod.card += Number(row.card);
    return {
      turfId: row.turfId,
      paidAtVenue: paiseToRupees(Number(row.paid)),
      notYetPaid: paiseToRupees(Number(row.unpaid)),
    };
  });
  return {
    paidAtVenue: paiseToRupees(paid),
    paidAtVenueByMethod: {
      cash: paiseToRupees(byMethod.cash),
      upi: paiseToRupees(byMethod.upi),
      card: paiseToRupees(byMethod.card),
    },
    notYetPaid: paiseToRupees(unpaid),
    turfs: perTurf,
  };
}
