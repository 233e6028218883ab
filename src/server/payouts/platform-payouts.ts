import { and, asc, desc, eq, gte, isNotNull, lt, sql, type AnyColumn } from 'drizzle-orm';
import type { AdminPayoutsAnswer } from '../../shared/api/payout-contract';
import { paiseToRupeesText } from '../../shared/pricing';
import { monthDates } from '../../shared/register-month';
import { addDays, startOfLocalDate, type LocalDate } from '../../shared/time';
import type { DbOrTx } from '../db/database';
import { turfs, users } from '../db/schema';
import {
  payoutAccounts,
  payoutLineChanges,
  payoutLines,
  payoutTransfers,
} from '../db/schema-payouts';
import { csvRecord, csvRecordWithAmounts } from '../http/csv';
import { venueBalance } from './payout-release';

// What the admin reads of payouts (docs/decisions/054): a day's platform totals, every venue's
// payouts with the failed ones to act on, and the month's tax files (GSTR-8 for TCS, 194-O for
// TDS). Every figure is a sum of the payout ledger's rows (money collected and returned when it
// was figured, within a minute of moving) and of the transfers processed, so they add up.

const sum = (column: AnyColumn) => sql<string>`coalesce(sum(${column}), 0)::text`;
const rupees = paiseToRupeesText;

function figuredBetween(from: Date, to: Date) {
  return and(gte(payoutLineChanges.figuredAt, from), lt(payoutLineChanges.figuredAt, to));
}

export async function platformDay(
  db: DbOrTx,
  date: LocalDate,
  timeZone: string,
): Promise<Omit<AdminPayoutsAnswer, 'success'>> {
  const from = startOfLocalDate(date, timeZone);
  const to = startOfLocalDate(addDays(date, 1), timeZone);
  const [[moved], [paid], venues] = await Promise.all([
    db
      .select({
        collected: sum(payoutLineChanges.grossPaise),
        returned: sum(payoutLineChanges.returnedPaise),
        fee: sum(payoutLineChanges.feePaise),
        feeGst: sum(payoutLineChanges.feeGstPaise),
        tcs: sql<string>`coalesce(sum(${payoutLineChanges.tcsCgstPaise} + ${payoutLineChanges.tcsSgstPaise} + ${payoutLineChanges.tcsIgstPaise}), 0)::text`,
        tds: sum(payoutLineChanges.tdsPaise),
      })
      .from(payoutLineChanges)
      .where(figuredBetween(from, to)),
    db
      .select({ paidOut: sum(payoutTransfers.amountPaise) })
      .from(payoutTransfers)
      .where(
        and(
          eq(payoutTransfers.status, 'processed'),
          gte(payoutTransfers.processedAt, from),
          lt(payoutTransfers.processedAt, to),
        ),
      ),
    everyVenue(db),
  ]);
  const money = (text: string) => rupees(Number(text));
  return {
    date,
    totals: {
      collected: money(moved!.collected),
      returned: money(moved!.returned),
      fee: money(moved!.fee),
      feeGst: money(moved!.feeGst),
      tcs: money(moved!.tcs),
      tds: money(moved!.tds),
      paidOut: money(paid!.paidOut),
    },
    venues,
  };
}

/** Every venue with payouts: on hold, owed now, and failed (with the bank's reason). */
async function everyVenue(db: DbOrTx): Promise<AdminPayoutsAnswer['venues']> {
  const rows = await db
    .select({
      turfId: payoutLines.turfId,
      name: turfs.name,
      onHold: sql<string>`coalesce(sum(${payoutLines.netPaise}) filter (where ${payoutLines.status} = 'on_hold'), 0)::text`,
      failed: sql<string>`coalesce(sum(${payoutLines.netPaise}) filter (where ${payoutLines.status} = 'failed'), 0)::text`,
      reason: sql<
        string | null
      >`max(${payoutLines.reason}) filter (where ${payoutLines.status} = 'failed')`,
    })
    .from(payoutLines)
    .innerJoin(turfs, eq(turfs.id, payoutLines.turfId))
    .groupBy(payoutLines.turfId, turfs.name)
    .orderBy(asc(turfs.name));
  return Promise.all(
    rows.map(async (row) => ({
      turfId: row.turfId,
      name: row.name,
      onHold: rupees(Number(row.onHold)),
      balance: rupees(await venueBalance(db, row.turfId)),
      failed: rupees(Number(row.failed)),
      reason: row.reason,
    })),
  );
}

function monthRange(month: string, timeZone: string) {
  const { first, next } = monthDates(month);
  return figuredBetween(startOfLocalDate(first, timeZone), startOfLocalDate(next, timeZone));
}

const BOM = '\uFEFF';

/**
 * GSTR-8's table 3 for a month: per supplier GSTIN, the taxable value of supplies made through
 * TurfBook, of those returned, the net TCS was collected on, and the TCS by tax. Money collected
 * and returned in the month, whatever the play date.
 */
export async function gstr8Csv(db: DbOrTx, month: string, timeZone: string): Promise<string> {
  const rows = await db
    .select({
      gstin: payoutLineChanges.sellerGstin,
      gross: sum(payoutLineChanges.grossTaxablePaise),
      net: sum(payoutLineChanges.taxablePaise),
      igst: sum(payoutLineChanges.tcsIgstPaise),
      cgst: sum(payoutLineChanges.tcsCgstPaise),
      sgst: sum(payoutLineChanges.tcsSgstPaise),
    })
    .from(payoutLineChanges)
    .where(and(monthRange(month, timeZone), isNotNull(payoutLineChanges.sellerGstin)))
    .groupBy(payoutLineChanges.sellerGstin)
    .orderBy(asc(payoutLineChanges.sellerGstin));
  const header = [
    'supplier_gstin',
    'gross_value',
    'returns_value',
    'net_value',
    'igst',
    'cgst',
    'sgst',
  ];
  return (
    BOM +
    csvRecord(header) +
    rows
      .map((row) =>
        csvRecordWithAmounts(
          [row.gstin!],
          [
            Number(row.gross),
            Number(row.gross) - Number(row.net),
            Number(row.net),
            Number(row.igst),
            Number(row.cgst),
            Number(row.sgst),
          ].map(rupees),
        ),
      )
      .join('')
  );
}

/**
 * The 194-O file for a month: per PAN (blank where the owner gave none, one row per such owner),
 * the amount TDS was taken on and the TDS, as figured in the month.
 */
export async function tds194oCsv(db: DbOrTx, month: string, timeZone: string): Promise<string> {
  const rows = await db
    .select({
      pan: payoutLineChanges.pan,
      legalName: sql<string>`coalesce(max(${payoutAccounts.legalName}), max(${users.fullname}))`,
      gross: sum(payoutLineChanges.taxablePaise),
      tds: sum(payoutLineChanges.tdsPaise),
    })
    .from(payoutLineChanges)
    .innerJoin(users, eq(users.id, payoutLineChanges.ownerId))
    .leftJoin(payoutAccounts, eq(payoutAccounts.ownerId, payoutLineChanges.ownerId))
    .where(monthRange(month, timeZone))
    .groupBy(payoutLineChanges.pan, payoutLineChanges.ownerId)
    .orderBy(asc(payoutLineChanges.pan), desc(sum(payoutLineChanges.tdsPaise)));
  return (
    BOM +
    csvRecord(['pan', 'legal_name', 'gross_value', 'tds']) +
    rows
      .map((row) =>
        csvRecordWithAmounts(
          [row.pan ?? '', row.legalName],
          [rupees(Number(row.gross)), rupees(Number(row.tds))],
        ),
      )
      .join('')
  );
}
