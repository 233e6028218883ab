import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  RainOutPreview,
  blockBodySchema,
  rangeCancellationBodySchema,
} from '../../shared/api/owner-calendar-contract';
import {
  DEFAULT_WEEK_HOURS,
  isDefaultWeek,
  weekHoursProblem,
  type DayHours,
} from '../../shared/opening-hours';
import {
  blockReasonProblem,
  normalizeBlockReason,
  ownerRangeProblem,
  repeatWeeksProblem,
  weeklyRanges,
} from '../../shared/owner-blocks';
import { paiseToRupees } from '../../shared/pricing';
import { timeLabel, type TimeRange } from '../../shared/slots';
import { zonedNow } from '../../shared/time';
import type { CheckoutContext } from '../payments/payment-context';
import { settleRefundsOfPayment } from '../payments/refunds';
import { settleRefund } from '../payments/refunds';
import { collectingSplitsIn, endCollectingSplits } from '../splits/split-venue-cancel';
import { repeatsRequest } from '../aftercare/request-keys';
import { requireCapabilityAt } from '../auth/venue-access';
import type { UserRow } from '../auth/users';
import { auditRupees, recordAuditBy } from '../audit/audit-log';
import { rangeText, weekChange } from '../audit/audit-values';
import { placeBlocks, plainCourtsUnder, removeBlocks } from '../bookings/blocks';
import {
  cancelRangeForOwner,
  rainOutCancellations,
  rainOutVenueCancellations,
} from '../bookings/rain-outs';
import { lockBooking } from '../bookings/changes';
import { lockTurfDays } from '../bookings/lifecycle';
import type { DbOrTx } from '../db/database';
import { endGameOfBooking, refundEndedSpots } from '../games/game-changes';
import { joinedPlayersOfBookings } from '../games/game-records';
import { GAME_MESSAGES } from '../../shared/games';
import { isExclusionViolation } from '../db/errors';
import { courts, turfs } from '../db/schema';
import { bookings } from '../db/schema-bookings';
import { requireDatesWithin } from '../http/date-windows';
import { HttpError } from '../http/errors';
import type { TurfRow } from '../turfs/turf-json';
import { ERROR_CATALOGUE } from '../../shared/errors/error-catalogue';

// What an owner does on the calendar, each checked by the shared rules and written in
// one transaction through the booking core: nothing half-done is ever left behind.

export const BLOCK_NOT_FOUND = ERROR_CATALOGUE.block_not_found.en;
export const OWNER_BOOKING_NOT_FOUND = ERROR_CATALOGUE.booking_not_found.en;
export const NOT_CANCELLABLE = ERROR_CATALOGUE.owner_booking_not_cancellable.en;

function checkedReason(reason: string): string {
  const problem = blockReasonProblem(reason);
  if (problem) throw HttpError.refusal(400, problem, 'time_not_bookable');
  return normalizeBlockReason(reason);
}

function checkRange(context: CheckoutContext, range: TimeRange) {
  const now = zonedNow(context.now(), context.config.venueTimeZone);
  const problem = ownerRangeProblem(range, now);
  if (problem) throw HttpError.refusal(400, problem, 'time_not_bookable');
}

/** The ranges an owner asks to close: every date in the calendar window, then each range. */
function checkNewRanges(context: CheckoutContext, ranges: readonly TimeRange[]) {
  requireDatesWithin(
    'calendar',
    ranges.map((range) => range.date),
    { now: context.now(), timeZone: context.config.venueTimeZone },
  );
  for (const range of ranges) checkRange(context, range);
}

