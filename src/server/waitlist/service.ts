import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { WaitlistEntry, joinWaitlistBodySchema } from '../../shared/api/waitlist-contract';
import type { Sport } from '../../shared/catalog';
import { hosts } from '../../shared/courts';
import { timeLabel } from '../../shared/slots';
import { localInstant } from '../../shared/time';
import { WAITLIST_MESSAGES } from '../../shared/waitlist';
import type { UserRow } from '../auth/users';
import type { AppConfig } from '../config';
import { freeCourtsFor } from '../bookings/court-assignment';
import { lockTurfDays } from '../bookings/lifecycle';
import { resolveSlotRequest } from '../bookings/resolve-request';
import { LIVE_WAITLIST, leaveWaitlist } from '../bookings/waitlist-offers';
import type { Db } from '../db/database';
import { databaseErrorCode } from '../db/errors';
import { turfs } from '../db/schema';
import { bookings, waitlistEntries } from '../db/schema-bookings';
import { HttpError } from '../http/errors';
import { liveCourts } from '../turfs/courts';

// Joining, reading and leaving the waitlist (docs/decisions/033). The offers themselves are the
// booking core's (bookings/waitlist-offers.ts): this module only adds and ends entries.

export interface WaitlistContext {
  db: Db;
  now: () => Date;
  config: Pick<AppConfig, 'venueTimeZone'>;
}

type JoinBody = z.output<typeof joinWaitlistBodySchema>;

/** The player's live entries whose range has not started (and whose offer is not paid). */
async function entriesOf(db: Db, userId: string, now: Date, entryId?: string) {
  const rows = await db
    .select({
      entry: waitlistEntries,
      turfName: turfs.name,
      offerExpiresAt: bookings.holdExpiresAt,
      position: sql<number>`(select count(*)::int from ${waitlistEntries} as earlier
        where earlier.turf_id = ${waitlistEntries.turfId} and earlier.day = ${waitlistEntries.day}
          and earlier.start_minute = ${waitlistEntries.startMinute}
          and earlier.end_minute = ${waitlistEntries.endMinute}
          and earlier.status = 'waiting'
          and (earlier.created_at, earlier.id) < (${waitlistEntries.createdAt}, ${waitlistEntries.id})) + 1`,
    })
    .from(waitlistEntries)
    .innerJoin(turfs, eq(turfs.id, waitlistEntries.turfId))
    .leftJoin(bookings, eq(bookings.id, waitlistEntries.offerBookingId))
    .where(
      and(
        eq(waitlistEntries.userId, userId),
        LIVE_WAITLIST,
        gt(waitlistEntries.startsAt, now),
        entryId ? eq(waitlistEntries.id, entryId) : undefined,
        // A paid offer is a booking now, whatever the next sweep writes.
        sql`coalesce(${bookings.status}, '') <> 'confirmed'`,
      ),
    )
    .orderBy(asc(waitlistEntries.day), asc(waitlistEntries.startMinute));
  return rows.map(({ entry, turfName, offerExpiresAt, position }): WaitlistEntry => ({
    _id: entry.id,
    turf: { _id: entry.turfId, name: turfName },
    date: entry.day,
    startTime: timeLabel(entry.startMinute),
    endTime: timeLabel(entry.endMinute),
    sport: entry.sport,
    status: entry.status === 'offered' ? 'offered' : 'waiting',
    position: entry.status === 'offered' ? 1 : Number(position),
    offerExpiresAt:
      entry.status === 'offered' && offerExpiresAt ? offerExpiresAt.toISOString() : null,
    joinedAt: entry.createdAt.toISOString(),
  }));
}

export function listWaitlist(context: WaitlistContext, player: UserRow) {
  return entriesOf(context.db, player.id, context.now());
}

/**
 * Adds the player to the waitlist of a range that is fully booked now: the request obeys every
 * rule of a booking (turf listed, half-hours, not past, within the grid's days, opening hours),
 * and is refused when a court hosting the sport is free (book it instead) or when the player
 * already waits for it. Decided under the day's lock, so a range that frees meanwhile is either
 * seen free here or offered to this entry by the claim's end.
 */
