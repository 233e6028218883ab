import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { chargeLines, type ChargePurpose } from '../db/schema-charges';

// A charge's lines (docs/decisions/052): what each payment pays for, written by the start that
// records the payment and read by finalize to hand it to its purpose.

export type ChargeLine = typeof chargeLines.$inferSelect;

/** One line as a start writes it: a purpose, what it costs, and the thing it pays for. */
export type NewChargeLine =
  | { purpose: 'slot'; amountPaise: number; bookingId: string }
  | { purpose: 'split_share'; amountPaise: number; splitShareId: string }
  | { purpose: 'game_spot'; amountPaise: number; gameId: string }
  | { purpose: 'move'; amountPaise: number; bookingId: string };

export async function recordChargeLines(
  tx: DbOrTx,
  paymentId: string,
  lines: readonly NewChargeLine[],
  now: Date,
) {
  if (lines.length === 0) return;
  await tx.insert(chargeLines).values(
    lines.map((line) => ({
      paymentId,
      purpose: line.purpose,
      amountPaise: line.amountPaise,
      bookingId: line.purpose === 'slot' || line.purpose === 'move' ? line.bookingId : null,
      splitShareId: line.purpose === 'split_share' ? line.splitShareId : null,
      gameId: line.purpose === 'game_spot' ? line.gameId : null,
      createdAt: now,
    })),
  );
}

export async function linesOf(db: DbOrTx, paymentId: string): Promise<ChargeLine[]> {
  return db
    .select()
    .from(chargeLines)
    .where(eq(chargeLines.paymentId, paymentId))
    .orderBy(asc(chargeLines.createdAt), asc(chargeLines.id));
}

/** What a charge pays for, from its lines: one purpose a charge (slots when it has none yet). */
export function purposeOfLines(lines: readonly Pick<ChargeLine, 'purpose'>[]): ChargePurpose {
  return lines[0]?.purpose ?? 'slot';
}
