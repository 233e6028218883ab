import { and, eq, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/database';
import { payoutAccounts, payoutLines, payoutTransfers } from '../db/schema-payouts';
import { safeForLog } from '../http/logging';
import type { PayoutRail, TransferState } from './payout-rail';
import { logError } from '../http/request-log';

// The payout job's second step (docs/decisions/054): a line whose hold ended is released once its
// owner's payout account is active, and each venue is sent its balance: what its released lines
// earned less every transfer not failed. A refund after a transfer makes the balance negative, and
// the next lines released pay it back before anything is sent. The transfer's row is written
// before the provider is asked (its id is the provider's reference, so a retry sends once), and
// the provider is asked outside any transaction. A transfer the provider answered pending is
// settled by its webhook; one whose webhook has not come within TRANSFER_ANSWER_GRACE_MS is asked
// about, so a lost webhook never leaves a venue's lines released and unpaid.

/** How long a pending transfer waits for its webhook before the provider is asked directly. */
export const TRANSFER_ANSWER_GRACE_MS = 15 * 60_000;

export interface PayoutReleaseContext {
  db: Db;
  now: () => Date;
  payoutRail: PayoutRail;
}

/** A venue's balance: its released lines' nets (refigured in place) less what was sent. */
export async function venueBalance(db: DbOrTx, turfId: string): Promise<number> {
  const [earned] = await db
    .select({ paise: sql<string>`coalesce(sum(${payoutLines.netPaise}), 0)::text` })
    .from(payoutLines)
    .where(and(eq(payoutLines.turfId, turfId), ne(payoutLines.status, 'on_hold')));
  const [sent] = await db
    .select({ paise: sql<string>`coalesce(sum(${payoutTransfers.amountPaise}), 0)::text` })
    .from(payoutTransfers)
    .where(and(eq(payoutTransfers.turfId, turfId), ne(payoutTransfers.status, 'failed')));
  return Number(earned!.paise) - Number(sent!.paise);
}

/**
 * A transfer as its owner knows it: the provider's id (what their bank and Route's dashboard
 * show), or ours while the provider has not answered.
 */
export function transferIdShown(transfer: { id: string; providerTransferId: string | null }) {
  return transfer.providerTransferId ?? transfer.id;
}

export async function releasePayouts(context: PayoutReleaseContext) {
  const { db } = context;
  const now = context.now();
  await askAboutUnansweredTransfers(context);
  // Payouts wait while the owner has no active account (the owner's page says why).
  await db
    .update(payoutLines)
    .set({ status: 'released' })
    .where(
      and(
        eq(payoutLines.status, 'on_hold'),
        lte(payoutLines.releaseAt, now),
        inArray(
          payoutLines.ownerId,
          db
            .select({ id: payoutAccounts.ownerId })
            .from(payoutAccounts)
            .where(eq(payoutAccounts.status, 'active')),
        ),
      ),
    );
  const venues = await db
    .selectDistinct({ turfId: payoutLines.turfId, ownerId: payoutLines.ownerId })
    .from(payoutLines)
    .where(inArray(payoutLines.status, ['released', 'failed']));
  for (const venue of venues) {
    try {
      await payVenue(context, venue);
    } catch (error) {
      logError('A payout transfer could not be sent; it is retried.', safeForLog(error));
    }
  }
}

/** Pending transfers the provider took and no webhook settled in time: their state, asked. */
async function askAboutUnansweredTransfers(context: PayoutReleaseContext) {
  const askedBefore = new Date(context.now().getTime() - TRANSFER_ANSWER_GRACE_MS);
  const unanswered = await context.db
    .select({ id: payoutTransfers.id, providerTransferId: payoutTransfers.providerTransferId })
    .from(payoutTransfers)
    .where(
      and(
        eq(payoutTransfers.status, 'pending'),
        isNotNull(payoutTransfers.providerTransferId),
        lte(payoutTransfers.createdAt, askedBefore),
      ),
    );
  for (const transfer of unanswered) {
    try {
      const state = await context.payoutRail.transferState(transfer.providerTransferId!);
      await recordTransferState(context.db, transfer.id, state, context.now());
    } catch (error) {
      logError('A pending transfer could not be looked up; it is asked again.', safeForLog(error));
    }
  }
}

async function payVenue(context: PayoutReleaseContext, venue: { turfId: string; ownerId: string }) {
  const { db } = context;
  const [account] = await db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.ownerId, venue.ownerId), eq(payoutAccounts.status, 'active')));
  if (!account?.providerAccountId) return;
  // A transfer asked before and not answered (the provider out of reach) is asked again first.
  let [transfer] = await db
    .select()
    .from(payoutTransfers)
    .where(
      and(
        eq(payoutTransfers.turfId, venue.turfId),
        eq(payoutTransfers.status, 'pending'),
        isNull(payoutTransfers.providerTransferId),
      ),
    );
  if (!transfer) {
    transfer = await db.transaction(async (tx) => {
      // One venue's balance is read and spent under its turf's lock, so it is sent once.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payout-${venue.turfId}`}))`);
      const balance = await venueBalance(tx, venue.turfId);
      if (balance <= 0) return undefined;
      const [row] = await tx
        .insert(payoutTransfers)
        .values({ ...venue, amountPaise: balance, createdAt: context.now() })
        .returning();
      await tx
        .update(payoutLines)
        .set({ transferId: row!.id, status: 'released', reason: null })
        .where(
          and(
            eq(payoutLines.turfId, venue.turfId),
            inArray(payoutLines.status, ['released', 'failed']),
          ),
        );
      return row;
    });
    if (!transfer) return;
  }
  const state = await context.payoutRail.transfer({
    accountId: account.providerAccountId,
    amountPaise: transfer.amountPaise,
    reference: transfer.id,
  });
  await recordTransferState(db, transfer.id, state, context.now());
}

/**
 * What the provider says of a transfer: processed pays its lines, failed marks them failed with
 * the bank's reason (the next run sends the balance again); recorded once.
 */
export async function recordTransferState(
  db: Db,
  transferId: string,
  state: TransferState,
  now: Date,
) {
  await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(payoutTransfers)
      .set({
        providerTransferId: state.transferId,
        status: state.status,
        reason: state.reason,
        processedAt: state.status === 'processed' ? now : null,
      })
      .where(and(eq(payoutTransfers.id, transferId), eq(payoutTransfers.status, 'pending')))
      .returning();
    if (!moved || state.status === 'pending') return;
    await tx
      .update(payoutLines)
      .set(
        state.status === 'processed'
          ? { status: 'paid' }
          : { status: 'failed', reason: state.reason },
      )
      .where(and(eq(payoutLines.transferId, transferId), eq(payoutLines.status, 'released')));
  });
}
