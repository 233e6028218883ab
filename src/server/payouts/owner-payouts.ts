import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Payout, PayoutsAnswer } from '../../shared/api/payout-contract';
import { paiseToRupeesText } from '../../shared/pricing';
import type { DbOrTx } from '../db/database';
import { payoutLines, payoutTransfers } from '../db/schema-payouts';
import { payoutAccountOf } from './payout-accounts';
import { transferIdShown, venueBalance } from './payout-release';

// The owner's payouts (docs/decisions/054): one line per booking of their venues sold online, by
// play date, with what is on hold, what is owed them now, and why nothing can be released.

export const PAYOUTS_WAIT_MESSAGES = {
  noAccount: 'Payouts wait until you add your payout details.',
  pending: 'Payouts wait until your payout account is verified.',
  rejected: 'Payouts wait: your payout account was not accepted. Please check its details.',
} as const;

type PayoutLineRow = typeof payoutLines.$inferSelect;

/** A line with the transfer that carries it, if any. */
type PayoutLineOf = { line: PayoutLineRow; transfer: typeof payoutTransfers.$inferSelect | null };

export function payoutJson({ line, transfer }: PayoutLineOf): Payout {
  const money = paiseToRupeesText;
  return {
    _id: line.id,
    bookingId: line.bookingId,
    turfId: line.turfId,
    playedOn: line.playedOn,
    gross: money(line.grossPaise),
    returned: money(line.returnedPaise),
    fee: money(line.feePaise),
    feeGst: money(line.feeGstPaise),
    tcs: money(line.tcsCgstPaise + line.tcsSgstPaise + line.tcsIgstPaise),
    tds: money(line.tdsPaise),
    net: money(line.netPaise),
    status: line.status,
    releaseAt: line.releaseAt.toISOString(),
    transferId: transfer && transferIdShown(transfer),
    reason: line.reason,
  };
}

export async function ownerPayouts(
  db: DbOrTx,
  ownerId: string,
  range: { from?: string | undefined; to?: string | undefined },
): Promise<Omit<PayoutsAnswer, 'success'>> {
  const conditions = [eq(payoutLines.ownerId, ownerId)];
  if (range.from) conditions.push(gte(payoutLines.playedOn, range.from));
  if (range.to) conditions.push(lte(payoutLines.playedOn, range.to));
  const [lines, everyLine, account] = await Promise.all([
    db
      .select({ line: payoutLines, transfer: payoutTransfers })
      .from(payoutLines)
      .leftJoin(payoutTransfers, eq(payoutTransfers.id, payoutLines.transferId))
      .where(and(...conditions))
      .orderBy(asc(payoutLines.playedOn), asc(payoutLines.createdAt)),
    // The balances are the owner's whatever the dates asked.
    db
      .select({
        status: payoutLines.status,
        netPaise: payoutLines.netPaise,
        turfId: payoutLines.turfId,
      })
      .from(payoutLines)
      .where(eq(payoutLines.ownerId, ownerId)),
    payoutAccountOf(db, ownerId),
  ]);
  const onHold = everyLine
    .filter((line) => line.status === 'on_hold')
    .reduce((total, line) => total + line.netPaise, 0);
  const turfIds = [...new Set(everyLine.map((line) => line.turfId))];
  const balances = await Promise.all(turfIds.map((turfId) => venueBalance(db, turfId)));
  return {
    balance: paiseToRupeesText(balances.reduce((total, one) => total + one, 0)),
    onHold: paiseToRupeesText(onHold),
    message: !account
      ? PAYOUTS_WAIT_MESSAGES.noAccount
      : account.status === 'active'
        ? null
        : PAYOUTS_WAIT_MESSAGES[account.status],
    payouts: lines.map(payoutJson),
  };
}