export async function joinWaitlist(context: WaitlistContext, player: UserRow, body: JoinBody) {
  const now = context.now();
  const timeZone = context.config.venueTimeZone;
  const resolved = await resolveSlotRequest(context.db, { now, timeZone }, player, {
    kind: 'booking',
    booking: {
      turfId: body.turfId,
      bookingDate: body.date,
      startTime: body.startTime,
      endTime: body.endTime,
      sport: body.sport,
    },
  });
  const range = resolved.ranges[0]!;
  const turfId = resolved.turf.id;
  const sport: Sport = resolved.sport;
  let entryId: string;
  try {
    entryId = await context.db.transaction(async (tx) => {
      await lockTurfDays(tx, turfId, [range.date]);
      const [already] = await tx
        .select({ id: waitlistEntries.id })
        .from(waitlistEntries)
        .where(
          and(
            eq(waitlistEntries.userId, player.id),
            eq(waitlistEntries.turfId, turfId),
            eq(waitlistEntries.day, range.date),
            eq(waitlistEntries.startMinute, range.start),
            eq(waitlistEntries.endMinute, range.end),
            LIVE_WAITLIST,
          ),
        );
      if (already) throw new HttpError(409, 'waitlist_already');
      const courts = await liveCourts(tx, turfId);
      if (!courts.some((court) => hosts(court, sport)))
        throw HttpError.templated(400, 'no_court_for_sport', { sport });
      const free = await freeCourtsFor(tx, turfId, range, sport, now);
      if (free.length > 0) throw new HttpError(409, 'waitlist_free_now');
      const [entry] = await tx
        .insert(waitlistEntries)
        .values({
          userId: player.id,
          turfId,
          day: range.date,
          startMinute: range.start,
          endMinute: range.end,
          sport,
          startsAt: localInstant(range.date, range.start, timeZone),
          status: 'waiting',
          createdAt: now,
        })
        .returning({ id: waitlistEntries.id });
      return entry!.id;
    });
  } catch (error) {
    // Two joins of one player at once: the unique index lets one in.
    if (databaseErrorCode(error) === '23505') throw new HttpError(409, 'waitlist_already');
    throw error;
  }
  const [entry] = await entriesOf(context.db, player.id, now, entryId);
  return { success: true as const, message: WAITLIST_MESSAGES.joined, entry: entry! };
}

/** The player leaves one of their entries; a live offer goes to the next one waiting. */
export async function leave(context: WaitlistContext, player: UserRow, entryId: string) {
  const left = await context.db.transaction((tx) =>
    leaveWaitlist(tx, { entryId, userId: player.id, now: context.now() }),
  );
  if (!left) throw new HttpError(404, 'waitlist_not_found');
  return { success: true as const, message: WAITLIST_MESSAGES.left };
}

/**
 * How many players wait (or hold an offer not paid yet) for each range of the turf that has not
 * started.
 */
export async function waitingCounts(context: WaitlistContext, turfId: string) {
  const rows = await context.db
    .select({
      day: waitlistEntries.day,
      start: waitlistEntries.startMinute,
      end: waitlistEntries.endMinute,
      waiting: count(),
    })
    .from(waitlistEntries)
    .leftJoin(bookings, eq(bookings.id, waitlistEntries.offerBookingId))
    .where(
      and(
        eq(waitlistEntries.turfId, turfId),
        LIVE_WAITLIST,
        gt(waitlistEntries.startsAt, context.now()),
        // A paid offer is a booking now, whatever the next sweep writes.
        sql`coalesce(${bookings.status}, '') <> 'confirmed'`,
      ),
    )
    .groupBy(waitlistEntries.day, waitlistEntries.startMinute, waitlistEntries.endMinute)
    .orderBy(asc(waitlistEntries.day), asc(waitlistEntries.startMinute));
  return {
    success: true as const,
    ranges: rows.map(({ day, start, end, waiting }) => ({
      date: day,
      startTime: timeLabel(start),
      endTime: timeLabel(end),
      waiting,
    })),
  };
}
