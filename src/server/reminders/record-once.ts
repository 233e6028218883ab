import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/database';
import { bookings } from '../db/schema-bookings';
import { bookingReminders } from '../db/schema-notifications';

// How every message sent without asking goes out once (docs/decisions/059): the reminders before
// play and the request to review after it alike.

export interface ReminderRecord {
  bookingId: string;
  /** The reminder's name: '24h', '2h', 'review'. */
  key: string;
  /** The start of play it is about: a moved booking has another, so another record. */
  playAt: Date;
  now: Date;
  /** What must still hold of the booking, read again in the transaction. */
  stillDue: SQL | undefined;
}

/**
 * Records the reminder (booking_reminders) and queues its message, in one transaction, once: the
 * row goes in only while `stillDue` holds of the booking (it may have been cancelled, moved or
 * reviewed since it was read), and only a row that went in is queued. A second process inserting
 * the same key waits for the first's commit (ON CONFLICT DO NOTHING), then inserts and queues
 * nothing. Answers whether it was queued.
 */
export function recordOnce(
  db: Db,
  record: ReminderRecord,
  queue: (tx: DbOrTx) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(bookingReminders)
      .select(
        tx
          .select({
            bookingId: bookings.id,
            reminder: sql`${record.key}::text`.as('reminder'),
            playAt: sql`${record.playAt.toISOString()}::timestamptz`.as('play_at'),
            sentAt: sql`${record.now.toISOString()}::timestamptz`.as('sent_at'),
          })
          .from(bookings)
          .where(and(eq(bookings.id, record.bookingId), record.stillDue)),
      )
      .onConflictDoNothing()
      .returning({ bookingId: bookingReminders.bookingId });
    if (recorded.length === 0) return false;
    await queue(tx);
    return true;
  });
}
