import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { turfs, users } from '../db/schema';
import { bookings } from '../db/schema-bookings';
import { payments, refunds } from '../db/schema-money';
import { splitShares, splits } from '../db/schema-splits';
import { MissingMailData, person } from './mail-data';
import type { SplitDeadlineFacts } from './templates/split-deadline';
import type { ShareReturnedFacts } from './templates/split-share-returned';
import type { TeammateRainedOut } from './templates/teammate-rained-out';

// What a split's mails say (docs/decisions/044), read when they are sent.

export async function splitDeadlineFacts(db: DbOrTx, splitId: string): Promise<SplitDeadlineFacts> {
  const [row] = await db
    .select({ split: splits, turf: turfs, booker: users })
    .from(splits)
    .innerJoin(turfs, eq(turfs.id, splits.turfId))
    .innerJoin(users, eq(users.id, splits.bookerId))
    .where(eq(splits.id, splitId));
  if (!row) throw new MissingMailData('The split of this mail is gone.');
  const shares = await db.select().from(splitShares).where(eq(splitShares.splitId, splitId));
  const unpaid = shares.filter((share) => share.status === 'unpaid');
  const booker = person(row.booker);
  return {
    splitId,
    status: row.split.status,
    turf: { name: row.turf.name },
    booker,
    deadline: row.split.deadline,
    unpaidShares: unpaid.length,
    leftPaise: unpaid.reduce((sum, share) => sum + share.amountPaise, 0),
  };
}

/** A teammate's part of a shared booking's refund, made: to whom, how much, where and why. */
export async function shareReturnedFacts(
  db: DbOrTx,
  refundId: string,
): Promise<ShareReturnedFacts> {
  const [row] = await db
    .select({ refund: refunds, booking: bookings, turf: turfs, payer: users })
    .from(refunds)
    .innerJoin(bookings, eq(bookings.id, refunds.bookingId))
    .innerJoin(turfs, eq(turfs.id, bookings.turfId))
    .innerJoin(payments, eq(payments.intentId, refunds.paymentIntentId))
    .innerJoin(users, eq(users.id, payments.userId))
    .where(eq(refunds.id, refundId));
  if (!row) throw new MissingMailData('The refund of this mail is gone.');
  const [split] = await db
    .select({ id: splits.id, token: splits.token })
    .from(splits)
    .where(eq(splits.bookerIntentId, row.booking.paymentId ?? ''));
  return {
    payer: person(row.payer),
    amountPaise: row.refund.amountPaise,
    destination: row.refund.destination,
    cancelledBy: row.booking.cancelledBy,
    cancelReason: row.booking.cancelReason,
    turf: { name: row.turf.name },
    slot: {
      day: row.booking.day,
      startMinute: row.booking.startMinute,
      endMinute: row.booking.endMinute,
    },
    splitPath: split ? `/splits/${split.id}?token=${encodeURIComponent(split.token)}` : null,
  };
}

/**
 * The teammates of a shared booking (docs/decisions/044): each payer of a share other than the
 * booker, with what they paid, where their part goes back, and the split's page. None for a
 * booking that was not paid in shares.
 */
export async function teammatesOf(
  db: DbOrTx,
  booking: { paymentId: string | null; userId: string },
): Promise<TeammateRainedOut[]> {
  if (!booking.paymentId) return [];
  const [split] = await db
    .select()
    .from(splits)
    .where(eq(splits.bookerIntentId, booking.paymentId));
  if (!split) return [];
  const rows = await db
    .select({ share: splitShares, payer: users })
    .from(splitShares)
    .innerJoin(users, eq(users.id, splitShares.payerId))
    .where(and(eq(splitShares.splitId, split.id), ne(splitShares.payerId, booking.userId)));
  const splitPath = `/splits/${split.id}?token=${encodeURIComponent(split.token)}`;
  const byPayer = new Map<string, TeammateRainedOut>();
  for (const { share, payer } of rows) {
    const known = byPayer.get(payer.id);
    if (known) known.paidPaise += share.amountPaise;
    else
      byPayer.set(payer.id, {
        payer: person(payer),
        paidPaise: share.amountPaise,
        refundTo: share.refundTo,
        splitPath,
      });
  }
  return [...byPayer.values()];
}
