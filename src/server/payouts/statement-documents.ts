import { asc, eq, sql, type AnyColumn } from 'drizzle-orm';
import { formatDayMonthYear } from '../../shared/display-format';
import { paiseToRupeesText } from '../../shared/pricing';
import { zonedNow } from '../../shared/time';
import type { DbOrTx } from '../db/database';
import { turfs } from '../db/schema';
import { bookings } from '../db/schema-bookings';
import type { payoutStatements } from '../db/schema-payouts';
import { payoutLineChanges, payoutLines, payoutTransfers } from '../db/schema-payouts';
import { csvRecord, csvRecordWithAmounts } from '../http/csv';
import { MARGIN, WIDTH, amountLine, heading, render, rule } from '../invoices/pdf-layout';
import { transferIdShown } from './payout-release';

// A weekly statement as its venue's accountant reads it (docs/decisions/054): each booking it
// lists with its figures (the sum of its ledger rows on the statement), each transfer with its id
// and date, and the balance: opening + net of the bookings − transfers = closing.

export type StatementRow = typeof payoutStatements.$inferSelect;

export interface StatementBooking {
  reference: string;
  playedOn: string;
  grossPaise: number;
  returnedPaise: number;
  feePaise: number;
  feeGstPaise: number;
  tcsPaise: number;
  tdsPaise: number;
  netPaise: number;
}

export interface StatementTransfer {
  id: string;
  processedOn: string;
  amountPaise: number;
}

export interface StatementDetail {
  statement: StatementRow;
  turfName: string;
  bookings: StatementBooking[];
  transfers: StatementTransfer[];
}

const total = (column: AnyColumn) => sql<string>`sum(${column})::text`;

export async function statementDetail(
  db: DbOrTx,
  statement: StatementRow,
  timeZone: string,
): Promise<StatementDetail> {
  const [[turf], lines, transfers] = await Promise.all([
    db.select({ name: turfs.name }).from(turfs).where(eq(turfs.id, statement.turfId)),
    db
      .select({
        reference: bookings.reference,
        playedOn: payoutLines.playedOn,
        grossPaise: total(payoutLineChanges.grossPaise),
        returnedPaise: total(payoutLineChanges.returnedPaise),
        feePaise: total(payoutLineChanges.feePaise),
        feeGstPaise: total(payoutLineChanges.feeGstPaise),
        tcsPaise: sql<string>`sum(${payoutLineChanges.tcsCgstPaise} + ${payoutLineChanges.tcsSgstPaise} + ${payoutLineChanges.tcsIgstPaise})::text`,
        tdsPaise: total(payoutLineChanges.tdsPaise),
        netPaise: total(payoutLineChanges.netPaise),
      })
      .from(payoutLineChanges)
      .innerJoin(payoutLines, eq(payoutLines.id, payoutLineChanges.lineId))
      .innerJoin(bookings, eq(bookings.id, payoutLineChanges.bookingId))
      .where(eq(payoutLineChanges.statementId, statement.id))
      .groupBy(bookings.reference, payoutLines.playedOn)
      .orderBy(asc(payoutLines.playedOn), asc(bookings.reference)),
    db
      .select()
      .from(payoutTransfers)
      .where(eq(payoutTransfers.statementId, statement.id))
      .orderBy(asc(payoutTransfers.processedAt)),
  ]);
  return {
    statement,
    turfName: turf?.name ?? '',
    bookings: lines.map((line) => ({
      reference: line.reference,
      playedOn: line.playedOn,
      grossPaise: Number(line.grossPaise),
      returnedPaise: Number(line.returnedPaise),
      feePaise: Number(line.feePaise),
      feeGstPaise: Number(line.feeGstPaise),
      tcsPaise: Number(line.tcsPaise),
      tdsPaise: Number(line.tdsPaise),
      netPaise: Number(line.netPaise),
    })),
    transfers: transfers.map((transfer) => ({
      id: transferIdShown(transfer),
      processedOn: zonedNow(transfer.processedAt!, timeZone).date,
      amountPaise: transfer.amountPaise,
    })),
  };
}

export function statementFileName(detail: StatementDetail, extension: 'pdf' | 'csv') {
  const slug = detail.turfName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `statement-${slug || 'turf'}-${detail.statement.periodFrom}.${extension}`;
}

const CSV_HEADER = [
  'Entry',
  'Reference',
  'Date',
  'Gross',
  'Money back',
  'Fee',
  'GST on fee',
  'TCS',
  'TDS',
  'Net',
];

/**
 * The statement as CSV: the opening balance, one row per booking, one per transfer (its amount
 * negative in Net), the week's totals, and the closing balance, so the Net column of the opening,
 * booking and transfer rows adds up to the closing balance.
 */
