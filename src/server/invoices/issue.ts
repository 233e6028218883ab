import { and, eq } from 'drizzle-orm';
import { financialYearOf } from '../../shared/financial-year';
import { splitGstInclusive } from '../../shared/gst';
import type { DbOrTx } from '../db/database';
import { turfs, users } from '../db/schema';
import { bookings } from '../db/schema-bookings';
import { creditNotes, invoices } from '../db/schema-invoices';
import { payments, refunds } from '../db/schema-money';
import { gamePlayers, games } from '../db/schema-games';
import { chargeLines } from '../db/schema-charges';
import { invoiceOfPayment } from './documents';
import { documentNumber, takeSerial } from './numbering';
import type { InvoiceSettings } from './settings';

// Issuing documents (decision 038). Each runs inside the transaction that records the money: the
// invoice in finalizing (payment → paid bookings) or, for a game's spot, in settling the game; the
// credit note when a refund or a game's return to its organizer is done. All are idempotent: a
// payment has one invoice, a refund or a spot's return one credit note.

/**
 * What a payment bought: its confirmed bookings (their price, however they were paid), or an
 * open game's spot (docs/decisions/045: its price, credit and card, sold when the game settles
 * with the player in it). Null when it bought nothing (yet).
 */
async function saleOf(tx: DbOrTx, intentId: string) {
  const lines = await tx
    .select({ amountPaise: bookings.amountPaise, turfId: bookings.turfId })
    .from(bookings)
    .where(and(eq(bookings.paymentId, intentId), eq(bookings.status, 'confirmed')));
  if (lines.length > 0)
    return {
      turfId: lines[0]!.turfId,
      amountPaise: lines.reduce((sum, line) => sum + line.amountPaise, 0),
    };
  // A move's paid difference (docs/decisions/053): the extra the venue is paid for the same booking.
  const [difference] = await tx
    .select({ turfId: bookings.turfId, amountPaise: chargeLines.amountPaise })
    .from(payments)
    .innerJoin(chargeLines, eq(chargeLines.paymentId, payments.id))
    .innerJoin(bookings, eq(bookings.id, chargeLines.bookingId))
    .where(and(eq(payments.intentId, intentId), eq(chargeLines.purpose, 'move')));
  if (difference) return difference;
  const [spot] = await tx
    .select({ turfId: games.turfId, amountPaise: gamePlayers.amountPaise })
    .from(gamePlayers)
    .innerJoin(games, eq(games.id, gamePlayers.gameId))
    .where(and(eq(gamePlayers.intentId, intentId), eq(gamePlayers.status, 'joined')));
  return spot ?? null;
}

/**
 * The invoice of a payment just finalized (or of a game's spot when the game settles): a tax
 * invoice if its venue has a GSTIN, else a receipt. Its total is the price of what it bought.
 */
export async function issueInvoice(
  tx: DbOrTx,
  intentId: string,
  now: Date,
  settings: InvoiceSettings,
): Promise<void> {
  const [existing] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.paymentIntentId, intentId));
  if (existing) return;
  const sale = await saleOf(tx, intentId);
  if (!sale) return;
  const [facts] = await tx
    .select({ turf: turfs, buyer: users })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .innerJoin(turfs, eq(turfs.id, sale.turfId))
    .where(eq(payments.intentId, intentId));
  if (!facts) return;
  const { turf, buyer } = facts;
  const taxed = turf.gstin !== null && turf.gstState !== null;
  const kind = taxed ? 'tax_invoice' : 'receipt';
  const { amountPaise } = sale;
  // Buyers are not asked their state: the place of supply is the venue's (a turf is immovable
  // property, IGST Act s.12(3)), so the tax is CGST + SGST.
  const buyerState = taxed ? turf.gstState : null;
  const split = taxed
    ? splitGstInclusive(amountPaise, settings.gst.rate, buyerState === turf.gstState)
    : { taxablePaise: amountPaise, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
  const financialYear = financialYearOf(now, settings.timeZone);
  const serial = await takeSerial(tx, turf.id, financialYear, kind);
  await tx.insert(invoices).values({
    turfId: turf.id,
    paymentIntentId: intentId,
    kind,
    financialYear,
    serial,
    number: documentNumber(kind, financialYear, serial),
    issuedAt: now,
    sellerName: (taxed && turf.legalName) || turf.name,
    sellerAddress: turf.address,
    sellerGstin: taxed ? turf.gstin : null,
    sellerState: taxed ? turf.gstState : null,
    buyerId: buyer.id,
    buyerName: buyer.fullname,
    buyerEmail: buyer.email,
    buyerState,
    sac: settings.gst.sac,
    rateBasisPoints: taxed ? settings.gst.rate : 0,
    amountPaise,
    taxablePaise: split.taxablePaise,
    cgstPaise: split.cgstPaise,
    sgstPaise: split.sgstPaise,
    igstPaise: split.igstPaise,
  });
}