/** Blocks a range, weekly `repeatWeeks` times, all or none; 409 when any overlaps a booking or hold. */
export async function blockTime(
  context: CheckoutContext,
  person: UserRow,
  turf: TurfRow,
  body: z.output<typeof blockBodySchema>,
) {
  const reason = checkedReason(body.reason);
  const weeksProblem = repeatWeeksProblem(body.repeatWeeks);
  if (weeksProblem) throw HttpError.refusal(400, weeksProblem, 'block_too_many_weeks');
  const ranges = weeklyRanges(
    { date: body.date, start: body.start, end: body.end },
    body.repeatWeeks,
  );
  checkNewRanges(context, ranges);
  const groupId = randomUUID();
  try {
    const blockIds = await context.db.transaction(async (tx) => {
      // The block is the turf's: its owner's row, whether the owner or the admin made it.
      const ids = await placeBlocks(tx, {
        turfId: turf.id,
        ownerId: turf.ownerId,
        ranges,
        reason,
        groupId,
        now: context.now(),
        courtId: body.courtId ?? null,
      });
      // One entry for the block and its weekly repeats (docs/decisions/066).
      await recordAuditBy(tx, person, turf, {
        action: 'block.add',
        target: rangeText(ranges[0]!),
        before: null,
        after: {
          court: await courtLabel(tx, body.courtId ?? null),
          reason,
          ...(ranges.length > 1 ? { weeks: ranges.length, until: ranges.at(-1)!.date } : {}),
        },
        at: context.now(),
      });
      return ids;
    });
    return { groupId, blockIds, blocks: ranges.length };
  } catch (error) {
    if (isExclusionViolation(error)) throw new HttpError(409, 'block_overlaps_booking');
    throw error;
  }
}

export async function unblockTime(
  context: CheckoutContext,
  person: UserRow,
  turf: TurfRow,
  blockId: string,
  series: boolean,
): Promise<number> {
  const removed = await context.db.transaction(async (tx) => {
    const [block] = await tx
      .select({
        day: bookings.day,
        start: bookings.startMinute,
        end: bookings.endMinute,
        reason: bookings.blockReason,
        courtId: bookings.courtId,
        groupId: bookings.blockGroupId,
      })
      .from(bookings)
      .where(
        and(eq(bookings.id, blockId), eq(bookings.turfId, turf.id), eq(bookings.status, 'blocked')),
      );
    const count = await removeBlocks(tx, turf.id, blockId, { series, now: context.now() });
    if (block && count > 0) {
      // A venue block stands on every court: it reads as the whole venue's, as it was placed.
      const courtsOfGroup = block.groupId
        ? await tx
            .selectDistinct({ courtId: bookings.courtId })
            .from(bookings)
            .where(
              and(
                eq(bookings.blockGroupId, block.groupId),
                eq(bookings.day, block.day),
                eq(bookings.startMinute, block.start),
              ),
            )
        : [];
      // One entry for what one removal took away: the block, or with series all its weeks.
      await recordAuditBy(tx, person, turf, {
        action: 'block.remove',
        target: rangeText({ date: block.day, start: block.start, end: block.end }),
        before: {
          court: await courtLabel(
            tx,
            courtsOfGroup.length >= (await plainCourtsUnder(tx, turf.id, null)).length
              ? null
              : block.courtId,
          ),
          reason: block.reason ?? '',
          ...(count > 1 ? { weeks: count } : {}),
        },
        after: null,
        at: context.now(),
      });
    }
    return count;
  });
  if (removed === 0) throw new HttpError(404, 'block_not_found');
  return removed;
}

/** Saves the week of hours; the default week is stored as null, so it follows the default. */
export async function saveOpeningHours(
  context: CheckoutContext,
  person: UserRow,
  turf: TurfRow,
  week: (DayHours | null)[],
) {
  const problem = weekHoursProblem(week);
  if (problem) throw HttpError.refusal(400, problem, 'time_not_bookable');
  await context.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ openingHours: turfs.openingHours })
      .from(turfs)
      .where(eq(turfs.id, turf.id))
      .for('no key update');
    await tx
      .update(turfs)
      .set({ openingHours: isDefaultWeek(week) ? null : week })
      .where(eq(turfs.id, turf.id));
    const change = weekChange(row?.openingHours ?? DEFAULT_WEEK_HOURS, week, '');
    if (change)
      await recordAuditBy(tx, person, turf, {
        action: 'opening_hours.update',
        target: turf.name,
        ...change,
        at: context.now(),
      });
  });
  return isDefaultWeek(week) ? [...DEFAULT_WEEK_HOURS] : week;
}

interface CancellationOutcome {
  cancelled: number;
  refundedAmount: number;
}

/**
 * The games on the paid bookings a rain-out of `range` cancels end first (docs/decisions/045):
 * every joined player's spot back in full, to where they chose. Under the day's lock, taken here
 * before any game's row lock (the order the core takes it in, so a player's join, which takes
 * the game's row lock alone, never deadlocks with it). Answers the spots' intents to refund
 * after commit.
 */
