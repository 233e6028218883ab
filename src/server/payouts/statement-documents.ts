import { asc, eq, sql, type AnyColumn } from 'drizzle-orm';
import { formatDayMonthYearIn } from '../../shared/i18n/dates';
import type { Language } from '../../shared/i18n/languages';
import { paiseToRupeesText } from '../../shared/pricing';
import { zonedNow } from '../../shared/time';
import type { DbOrTx } from '../db/database';
import { turfs } from '../db/schema';
import { bookings } from '../db/schema-bookings';
import type { payoutStatements } from '../db/schema-payouts';
import { payoutLineChanges, payoutLines, payoutTransfers } from '../db/schema-payouts';
import { csvRecord, csvRecordWithAmounts } from '../http/csv';
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

/** The statement's columns: their words in the document's language, their widths in points. */
const COLUMNS = [
  { label: 'columnBooking', width: 78 },
  { label: 'columnPlayed', width: 62 },
  { label: 'columnGross', width: 55 },
  { label: 'columnBack', width: 50 },
  { label: 'columnFee', width: 50 },
  { label: 'columnGstFee', width: 45 },
  { label: 'columnTcs', width: 40 },
  { label: 'columnTds', width: 40 },
  { label: 'columnNet', width: 75 },
] as const;

function tableRow(doc: PDFKit.PDFDocument, cells: string[], bold = false) {
  const y = doc.y;
  doc.font(bold ? BOLD : FONT).fontSize(8);
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

export function statementPdf(
  detail: StatementDetail,
  timeZone: string,
  language: Language = 'en',
): Promise<Buffer> {
  const { statement } = detail;
  const words = documentWords(language);
  const date = (day: string) => formatDayMonthYearIn(language, day);
  const week = words.week({ from: date(statement.periodFrom), to: date(statement.periodTo) });
  return render(
    (doc) => {
      heading(doc, words.payoutStatement, [
        [words.venue, detail.turfName],
        [words.weekPlayed, week],
        [words.issued, date(zonedNow(statement.issuedAt, timeZone).date)],
      ]);
      amountLine(doc, words.openingBalance, statement.openingPaise);
      doc.moveDown(0.6);
      tableRow(
        doc,
        COLUMNS.map((column) => words[column.label]),
        true,
      );
      rule(doc);
      if (detail.bookings.length === 0)
        doc.font(FONT).fontSize(9).text(words.noBookingsThisWeek, MARGIN);
      for (const row of detail.bookings)
        tableRow(doc, [row.reference, date(row.playedOn), ...figureCells(row)]);
      rule(doc);
      tableRow(doc, [words.weekTotal, '', ...figureCells(statement)], true);
      doc.moveDown(0.8);
      doc.font(BOLD).fontSize(10).text(words.transfersHeading, MARGIN);
      doc.moveDown(0.3);
      if (detail.transfers.length === 0)
        doc.font(FONT).fontSize(9).text(words.noTransfersThisWeek, MARGIN);
      for (const transfer of detail.transfers)
        amountLine(
          doc,
          words.transferOn({ id: transfer.id, date: date(transfer.processedOn) }),
          -transfer.amountPaise,
        );
      doc.moveDown(0.6);
      rule(doc);
      amountLine(doc, words.openingBalance, statement.openingPaise);
      amountLine(doc, words.netOfTheWeek, statement.netPaise);
      amountLine(doc, words.transferred, -statement.transfersPaise);
      amountLine(doc, words.closingBalance, statement.closingPaise, true);
      doc.moveDown(1).font(FONT).fontSize(8).fillColor('#475569');
      doc.text(words.statementNote, MARGIN, doc.y, { width: WIDTH });
      doc.fillColor('#000000');
    },
    `${words.payoutStatement} ${week}`,
    language,
  );
}
