import { and, desc, eq, gte, lt, min, sql } from 'drizzle-orm';
import { financialYearOf, financialYearShort } from '../../shared/financial-year';
import { monthDates } from '../../shared/register-month';
import { startOfLocalDate, zonedNow } from '../../shared/time';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { turfs } from '../db/schema';
import type { FEE_DOCUMENT_KINDS } from '../../shared/api/payout-contract';
import { feeDocuments, platformDocumentSeries } from '../db/schema-fee-invoices';
import { payoutAccounts, payoutLineChanges } from '../db/schema-payouts';

// TurfBook's fee invoices (docs/decisions/054): at the first run of a month (venue time), each
// venue whose fees moved in the month before gets one tax invoice for the fees raised (the ledger
// rows figured in that month whose fee went up) and one credit note for the fees reversed (those
// whose fee went down), in TurfBook's own gapless series per financial year. The GST on them is
// the GST on fee withheld row by row, so the documents add up to what was kept.

export type FeeDocumentKind = (typeof FEE_DOCUMENT_KINDS)[number];

export interface FeeInvoiceContext {
  db: Db;
  now: () => Date;
  config: Pick<AppConfig, 'venueTimeZone' | 'payouts'>;
}

const PREFIX: Record<FeeDocumentKind, string> = { fee_invoice: 'TBF', fee_credit_note: 'TBC' };

/** 'TBF/26-27/000042': at most 16 characters, as GST rule 46 allows. */
export function feeDocumentNumber(kind: FeeDocumentKind, financialYear: number, serial: number) {
  return `${PREFIX[kind]}/${financialYearShort(financialYear)}/${String(serial).padStart(6, '0')}`;
}

function nextMonth(month: string) {
  return monthDates(month).next.slice(0, 7);
}

export async function issueFeeInvoices(context: FeeInvoiceContext): Promise<number> {
  const { db } = context;
  const timeZone = context.config.venueTimeZone;
  if (!context.config.payouts.turfbook.gstin) return 0;
  const thisMonth = zonedNow(context.now(), timeZone).date.slice(0, 7);
  // From the last month billed (a run may have stopped part way through it), else the ledger's first.
  const [[lastBilled], [firstFigured]] = await Promise.all([
    db
      .select({ month: feeDocuments.month })
      .from(feeDocuments)
      .orderBy(desc(feeDocuments.month))
      .limit(1),
    db.select({ at: min(payoutLineChanges.figuredAt) }).from(payoutLineChanges),
  ]);
  if (!firstFigured?.at) return 0;
  let month = lastBilled?.month ?? zonedNow(firstFigured.at, timeZone).date.slice(0, 7);
  let issued = 0;
  for (; month < thisMonth; month = nextMonth(month)) issued += await billMonth(context, month);
  return issued;
}