export function statementCsv(detail: StatementDetail): string {
  const { statement } = detail;
  const rupees = paiseToRupeesText;
  const balance = (entry: string, date: string, paise: number) =>
    csvRecordWithAmounts([entry, '', date], ['', '', '', '', '', '', rupees(paise)]);
  const figures = (row: Omit<StatementBooking, 'reference' | 'playedOn'>) =>
    [
      row.grossPaise,
      row.returnedPaise,
      row.feePaise,
      row.feeGstPaise,
      row.tcsPaise,
      row.tdsPaise,
      row.netPaise,
    ].map(rupees);
  return (
    '\uFEFF' +
    csvRecord(CSV_HEADER) +
    balance('Opening balance', statement.periodFrom, statement.openingPaise) +
    detail.bookings
      .map((row) => csvRecordWithAmounts(['Booking', row.reference, row.playedOn], figures(row)))
      .join('') +
    detail.transfers
      .map((transfer) =>
        csvRecordWithAmounts(
          ['Transfer', transfer.id, transfer.processedOn],
          ['', '', '', '', '', '', rupees(-transfer.amountPaise)],
        ),
      )
      .join('') +
    csvRecordWithAmounts(['Week total', '', ''], figures(statement)) +
    balance('Closing balance', statement.periodTo, statement.closingPaise)
  );
}

const COLUMNS = [
  { label: 'Booking', width: 78 },
  { label: 'Played', width: 62 },
  { label: 'Gross', width: 55 },
  { label: 'Back', width: 50 },
  { label: 'Fee', width: 50 },
  { label: 'GST fee', width: 45 },
  { label: 'TCS', width: 40 },
  { label: 'TDS', width: 40 },
  { label: 'Net', width: 75 },
];

function tableRow(doc: PDFKit.PDFDocument, cells: string[], bold = false) {
  const y = doc.y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
  let x = MARGIN;
  let bottom = y;
  cells.forEach((cell, index) => {
    const column = COLUMNS[index]!;
    doc.text(cell, x, y, { width: column.width - 4, align: index < 2 ? 'left' : 'right' });
    bottom = Math.max(bottom, doc.y);
    x += column.width;
  });
  doc.x = MARGIN;
  doc.y = bottom + 3;
}

function figureCells(row: Omit<StatementBooking, 'reference' | 'playedOn'>) {
  const plain = (paise: number) => paiseToRupeesText(paise);
  return [
    plain(row.grossPaise),
    plain(row.returnedPaise),
    plain(row.feePaise),
    plain(row.feeGstPaise),
    plain(row.tcsPaise),
    plain(row.tdsPaise),
    plain(row.netPaise),
  ];
}

export function statementPdf(detail: StatementDetail, timeZone: string): Promise<Buffer> {
  const { statement } = detail;
  const week = `${formatDayMonthYear(statement.periodFrom)} to ${formatDayMonthYear(statement.periodTo)}`;
  return render((doc) => {
    heading(doc, 'Payout statement', [
      ['Venue', detail.turfName],
      ['Week played', week],
      ['Issued', formatDayMonthYear(zonedNow(statement.issuedAt, timeZone).date)],
    ]);
    amountLine(doc, 'Opening balance', statement.openingPaise);
    doc.moveDown(0.6);
    tableRow(
      doc,
      COLUMNS.map((column) => column.label),
      true,
    );
    rule(doc);
    if (detail.bookings.length === 0)
      doc.font('Helvetica').fontSize(9).text('No bookings sold online this week.', MARGIN);
    for (const row of detail.bookings)
      tableRow(doc, [row.reference, formatDayMonthYear(row.playedOn), ...figureCells(row)]);
    rule(doc);
    tableRow(doc, ['Week total', '', ...figureCells(statement)], true);
    doc.moveDown(0.8);
    doc.font('Helvetica-Bold').fontSize(10).text('Transfers to your bank account', MARGIN);
    doc.moveDown(0.3);
    if (detail.transfers.length === 0)
      doc.font('Helvetica').fontSize(9).text('No transfers this week.', MARGIN);
    for (const transfer of detail.transfers)
      amountLine(
        doc,
        `${transfer.id} on ${formatDayMonthYear(transfer.processedOn)}`,
        -transfer.amountPaise,
      );
    doc.moveDown(0.6);
    rule(doc);
    amountLine(doc, 'Opening balance', statement.openingPaise);
    amountLine(doc, 'Net of the week', statement.netPaise);
    amountLine(doc, 'Transferred', -statement.transfersPaise);
    amountLine(doc, 'Closing balance', statement.closingPaise, true);
    doc.moveDown(1).font('Helvetica').fontSize(8).fillColor('#475569');
    doc.text(
      'Amounts in rupees. Fee: TurfBook’s commission on the price net of money back, with GST at 18% on it. ' +
        'TCS: GST collected at source under section 52 of the CGST Act. TDS: income tax deducted under section 194-O ' +
        'of the Income-tax Act. A negative closing balance is recovered from your next payouts.',
      MARGIN,
      doc.y,
      { width: WIDTH },
    );
    doc.fillColor('#000000');
  }, `Payout statement ${week}`);
}