async function endGamesInRange(
  tx: DbOrTx,
  context: CheckoutContext,
  turfId: string,
  range: TimeRange,
  courtId: string | null,
): Promise<string[]> {
  await lockTurfDays(tx, turfId, [range.date]);
  const spots: string[] = [];
  for (const { bookingId } of await rainOutCancellations(tx, turfId, range, courtId)) {
    const ended = await endGameOfBooking(tx, context, bookingId, GAME_MESSAGES.venueCancelledCause);
    if (ended) spots.push(...ended.toRefund);
  }
  return spots;
}

/** Makes the due refunds after commit (each with its own idempotency key), and sums them. */
async function refundAfterCommit(
  context: CheckoutContext,
  result: { cancelled: { refundIds: string[]; refundPaise: number }[]; spots?: string[] },
  splitsEnded: Awaited<ReturnType<typeof endCollectingSplits>> = { ended: [], toGateway: [] },
): Promise<CancellationOutcome> {
  await refundEndedSpots(context, result.spots ?? []);
  for (const { refundIds } of result.cancelled)
    for (const refundId of refundIds) await settleRefund(context, refundId);
  // A split's card and UPI shares go back now; the reconciler retries one the gateway refuses.
  for (const intentId of splitsEnded.toGateway) await settleRefundsOfPayment(context, intentId);
  const cancelled = [
    ...result.cancelled,
    ...splitsEnded.ended.map((split) => ({ refundPaise: split.paidPaise })),
  ];
  const refundedPaise = cancelled.reduce((sum, entry) => sum + entry.refundPaise, 0);
  return { cancelled: cancelled.length, refundedAmount: paiseToRupees(refundedPaise) };
}

/**
 * A rain-out: every paid booking in the range cancelled with its player's choice opened (credit,
 * a free move or a full refund: docs/decisions/041), the range blocked.
 */
export async function cancelRange(
  context: CheckoutContext,
  person: UserRow,
  turf: TurfRow,
  body: z.output<typeof rangeCancellationBodySchema>,
  requestKey: string | null,
): Promise<CancellationOutcome & { awaitingChoice: number }> {
  const reason = checkedReason(body.reason);
  const range = { date: body.date, start: body.start, end: body.end };
  checkNewRanges(context, [range]);
  const courtId = body.courtId ?? null;
  const now = context.now();
  const { result, splitsEnded } = await context.db.transaction(async (tx) => {
    // Splits still collecting first, under their own locks (before the day's: docs/decisions/044),
    // then the games of the range (the day's locks, then each game's row: decision 045).
    const splitsEnded = await endCollectingSplits(tx, {
      turfId: turf.id,
      range,
      courtId,
      reason,
      now,
    });
    const spots = await endGamesInRange(tx, context, turf.id, range, courtId);
    const done = await cancelRangeForOwner(tx, {
      turfId: turf.id,
      ownerId: turf.ownerId,
      range,
      reason,
      groupId: randomUUID(),
      now,
      requestKey,
      shownBookings: body.shownBookings,
      courtId,
      // Each player chooses credit, a free move or a refund (docs/decisions/041).
      offerChoice: true,
    });
    // One entry for the rain-out, naming every booking it called off (docs/decisions/066).
    const called = [
      ...done.cancelled.map(({ bookingId }) => bookingId),
      ...splitsEnded.ended.map((split) => split.bookingId),
    ];
    await recordAuditBy(tx, person, turf, {
      action: 'rain_out',
      target: rangeText(range),
      before: null,
      after: {
        court: await courtLabel(tx, courtId),
        reason,
        bookings: await referencesOf(tx, called),
        refunded: auditRupees(splitsEnded.ended.reduce((sum, split) => sum + split.paidPaise, 0)),
        awaitingChoice: done.cancelled.length,
      },
      at: now,
    });
    return { result: { ...done, spots }, splitsEnded };
  });
  const outcome = await refundAfterCommit(context, result, splitsEnded);
  // The splits ended give their shares back at once; only confirmed bookings' players choose.
  return { ...outcome, awaitingChoice: result.cancelled.length };
}

/**
 * What a rain-out of `range` would cancel and refund if sent now: refused as the rain-out would
 * refuse the range, and read by the rain-out's own rule (rainOutCancellations). Writes nothing.
 */
