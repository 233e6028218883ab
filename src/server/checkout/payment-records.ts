import { and, eq, notExists } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { queryRows, type Statement } from '../db/prepared-query';
import { payments, refunds } from '../db/schema';
import { rowColumns } from '../db/table-columns';

// Our record of each card payment (the payments table): checkout is its only writer. What every
// booking does with it (read it by intent, look for a reusable one, record it, settle it) runs as
// prepared statements, as hot paths do (db/prepared-query.ts).

export type PaymentRow = typeof payments.$inferSelect;

/** What Pay Now records: the rest takes the table's defaults (pending, unsettled). */
export interface NewPayment {
  intentId: string;
  clientSecret: string;
  provider: PaymentRow['provider'];
  userId: string;
  kind: PaymentRow['kind'];
  amountPaise: number;
  currency: string;
  holdKey?: string | null;
  createdAt: Date;
}

const PAYMENT_ROW = rowColumns(payments);

function paymentOf(rows: Record<string, unknown>[]): PaymentRow | null {
  return rows[0] ? PAYMENT_ROW.rowOf(rows[0]) : null;
}

const BY_INTENT: Statement = {
  name: 'payment_by_intent',
  text: `select ${PAYMENT_ROW.sql} from payments where intent_id = $1`,
};
const BY_INTENT_FOR_UPDATE: Statement = {
  name: 'payment_by_intent_for_update',
  text: `${BY_INTENT.text} for update`,
};

export async function findPaymentByIntent(db: DbOrTx, intentId: string, forUpdate = false) {
  const statement = forUpdate ? BY_INTENT_FOR_UPDATE : BY_INTENT;
  return paymentOf(await queryRows<Record<string, unknown>>(db, statement, [intentId]));
}

const PENDING_FOR: Statement = {
  name: 'payment_pending_for_hold',
  text: `select ${PAYMENT_ROW.sql} from payments
    where user_id = $1::uuid and hold_key = $2 and status = 'pending'
    order by created_at desc limit 1`,
};

/** The player's newest unsettled payment for exactly these slots, if any. */
export async function findPendingPaymentFor(db: DbOrTx, userId: string, holdKey: string) {
  return paymentOf(await queryRows<Record<string, unknown>>(db, PENDING_FOR, [userId, holdKey]));
}

/** The recorded payment that holds were placed for (a double click's first request). */
export async function paymentOfHolds(db: DbOrTx, intentIds: readonly (string | null)[]) {
  const linked = intentIds.find((id): id is string => id !== null);
  return linked ? findPaymentByIntent(db, linked) : null;
}

const RECORD: Statement = {
  name: 'payment_record',
  text: `insert into payments (intent_id, client_secret, provider, user_id, kind, amount_paise,
      currency, hold_key, created_at)
    values ($1, $2, $3, $4::uuid, $5, $6, $7, $8, $9::timestamptz)
    on conflict (intent_id) do nothing`,
};

/** Records a payment once: a second request that got the same intent records nothing new. */
export async function recordPayment(db: DbOrTx, payment: NewPayment) {
  await queryRows(db, RECORD, [
    payment.intentId,
    payment.clientSecret,
    payment.provider,
    payment.userId,
    payment.kind,
    payment.amountPaise,
    payment.currency,
    payment.holdKey ?? null,
    payment.createdAt.toISOString(),
  ]);
}

const SETTLE: Statement = {
  name: 'payment_settle',
  text: `update payments set status = $2, note = $3, settled_at = $4::timestamptz
    where id = $1::uuid and status = 'pending' returning id`,
};

/** pending → finalized, refund_due or abandoned, only from pending (compare-and-swap). */
export async function settlePayment(
  db: DbOrTx,
  paymentId: string,
  status: 'finalized' | 'refund_due' | 'abandoned',
  now: Date,
  note: string | null = null,
) {
  const settled = await queryRows(db, SETTLE, [paymentId, status, note, now.toISOString()]);
  return settled.length > 0;
}

/**
 * refund_due → refunded, once the provider has given all the money back: the whole intent, or
 * each of its bookings' refunds (none of which may still be due).
 */
export async function markRefunded(db: DbOrTx, intentId: string) {
  await db
    .update(payments)
    .set({ status: 'refunded' })
    .where(
      and(
        eq(payments.intentId, intentId),
        eq(payments.status, 'refund_due'),
        notExists(
          db
            .select({ id: refunds.id })
            .from(refunds)
            .where(and(eq(refunds.paymentIntentId, intentId), eq(refunds.status, 'due'))),
        ),
      ),
    );
}
