import { and, eq, inArray } from 'drizzle-orm';
import type { RefundDestination } from '../../shared/credit';
import { refundParts } from '../../shared/credit-spend';
import { payersRefundParts } from '../../shared/split';
import { recordCredit } from '../credit/ledger';
import type { DbOrTx } from '../db/database';
import { markForPayouts } from '../db/payout-marks';
import { countWhenCommitted } from '../metrics/commit-counts';
import { payments, refunds } from '../db/schema-money';
import { splitShares, splits } from '../db/schema-splits';
import { moveChargesOf, refundAllocation, type DueRefundPart } from './booking-charges';
import type { BookingRow } from './changes';

// The one writer of refunds rows (docs/decisions/021, 040, 044, 052): whatever caused money to go
// back (the player's or the venue's cancel, a rain-out's choice or its lapse, a lost slot, a whole
// charge given back, a game's kept spot returned to its organizer), its rows are written here, in
// the transaction that decided it, and made after commit by payments/refunds.ts.

/** Where a refund's money goes. */
export interface RefundRouting {
  /**
   * Where the booking's player asked their money to go (the cancel dialog's answer); absent, to
   * where they chose before (a shared booking's share), else back to how they paid.
   */
  asked?: RefundDestination | undefined;
  /** Every payer's part to their credit, whatever anyone chose: a rain-out's credit, or its lapse. */
  allToCredit?: boolean;
}

/** One payment that paid into the booking: what it paid, its credit part, and where it goes. */
interface Payer {
  intentId: string;
  paidPaise: number;
  creditPaise: number;
  to: RefundDestination;
}

/**
 * The payments of a shared booking (docs/decisions/044), oldest share first: each payer's
 * payment with what its paid shares cost and where its payer wants it back (their standing
 * choice; the booker's own part as the booker asked). Null when the booking is not shared.
 */
async function payersOfSharedBooking(
  tx: DbOrTx,
  row: Pick<BookingRow, 'paymentId'>,
  routing: RefundRouting,
): Promise<Payer[] | null> {
  if (!row.paymentId) return null;
  const [split] = await tx
    .select({ id: splits.id, bookerIntentId: splits.bookerIntentId })
    .from(splits)
    .where(and(eq(splits.bookerIntentId, row.paymentId), eq(splits.status, 'complete')));
  if (!split) return null;
  const shares = await tx
    .select()
    .from(splitShares)
    .where(and(eq(splitShares.splitId, split.id), eq(splitShares.status, 'paid')))
    .orderBy(splitShares.position);
  const intentIds = [...new Set(shares.map((share) => share.paidByIntentId!))];
  const paid = await tx.select().from(payments).where(inArray(payments.intentId, intentIds));
  return intentIds.map((intentId) => {
    const payment = paid.find((one) => one.intentId === intentId);
    const itsShares = shares.filter((share) => share.paidByIntentId === intentId);
    const paidPaise = itsShares.reduce((sum, share) => sum + share.amountPaise, 0);
    const chosen: RefundDestination =
      intentId === split.bookerIntentId && routing.asked
        ? routing.asked
        : itsShares.every((share) => share.refundTo === 'credit')
          ? 'credit'
          : 'source';
    return {
      intentId,
      paidPaise,
      // A share paid with credit alone has no card to go back to (provider 'credit').
      creditPaise: payment?.provider === 'credit' ? paidPaise : (payment?.creditPaise ?? 0),
      to: routing.allToCredit ? 'credit' : chosen,
    };
  });
}

/**
 * The refunds a cancellation makes due, one per payer's payment and destination: a booking one
 * player paid gives `refundPaise` back off its paid move differences first (newest first,
 * docs/decisions/053), then off the charge that held it, split between its credit part and its
 * card or UPI part (or all to credit when asked: docs/decisions/040); a shared booking's refund
 * is first divided among its payers in proportion to what each paid (docs/decisions/044; a paid
 * move difference counts as its booker's payment), each part then going to where that payer
 * chose. Answers the due refunds' ids.
 */
export async function writeDueRefunds(
  tx: DbOrTx,
  row: Pick<BookingRow, 'id' | 'paymentId' | 'amountPaise' | 'creditPaise'>,
  refundPaise: number,
  routing: RefundRouting,
): Promise<string[]> {
  return (await writeDueRefundParts(tx, row, refundPaise, routing)).refundIds;
}

