import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Sport } from '../../shared/catalog';
import { openingHoursProblem } from '../../shared/opening-hours';
import {
  priceOfRange,
  rulesOfCourt,
  rulesWithBase,
  type PriceRules,
} from '../../shared/price-rules';
import type { TimeRange } from '../../shared/slots';
import type { Db, DbOrTx } from '../db/database';
import { enqueue } from '../db/outbox';
import { turfs } from '../db/schema';
import { bookings, waitlistEntries } from '../db/schema-bookings';
import { freeCourtsFor } from './court-assignment';
import { expireStaleHolds } from './hold-endings';
import { HOLD_MINUTES, lockTurfDays } from './lifecycle';

// The waitlist's offers (docs/decisions/033), a transition of the booking core: when a range some
// players wait for is bookable again, the first of them (by time of joining) is given it as their
// own hold for HOLD_MINUTES (an offer), and told by mail in the same transaction. The hold is a
// bookings row, so the exclusion constraint, the grid and the slot search treat the range as
// taken; the player pays for it through the usual checkout, which finds their own hold of exactly
// those slots and pays for it (holdSlots' "already held"). An offer not paid in time is passed,
// and the next waiting player is offered the range, each entry once.
//
// Every pass runs under the turf days' locks (lock_booking_days), so two processes, or a
// cancellation and the sweep, never offer one range twice: the second waits for the first's
// commit and reads its offer. The pass runs in the transaction that ends a claim (a cancel, a
// move, a release of a hold or of a block) and in the housekeeping sweep, which catches what
// ends on the clock: a hold or an offer that ran out, a range that has started.

/** Entries that are still waiting or hold a live offer. */
export const LIVE_WAITLIST = inArray(waitlistEntries.status, ['waiting', 'offered']);

type EntryRow = typeof waitlistEntries.$inferSelect;

function liveEntriesOn(tx: DbOrTx, turfId: string, days: readonly string[]) {
  return tx
    .select({
      entry: waitlistEntries,
      offerStatus: bookings.status,
      offerExpiresAt: bookings.holdExpiresAt,
    })
    .from(waitlistEntries)
    .leftJoin(bookings, eq(bookings.id, waitlistEntries.offerBookingId))
    .where(
      and(
        eq(waitlistEntries.turfId, turfId),
        inArray(waitlistEntries.day, [...days]),
        LIVE_WAITLIST,
      ),
    )
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
}

async function setStatus(tx: DbOrTx, ids: string[], status: EntryRow['status']) {
  if (ids.length === 0) return;
  await tx
    .update(waitlistEntries)
    .set({ status })
    .where(and(inArray(waitlistEntries.id, ids), LIVE_WAITLIST));
}

/** The confirmed bookings of these players on the turf's days: an entry they cover is booked. */
async function playersBookings(tx: DbOrTx, turfId: string, days: string[], userIds: string[]) {
  if (userIds.length === 0) return [];
  return tx
    .select({
      userId: bookings.userId,
      day: bookings.day,
      start: bookings.startMinute,
      end: bookings.endMinute,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.turfId, turfId),
        inArray(bookings.day, days),
        eq(bookings.status, 'confirmed'),
        inArray(bookings.userId, userIds),
      ),
    );
}

/**
 * One pass over the live entries of `turfId` on `days` (taking those days' locks, which the
 * caller may already hold): settles the offers (paid: booked; run out or released: passed), ends
 * the entries whose range has started or that their player has booked, and offers each range
 * that is free now, and not already offered, to its first waiting player. Answers the entries
 * offered now.
 */
export async function offerFreedRanges(
  tx: DbOrTx,
  place: { turfId: string; days: readonly string[]; now: Date },
): Promise<string[]> {
  const { turfId, now } = place;
  const days = [...new Set(place.days)];
  if (days.length === 0) return [];
  // Most claims that end have nobody waiting: one indexed read, and no lock, answers that.
  const [anyone] = await tx
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(
      and(eq(waitlistEntries.turfId, turfId), inArray(waitlistEntries.day, days), LIVE_WAITLIST),
    )
    .limit(1);
  if (!anyone) return [];
  await lockTurfDays(tx, turfId, days);
  // A run-out hold still sits in the exclusion constraint until it is marked expired.
  for (const day of days) await expireStaleHolds(tx, now, { turfId, day });
  const rows = await liveEntriesOn(tx, turfId, days);

  const passed: string[] = [];
  const booked: string[] = [];
  const ended: string[] = [];
  const waiting: EntryRow[] = [];
  for (const { entry, offerStatus, offerExpiresAt } of rows) {
    if (entry.status === 'offered') {
      if (offerStatus === 'confirmed') booked.push(entry.id);
      else if (!(offerStatus === 'pending' && offerExpiresAt && offerExpiresAt > now))
        passed.push(entry.id);
    } else if (entry.startsAt <= now) ended.push(entry.id);
    else waiting.push(entry);
  }
  const theirs = await playersBookings(tx, turfId, days, [
    ...new Set(waiting.map((entry) => entry.userId)),
  ]);
  const stillWaiting = waiting.filter((entry) => {
    const covered = theirs.some(
      (b) =>
        b.userId === entry.userId &&
        b.day === entry.day &&
        b.start <= entry.startMinute &&
        b.end >= entry.endMinute,
    );
    if (covered) booked.push(entry.id);
    return !covered;
  });
  await setStatus(tx, passed, 'passed');
  await setStatus(tx, booked, 'booked');
  await setStatus(tx, ended, 'ended');
  if (stillWaiting.length === 0) return [];

  const [turf] = await tx
    .select({
      pricePaise: turfs.pricePaise,
      priceRules: turfs.priceRules,
      approved: turfs.approved,
      openingHours: turfs.openingHours,
    })
    .from(turfs)
    .where(eq(turfs.id, turfId));
  if (!turf?.approved) return [];

  const offered: string[] = [];
  const closed: string[] = [];
  for (const entry of stillWaiting) {
    // A live offer holds its court, so a range of one court is offered to one player at a
    // time; a range free on two courts goes to the first two waiting.
    const range: TimeRange = { date: entry.day, start: entry.startMinute, end: entry.endMinute };
    if (openingHoursProblem([range], turf.openingHours)) {
      closed.push(entry.id);
      continue;
    }
    const [court] = await freeCourtsFor(tx, turfId, range, entry.sport as Sport, now);
    if (!court) continue;
    // Priced on the court offered (docs/decisions/039).
    const rules = rulesOfCourt(rulesWithBase(turf.pricePaise, turf.priceRules), court);
    if (await offerRange(tx, entry, court.id, rules, now)) offered.push(entry.id);
  }
  // The venue no longer opens then: nothing will ever be offered.
  await setStatus(tx, closed, 'ended');
  return offered;
}

