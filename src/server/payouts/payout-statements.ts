import { and, desc, eq, inArray, isNull, lt, lte, min, sql } from 'drizzle-orm';
import { addDays, localInstant, mondayOf, zonedNow, type LocalDate } from '../../shared/time';
import type { AppConfig } from '../config';
import type { Db, DbOrTx } from '../db/database';
import { turfs } from '../db/schema';
import {
  payoutLineChanges,
  payoutLines,
  payoutStatements,
  payoutTransfers,
} from '../db/schema-payouts';
import { NO_FIGURES, addFigures, type LedgerFigures } from './payout-ledger';

// Weekly statements (docs/decisions/054): at the first run after Monday 00:00 venue time, each
// venue with payouts gets the statement of the week before (play dates Monday to Sunday): the
// ledger's changes of its bookings played by the week's end and not listed before (a refund of an
// earlier week's booking is listed in the week it was figured), the transfers processed by then and
// not listed before, and the balance carried from the statement before. Each row it lists is
// marked with it, so nothing is listed twice and nothing is left out.

export interface StatementJobContext {
  db: Db;
  now: () => Date;
  config: Pick<AppConfig, 'venueTimeZone'>;
}

/** How many weeks one venue catches up in a run (after the job was down); the rest next minute. */
const WEEKS_A_RUN = 8;

export async function issueStatements(context: StatementJobContext): Promise<number> {
  const { db } = context;
  const timeZone = context.config.venueTimeZone;
  const thisMonday = mondayOf(zonedNow(context.now(), timeZone).date);
  const venues = await db
    .select({ turfId: payoutLines.turfId, firstPlayed: min(payoutLines.playedOn) })
    .from(payoutLines)
    .where(lt(payoutLines.playedOn, thisMonday))
    .groupBy(payoutLines.turfId);
  let issued = 0;
  for (const venue of venues) {
    const [last] = await db
      .select({ to: payoutStatements.periodTo })
      .from(payoutStatements)
      .where(eq(payoutStatements.turfId, venue.turfId))
      .orderBy(desc(payoutStatements.periodFrom))
      .limit(1);
    let from = last ? addDays(last.to, 1) : mondayOf(venue.firstPlayed!);
    for (let week = 0; week < WEEKS_A_RUN && from < thisMonday; week += 1) {
      if (await issueStatement(db, venue.turfId, from, { timeZone, now: context.now() }))
        issued += 1;
      from = addDays(from, 7);
    }
  }
  return issued;
}

/** Issues one venue's statement of the week from `monday`; false when it was issued already. */
async function issueStatement(
  db: Db,
  turfId: string,
  monday: LocalDate,
  at: { timeZone: string; now: Date },
): Promise<boolean> {
  const sunday = addDays(monday, 6);
  const weekEnds = localInstant(addDays(monday, 7), 0, at.timeZone);
  return db.transaction(async (tx) => {
    // Two processes issuing at once: the second finds the first's statement under the lock.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`statement-${turfId}`}))`);
    const [issuedBefore] = await tx
      .select({ id: payoutStatements.id })
      .from(payoutStatements)
      .where(and(eq(payoutStatements.turfId, turfId), eq(payoutStatements.periodFrom, monday)));
    if (issuedBefore) return false;
    const [turf] = await tx
      .select({ ownerId: turfs.ownerId })
      .from(turfs)
      .where(eq(turfs.id, turfId));
    const [previous] = await tx
      .select({ closingPaise: payoutStatements.closingPaise })
      .from(payoutStatements)
      .where(and(eq(payoutStatements.turfId, turfId), lt(payoutStatements.periodFrom, monday)))
      .orderBy(desc(payoutStatements.periodFrom))
      .limit(1);
    const changes = await unlistedChanges(tx, turfId, sunday, weekEnds);
    const transfers = await tx
      .select({ id: payoutTransfers.id, amountPaise: payoutTransfers.amountPaise })
      .from(payoutTransfers)
      .where(
        and(
          eq(payoutTransfers.turfId, turfId),
          eq(payoutTransfers.status, 'processed'),
          isNull(payoutTransfers.statementId),
          lt(payoutTransfers.processedAt, weekEnds),
        ),
      );
    const week = changes.reduce<LedgerFigures>(
      (total, change) => addFigures(total, change),
      NO_FIGURES,
    );
    const transfersPaise = transfers.reduce((total, transfer) => total + transfer.amountPaise, 0);
    const openingPaise = previous?.closingPaise ?? 0;
    const [statement] = await tx
      .insert(payoutStatements)
      .values({
        turfId,
        ownerId: turf!.ownerId,
        periodFrom: monday,
        periodTo: sunday,
        openingPaise,
        grossPaise: week.grossPaise,
        returnedPaise: week.returnedPaise,
        feePaise: week.feePaise,
        feeGstPaise: week.feeGstPaise,
        tcsPaise: week.tcsCgstPaise + week.tcsSgstPaise + week.tcsIgstPaise,
        tdsPaise: week.tdsPaise,
        netPaise: week.netPaise,
        transfersPaise,
        closingPaise: openingPaise + week.netPaise - transfersPaise,
        issuedAt: at.now,
      })
      .returning({ id: payoutStatements.id });
    const listed = { statementId: statement!.id };
    if (changes.length > 0)
      await tx
        .update(payoutLineChanges)
        .set(listed)
        .where(
          inArray(
            payoutLineChanges.id,
            changes.map((change) => change.id),
          ),
        );
    if (transfers.length > 0)
      await tx
        .update(payoutTransfers)
        .set(listed)
        .where(
          inArray(
            payoutTransfers.id,
            transfers.map((transfer) => transfer.id),
          ),
        );
    return true;
  });
}

/** The venue's ledger rows not yet on a statement, of bookings played by `lastDay`. */
function unlistedChanges(tx: DbOrTx, turfId: string, lastDay: LocalDate, before: Date) {
  return tx
    .select({ id: payoutLineChanges.id, ...ledgerColumns })
    .from(payoutLineChanges)
    .innerJoin(payoutLines, eq(payoutLines.id, payoutLineChanges.lineId))
    .where(
      and(
        eq(payoutLineChanges.turfId, turfId),
        isNull(payoutLineChanges.statementId),
        lte(payoutLines.playedOn, lastDay),
        lt(payoutLineChanges.figuredAt, before),
      ),
    );
}

const ledgerColumns = {
  grossPaise: payoutLineChanges.grossPaise,
  returnedPaise: payoutLineChanges.returnedPaise,
  grossTaxablePaise: payoutLineChanges.grossTaxablePaise,
  taxablePaise: payoutLineChanges.taxablePaise,
  feePaise: payoutLineChanges.feePaise,
  feeGstPaise: payoutLineChanges.feeGstPaise,
  tcsCgstPaise: payoutLineChanges.tcsCgstPaise,
  tcsSgstPaise: payoutLineChanges.tcsSgstPaise,
  tcsIgstPaise: payoutLineChanges.tcsIgstPaise,
  tdsPaise: payoutLineChanges.tdsPaise,
  netPaise: payoutLineChanges.netPaise,
};
