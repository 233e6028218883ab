import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { payloadSql } from '../db/outbox';
import { bookingEvents, bookings } from '../db/schema-bookings';
import { outbox } from '../db/schema-system';
import { lockPaymentDays } from './lifecycle';

// How a hold becomes a paid booking: the booking core's confirm transition (see lifecycle.ts),
// the one path to confirmed bookings, and a confirmed booking's link to its subscription.

/** Holds a payment may still turn into bookings (or, when their slot is lost, void). */
export const PAYABLE = and(
  inArray(bookings.status, ['pending', 'expired']),
  eq(bookings.paymentStatus, 'unpaid'),
);

/**
 * held or expired → confirmed for the payment, with each row's 'paid' event and (when notify) the
 * confirmation mail, in one statement. Unless evenIfLapsed (the caller runs it in a savepoint),
 * it confirms nothing when one of the holds had expired, and says so (`lapsed`): only then can
 * confirming clash. Answers one row per confirmed booking, or one row without an id.
 */
function confirmStatement(
  tx: DbOrTx,
  values: { paymentId: string; now: string; notify: boolean; evenIfLapsed: boolean },
) {
  const paymentId = sql.placeholder('paymentId');
  const lapsed = tx
    .$with('lapsed', { lapsed: sql<boolean>`lapsed`.as('lapsed') })
    .as(
      sql`select exists (select 1 from ${bookings} where ${and(
        eq(bookings.paymentId, paymentId),
        eq(bookings.status, 'expired'),
        eq(bookings.paymentStatus, 'unpaid'),
      )}) as lapsed`,
    );
  const confirmed = tx.$with('confirmed').as(
    tx
      .update(bookings)
      .set({ status: 'confirmed', paymentStatus: 'paid', holdExpiresAt: null })
      .where(
        and(
          eq(bookings.paymentId, paymentId),
          PAYABLE,
          sql`(${sql.placeholder('evenIfLapsed')}::boolean or not (select lapsed from lapsed))`,
        ),
      )
      .returning({ id: bookings.id, amountPaise: bookings.amountPaise }),
  );
  const events = tx.$with('events', { eventId: sql<string>`event_id`.as('event_id') }).as(
    sql`insert into ${bookingEvents} (booking_id, kind, at, detail)
        select id, 'paid', ${sql.placeholder('now')}::timestamptz,
          jsonb_build_object('amountPaise', amount_paise, 'paymentId', ${paymentId}::text)
        from confirmed returning id as event_id`,
  );
  const mail = tx.$with('mail', { mailId: sql<string>`mail_id`.as('mail_id') }).as(
    sql`insert into ${outbox} (topic, payload)
      select 'booking.confirmed', ${payloadSql('booking.confirmed', { bookingIds: sql`jsonb_agg(id)` })}
      from confirmed having ${sql.placeholder('notify')}::boolean and count(*) > 0
      returning id as mail_id`,
  );
  return tx
    .with(lapsed, confirmed, events, mail)
    .select({ lapsed: lapsed.lapsed, id: confirmed.id })
    .from(lapsed)
    .leftJoin(confirmed, sql`true`)
    .prepare('lifecycle_confirm_paid_holds')
    .execute(values);
}

/**
 * held or expired → confirmed: the payment's holds become paid bookings, each with a 'paid' line
 * in its history, and the confirmation mail is queued in the same transaction (`notify: false`
 * for demo data). Under the days' locks nobody can take a slot, and a hold still pending occupies
 * its own, so confirming it cannot clash: only when one had expired (its slot may be sold) does
 * the update run in a savepoint, which a clash rolls back before this throws the exclusion
 * violation. (No savepoint in the usual case: one round trip less each way, no subtransaction;
 * and the check for an expired hold, the update, its events and the mail are one statement.)
 * Answers the confirmed ids.
 */
export async function confirmPaidHolds(
  tx: DbOrTx,
  paymentId: string,
  now: Date,
  { notify = true }: { notify?: boolean } = {},
): Promise<string[]> {
  await lockPaymentDays(tx, paymentId);
  const confirm = (db: DbOrTx, evenIfLapsed: boolean) =>
    confirmStatement(db, { paymentId, now: now.toISOString(), notify, evenIfLapsed });
  let rows = await confirm(tx, false);
  if (rows[0]?.lapsed) rows = await tx.transaction((savepoint) => confirm(savepoint, true));
  return rows.flatMap((row) => (row.id === null ? [] : [row.id]));
}

/** confirmed → confirmed, one slot of this subscription. */
export async function attachToSubscription(
  tx: DbOrTx,
  bookingIds: string[],
  subscriptionId: string,
) {
  await tx
    .update(bookings)
    .set({ subscriptionId })
    .where(
      and(
        inArray(bookings.id, bookingIds),
        eq(bookings.status, 'confirmed'),
        isNull(bookings.subscriptionId),
      ),
    );
}
