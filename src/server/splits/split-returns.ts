import { and, eq, inArray } from 'drizzle-orm';
import type { RefundDestination } from '../../shared/credit';
import { payersRefundParts } from '../../shared/split';
import type { DbOrTx } from '../db/database';
import { payments, refunds } from '../db/schema-money';
import type { ShareRow } from './split-records';

// What of each share went back, for the split's page (docs/decisions/044): a split that ended
// unfinished gave every paid share back whole (its payment refunded); a shared booking that was
// cancelled gave each payer's payment its refunds rows, divided here over the shares it paid.

export interface ShareReturn {
  returnedPaise: number;
  returnStatus: 'none' | 'due' | 'done';
  returnedTo: RefundDestination | null;
}

const NOTHING: ShareReturn = { returnedPaise: 0, returnStatus: 'none', returnedTo: null };

/** Each share's return, by share id. */
export async function shareReturns(
  db: DbOrTx,
  shares: readonly ShareRow[],
  bookingId: string | null,
): Promise<Map<string, ShareReturn>> {
  const answer = new Map<string, ShareReturn>();
  const intents = [...new Set(shares.flatMap((s) => (s.paidByIntentId ? [s.paidByIntentId] : [])))];
  if (intents.length === 0) return answer;
  const [paid, rows] = await Promise.all([
    db
      .select({ intentId: payments.intentId, status: payments.status, provider: payments.provider })
      .from(payments)
      .where(inArray(payments.intentId, intents)),
    bookingId
      ? db
          .select()
          .from(refunds)
          .where(and(eq(refunds.bookingId, bookingId), inArray(refunds.paymentIntentId, intents)))
      : Promise.resolve([]),
  ]);
  for (const intentId of intents) {
    const itsShares = shares.filter((share) => share.paidByIntentId === intentId);
    const payment = paid.find((one) => one.intentId === intentId);
    const itsRows = rows.filter((row) => row.paymentIntentId === intentId);
    if (itsShares.every((share) => share.status === 'refunded')) {
      // The split ended unfinished: each share back whole (split-finalize.ts endSplit).
      for (const share of itsShares)
        answer.set(share.id, {
          returnedPaise: share.amountPaise,
          returnStatus: payment?.status === 'refund_due' ? 'due' : 'done',
          returnedTo:
            payment?.provider === 'credit' || share.refundTo === 'credit' ? 'credit' : 'source',
        });
      continue;
    }
    if (itsRows.length === 0) continue;
    const total = itsRows.reduce((sum, row) => sum + row.amountPaise, 0);
    const parts = payersRefundParts(
      total,
      itsShares.map((share) => share.amountPaise),
    );
    const status = itsRows.some((row) => row.status === 'due') ? 'due' : 'done';
    const to = itsRows.every((row) => row.destination === 'credit') ? 'credit' : 'source';
    itsShares.forEach((share, index) =>
      answer.set(share.id, { returnedPaise: parts[index]!, returnStatus: status, returnedTo: to }),
    );
  }
  return answer;
}

export function returnOf(returns: Map<string, ShareReturn>, shareId: string): ShareReturn {
  return returns.get(shareId) ?? NOTHING;
}
