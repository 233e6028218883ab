import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { SPLIT_MESSAGES } from '../../shared/split';
import type { DbOrTx } from '../db/database';
import { turfs, users } from '../db/schema';
import { bookings } from '../db/schema-bookings';
import { payments, refunds } from '../db/schema-money';
import { splitShares, splits } from '../db/schema-splits';
import { MissingMailData, person } from './mail-data';
import type { SplitDeadlineFacts } from './templates/split-deadline';
import type { ShareReturnedFacts } from './templates/split-share-returned';
import type { TeammateRainedOut } from './templates/teammate-rained-out';
import type { SplitEndedFacts, SplitEndedPayer } from './templates/split-ended';

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

/** A split that ended unfinished: why, where and when, and what goes back to each payer where. */
export async function splitEndedFacts(db: DbOrTx, splitId: string): Promise<SplitEndedFacts> {
  const [row] = await db
    .select({ split: splits, turf: turfs })
    .from(splits)
    .innerJoin(turfs, eq(turfs.id, splits.turfId))
    .where(eq(splits.id, splitId));
  if (!row) throw new MissingMailData('The split of this mail is gone.');
  const [held] = await db
    .select()
    .from(bookings)
    .where(eq(bookings.paymentId, row.split.bookerIntentId));
  const shares = await db
    .select({ share: splitShares, payer: users })
    .from(splitShares)
    .innerJoin(users, eq(users.id, splitShares.payerId))
    .where(eq(splitShares.splitId, splitId))
    .orderBy(asc(splitShares.position));
  const intents = [...new Set(shares.map(({ share }) => share.paidByIntentId!))];
  const back = intents.length
    ? await db
        .select()
        .from(refunds)
        .where(and(inArray(refunds.paymentIntentId, intents), isNull(refunds.bookingId)))
    : [];
  const payers = new Map<string, SplitEndedPayer>();
  for (const intentId of intents) {
    const { payer } = shares.find(({ share }) => share.paidByIntentId === intentId)!;
    const entry = payers.get(payer.id) ?? { payer: person(payer), sourcePaise: 0, creditPaise: 0 };
    for (const refund of back.filter((one) => one.paymentIntentId === intentId)) {
      if (refund.destination === 'credit') entry.creditPaise += refund.amountPaise;
      else entry.sourcePaise += refund.amountPaise;
    }
    payers.set(payer.id, entry);
  }
  return {
    cause: row.split.endCause ?? SPLIT_MESSAGES.ended,
    turf: { name: row.turf.name },
    slot: held ? { day: held.day, startMinute: held.startMinute, endMinute: held.endMinute } : null,
    splitPath: `/splits/${splitId}?token=${encodeURIComponent(row.split.token)}`,
    payers: [...payers.values()].filter((payer) => payer.sourcePaise + payer.creditPaise > 0),
  };
}