/** writeDueRefunds, also saying what left the booking's own credit part (a cheaper move's). */
export async function writeDueRefundParts(
  tx: DbOrTx,
  row: Pick<BookingRow, 'id' | 'paymentId' | 'amountPaise' | 'creditPaise'>,
  refundPaise: number,
  routing: RefundRouting,
): Promise<{ refundIds: string[]; ownCreditPaise: number }> {
  if (refundPaise === 0) return { refundIds: [], ownCreditPaise: 0 };
  const to: RefundDestination = routing.allToCredit ? 'credit' : (routing.asked ?? 'source');
  const shared = await payersOfSharedBooking(tx, row, routing);
  const { parts, ownCreditPaise } = shared
    ? { parts: await sharedParts(tx, row, refundPaise, shared, to), ownCreditPaise: 0 }
    : await refundAllocation(tx, row, refundPaise, to);
  const refundIds = await writeRefunds(
    tx,
    parts.map((part) => ({ ...part, bookingId: row.id })),
  );
  return { refundIds, ownCreditPaise };
}

/** One row of money back, as its cause decided it. */
export interface NewRefund {
  paymentIntentId: string;
  /** The booking whose money it is; none for a whole charge given back (decision 052). */
  bookingId?: string | null;
  /** A game's kept spot returned to its organizer's payment (decision 045). */
  gamePlayerId?: string | null;
  amountPaise: number;
  destination: RefundDestination;
}

/**
 * Writes money back as refunds rows, due, for the worker to make after commit. With `creditNow`,
 * the rows to credit are made here instead, in this transaction, with one ledger entry for them
 * (a whole charge's or an organizer's return: nothing else about them waits). Answers the ids.
 */
export async function writeRefunds(
  tx: DbOrTx,
  rows: readonly NewRefund[],
  creditNow: { userId: string; ledgerBookingId: string | null; now: Date } | null = null,
): Promise<string[]> {
  const written = rows.filter((row) => row.amountPaise > 0);
  if (written.length === 0) return [];
  const madeNow = (row: NewRefund) => creditNow !== null && row.destination === 'credit';
  const ids = await tx
    .insert(refunds)
    .values(
      written.map((row) => ({
        ...row,
        ...(madeNow(row) ? { status: 'done' as const, refundedAt: creditNow!.now } : {}),
        ...(creditNow ? { createdAt: creditNow.now } : {}),
      })),
    )
    .returning({ id: refunds.id });
  // Due from the commit of this transaction, whichever process makes it later (decision 069):
  // the one place a refund becomes due, so it is counted here, once.
  const due = written.filter((row) => !madeNow(row)).length;
  countWhenCommitted((counts) => {
    for (let n = 0; n < due; n += 1) counts.moneyBack('due');
  });
  // Money going back changes what the venue is owed (docs/decisions/054).
  await markForPayouts(
    tx,
    written.map((row) => row.paymentIntentId),
  );
  const creditPaise = written.filter(madeNow).reduce((sum, row) => sum + row.amountPaise, 0);
  if (creditNow && creditPaise > 0)
    await recordCredit(tx, {
      userId: creditNow.userId,
      amountPaise: creditPaise,
      reason: 'refund',
      bookingId: creditNow.ledgerBookingId,
      now: creditNow.now,
    });
  return ids.map((row) => row.id);
}

/** A shared booking's refund divided among its payers, each part to where its payer chose. */
async function sharedParts(
  tx: DbOrTx,
  row: Pick<BookingRow, 'id'>,
  refundPaise: number,
  sharePayers: Payer[],
  bookerTo: RefundDestination,
): Promise<DueRefundPart[]> {
  const moves = (await moveChargesOf(tx, row.id))
    .filter((move) => move.keptPaise > 0)
    .map((move) => ({
      intentId: move.intentId,
      paidPaise: move.keptPaise,
      creditPaise: 0,
      to: bookerTo,
    }));
  const payers = [...sharePayers, ...moves];
  const divided = payersRefundParts(
    refundPaise,
    payers.map((payer) => payer.paidPaise),
  );
  return payers.flatMap((payer, index) => {
    const split = refundParts(divided[index]!, payer.paidPaise, payer.creditPaise, payer.to);
    return [
      { destination: 'credit' as const, amountPaise: split.creditPaise },
      { destination: 'source' as const, amountPaise: split.sourcePaise },
    ]
      .filter((part) => part.amountPaise > 0)
      .map((part) => ({ ...part, paymentIntentId: payer.intentId }));
  });
}
