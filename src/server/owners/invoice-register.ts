import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { paiseToRupeesText } from '../../shared/pricing';
import { monthDates } from '../../shared/register-month';
import { startOfLocalDate, zonedNow } from '../../shared/time';
import { gstStateLabel } from '../../shared/gst-states';
import type { DbOrTx } from '../db/database';
import { creditNotes, invoices } from '../db/schema-invoices';
import { csvRecord, csvRecordWithAmounts } from '../http/csv';
import { fileSlug } from './bookings-csv';

// A venue's invoice register for one month (docs/decisions/038): every invoice and receipt issued
// in it, and every credit note as a negative row, in date and number order, so the month's total
// is what the venue kept. Amounts are rupees with two decimals and no grouping, as a spreadsheet
// or the GST returns' upload tools read them.

const BOM = '\uFEFF';
const HEADER = [
  'Document',
  'Number',
  'Date',
  'Against invoice',
  'Buyer',
  'Buyer email',
  'Place of supply',
  'SAC',
  'GST rate %',
  'Taxable value',
  'CGST',
  'SGST',
  'IGST',
  'Total',
];

const DOCUMENT_NAMES = { tax_invoice: 'Tax invoice', receipt: 'Receipt' } as const;

const rupees = (paise: number) => paiseToRupeesText(paise);
const AMOUNTS = 5;

function record(fields: string[]) {
  return csvRecordWithAmounts(fields.slice(0, -AMOUNTS), fields.slice(-AMOUNTS));
}

export async function invoiceRegisterCsv(
  db: DbOrTx,
  turfId: string,
  month: string,
  timeZone: string,
): Promise<string> {
  const { first, next } = monthDates(month);
  const from = startOfLocalDate(first, timeZone);
  const to = startOfLocalDate(next, timeZone);
  const [issued, notes] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(
        and(eq(invoices.turfId, turfId), gte(invoices.issuedAt, from), lt(invoices.issuedAt, to)),
      )
      .orderBy(asc(invoices.issuedAt), asc(invoices.serial)),
    db
      .select({ note: creditNotes, invoice: invoices })
      .from(creditNotes)
      .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
      .where(
        and(
          eq(creditNotes.turfId, turfId),
          gte(creditNotes.issuedAt, from),
          lt(creditNotes.issuedAt, to),
        ),
      )
      .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.serial)),
  ]);
  const dateOf = (at: Date) => zonedNow(at, timeZone).date;
  const rows = [
    ...issued.map((invoice) => ({
      at: invoice.issuedAt,
      fields: [
        DOCUMENT_NAMES[invoice.kind],
        invoice.number,
        dateOf(invoice.issuedAt),
        '',
        invoice.buyerName,
        invoice.buyerEmail ?? '',
        invoice.buyerState ? gstStateLabel(invoice.buyerState) : '',
        invoice.kind === 'tax_invoice' ? invoice.sac : '',
        invoice.kind === 'tax_invoice' ? String(invoice.rateBasisPoints / 100) : '',
        rupees(invoice.taxablePaise),
        rupees(invoice.cgstPaise),
        rupees(invoice.sgstPaise),
        rupees(invoice.igstPaise),
        rupees(invoice.amountPaise),
      ],
    })),
    ...notes.map(({ note, invoice }) => ({
      at: note.issuedAt,
      fields: [
        'Credit note',
        note.number,
        dateOf(note.issuedAt),
        invoice.number,
        invoice.buyerName,
        invoice.buyerEmail ?? '',
        invoice.buyerState ? gstStateLabel(invoice.buyerState) : '',
        invoice.kind === 'tax_invoice' ? invoice.sac : '',
        invoice.kind === 'tax_invoice' ? String(invoice.rateBasisPoints / 100) : '',
        rupees(-note.taxablePaise),
        rupees(-note.cgstPaise),
        rupees(-note.sgstPaise),
        rupees(-note.igstPaise),
        rupees(-note.amountPaise),
      ],
    })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  return BOM + csvRecord(HEADER) + rows.map((row) => record(row.fields)).join('');
}

export function registerFileName(turfName: string, month: string) {
  return `${fileSlug(turfName)}-invoices-${month}.csv`;
}