export async function previewRainOut(
  context: CheckoutContext,
  turf: TurfRow,
  query: TimeRange & { courtId?: string | undefined },
): Promise<RainOutPreview> {
  const range = { date: query.date, start: query.start, end: query.end };
  checkRange(context, range);
  const courtId = query.courtId ?? null;
  const confirmed = await rainOutCancellations(context.db, turf.id, range, courtId);
  // A split still collecting has money in it: it ends, its paid shares back whole (044).
  const collecting = await collectingSplitsIn(context.db, turf.id, range, courtId);
  const joined = await joinedPlayersOfBookings(
    context.db,
    confirmed.map((booking) => booking.bookingId),
  );
  const due = [
    ...confirmed.map((booking) => ({
      ...booking,
      joinedPlayers: joined.get(booking.bookingId) ?? 0,
      collecting: false,
    })),
    ...collecting.map((split) => ({
      ...split,
      refundPaise: split.paidPaise,
      joinedPlayers: 0,
      collecting: true,
    })),
  ].sort((a, b) => a.start - b.start);
  const venue = await rainOutVenueCancellations(context.db, turf.id, range, courtId);
  return {
    success: true,
    bookings: due.map((booking) => ({
      _id: booking.bookingId,
      playerName: booking.playerName,
      startTime: timeLabel(booking.start),
      endTime: timeLabel(booking.end),
      refundAmount: paiseToRupees(booking.refundPaise),
      joinedPlayers: booking.joinedPlayers,
      collecting: booking.collecting,
    })),
    refundAmount: paiseToRupees(due.reduce((sum, booking) => sum + booking.refundPaise, 0)),
    venueBookings: venue.map((booking) => ({
      _id: booking.id,
      customerName: booking.customerName ?? '',
      startTime: timeLabel(booking.start),
      endTime: timeLabel(booking.end),
    })),
  };
}

/**
 * The owner cancels one paid booking of their turf: a rain-out of exactly its time. A repeat of
 * the same request (same Idempotency-Key) answers as the first did; any other second cancel 409.
 */
export async function cancelBookingForOwner(
  context: CheckoutContext,
  manager: UserRow,
  bookingId: string,
  reasonText: string,
  requestKey: string | null,
): Promise<CancellationOutcome> {
  const reason = checkedReason(reasonText);
  const result = await context.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking || !['confirmed', 'cancelled'].includes(booking.status))
      throw new HttpError(404, 'booking_not_found');
    const { turf } = await requireCapabilityAt(tx, manager, 'cancel', booking.turfId);
    if (booking.status === 'cancelled') {
      if (await repeatsRequest(tx, booking.id, 'cancelled', requestKey))
        return { cancelled: [{ refundIds: [], refundPaise: booking.refundedPaise }] };
      throw new HttpError(409, 'owner_booking_not_cancellable');
    }
    const range = { date: booking.day, start: booking.startMinute, end: booking.endMinute };
    checkRange(context, range);
    // Only this booking's court (and what shares its ground) is called off.
    const spots = await endGamesInRange(tx, context, booking.turfId, range, booking.courtId);
    const done = await cancelRangeForOwner(tx, {
      turfId: booking.turfId,
      ownerId: turf.ownerId,
      range,
      reason,
      groupId: randomUUID(),
      now: context.now(),
      requestKey,
      courtId: booking.courtId,
    });
    await recordAuditBy(tx, manager, turf, {
      action: 'booking.cancel',
      target: booking.reference,
      before: { status: 'confirmed', paid: auditRupees(booking.amountPaise - booking.creditPaise) },
      after: {
        status: 'cancelled',
        reason,
        refund: auditRupees(done.cancelled.reduce((sum, { refundPaise }) => sum + refundPaise, 0)),
      },
      at: context.now(),
    });
    return { ...done, spots };
  });
  return refundAfterCommit(context, result);
}

/** The court's name, or the whole venue's (a block or rain-out of every court). */
async function courtLabel(tx: DbOrTx, courtId: string | null): Promise<string> {
  if (courtId === null) return 'All courts';
  const [court] = await tx.select({ name: courts.name }).from(courts).where(eq(courts.id, courtId));
  return court?.name ?? 'All courts';
}

/** The bookings' references, as the log names them. */
async function referencesOf(tx: DbOrTx, bookingIds: readonly string[]): Promise<string[]> {
  if (bookingIds.length === 0) return [];
  const rows = await tx
    .select({ reference: bookings.reference })
    .from(bookings)
    .where(inArray(bookings.id, [...bookingIds]))
    .orderBy(bookings.startMinute);
  return rows.map(({ reference }) => reference);
}
