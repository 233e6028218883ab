import { and, desc, eq, isNull, notExists, sql } from 'drizzle-orm';
import type { PaidWith } from '../../shared/paid-with';
import { preparedPerDb, type DbOrTx } from '../db/database';
import { markForPayouts } from '../db/payout-marks';
import { payments, refunds } from '../db/schema-money';
import { recordChargeLines, type NewChargeLine } from './charge-lines';

// Our record of each card payment (the payments table): checkout is its only writer. What every
// booking does with it (read it by intent, look for a reusable one, record it, settle it) runs as
// statements prepared by name (drizzle's .prepare), as hot paths do: each runs on the handle it
// is given, often the booking's transaction.

export type PaymentRow = typeof payments.$inferSelect;

/** What Pay Now records: the rest takes the table's defaults (pending, unsettled). */
export interface NewPayment {
  intentId: string;
  clientSecret: string;
  provider: PaymentRow['provider'];
  userId: string;
  kind: PaymentRow['kind'];
  /** What the gateway charges: the price less the credit. */
  amountPaise: number;
  /** What TurfBook credit pays (docs/decisions/040); 0 when none. */
  creditPaise?: number;
  currency: string;
  holdKey?: string | null;
  createdAt: Date;
  /** What it pays for (docs/decisions/052); none for an older client's payment until it is claimed. */
  lines: readonly NewChargeLine[];
}

const byIntent = (db: DbOrTx) =>
  db
    .select()
    .from(payments)
    .where(eq(payments.intentId, sql.placeholder('intentId')))
    .$dynamic();
const paymentByIntent = preparedPerDb((db: DbOrTx) => byIntent(db).prepare('payment_by_intent'));
const paymentByIntentForUpdate = preparedPerDb((db: DbOrTx) =>
  byIntent(db).for('update').prepare('payment_by_intent_for_update'),
);

export async function findPaymentByIntent(db: DbOrTx, intentId: string, forUpdate = false) {
  const statement = forUpdate ? paymentByIntentForUpdate : paymentByIntent;
  const [row] = await statement(db).execute({ intentId });
  return row ?? null;
}

const pendingPaymentFor = preparedPerDb((db: DbOrTx) =>
  db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, sql.placeholder('userId')),
        eq(payments.holdKey, sql.placeholder('holdKey')),
        eq(payments.status, 'pending'),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1)
    .prepare('payment_pending_for_hold'),
);

/** The player's newest unsettled payment for exactly these slots, if any. */
export async function findPendingPaymentFor(db: DbOrTx, userId: string, holdKey: string) {
  const [row] = await pendingPaymentFor(db).execute({ userId, holdKey });
  return row ?? null;
}

/** The recorded payment that holds were placed for (a double click's first request). */
export async function paymentOfHolds(db: DbOrTx, intentIds: readonly (string | null)[]) {
  const linked = intentIds.find((id): id is string => id !== null);
  return linked ? findPaymentByIntent(db, linked) : null;
}

/**
 * Records a payment once, with what it pays for (its lines; any row a line names is written
 * first): a second request that got the same intent records nothing new. Answers the payment's
 * id, or null when it was recorded already.
 */
export async function recordPayment(db: DbOrTx, payment: NewPayment): Promise<string | null> {
  const field = (name: keyof NewPayment) => sql.placeholder(name);
  const { lines, ...fields } = payment;
  const [recorded] = await db
    .insert(payments)
    .values({
      intentId: field('intentId'),
      clientSecret: field('clientSecret'),
      provider: field('provider'),
      userId: field('userId'),
      kind: field('kind'),
      amountPaise: field('amountPaise'),
      creditPaise: field('creditPaise'),
      currency: field('currency'),
      holdKey: field('holdKey'),
      createdAt: field('createdAt'),
    })
    .onConflictDoNothing({ target: payments.intentId })
    .returning({ id: payments.id })
    // Named, so PostgreSQL parses and plans it once per connection: every booking sends it.
    .prepare('record_payment')
    .execute({
      ...fields,
      holdKey: payment.holdKey ?? null,
      creditPaise: payment.creditPaise ?? 0,
    });
  if (!recorded) return null;
  await recordChargeLines(db, recorded.id, lines, payment.createdAt);
  return recorded.id;
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
    .set({
      // set() takes a placeholder only inside an sql template.
      status: sql`${sql.placeholder('status')}`,
      note: sql`${sql.placeholder('note')}`,
      settledAt: sql`${sql.placeholder('now')}::timestamptz`,
    })
    .where(and(eq(payments.id, sql.placeholder('paymentId')), eq(payments.status, 'pending')))
    .returning({ intentId: payments.intentId })
    .prepare('settle_payment')
    .execute({ status, note, now, paymentId });
  // A paid charge changes what its venue is owed (docs/decisions/054).
  if (status === 'finalized')
    await markForPayouts(
      db,
      settled.map((row) => row.intentId),
    );
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

/**
 * finalized or abandoned → refund_due: a charge undone after it was made (a split ended
 * unfinished, a game's spot given back), or paid after its checkout was given up (decision 052).
 */
export async function reopenForRefund(
  db: DbOrTx,
  intentId: string,
  from: 'finalized' | 'abandoned',
  note: string,
  now: Date,
) {
  const rows = await db
    .update(payments)
    .set({ status: 'refund_due', note, settledAt: now })
    .where(and(eq(payments.intentId, intentId), eq(payments.status, from)))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** How a succeeded payment was paid, recorded once, as its gateway first reported it. */
export async function recordPaidWith(db: DbOrTx, intentId: string, paidWith: PaidWith | null) {
  if (!paidWith) return;
  await db
    .update(payments)
    .set({ paidWith })
    .where(and(eq(payments.intentId, intentId), isNull(payments.paidWith)));
}
