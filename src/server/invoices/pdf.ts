import { gstStateLabel } from '../../shared/gst-states';
import { ratePercentText } from '../../shared/gst';
import { formatDayMonthYearIn } from '../../shared/i18n/dates';
import type { Language } from '../../shared/i18n/languages';
import { CARD_OR_UPI, PAID_WITH_CREDIT } from '../../shared/paid-with';
import { timeLabel } from '../../shared/slots';
import { zonedNow } from '../../shared/time';
import type { DocumentWords } from '../i18n/documents';
import type { CreditNoteRow, InvoiceLine, InvoicePayment, InvoiceRow } from './documents';
import {
  BOLD,
  BRAND,
  FONT,
  MARGIN,
  WIDTH,
  amountText,
  heading,
  languageOfDocument,
  render,
  rule,
  wordsOf,
} from './pdf-layout';
import { documentWords } from '../i18n/documents';

// The documents as PDF (decision 038): one A4 page with the seller, the buyer, the lines
// and the figures, on the page of pdf-layout.ts, in the reader's language (decision 065).

function issuedOn(language: Language, at: Date, timeZone: string) {
  return formatDayMonthYearIn(language, zonedNow(at, timeZone).date);
}

function lineText(language: Language, line: InvoiceLine) {
  const words = documentWords(language);
  const court = line.courtName ? `, ${line.courtName}` : '';
  const slot = `${formatDayMonthYearIn(language, line.day)}, ${timeLabel(line.startMinute)} - ${timeLabel(line.endMinute)}${court}`;
  const values = { reference: line.reference, slot };
  if (line.move) return words.moveLine(values);
  return line.spot ? words.gameSpotLine(values) : words.turfBookingLine(values);
}

function parties(doc: PDFKit.PDFDocument, invoice: InvoiceRow) {
  const words = wordsOf(doc);
  const top = doc.y;
  const half = WIDTH / 2 - 10;
  doc.font(BOLD).text(words.seller, MARGIN, top, { width: half });
  doc
    .font(FONT)
    .text(invoice.sellerName, { width: half })
    .text(invoice.sellerAddress, { width: half });
  if (invoice.sellerGstin) doc.text(words.gstin({ gstin: invoice.sellerGstin }), { width: half });
  if (invoice.sellerState)
    doc.text(words.state({ state: gstStateLabel(invoice.sellerState) }), { width: half });
  const sellerBottom = doc.y;
  const right = MARGIN + WIDTH / 2 + 10;
  doc.font(BOLD).text(words.buyer, right, top, { width: half });
  doc.font(FONT).text(invoice.buyerName, right, doc.y, { width: half });
  // A player who signed up with a mobile number has no e-mail (docs/decisions/058).
  if (invoice.buyerEmail) doc.text(invoice.buyerEmail, { width: half });
  if (invoice.buyerState)
    doc.text(words.placeOfSupply({ state: gstStateLabel(invoice.buyerState) }), { width: half });
  doc.x = MARGIN;
  doc.y = Math.max(sellerBottom, doc.y) + 14;
}

function row(doc: PDFKit.PDFDocument, cells: [string, string, string], bold = false) {
  const y = doc.y;
  doc.font(bold ? BOLD : FONT);
  doc.text(cells[0], MARGIN, y, { width: WIDTH - 170 });
  const bottom = doc.y;
  doc.text(cells[1], MARGIN + WIDTH - 160, y, { width: 60 });
  doc.text(cells[2], MARGIN + WIDTH - 100, y, { width: 100, align: 'right' });
  doc.x = MARGIN;
  doc.y = Math.max(bottom, doc.y) + 4;
}

