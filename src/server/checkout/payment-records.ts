import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { dateOfIso, isoTimestampSql, queryRows, type Statement } from '../db/prepared-query';
import { payments } from '../db/schema';

// Our record of each card payment (the payments table): checkout is its only writer. The reads
// every booking makes (by intent, and Pay Now's look for a reusable payment) are prepared
// statements, as hot reads are (db/prepared-query.ts).

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

const PAYMENT_COLUMNS = `id, intent_id as "intentId", client_secret as "clientSecret", provider,
  user_id as "userId", kind, amount_paise as "amountPaise", currency, hold_key as "holdKey",
  status, note, ${isoTimestampSql('created_at')} as "createdAt",
  ${isoTimestampSql('settled_at')} as "settledAt"`;

type PaymentText = Omit<PaymentRow, 'createdAt' | 'settledAt'> & {
  createdAt: string;
  settledAt: string | null;
};

function paymentOf(rows: PaymentText[]): PaymentRow | null {
  const row = rows[0];
  if (!row) return null;
  return { ...row, createdAt: dateOfIso(row.createdAt)!, settledAt: dateOfIso(row.settledAt) };
}

const BY_INTENT: Statement = {
  name: 'payment_by_intent',
  text: `select ${PAYMENT_COLUMNS} from payments where intent_id = $1`,
};
const BY_INTENT_FOR_UPDATE: Statement = {
  name: 'payment_by_intent_for_update',
  text: `${BY_INTENT.text} for update`,
};

export async function findPaymentByIntent(db: DbOrTx, intentId: string, forUpdate = false) {
  const statement = forUpdate ? BY_INTENT_FOR_UPDATE : BY_INTENT;
  return paymentOf(await queryRows<PaymentText>(db, statement, [intentId]));
}

const PENDING_FOR: Statement = {
  name: 'payment_pending_for_hold',
  text: `select ${PAYMENT_COLUMNS} from payments
    where user_id = $1::uuid and hold_key = $2 and status = 'pending'
    order by created_at desc limit 1`,
};

/** The player's newest unsettled payment for exactly these slots, if any. */
export async function findPendingPaymentFor(db: DbOrTx, userId: string, holdKey: string) {
  return paymentOf(await queryRows<PaymentText>(db, PENDING_FOR, [userId, holdKey]));
}

/** The recorded payment that holds were placed for (a double click's first request). */
export async function paymentOfHolds(db: DbOrTx, intentIds: readonly (string | null)[]) {
  const linked = intentIds.find((id): id is string => id !== null);
  return linked ? findPaymentByIntent(db, linked) : null;
}

/** Records a payment once: a second request that got the same intent records nothing new. */
export async function recordPayment(db: DbOrTx, payment: NewPayment) {
  await db.insert(payments).values(payment).onConflictDoNothing({ target: payments.intentId });
}

/** pending → finalized, refund_due or abandoned, only from pending (compare-and-swap). */
export async function settlePayment(
  db: DbOrTx,
  paymentId: string,
  status: 'finalized' | 'refund_due' | 'abandoned',
  now: Date,
  note: string | null = null,
) {
  const settled = await db
    .update(payments)
    .set({ status, note, settledAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
    .returning({ id: payments.id });
  return settled.length > 0;
}

/** refund_due → refunded, once the provider has given the money back. */
export async function markRefunded(db: DbOrTx, intentId: string) {
  await db
    .update(payments)
    .set({ status: 'refunded' })
    .where(and(eq(payments.intentId, intentId), eq(payments.status, 'refund_due')));
}
