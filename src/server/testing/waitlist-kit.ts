import { and, asc, eq } from 'drizzle-orm';
import type { App } from '../app';
import type { Db } from '../db/database';
import { bookings, waitlistEntries } from '../db/schema-bookings';
import { outbox } from '../db/schema-system';
import { TEST_DAY } from './payment-kit';

// Steps of the waitlist's tests (docs/decisions/033): join, read, leave as the browser does,
// and what the database holds of entries, offers and their mail.

export function joinWaitlist(app: App, cookie: string | null, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/waitlist',
    headers: cookie ? { cookie } : {},
    payload: body,
  });
}

/** The body for 6–7 PM on the test day (or other times) of a turf. */
export function waitBody(turfId: string, startTime = '6:00 PM', endTime = '7:00 PM') {
  return { turfId, date: TEST_DAY, startTime, endTime };
}

export function myWaitlist(app: App, cookie: string | null) {
  return app.inject({
    method: 'GET',
    url: '/api/v1/waitlist',
    headers: cookie ? { cookie } : {},
  });
}

export function leaveWaitlist(app: App, cookie: string | null, entryId: string) {
  return app.inject({
    method: 'DELETE',
    url: `/api/v1/waitlist/${entryId}`,
    headers: cookie ? { cookie } : {},
  });
}

/** Every entry with its player and status, in the order they joined. */
export async function entries(db: Db) {
  return db
    .select({
      id: waitlistEntries.id,
      userId: waitlistEntries.userId,
      status: waitlistEntries.status,
      offerBookingId: waitlistEntries.offerBookingId,
    })
    .from(waitlistEntries)
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
}

/** The offer mails queued, by entry. */
export async function offerMails(db: Db) {
  const rows = await db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(eq(outbox.topic, 'waitlist.offered'))
    // In the order they were queued: without an order PostgreSQL answers in the table's physical
    // order, which a delivered row's update changes.
    .orderBy(asc(outbox.createdAt));
  return rows.map((row) => (row.payload as { entryId: string }).entryId);
}

/** The holds of a player (live or not), for the offers made to them. */
export async function holdsOf(db: Db, userId: string) {
  return db
    .select({ id: bookings.id, status: bookings.status, courtId: bookings.courtId })
    .from(bookings)
    .where(and(eq(bookings.userId, userId)));
}
