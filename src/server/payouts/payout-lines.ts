import { and, eq, inArray } from 'drizzle-orm';
import { payoutFigures, ratesOn } from '../../shared/payout-figures';
import { localInstant, type LocalDate } from '../../shared/time';
import type { AppConfig } from '../config';
import type { Db, DbOrTx } from '../db/database';
import { turfs } from '../db/schema';
import { bookings } from '../db/schema-bookings';
import { chargeLines } from '../db/schema-charges';
import { games } from '../db/schema-games';
import { invoices } from '../db/schema-invoices';
import { payments } from '../db/schema-money';
import { payoutAccounts, payoutLines, payoutMarks } from '../db/schema-payouts';
import { splitShares, splits } from '../db/schema-splits';
import { moneyOfBooking, moneyTotals } from '../payments/booking-money';
import { recordLineChange } from './payout-ledger';
import { safeForLog } from '../http/logging';
import { logError } from '../http/request-log';

// The payout job's first step (docs/decisions/054): each charge whose money changed (marked by
// finalize and writeRefunds in the transaction that changed it) has the bookings it paid for
// refigured: one payout line per booking sold online, in place, with the commission it was sold
// at. A mark is deleted in the transaction that refigured its bookings, so a crash refigures again.

export interface PayoutJobContext {
  db: Db;
  now: () => Date;
  config: Pick<AppConfig, 'payouts' | 'venueTimeZone'>;
}

/** How many marked charges one run takes; the rest wait a minute. */
const MARKS_A_RUN = 500;

export async function figureMarkedPayouts(context: PayoutJobContext): Promise<number> {
  const marks = await context.db.select().from(payoutMarks).limit(MARKS_A_RUN);
  let figured = 0;
  for (const { paymentIntentId } of marks) {
    // One charge that cannot be figured (its mark stays, retried next minute, and logged) never
    // holds up every other venue's payouts.
    await figureMark(context, paymentIntentId).then(
      (count) => {
        figured += count;
      },
      (error: unknown) => {
        logError('A payout could not be figured; it is tried again.', safeForLog(error));
      },
    );
  }
  return figured;
}

async function figureMark(context: PayoutJobContext, paymentIntentId: string): Promise<number> {
  return context.db.transaction(async (tx) => {
    const taken = await tx
      .delete(payoutMarks)
      .where(eq(payoutMarks.paymentIntentId, paymentIntentId))
      .returning();
    let figured = 0;
    if (taken.length === 0) return figured;
    for (const bookingId of await bookingsPaidBy(tx, paymentIntentId))
      if (await figureBooking(tx, context, bookingId)) figured += 1;
    return figured;
  });
}

/**
 * The bookings a charge paid for: those its lines name (a slot, a move's difference), the booking
 * of the split its share is of, the game's booking of its spot, and a booking it holds itself.
 */
async function bookingsPaidBy(tx: DbOrTx, intentId: string): Promise<string[]> {
  const lines = await tx
    .select({
      bookingId: chargeLines.bookingId,
      splitBookerIntent: splits.bookerIntentId,
      gameBookingId: games.bookingId,
    })
    .from(chargeLines)
    .innerJoin(payments, eq(payments.id, chargeLines.paymentId))
    .leftJoin(splitShares, eq(splitShares.id, chargeLines.splitShareId))
    .leftJoin(splits, eq(splits.id, splitShares.splitId))
    .leftJoin(games, eq(games.id, chargeLines.gameId))
    .where(eq(payments.intentId, intentId));
  const ids = new Set<string>();
  const heldBy = [intentId];
  for (const line of lines) {
    if (line.bookingId) ids.add(line.bookingId);
    if (line.gameBookingId) ids.add(line.gameBookingId);
    if (line.splitBookerIntent) heldBy.push(line.splitBookerIntent);
  }
  const held = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(inArray(bookings.paymentId, [...new Set(heldBy)]));
  for (const row of held) ids.add(row.id);
  return [...ids];
}

