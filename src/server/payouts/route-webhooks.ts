import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { payoutTransfers } from '../db/schema-payouts';
import { refreshPayoutAccount } from './payout-accounts';
import type { PayoutRail } from './payout-rail';
import { recordTransferState } from './payout-release';
import { transferStateOf } from './razorpay-payout-rail';
import type { Transfers } from 'razorpay/dist/types/transfers';

// Route's signed webhooks about the transfers we sent (docs/decisions/054). They arrive on the
// Razorpay webhook route, whose signature check comes first; payments hands on what it does not
// handle itself, since payments sits below payouts. A transfer answered pending is settled here
// when Route says processed or failed. recordTransferState moves only a pending row, so a
// duplicate, or a transfer.failed after its transfer.processed, changes nothing. A linked
// account's review moving on (product.route.activated, under_review, needs_clarification) has the
// account read again from Route.

export interface RouteWebhookContext {
  db: Db;
  now: () => Date;
  payoutRail: PayoutRail;
}

interface RouteEvent {
  event?: unknown;
  account_id?: unknown;
  payload?: {
    transfer?: { entity?: Transfers.RazorpayTransfer };
    merchant_product?: { entity?: { merchant_id?: unknown } };
  };
}

const ROUTE_PRODUCT_EVENT = /^product\.route\./;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Our transfer's row: by the reference we sent in its notes, else by Route's id. */
async function transferRowOf(db: Db, transfer: Transfers.RazorpayTransfer) {
  const notes = Array.isArray(transfer.notes) ? {} : (transfer.notes ?? {});
  const reference = (notes as Record<string, unknown>).reference;
  const [row] =
    typeof reference === 'string' && UUID.test(reference)
      ? await db.select().from(payoutTransfers).where(eq(payoutTransfers.id, reference))
      : await db
          .select()
          .from(payoutTransfers)
          .where(eq(payoutTransfers.providerTransferId, transfer.id));
  // A row Route answered with another transfer's id is not this transfer's.
  if (!row || (row.providerTransferId && row.providerTransferId !== transfer.id)) return null;
  return row;
}

/**
 * transfer.processed and transfer.failed settle our transfer's row; settlement.processed (the
 * linked account's balance reaching its bank) is only acknowledged: a payout is paid once its
 * transfer landed in the venue's Route account, and nothing here records the bank's settlement.
 */
export async function handleRouteEvent(context: RouteWebhookContext, body: object) {
  const { event, payload } = body as RouteEvent;
  if (typeof event === 'string' && ROUTE_PRODUCT_EVENT.test(event)) {
    // The linked account is the product's merchant (the envelope names it too).
    const accountId =
      payload?.merchant_product?.entity?.merchant_id ?? (body as RouteEvent).account_id;
    if (typeof accountId === 'string') await refreshPayoutAccount(context, accountId);
    return;
  }
  if (event !== 'transfer.processed' && event !== 'transfer.failed') return;
  const transfer = payload?.transfer?.entity;
  if (!transfer || typeof transfer.id !== 'string') return;
  const row = await transferRowOf(context.db, transfer);
  if (!row) return;
  const state = transferStateOf(transfer);
  // An event whose transfer says otherwise is malformed, and records nothing.
  const status = event === 'transfer.processed' ? 'processed' : 'failed';
  if (state.status !== status) return;
  await recordTransferState(context.db, row.id, state, context.now());
}