interface Figures {
  amountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

function totals(
  doc: PDFKit.PDFDocument,
  invoice: InvoiceRow,
  figures: Figures,
  totalLabel: string,
) {
  const words = wordsOf(doc);
  const money = (paise: number) => amountText(doc, paise);
  rule(doc);
  if (invoice.kind === 'tax_invoice') {
    const half = ratePercentText(invoice.rateBasisPoints / 2);
    row(doc, [words.taxableValue, '', money(figures.taxablePaise)]);
    if (figures.igstPaise !== 0 || invoice.buyerState !== invoice.sellerState)
      row(doc, [
        words.igst({ rate: ratePercentText(invoice.rateBasisPoints) }),
        '',
        money(figures.igstPaise),
      ]);
    else {
      row(doc, [words.cgst({ rate: half }), '', money(figures.cgstPaise)]);
      row(doc, [words.sgst({ rate: half }), '', money(figures.sgstPaise)]);
    }
  }
  row(doc, [totalLabel, '', money(figures.amountPaise)], true);
  rule(doc);
}

function footnote(doc: PDFKit.PDFDocument, invoice: InvoiceRow) {
  const words = wordsOf(doc);
  doc.moveDown(1).font(FONT).fontSize(8).fillColor('#475569');
  doc.text(
    invoice.kind === 'tax_invoice'
      ? words.taxInvoiceNote({ brand: BRAND })
      : words.receiptNote({ brand: BRAND }),
    { width: WIDTH },
  );
  doc.fillColor('#000000').fontSize(10);
}

/** How a part was paid, in the document's words (shared/paid-with writes it in English). */
function methodText(words: DocumentWords, label: string) {
  if (label === PAID_WITH_CREDIT) return words.paidWithCredit;
  if (label === CARD_OR_UPI) return words.cardOrUpi;
  const card = /^Card ending (\d{4})$/.exec(label);
  return card ? words.cardEnding({ last4: card[1]! }) : label;
}

/** The list price and promo code where one took something off, then how it was paid. */
function paymentLines(doc: PDFKit.PDFDocument, invoice: InvoiceRow, payment: InvoicePayment) {
  const words = wordsOf(doc);
  const money = (paise: number) => amountText(doc, paise);
  if (payment.discount) {
    row(doc, [words.listPrice, '', money(invoice.amountPaise + payment.discount.paise)]);
    row(doc, [
      words.discount({ code: payment.discount.code }),
      '',
      `-${money(payment.discount.paise)}`,
    ]);
  }
  for (const part of payment.paidWith)
    row(doc, [words.paidWith({ method: methodText(words, part.label) }), '', money(part.paise)]);
  if (payment.discount || payment.paidWith.length > 0) rule(doc);
}

/** A payment's tax invoice (venue with a GSTIN) or receipt (without), and how it was paid. */
export function invoicePdf(
  invoice: InvoiceRow,
  lines: InvoiceLine[],
  payment: InvoicePayment,
  timeZone: string,
  language: Language = 'en',
) {
  const words = documentWords(language);
  const tax = invoice.kind === 'tax_invoice';
  const title = tax ? words.taxInvoice : words.receipt;
  return render(
    (doc) => {
      heading(doc, title, [
        [tax ? words.invoiceNumber : words.receiptNumber, invoice.number],
        [words.date, issuedOn(language, invoice.issuedAt, timeZone)],
        [words.payment, invoice.paymentIntentId],
      ]);
      parties(doc, invoice);
      row(doc, [words.description, tax ? words.sac : '', words.amount], true);
      rule(doc);
      for (const line of lines)
        row(doc, [
          lineText(languageOfDocument(doc), line),
          tax ? invoice.sac : '',
          amountText(doc, line.amountPaise),
        ]);
      totals(doc, invoice, invoice, tax ? words.totalGstInclusive : words.amountPaid);
      paymentLines(doc, invoice, payment);
      footnote(doc, invoice);
    },
    `${title} ${invoice.number}`,
    language,
  );
}

/** The credit note of one refund, against its invoice. */
export function creditNotePdf(
  note: CreditNoteRow,
  invoice: InvoiceRow,
  line: InvoiceLine,
  timeZone: string,
  language: Language = 'en',
) {
  const words = documentWords(language);
  const tax = invoice.kind === 'tax_invoice';
  return render(
    (doc) => {
      heading(doc, words.creditNote, [
        [words.creditNoteNumber, note.number],
        [words.date, issuedOn(language, note.issuedAt, timeZone)],
        [
          tax ? words.againstInvoice : words.againstReceipt,
          words.numberDated({
            number: invoice.number,
            date: issuedOn(language, invoice.issuedAt, timeZone),
          }),
        ],
      ]);
      parties(doc, invoice);
      row(doc, [words.description, tax ? words.sac : '', words.amount], true);
      rule(doc);
      // A game's return: a joiner bought one spot of this booking, so its price comes off the
      // organizer's invoice (docs/decisions/045).
      const described = lineText(language, line);
      row(doc, [
        note.gamePlayerId
          ? words.spotTakenOf({ line: described })
          : words.refundOf({ line: described }),
        tax ? invoice.sac : '',
        amountText(doc, note.amountPaise),
      ]);
      totals(doc, invoice, note, words.totalRefunded);
      footnote(doc, invoice);
    },
    `${words.creditNote} ${note.number}`,
    language,
  );
}
