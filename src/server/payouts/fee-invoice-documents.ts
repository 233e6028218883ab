import { desc, eq } from 'drizzle-orm';
import type { FeeDocument } from '../../shared/api/payout-contract';
import { formatDayMonthYear, formatMonth } from '../../shared/display-format';
import { gstStateLabel } from '../../shared/gst-states';
import { paiseToRupeesText } from '../../shared/pricing';
import { zonedNow } from '../../shared/time';
import type { DbOrTx } from '../db/database';
import { feeDocuments } from '../db/schema-fee-invoices';
import { MARGIN, WIDTH, amountLine, heading, render, rule } from '../invoices/pdf-layout';

// TurfBook's fee invoice and credit note as the venue's accountant files them (docs/decisions/054):
// seller TurfBook with its GSTIN, buyer the venue, one line for the month's commission, the GST
// split by the place of supply.

export type FeeDocumentRow = typeof feeDocuments.$inferSelect;

/** Commission for facilitating the supply of services through an online platform. */
export const FEE_SAC = '998599';

export function feeDocumentJson(row: FeeDocumentRow): FeeDocument {
  return {
    _id: row.id,
    kind: row.kind,
    number: row.number,
    turfId: row.turfId,
    month: row.month,
    issuedAt: row.issuedAt.toISOString(),
    bookings: row.bookings,
    taxable: paiseToRupeesText(row.taxablePaise),
    gst: paiseToRupeesText(row.cgstPaise + row.sgstPaise + row.igstPaise),
    total: paiseToRupeesText(row.totalPaise),
  };
}

export function ownerFeeDocuments(db: DbOrTx, ownerId: string) {
  return db
    .select()
    .from(feeDocuments)
    .where(eq(feeDocuments.ownerId, ownerId))
    .orderBy(desc(feeDocuments.month), desc(feeDocuments.issuedAt));
}

function party(doc: PDFKit.PDFDocument, x: number, top: number, title: string, lines: string[]) {
  const width = WIDTH / 2 - 10;
  doc.font('Helvetica-Bold').fontSize(10).text(title, x, top, { width });
  doc.font('Helvetica');
  for (const line of lines) doc.text(line, x, doc.y, { width });
  return doc.y;
}

export function feeDocumentPdf(row: FeeDocumentRow, timeZone: string): Promise<Buffer> {
  const invoice = row.kind === 'fee_invoice';
  const title = invoice ? 'Tax Invoice' : 'Credit Note';
  return render((doc) => {
    heading(doc, title, [
      [invoice ? 'Invoice number' : 'Credit note number', row.number],
      ['Date', formatDayMonthYear(zonedNow(row.issuedAt, timeZone).date)],
      ['For', formatMonth(row.month)],
    ]);
    const top = doc.y;
    const sellerBottom = party(doc, MARGIN, top, 'Supplier', [
      row.sellerName,
      row.sellerAddress,
      `GSTIN: ${row.sellerGstin}`,
      `State: ${gstStateLabel(row.sellerState)}`,
    ]);
    const buyerBottom = party(doc, MARGIN + WIDTH / 2 + 10, top, 'Recipient', [
      row.buyerName,
      ...(row.buyerGstin ? [`GSTIN: ${row.buyerGstin}`] : []),
      `Place of supply: ${gstStateLabel(row.buyerState)}`,
    ]);
    doc.x = MARGIN;
    doc.y = Math.max(sellerBottom, buyerBottom) + 14;
    const what = invoice
      ? `TurfBook commission on ${row.bookings} booking${row.bookings === 1 ? '' : 's'} sold online`
      : `TurfBook commission reversed on ${row.bookings} booking${row.bookings === 1 ? '' : 's'} whose money went back`;
    amountLine(doc, `${what}, ${formatMonth(row.month)} (SAC ${FEE_SAC})`, row.taxablePaise);
    rule(doc);
    amountLine(doc, 'Taxable value', row.taxablePaise);
    if (row.igstPaise > 0 || row.buyerState !== row.sellerState)
      amountLine(doc, 'IGST @ 18%', row.igstPaise);
    else {
      amountLine(doc, 'CGST @ 9%', row.cgstPaise);
      amountLine(doc, 'SGST @ 9%', row.sgstPaise);
    }
    amountLine(doc, invoice ? 'Total' : 'Total credited', row.totalPaise, true);
    rule(doc);
    doc.moveDown(1).font('Helvetica').fontSize(8).fillColor('#475569');
    doc.text(
      'The fee and the GST on it were withheld from your payouts booking by booking; each payout statement lists them. ' +
        'GST is computed on each booking’s fee. Tax is not payable on reverse charge.',
      MARGIN,
      doc.y,
      { width: WIDTH },
    );
    doc.fillColor('#000000');
  }, `${title} ${row.number}`);
}
