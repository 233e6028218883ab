import { and, eq, lt, sql } from 'drizzle-orm';
import { zonedNow } from '../../shared/time';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { enqueue } from '../db/outbox';
import { turfs } from '../db/schema';
import { bookings } from '../db/schema-bookings';
import { appMeta } from '../db/schema-system';

// The owners' morning summary (docs/decisions/059): at the first housekeeping run from 7 AM venue
// time, each owner with confirmed bookings that day gets one 'owner.day_summary' mail of them.
//
// Once a day across processes, without a table of its own: the day is claimed by one row of
// app_meta (the last venue day whose summaries were queued), moved forward by an upsert that
// only moves it forward, in the same transaction as the day's outbox rows. A second process
// claiming the same day waits on the row's lock, then finds the day claimed, updates nothing
// and queues nothing; a crash before the commit leaves neither the claim nor the rows.

/** When the summary goes: 7 AM on the venue's clock, as a minute of the day. */
export const SUMMARY_MINUTE = 7 * 60;
const CLAIM_KEY = 'owner-day-summaries';

export interface DaySummaryJobContext {
  db: Db;
  now: () => Date;
  config: Pick<AppConfig, 'venueTimeZone'>;
}

/** Queues today's summaries unless they were queued; answers how many owners get one. */
export async function queueOwnerDaySummaries(context: DaySummaryJobContext): Promise<number> {
  const { db } = context;
  const { date: day, minutes } = zonedNow(context.now(), context.config.venueTimeZone);
  if (minutes < SUMMARY_MINUTE) return 0;
  // Every later run of the day stops here, on one row read by its key.
  const [claimed] = await db.select().from(appMeta).where(eq(appMeta.key, CLAIM_KEY));
  if (claimed && claimed.value >= day) return 0;
  return db.transaction(async (tx) => {
    const claim = await tx
      .insert(appMeta)
      .values({ key: CLAIM_KEY, value: day })
      .onConflictDoUpdate({
        target: appMeta.key,
        set: { value: day },
        setWhere: lt(appMeta.value, day),
      })
      .returning({ key: appMeta.key });
    if (claim.length === 0) return 0;
    // Owners with a game that day; an owner's own blocked time is no booking.
    const owners = await tx
      .selectDistinct({ ownerId: turfs.ownerId })
      .from(turfs)
      .innerJoin(
        bookings,
        and(eq(bookings.turfId, turfs.id), eq(bookings.day, day), eq(bookings.status, 'confirmed')),
      )
      .orderBy(sql`1`);
    for (const { ownerId } of owners) await enqueue(tx, 'owner.day_summary', { ownerId, day });
    return owners.length;
  });
}
