import { and, asc, eq } from 'drizzle-orm';
import { financialYearOf } from '../../shared/financial-year';
import { splitGstInclusive } from '../../shared/gst';
import type { DbOrTx } from '../db/database';
import { bookings, creditNotes, invoices, payments, refunds, turfs, users } from '../db/schema';
import { documentNumber, takeSerial } from './numbering';
import type { InvoiceSettings } from './settings';

// Issuing documents (decision 038). Both run inside the transaction that records the money: the
// invoice in finalizing (payment → paid bookings), the credit note when a refund is done. Both are
// idempotent: a payment has one invoice, a refund one credit note.

/**
 * The invoice of a payment just finalized: a tax invoice if its venue has a GSTIN, else a receipt.
 * Its total is the price of its bookings (what they are worth, however they were paid).
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
  const lines = await tx
    .select({ amountPaise: bookings.amountPaise, turfId: bookings.turfId })
    .from(bookings)
    .where(and(eq(bookings.paymentId, intentId), eq(bookings.status, 'confirmed')))
    .orderBy(asc(bookings.day), asc(bookings.startMinute));
  if (lines.length === 0) return;
  const [facts] = await tx
    .select({ turf: turfs, buyer: users })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .innerJoin(turfs, eq(turfs.id, lines[0]!.turfId))
    .where(eq(payments.intentId, intentId));
  if (!facts) return;
  const { turf, buyer } = facts;
  const taxed = turf.gstin !== null && turf.gstState !== null;
  const kind = taxed ? 'tax_invoice' : 'receipt';
  const amountPaise = lines.reduce((sum, line) => sum + line.amountPaise, 0);
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
 * The credit note of a refund just made, against its booking's invoice, at the invoice's rate
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
    .select({ refund: refunds, invoice: invoices })
    .from(refunds)
    .innerJoin(invoices, eq(invoices.paymentIntentId, refunds.paymentIntentId))
    .where(eq(refunds.id, refundId));
  if (!found) return;
  const { refund, invoice } = found;
  const [existing] = await tx
    .select({ id: creditNotes.id })
    .from(creditNotes)
    .where(eq(creditNotes.refundId, refund.id));
  if (existing) return;
  const split =
    invoice.kind === 'tax_invoice'
      ? splitGstInclusive(
          refund.amountPaise,
          invoice.rateBasisPoints,
          invoice.buyerState === invoice.sellerState,
        )
      : { taxablePaise: refund.amountPaise, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
  const financialYear = financialYearOf(now, settings.timeZone);
  const serial = await takeSerial(tx, invoice.turfId, financialYear, 'credit_note');
  await tx.insert(creditNotes).values({
    invoiceId: invoice.id,
    refundId: refund.id,
    bookingId: refund.bookingId,
    turfId: invoice.turfId,
    financialYear,
    serial,
    number: documentNumber('credit_note', financialYear, serial),
    issuedAt: now,
    amountPaise: refund.amountPaise,
    ...split,
  });
}
