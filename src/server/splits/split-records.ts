import { and, asc, count, eq, exists, gt, inArray } from 'drizzle-orm';
import { MAX_OPEN_SPLITS } from '../../shared/split';
import type { DbOrTx } from '../db/database';
import { bookings } from '../db/schema-bookings';
import { splitShares, splits } from '../db/schema-splits';
import { HttpError } from '../http/errors';

// The splits and split_shares tables (docs/decisions/044): the split modules are their
// only writers; every change runs in the caller's transaction, most under the split's row lock.

export type SplitRow = typeof splits.$inferSelect;
export type ShareRow = typeof splitShares.$inferSelect;

/** What Pay Now records when the booker splits the cost: ids chosen before the transaction. */
export interface SplitOpening {
  splitId: string;
  /** One per share, in position order (0 is the booker's). */
  shareIds: string[];
  players: number;
  sharesPaise: number[];
  deadline: Date;
  token: string;
}

/**
 * Records the split and its unpaid shares; a booker with MAX_OPEN_SPLITS open already is refused
 * (409, and the caller's transaction, holds and payment with it, rolls back). Counted under the
 * booker's advisory lock, which Pay Now's holdSlots has taken.
 */
export async function openSplit(
  tx: DbOrTx,
  opening: SplitOpening,
  of: { bookerId: string; turfId: string; intentId: string; now: Date },
) {
  // Open, and still holding its slot: a split whose holds were given up (the booker went back and
  // chose again) ends at the next sweep and no longer counts.
  const [open] = await tx
    .select({ open: count() })
    .from(splits)
    .where(
      and(
        eq(splits.bookerId, of.bookerId),
        eq(splits.status, 'open'),
        exists(
          tx
            .select({ id: bookings.id })
            .from(bookings)
            .where(
              and(
                eq(bookings.paymentId, splits.bookerIntentId),
                eq(bookings.status, 'pending'),
                gt(bookings.holdExpiresAt, of.now),
              ),
            ),
        ),
      ),
    );
  if ((open?.open ?? 0) >= MAX_OPEN_SPLITS) throw new HttpError(409, 'split_too_many_open');
  await tx.insert(splits).values({
    id: opening.splitId,
    turfId: of.turfId,
    bookerId: of.bookerId,
    bookerIntentId: of.intentId,
    players: opening.players,
    pricePaise: opening.sharesPaise.reduce((sum, amount) => sum + amount, 0),
    token: opening.token,
    deadline: opening.deadline,
    createdAt: of.now,
  });
  await tx.insert(splitShares).values(
    opening.sharesPaise.map((amountPaise, position) => ({
      id: opening.shareIds[position]!,
      splitId: opening.splitId,
      position,
      amountPaise,
    })),
  );
}

export async function findSplit(db: DbOrTx, splitId: string, forUpdate = false) {
  const query = db.select().from(splits).where(eq(splits.id, splitId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function findSplitOfBookerIntent(db: DbOrTx, intentId: string) {
  const [row] = await db.select().from(splits).where(eq(splits.bookerIntentId, intentId));
  return row ?? null;
}

/** The split's shares in position order. */
/** The split a share belongs to (a charge's split_share line names the share). */
export async function splitIdOfShare(db: DbOrTx, shareId: string): Promise<string | null> {
  const [row] = await db
    .select({ splitId: splitShares.splitId })
    .from(splitShares)
    .where(eq(splitShares.id, shareId));
  return row?.splitId ?? null;
}

export function sharesOf(db: DbOrTx, splitId: string) {
  return db
    .select()
    .from(splitShares)
    .where(eq(splitShares.splitId, splitId))
    .orderBy(asc(splitShares.position));
}

/** The shares that count: all but the removed ones (they add up to the price). */
export const liveShares = (shares: readonly ShareRow[]) =>
  shares.filter((share) => share.status !== 'removed');

/** unpaid → paid, by `payerId` through payment `intentId` (compare-and-swap). */
export async function markSharesPaid(
  tx: DbOrTx,
  shareIds: readonly string[],
  paid: { payerId: string; intentId: string; now: Date; refundTo?: 'source' | 'credit' },
) {
  const rows = await tx
    .update(splitShares)
    .set({
      status: 'paid',
      payerId: paid.payerId,
      paidByIntentId: paid.intentId,
      paidAt: paid.now,
      ...(paid.refundTo ? { refundTo: paid.refundTo } : {}),
    })
    .where(and(inArray(splitShares.id, [...shareIds]), eq(splitShares.status, 'unpaid')))
    .returning({ id: splitShares.id });
  if (rows.length !== shareIds.length) throw new Error('a share changed under the split lock');
}

/** open → complete or ended (compare-and-swap); false when it was no longer open. */
export async function closeSplit(
  tx: DbOrTx,
  splitId: string,
  status: 'complete' | 'ended',
  now: Date,
  endCause: string | null = null,
) {
  const rows = await tx
    .update(splits)
    .set({ status, endCause, settledAt: now })
    .where(and(eq(splits.id, splitId), eq(splits.status, 'open')))
    .returning({ id: splits.id });
  return rows.length > 0;
}
