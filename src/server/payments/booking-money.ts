import { and, asc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { chargeLines } from '../db/schema-charges';
import { games } from '../db/schema-games';
import { payments, refunds } from '../db/schema-money';
import { splitShares, splits } from '../db/schema-splits';

// A booking's money (decision 052): who paid for it and what went back to each, read from the
// charges' lines and the refunds rows, the one record of money in and money back. The charges of
// a booking are those whose lines name it (its own slot, a move's difference), a share of its
// split or a spot in its game; a charge that never captured (pending, abandoned) paid nothing.
// The booking page's payers and the venue's payout (docs/decisions/054) both read it here.

export interface MoneyReturn {
  amountPaise: number;
  destination: 'source' | 'credit';
  status: 'due' | 'done';
}

export interface BookingPayerMoney {
  userId: string;
  paidPaise: number;
  returns: MoneyReturn[];
}

/** The charges' lines that pay for `bookingId`, with each charge's payer. */
async function linesFor(db: DbOrTx, bookingId: string, bookerIntentId: string | null) {
  const [split] = bookerIntentId
    ? await db
        .select({ id: splits.id })
        .from(splits)
        .where(eq(splits.bookerIntentId, bookerIntentId))
    : [];
  const [game] = await db
    .select({ id: games.id })
    .from(games)
    .where(eq(games.bookingId, bookingId));
  const shareIds = split
    ? (
        await db
          .select({ id: splitShares.id })
          .from(splitShares)
          .where(eq(splitShares.splitId, split.id))
      ).map((share) => share.id)
    : [];
  const naming = [eq(chargeLines.bookingId, bookingId)];
  if (shareIds.length > 0) naming.push(inArray(chargeLines.splitShareId, shareIds));
  if (game) naming.push(eq(chargeLines.gameId, game.id));
  const lines = await db
    .select({
      amountPaise: chargeLines.amountPaise,
      intentId: payments.intentId,
      userId: payments.userId,
    })
    .from(chargeLines)
    .innerJoin(payments, eq(payments.id, chargeLines.paymentId))
    .where(and(or(...naming), ne(payments.status, 'pending'), ne(payments.status, 'abandoned')))
    // Payers in the order they paid, after the booker (whom payersOf puts first).
    .orderBy(asc(payments.createdAt), asc(chargeLines.createdAt));
  return lines;
}

/**
 * Each payer of the booking, the booker first, then in the order they paid: what they paid towards
 * it (card, UPI and credit together) and each return of it, due or done: the booking's own refunds
 * rows, and the rows naming no booking of its charges: a whole charge given back (a share, a spot)
 * and an organizer's returns as players kept spots (decision 052).
 */
export async function moneyOfBooking(
  db: DbOrTx,
  booking: { id: string; userId: string; paymentId: string | null },
): Promise<BookingPayerMoney[]> {
  const lines = await linesFor(db, booking.id, booking.paymentId);
  const intents = [...new Set(lines.map((line) => line.intentId))];
  const rows =
    intents.length === 0
      ? []
      : await db
          .select()
          .from(refunds)
          .where(
            and(
              inArray(refunds.paymentIntentId, intents),
              or(eq(refunds.bookingId, booking.id), isNull(refunds.bookingId)),
            ),
          );
  const byUser = new Map<string, BookingPayerMoney>();
  const payerOf = (userId: string) => {
    const known = byUser.get(userId) ?? { userId, paidPaise: 0, returns: [] };
    byUser.set(userId, known);
    return known;
  };
  payerOf(booking.userId);
  for (const line of lines) payerOf(line.userId).paidPaise += line.amountPaise;
  for (const row of rows) {
    const line = lines.find((one) => one.intentId === row.paymentIntentId)!;
    payerOf(line.userId).returns.push({
      amountPaise: row.amountPaise,
      destination: row.destination,
      status: row.status,
    });
  }
  return [...byUser.values()];
}

/** What the booking's payers paid for it, and what went back to them (due or done). */
export function moneyTotals(payers: readonly BookingPayerMoney[]) {
  let paidPaise = 0;
  let returnedPaise = 0;
  for (const payer of payers) {
    paidPaise += payer.paidPaise;
    for (const one of payer.returns) returnedPaise += one.amountPaise;
  }
  return { paidPaise, returnedPaise };
}
