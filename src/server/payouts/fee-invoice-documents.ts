import { desc, eq } from 'drizzle-orm';
import type { FeeDocument } from '../../shared/api/payout-contract';
import { gstStateLabel } from '../../shared/gst-states';
import { formatDayMonthYearIn, formatMonthIn } from '../../shared/i18n/dates';
import type { Language } from '../../shared/i18n/languages';
import { paiseToRupeesText } from '../../shared/pricing';
import { zonedNow } from '../../shared/time';
import type { DbOrTx } from '../db/database';
import { feeDocuments } from '../db/schema-fee-invoices';
import { documentWords } from '../i18n/documents';
import {
  BOLD,
  FONT,
  MARGIN,
  WIDTH,
  amountLine,
  heading,
  render,
  rule,
} from '../invoices/pdf-layout';

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
  doc.font(BOLD).fontSize(10).text(title, x, top, { width });
  doc.font(FONT);
  for (const line of lines) doc.text(line, x, doc.y, { width });
  return doc.y;
}

export function feeDocumentPdf(
  row: FeeDocumentRow,
  timeZone: string,
  language: Language = 'en',
): Promise<Buffer> {
  const words = documentWords(language);
  const invoice = row.kind === 'fee_invoice';
  const title = invoice ? words.taxInvoice : words.creditNote;
  const month = formatMonthIn(language, row.month);
  return render(
    (doc) => {
      heading(doc, title, [
        [invoice ? words.invoiceNumber : words.creditNoteNumber, row.number],
        [words.date, formatDayMonthYearIn(language, zonedNow(row.issuedAt, timeZone).date)],
        [words.for, month],
      ]);
      const top = doc.y;
      const sellerBottom = party(doc, MARGIN, top, words.supplier, [
        row.sellerName,
        row.sellerAddress,
        words.gstin({ gstin: row.sellerGstin }),
        words.state({ state: gstStateLabel(row.sellerState) }),
      ]);
      const buyerBottom = party(doc, MARGIN + WIDTH / 2 + 10, top, words.recipient, [
        row.buyerName,
        ...(row.buyerGstin ? [words.gstin({ gstin: row.buyerGstin })] : []),
        words.placeOfSupply({ state: gstStateLabel(row.buyerState) }),
      ]);
      doc.x = MARGIN;
      doc.y = Math.max(sellerBottom, buyerBottom) + 14;
      const line = { count: row.bookings, month, sac: FEE_SAC };
      amountLine(
        doc,
        invoice ? words.feeLine(line) : words.feeReversedLine(line),
        row.taxablePaise,
      );
      rule(doc);
      amountLine(doc, words.taxableValue, row.taxablePaise);
      if (row.igstPaise > 0 || row.buyerState !== row.sellerState)
        amountLine(doc, words.igst({ rate: '18' }), row.igstPaise);
      else {
        amountLine(doc, words.cgst({ rate: '9' }), row.cgstPaise);
        amountLine(doc, words.sgst({ rate: '9' }), row.sgstPaise);
      }
      amountLine(doc, invoice ? words.total : words.totalCredited, row.totalPaise, true);
      rule(doc);
      doc.moveDown(1).font(FONT).fontSize(8).fillColor('#475569');
      doc.text(words.feeNote, MARGIN, doc.y, { width: WIDTH });
      doc.fillColor('#000000');
    },
    `${title} ${row.number}`,
    language,
  );
}
