import { formatDayMonthYear } from '../../shared/display-format';
import { gstStateLabel } from '../../shared/gst-states';
import { ratePercentText } from '../../shared/gst';
import { timeLabel } from '../../shared/slots';
import { zonedNow } from '../../shared/time';
import type { CreditNoteRow, InvoiceLine, InvoicePayment, InvoiceRow } from './documents';
import { BRAND, MARGIN, WIDTH, heading, money, render, rule } from './pdf-layout';

// The documents as PDF (decision 038): one A4 page with the seller, the buyer, the lines
// and the figures, on the page of pdf-layout.ts.

function issuedOn(at: Date, timeZone: string) {
  return formatDayMonthYear(zonedNow(at, timeZone).date);
}

function lineText(line: InvoiceLine) {
  const court = line.courtName ? `, ${line.courtName}` : '';
  const what = line.spot ? 'One spot in the open game on turf booking' : 'Turf booking';
  const reference = line.move
    ? `Price difference of moving turf booking ${line.reference} to`
    : `${what} ${line.reference}:`;
  return `${reference} ${formatDayMonthYear(line.day)}, ${timeLabel(line.startMinute)} - ${timeLabel(line.endMinute)}${court}`;
}

function parties(doc: PDFKit.PDFDocument, invoice: InvoiceRow) {
  const top = doc.y;
  const half = WIDTH / 2 - 10;
  doc.font('Helvetica-Bold').text('Seller', MARGIN, top, { width: half });
  doc
    .font('Helvetica')
    .text(invoice.sellerName, { width: half })
    .text(invoice.sellerAddress, { width: half });
  if (invoice.sellerGstin) doc.text(`GSTIN: ${invoice.sellerGstin}`, { width: half });
  if (invoice.sellerState)
    doc.text(`State: ${gstStateLabel(invoice.sellerState)}`, { width: half });
  const sellerBottom = doc.y;
  const right = MARGIN + WIDTH / 2 + 10;
  doc.font('Helvetica-Bold').text('Buyer', right, top, { width: half });
  doc.font('Helvetica').text(invoice.buyerName, right, doc.y, { width: half });
  // A player who signed up with a mobile number has no e-mail (docs/decisions/058).
  if (invoice.buyerEmail) doc.text(invoice.buyerEmail, { width: half });
  if (invoice.buyerState)
    doc.text(`Place of supply: ${gstStateLabel(invoice.buyerState)}`, { width: half });
  doc.x = MARGIN;
  doc.y = Math.max(sellerBottom, doc.y) + 14;
}

function row(doc: PDFKit.PDFDocument, cells: [string, string, string], bold = false) {
  const y = doc.y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
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
  rule(doc);
  if (invoice.kind === 'tax_invoice') {
    const half = ratePercentText(invoice.rateBasisPoints / 2);
    row(doc, ['Taxable value', '', money(figures.taxablePaise)]);
    if (figures.igstPaise !== 0 || invoice.buyerState !== invoice.sellerState)
      row(doc, [
        `IGST @ ${ratePercentText(invoice.rateBasisPoints)}%`,
        '',
        money(figures.igstPaise),
      ]);
    else {
      row(doc, [`CGST @ ${half}%`, '', money(figures.cgstPaise)]);
      row(doc, [`SGST @ ${half}%`, '', money(figures.sgstPaise)]);
    }
  }
  row(doc, [totalLabel, '', money(figures.amountPaise)], true);
  rule(doc);
}

function footnote(doc: PDFKit.PDFDocument, invoice: InvoiceRow) {
  doc.moveDown(1).font('Helvetica').fontSize(8).fillColor('#475569');
  doc.text(
    invoice.kind === 'tax_invoice'
      ? `Prices include GST. Tax is not payable on reverse charge. ${BRAND} collects payments on behalf of the venue.`
      : `The venue is not registered for GST, so no tax is charged separately. ${BRAND} collects payments on behalf of the venue.`,
    { width: WIDTH },
  );
  doc.fillColor('#000000').fontSize(10);
}

/** The list price and promo code where one took something off, then how it was paid. */
function paymentLines(doc: PDFKit.PDFDocument, invoice: InvoiceRow, payment: InvoicePayment) {
  if (payment.discount) {
    row(doc, ['List price', '', money(invoice.amountPaise + payment.discount.paise)]);
    row(doc, [`Discount (${payment.discount.code})`, '', `-${money(payment.discount.paise)}`]);
  }
  for (const part of payment.paidWith) row(doc, [`Paid with ${part.label}`, '', money(part.paise)]);
  if (payment.discount || payment.paidWith.length > 0) rule(doc);
}

/** A payment's tax invoice (venue with a GSTIN) or receipt (without), and how it was paid. */
export function invoicePdf(
  invoice: InvoiceRow,
  lines: InvoiceLine[],
  payment: InvoicePayment,
  timeZone: string,
) {
  const title = invoice.kind === 'tax_invoice' ? 'Tax Invoice' : 'Receipt';
  return render((doc) => {
    heading(doc, title, [
      [invoice.kind === 'tax_invoice' ? 'Invoice number' : 'Receipt number', invoice.number],
      ['Date', issuedOn(invoice.issuedAt, timeZone)],
      ['Payment', invoice.paymentIntentId],
    ]);
    parties(doc, invoice);
    row(doc, ['Description', invoice.kind === 'tax_invoice' ? 'SAC' : '', 'Amount'], true);
    rule(doc);
    for (const line of lines)
      row(doc, [
        lineText(line),
        invoice.kind === 'tax_invoice' ? invoice.sac : '',
        money(line.amountPaise),
      ]);
    totals(
      doc,
      invoice,
      invoice,
      invoice.kind === 'tax_invoice' ? 'Total (GST inclusive)' : 'Amount paid',
    );
    paymentLines(doc, invoice, payment);
    footnote(doc, invoice);
  }, `${title} ${invoice.number}`);
}

/** The credit note of one refund, against its invoice. */
export function creditNotePdf(
  note: CreditNoteRow,
  invoice: InvoiceRow,
  line: InvoiceLine,
  timeZone: string,
) {
  return render((doc) => {
    heading(doc, 'Credit Note', [
      ['Credit note number', note.number],
      ['Date', issuedOn(note.issuedAt, timeZone)],
      [
        invoice.kind === 'tax_invoice' ? 'Against invoice' : 'Against receipt',
        `${invoice.number} dated ${issuedOn(invoice.issuedAt, timeZone)}`,
      ],
    ]);
    parties(doc, invoice);
    row(doc, ['Description', invoice.kind === 'tax_invoice' ? 'SAC' : '', 'Amount'], true);
    rule(doc);
    // A game's return: a joiner bought one spot of this booking, so its price comes off the
    // organizer's invoice (docs/decisions/045).
    const what = note.gamePlayerId
      ? 'One spot taken by another player in the open game on'
      : 'Refund of';
    row(doc, [
      `${what} ${lineText(line)}`,
      invoice.kind === 'tax_invoice' ? invoice.sac : '',
      money(note.amountPaise),
    ]);
    totals(doc, invoice, note, 'Total refunded');
    footnote(doc, invoice);
  }, `Credit Note ${note.number}`);
}