/**
 * Refigures one booking's payout line; false when the booking was never sold online (a hold
 * whose money went back, a booking paid at the venue): a sale is a booking of an online charge
 * with its invoice (decision 038).
 */
async function figureBooking(
  tx: DbOrTx,
  context: PayoutJobContext,
  bookingId: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ booking: bookings, turf: turfs, invoice: invoices })
    .from(bookings)
    .innerJoin(turfs, eq(turfs.id, bookings.turfId))
    .innerJoin(invoices, eq(invoices.paymentIntentId, bookings.paymentId))
    .where(and(eq(bookings.id, bookingId), eq(bookings.source, 'online')));
  if (!row) return false;
  const { booking, turf, invoice } = row;
  const [line] = await tx
    .select()
    .from(payoutLines)
    .where(eq(payoutLines.bookingId, bookingId))
    .for('update');
  const [account] = await tx
    .select({ pan: payoutAccounts.pan })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.ownerId, turf.ownerId));
  const { payouts } = context.config;
  const { paidPaise, returnedPaise } = moneyTotals(await moneyOfBooking(tx, booking));
  const commissionBp = line?.commissionBp ?? turf.commissionBp ?? payouts.defaultCommissionBp;
  const figures = payoutFigures({
    grossPaise: paidPaise,
    returnedPaise,
    commissionBp,
    feeGstBp: FEE_GST_BP,
    venueGst:
      invoice.kind === 'tax_invoice'
        ? {
            rateBp: invoice.rateBasisPoints,
            sameStateAsTurfBook: invoice.sellerState === payouts.turfbookState,
          }
        : null,
    hasPan: !!account?.pan,
    rates: ratesOn(payouts.withholdingRates, booking.day),
  });
  const endsAt = localInstant(
    booking.day as LocalDate,
    booking.endMinute,
    context.config.venueTimeZone,
  );
  const now = context.now();
  const values = {
    turfId: turf.id,
    ownerId: turf.ownerId,
    playedOn: booking.day,
    releaseAt: new Date(endsAt.getTime() + payouts.settlementDelayMs),
    commissionBp,
    grossPaise: figures.grossPaise,
    returnedPaise: figures.returnedPaise,
    grossTaxablePaise: figures.grossTaxablePaise,
    taxablePaise: figures.taxablePaise,
    feePaise: figures.feePaise,
    feeGstPaise: figures.feeGstPaise,
    tcsCgstPaise: figures.tcs.cgstPaise,
    tcsSgstPaise: figures.tcs.sgstPaise,
    tcsIgstPaise: figures.tcs.igstPaise,
    tdsPaise: figures.tdsPaise,
    netPaise: figures.netPaise,
    figuredAt: now,
  };
  const allBack = figures.grossPaise === figures.returnedPaise;
  const change = {
    after: values,
    figuredAt: now,
    sellerGstin: invoice.sellerGstin,
    pan: account?.pan ?? null,
  };
  if (!line) {
    const [created] = await tx
      .insert(payoutLines)
      .values({ bookingId, ...values, status: allBack ? 'reversed' : 'on_hold', createdAt: now })
      .returning();
    await recordLineChange(tx, created!, { ...change, before: null });
    return true;
  }
  await recordLineChange(tx, line, { ...change, before: line });
  // Before release the line follows the booking (a move changes its day); after, only its figures
  // change, and what was paid beyond them is carried (docs/decisions/054).
  const held = line.status === 'on_hold' || line.status === 'reversed';
  await tx
    .update(payoutLines)
    .set(
      held
        ? { ...values, status: allBack ? 'reversed' : 'on_hold' }
        : {
            ...values,
            releaseAt: line.releaseAt,
            playedOn: line.playedOn,
            ...(allBack ? { status: 'reversed' as const } : {}),
          },
    )
    .where(eq(payoutLines.id, line.id));
  return true;
}

/** GST on TurfBook's fee: 18% (docs/decisions/054). */
export const FEE_GST_BP = 1800;
