import { and, asc, eq, exists, inArray, or, type SQL } from 'drizzle-orm';
import type { MySplit } from '../../shared/api/split-contract';
import { paiseToRupeesText } from '../../shared/pricing';
import { timeLabel } from '../../shared/slots';
import { turfs } from '../db/schema';
import { bookings } from '../db/schema-bookings';
import { splitShares, splits } from '../db/schema-splits';
import type { DbOrTx } from '../db/database';
import { liveShares } from './split-records';

// A player's splits still collecting their shares (docs/decisions/044), for Your Bookings: the
// ones they booked (once their own share is paid: before that it is only a Pay Now in progress)
// and the ones they paid a share of. Four statements, whatever the number of splits.

export async function openSplitsOf(db: DbOrTx, userId: string): Promise<MySplit[]> {
  const paidShareWhere = (which: SQL) =>
    exists(
      db
        .select({ id: splitShares.id })
        .from(splitShares)
        .where(and(eq(splitShares.splitId, splits.id), eq(splitShares.status, 'paid'), which)),
    );
  const rows = await db
    .select({ split: splits, turfName: turfs.name })
    .from(splits)
    .innerJoin(turfs, eq(turfs.id, splits.turfId))
    .where(
      and(
        eq(splits.status, 'open'),
        or(
          and(eq(splits.bookerId, userId), paidShareWhere(eq(splitShares.position, 0))),
          paidShareWhere(eq(splitShares.payerId, userId)),
        ),
      ),
    )
    .orderBy(asc(splits.deadline));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.split.id);
  const shares = await db.select().from(splitShares).where(inArray(splitShares.splitId, ids));
  const holds = await db
    .select()
    .from(bookings)
    .where(
      inArray(
        bookings.paymentId,
        rows.map((row) => row.split.bookerIntentId),
      ),
    );
  return rows.flatMap(({ split, turfName }) => {
    const hold = holds.find((row) => row.paymentId === split.bookerIntentId);
    if (!hold) return [];
    const live = liveShares(shares.filter((share) => share.splitId === split.id));
    const unpaid = live.filter((share) => share.status === 'unpaid');
    const isBooker = split.bookerId === userId;
    return [
      {
        splitId: split.id,
        isBooker,
        // The booker's page needs no link; a payer opens it with the link they paid through.
        path: `/splits/${split.id}${isBooker ? '' : `?token=${encodeURIComponent(split.token)}`}`,
        turfId: split.turfId,
        turfName,
        date: hold.day,
        startTime: timeLabel(hold.startMinute),
        endTime: timeLabel(hold.endMinute),
        deadline: split.deadline.toISOString(),
        shares: live.length,
        paidShares: live.length - unpaid.length,
        price: paiseToRupeesText(split.pricePaise),
        left: paiseToRupeesText(unpaid.reduce((sum, share) => sum + share.amountPaise, 0)),
      },
    ];
  });
}
