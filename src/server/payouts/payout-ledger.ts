import type { DbOrTx } from '../db/database';
import type { payoutLines } from '../db/schema-payouts';
import { payoutLineChanges } from '../db/schema-payouts';

// The payout ledger (docs/decisions/054): each time a booking's payout line is refigured, the
// difference of every figure is written beside it, in the same transaction. The line says where a
// booking stands; the ledger says when its money moved, so a week's statement, a day's totals and
// a month's tax files are sums of rows that never change, and they add up to the lines.

/** The figures a line and its changes share; a change holds their differences. */
export const LEDGER_FIGURES = [
  'grossPaise',
  'returnedPaise',
  'grossTaxablePaise',
  'taxablePaise',
  'feePaise',
  'feeGstPaise',
  'tcsCgstPaise',
  'tcsSgstPaise',
  'tcsIgstPaise',
  'tdsPaise',
  'netPaise',
] as const;

export type LedgerFigures = Record<(typeof LEDGER_FIGURES)[number], number>;

export const NO_FIGURES: LedgerFigures = Object.fromEntries(
  LEDGER_FIGURES.map((key) => [key, 0]),
) as LedgerFigures;

export function figuresDifference(after: LedgerFigures, before: LedgerFigures): LedgerFigures {
  return Object.fromEntries(
    LEDGER_FIGURES.map((key) => [key, after[key] - before[key]]),
  ) as LedgerFigures;
}

export function addFigures(total: LedgerFigures, more: LedgerFigures): LedgerFigures {
  return figuresDifference(total, figuresDifference(NO_FIGURES, more));
}

type LineRow = typeof payoutLines.$inferSelect;

/**
 * Records how a line's figures moved: `before` is null for a new line (it enters whole). Nothing
 * is written when nothing moved.
 */
export async function recordLineChange(
  tx: DbOrTx,
  line: Pick<LineRow, 'id' | 'bookingId' | 'turfId' | 'ownerId'>,
  change: {
    before: LedgerFigures | null;
    after: LedgerFigures;
    figuredAt: Date;
    sellerGstin: string | null;
    pan: string | null;
  },
) {
  const difference = figuresDifference(change.after, change.before ?? NO_FIGURES);
  const moved = LEDGER_FIGURES.some((key) => difference[key] !== 0);
  if (change.before && !moved) return;
  await tx.insert(payoutLineChanges).values({
    lineId: line.id,
    bookingId: line.bookingId,
    turfId: line.turfId,
    ownerId: line.ownerId,
    figuredAt: change.figuredAt,
    sellerGstin: change.sellerGstin,
    pan: change.pan,
    ...difference,
  });
}