async function billMonth(context: FeeInvoiceContext, month: string): Promise<number> {
  const { db } = context;
  const timeZone = context.config.venueTimeZone;
  const { first, next } = monthDates(month);
  const raised = sql`${payoutLineChanges.feePaise} > 0`;
  const lowered = sql`${payoutLineChanges.feePaise} < 0`;
  const venues = await db
    .select({
      turfId: payoutLineChanges.turfId,
      raisedBookings: sql<number>`count(distinct ${payoutLineChanges.bookingId}) filter (where ${raised})`,
      raisedFee: sql<string>`coalesce(sum(${payoutLineChanges.feePaise}) filter (where ${raised}), 0)::text`,
      raisedGst: sql<string>`coalesce(sum(${payoutLineChanges.feeGstPaise}) filter (where ${raised}), 0)::text`,
      loweredBookings: sql<number>`count(distinct ${payoutLineChanges.bookingId}) filter (where ${lowered})`,
      loweredFee: sql<string>`coalesce(-sum(${payoutLineChanges.feePaise}) filter (where ${lowered}), 0)::text`,
      loweredGst: sql<string>`coalesce(-sum(${payoutLineChanges.feeGstPaise}) filter (where ${lowered}), 0)::text`,
    })
    .from(payoutLineChanges)
    .where(
      and(
        gte(payoutLineChanges.figuredAt, startOfLocalDate(first, timeZone)),
        lt(payoutLineChanges.figuredAt, startOfLocalDate(next, timeZone)),
      ),
    )
    .groupBy(payoutLineChanges.turfId)
    .orderBy(payoutLineChanges.turfId);
  let issued = 0;
  for (const venue of venues) {
    const documents = [
      {
        kind: 'fee_invoice' as const,
        bookings: Number(venue.raisedBookings),
        feePaise: Number(venue.raisedFee),
        gstPaise: Number(venue.raisedGst),
      },
      {
        kind: 'fee_credit_note' as const,
        bookings: Number(venue.loweredBookings),
        feePaise: Number(venue.loweredFee),
        gstPaise: Number(venue.loweredGst),
      },
    ];
    for (const document of documents)
      if (document.feePaise > 0 && (await issueOne(context, venue.turfId, month, document)))
        issued += 1;
  }
  return issued;
}

async function issueOne(
  context: FeeInvoiceContext,
  turfId: string,
  month: string,
  document: { kind: FeeDocumentKind; bookings: number; feePaise: number; gstPaise: number },
): Promise<boolean> {
  const { turfbook, turfbookState } = context.config.payouts;
  return context.db.transaction(async (tx) => {
    // One venue's month is billed once across processes: the second finds the first's document.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`fee-${turfId}-${month}`}))`);
    const [billed] = await tx
      .select({ id: feeDocuments.id })
      .from(feeDocuments)
      .where(
        and(
          eq(feeDocuments.turfId, turfId),
          eq(feeDocuments.month, month),
          eq(feeDocuments.kind, document.kind),
        ),
      );
    if (billed) return false;
    const [venue] = await tx
      .select({ turf: turfs, accountName: payoutAccounts.legalName })
      .from(turfs)
      .leftJoin(payoutAccounts, eq(payoutAccounts.ownerId, turfs.ownerId))
      .where(eq(turfs.id, turfId));
    const { turf } = venue!;
    const issuedAt = context.now();
    const financialYear = financialYearOf(issuedAt, context.config.venueTimeZone);
    const [series] = await tx
      .insert(platformDocumentSeries)
      .values({ financialYear, kind: document.kind, lastNumber: 1 })
      .onConflictDoUpdate({
        target: [platformDocumentSeries.financialYear, platformDocumentSeries.kind],
        set: { lastNumber: sql`${platformDocumentSeries.lastNumber} + 1` },
      })
      .returning({ serial: platformDocumentSeries.lastNumber });
    // The place of supply is the venue's state (TurfBook's own for a venue that gave none).
    const buyerState = turf.gstState ?? turfbookState;
    const within = buyerState === turfbookState;
    const gst = document.gstPaise;
    await tx.insert(feeDocuments).values({
      kind: document.kind,
      turfId,
      ownerId: turf.ownerId,
      month,
      financialYear,
      serial: series!.serial,
      number: feeDocumentNumber(document.kind, financialYear, series!.serial),
      issuedAt,
      sellerName: turfbook.legalName,
      sellerGstin: turfbook.gstin!,
      sellerAddress: turfbook.address,
      sellerState: turfbookState,
      buyerName: turf.legalName ?? venue!.accountName ?? turf.name,
      buyerGstin: turf.gstin,
      buyerState,
      bookings: document.bookings,
      taxablePaise: document.feePaise,
      // An odd paisa of the split goes to CGST, as with TCS.
      cgstPaise: within ? Math.ceil(gst / 2) : 0,
      sgstPaise: within ? Math.floor(gst / 2) : 0,
      igstPaise: within ? 0 : gst,
      totalPaise: document.feePaise + gst,
    });
    return true;
  });
}
