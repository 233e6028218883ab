import { sql } from 'drizzle-orm';
import { financialYearShort } from '../../shared/financial-year';
import type { DbOrTx } from '../db/database';
import { documentSeries } from '../db/schema-invoices';

// Gapless numbers (decision 038): the next number of a series is taken by one upsert that
// increments the series' row inside the caller's transaction. The row lock makes concurrent
// takers of one series wait for each other, on one process or many, and a transaction that rolls
// back returns its number, so the numbers that exist are always 1..n without a hole.

export type SeriesKind = 'tax_invoice' | 'receipt' | 'credit_note';

const PREFIX: Record<SeriesKind, string> = {
  tax_invoice: 'INV',
  receipt: 'RCT',
  credit_note: 'CN',
};

/** The next serial of a venue's series for a financial year, taken in `tx`. */
export async function takeSerial(
  tx: DbOrTx,
  turfId: string,
  financialYear: number,
  kind: SeriesKind,
): Promise<number> {
  const [row] = await tx
    .insert(documentSeries)
    .values({ turfId, financialYear, kind, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentSeries.turfId, documentSeries.financialYear, documentSeries.kind],
      set: { lastNumber: sql`${documentSeries.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentSeries.lastNumber });
  return row!.lastNumber;
}

/**
 * 'INV/26-27/000042': the kind, the year and the serial, at most 16 characters of letters, digits,
 * '-' and '/' as GST rule 46 allows for an invoice number.
 */
export function documentNumber(kind: SeriesKind, financialYear: number, serial: number): string {
  return `${PREFIX[kind]}/${financialYearShort(financialYear)}/${String(serial).padStart(6, '0')}`;
}
