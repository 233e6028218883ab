import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { bookingEvents } from '../db/schema-bookings';

/** The Idempotency-Key header of a cancel or reschedule: printable, at most 200 characters. */
export function requestKeyOf(header: string | string[] | undefined): string | null {
  const key = Array.isArray(header) ? header[0] : header;
  if (!key) return null;
  return /^[\x21-\x7e]{1,200}$/.test(key) ? key : null;
}

/** Whether the booking's latest change of this kind was made by a request with this key. */
export async function repeatsRequest(
  tx: DbOrTx,
  bookingId: string,
  kind: 'cancelled' | 'rescheduled',
  requestKey: string | null,
): Promise<boolean> {
  if (!requestKey) return false;
  const [last] = await tx
    .select({ detail: bookingEvents.detail })
    .from(bookingEvents)
    .where(and(eq(bookingEvents.bookingId, bookingId), eq(bookingEvents.kind, kind)))
    .orderBy(desc(bookingEvents.at))
    .limit(1);
  return last?.detail.requestKey === requestKey;
}