/** waiting → offered: the player's hold on `courtId` for HOLD_MINUTES, and the mail. */
async function offerRange(
  tx: DbOrTx,
  entry: EntryRow,
  courtId: string,
  rules: PriceRules,
  now: Date,
): Promise<boolean> {
  const range = { date: entry.day, start: entry.startMinute, end: entry.endMinute };
  const [hold] = await tx
    .insert(bookings)
    .values({
      turfId: entry.turfId,
      courtId,
      userId: entry.userId,
      day: entry.day,
      startMinute: entry.startMinute,
      endMinute: entry.endMinute,
      status: 'pending',
      // The rule price, offers aside: the player's payment prices the hold again when it
      // starts, as any hold's (linkHoldsToPayment), and that price is what the booking keeps.
      amountPaise: priceOfRange(rules, range, null).totalPaise,
      paymentStatus: 'unpaid',
      holdExpiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000),
    })
    .returning({ id: bookings.id });
  const [updated] = await tx
    .update(waitlistEntries)
    .set({ status: 'offered', offerBookingId: hold!.id, offeredAt: now })
    .where(and(eq(waitlistEntries.id, entry.id), eq(waitlistEntries.status, 'waiting')))
    .returning({ id: waitlistEntries.id });
  if (!updated) throw new Error(`waitlist entry ${entry.id} changed under the day's lock`);
  await enqueue(tx, 'waitlist.offered', { entryId: entry.id });
  return true;
}

/** The pass for every turf day a payment's holds are on (a hold the player released). */
export async function offerFreedPaymentRanges(tx: DbOrTx, paymentId: string, now: Date) {
  const places = await tx
    .selectDistinct({ turfId: bookings.turfId, day: bookings.day })
    .from(bookings)
    .where(eq(bookings.paymentId, paymentId));
  for (const place of places)
    await offerFreedRanges(tx, { turfId: place.turfId, days: [place.day], now });
}

/**
 * The housekeeping sweep: a pass for every turf day someone waits on, each in its own
 * transaction under that day's lock (as expireStaleHoldsEverywhere does). Answers the entries
 * offered.
 */
export async function offerFreedRangesEverywhere(db: Db, now: Date): Promise<string[]> {
  const places = await db
    .selectDistinct({ turfId: waitlistEntries.turfId, day: waitlistEntries.day })
    .from(waitlistEntries)
    .where(LIVE_WAITLIST);
  const offered: string[] = [];
  for (const place of places) {
    offered.push(
      ...(await db.transaction((tx) =>
        offerFreedRanges(tx, { turfId: place.turfId, days: [place.day], now }),
      )),
    );
  }
  return offered;
}

/**
 * waiting or offered → left: the player leaves the waitlist. A live offer of theirs is given up
 * at once (its hold expires) and the range goes to the next one waiting. Answers false when the
 * entry is not the player's or no longer live.
 */
export async function leaveWaitlist(
  tx: DbOrTx,
  leave: { entryId: string; userId: string; now: Date },
): Promise<boolean> {
  const mine = and(eq(waitlistEntries.id, leave.entryId), eq(waitlistEntries.userId, leave.userId));
  const [seen] = await tx
    .select({ turfId: waitlistEntries.turfId, day: waitlistEntries.day })
    .from(waitlistEntries)
    .where(and(mine, LIVE_WAITLIST));
  if (!seen) return false;
  await lockTurfDays(tx, seen.turfId, [seen.day]);
  const [left] = await tx
    .update(waitlistEntries)
    .set({ status: 'left' })
    .where(and(mine, LIVE_WAITLIST))
    .returning({ offerBookingId: waitlistEntries.offerBookingId });
  if (!left) return false;
  if (left.offerBookingId) {
    await tx
      .update(bookings)
      .set({ status: 'expired', holdExpiresAt: leave.now })
      .where(
        and(
          eq(bookings.id, left.offerBookingId),
          eq(bookings.status, 'pending'),
          eq(bookings.paymentStatus, 'unpaid'),
        ),
      );
  }
  await offerFreedRanges(tx, { turfId: seen.turfId, days: [seen.day], now: leave.now });
  return true;
}