/**
 * The credit note of a refund just made, against its booking's invoice (a shared booking's: the
 * booker's, one note per payer's part), at the invoice's rate
 * and places. A refund of a payment that never got an invoice (a paid hold that lost its slot:
 * never a sale) gets none.
 */
export async function issueCreditNote(
  tx: DbOrTx,
  refundId: string,
  now: Date,
  settings: Pick<InvoiceSettings, 'timeZone'>,
): Promise<void> {
  const [found] = await tx
    .select({ refund: refunds, own: invoices, booking: bookings.paymentId })
    .from(refunds)
    .innerJoin(bookings, eq(bookings.id, refunds.bookingId))
    .leftJoin(invoices, eq(invoices.paymentIntentId, refunds.paymentIntentId))
    .where(eq(refunds.id, refundId));
  const bookingId = found?.refund.bookingId;
  if (!found || !bookingId) return;
  // Against the invoice of the charge the money came from (a move's paid difference has its
  // own, decision 053); a teammate's share has none, so the booking's (the booker's, 044).
  const invoice = found.own ?? (found.booking ? await invoiceOfPayment(tx, found.booking) : null);
  if (!invoice) return;
  const { refund } = found;
  const [existing] = await tx
    .select({ id: creditNotes.id })
    .from(creditNotes)
    .where(eq(creditNotes.refundId, refund.id));
  if (existing) return;
  await writeCreditNote(
    tx,
    invoice,
    { refundId: refund.id, bookingId },
    refund.amountPaise,
    now,
    settings,
  );
}

/**
 * The credit note of an open game's return just made to its organizer (docs/decisions/045): a
 * joiner took and kept a spot, so the organizer's invoice is reduced by the spot's price (the
 * joiner gets their own invoice for it). Once per spot.
 */
export async function issueReturnCreditNote(
  tx: DbOrTx,
  gamePlayerId: string,
  now: Date,
  settings: Pick<InvoiceSettings, 'timeZone'>,
): Promise<void> {
  const [found] = await tx
    .select({ spot: gamePlayers, game: games, invoice: invoices })
    .from(gamePlayers)
    .innerJoin(games, eq(games.id, gamePlayers.gameId))
    .innerJoin(invoices, eq(invoices.paymentIntentId, games.organizerIntentId))
    .where(eq(gamePlayers.id, gamePlayerId));
  if (!found) return;
  const [existing] = await tx
    .select({ id: creditNotes.id })
    .from(creditNotes)
    .where(eq(creditNotes.gamePlayerId, gamePlayerId));
  if (existing) return;
  const { spot, game, invoice } = found;
  await writeCreditNote(
    tx,
    invoice,
    { gamePlayerId: spot.id, bookingId: game.bookingId },
    spot.amountPaise,
    now,
    settings,
  );
}

/** A credit note of `amountPaise` against `invoice`, split at its rate and places. */
async function writeCreditNote(
  tx: DbOrTx,
  invoice: typeof invoices.$inferSelect,
  records: { refundId?: string; gamePlayerId?: string; bookingId: string },
  amountPaise: number,
  now: Date,
  settings: Pick<InvoiceSettings, 'timeZone'>,
) {
  const split =
    invoice.kind === 'tax_invoice'
      ? splitGstInclusive(
          amountPaise,
          invoice.rateBasisPoints,
          invoice.buyerState === invoice.sellerState,
        )
      : { taxablePaise: amountPaise, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
  const financialYear = financialYearOf(now, settings.timeZone);
  const serial = await takeSerial(tx, invoice.turfId, financialYear, 'credit_note');
  await tx.insert(creditNotes).values({
    invoiceId: invoice.id,
    refundId: records.refundId ?? null,
    gamePlayerId: records.gamePlayerId ?? null,
    bookingId: records.bookingId,
    turfId: invoice.turfId,
    financialYear,
    serial,
    number: documentNumber('credit_note', financialYear, serial),
    issuedAt: now,
    amountPaise,
    ...split,
  });
}
