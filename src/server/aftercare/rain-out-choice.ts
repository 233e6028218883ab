import type { z } from 'zod';
import { parseBookingDate } from '../../shared/booking-request';
import type { Sport } from '../../shared/catalog';
import { openingHoursProblem } from '../../shared/opening-hours';
import { rainOutMoveProblem, type rainOutChoiceBodySchema } from '../../shared/rain-out-choice';
import { zonedNow } from '../../shared/time';
import { lockBooking } from '../bookings/changes';
import { CourtRefused } from '../bookings/court-assignment';
import {
  claimRainOutChoice,
  findRainOutChoice,
  lapsedRainOutChoices,
  moveRainedOutBooking,
  refundRainedOutBooking,
} from '../bookings/rain-out-choices';
import type { CheckoutContext, PaymentContext } from '../payments/payment-context';
import { settleRefund } from '../payments/refunds';
import { safeForLog } from '../http/logging';
import { HttpError } from '../http/errors';
import { findTurfRow } from '../turfs/service';
import { requireOwnBooking } from './booking-detail';
import type { UserRow } from '../auth/users';
import { giveBackMoveDifference } from '../bookings/paid-move';
import { quoteMove } from '../moves/move-quote';
import { priceDifferenceError } from '../moves/move-start';
import type { StartLimitContext } from '../payments/start-limit';
import { payForMove, type MoveOutcome } from './reschedule-booking';
import { logError } from '../http/request-log';

// A rained-out player's choice (docs/decisions/041): credit, a free move, or a refund, taken
// once by the player (POST /booking/:id/rain-out-choice) or, after 24 hours, as credit by the
// minute sweep. Both take the booking's locks, then the choice by compare-and-swap: of two tabs,
// two processes, or a late choice and the sweep, one wins and the other is told (409) or skips.

type ChoiceBody = z.output<typeof rainOutChoiceBodySchema>;

/**
 * The player's choice, carried out in one transaction; due refunds are made after commit. A move
 * costs what the new slot costs, the difference waived on a court of the same size
 * (docs/decisions/053): a dearer one on a larger court is paid first, its choice taken when paid.
 */
export async function chooseForRainOut(
  context: CheckoutContext & StartLimitContext,
  player: UserRow,
  bookingId: string,
  body: ChoiceBody,
  requestKey: string | null,
): Promise<MoveOutcome> {
  const userId = player.id;
  const { db, config } = context;
  const zone = config.venueTimeZone;
  let to = null;
  if (body.choice === 'move' && body.slot) {
    const date = parseBookingDate(body.slot.bookingDate, zone);
    if (!date) throw new HttpError(400, 'booking_date_invalid');
    to = { date, start: body.slot.startTime, end: body.slot.endTime };
  }
  const done = await db.transaction(async (tx) => {
    const booking = requireOwnBooking(
      await lockBooking(tx, bookingId, to ? [to.date] : []),
      userId,
    );
    const open = await findRainOutChoice(tx, booking.id);
    if (!open) throw new HttpError(409, 'not_rained_out');
    if (open.choice) throw new HttpError(409, 'rain_out_chosen');
    const now = context.now();
    if (open.deadline <= now) throw new HttpError(409, 'rain_out_too_late');
    if (!to) {
      if (!(await claimRainOutChoice(tx, booking.id, body.choice, 'player', now)))
        throw new HttpError(409, 'rain_out_chosen');
      const refundTo = body.choice === 'credit' ? 'credit' : 'source';
      return { refundIds: await refundRainedOutBooking(tx, booking.id, refundTo) };
    }
    const turf = await findTurfRow(tx, booking.turfId);
    const rainedOut = { date: open.day, start: open.startMinute, end: open.endMinute };
    const problem =
      rainOutMoveProblem(rainedOut, to, zonedNow(now, zone)) ??
      openingHoursProblem([to], turf?.openingHours);
    if (problem) throw HttpError.refusal(400, problem, 'time_not_bookable');
    const quote = await quoteMove(tx, {
      booking,
      to,
      now,
      timeZone: zone,
      turf: turf!,
      sport: turf!.sportsType as Sport,
      courtId: body.slot?.courtId ?? null,
      kind: 'rain_out',
    }).catch(courtRefused);
    const { settlement } = quote;
    if (settlement.kind === 'pay') {
      if (!body.payDifference) throw priceDifferenceError(settlement.differencePaise);
      return { pay: quote };
    }
    if (!(await claimRainOutChoice(tx, booking.id, 'move', 'player', now)))
      throw new HttpError(409, 'rain_out_chosen');
    // A taken time throws the exclusion violation: the error handler's 409, the choice still open.
    await moveRainedOutBooking(tx, {
      booking,
      to,
      now,
      turfSport: turf!.sportsType as Sport,
      courtId: quote.courtId,
      requestKey,
    }).catch(courtRefused);
    if (settlement.kind !== 'refund') return { refundIds: [] };
    const back = settlement.differencePaise;
    return {
      refundIds: await giveBackMoveDifference(tx, booking.id, back, body.refundTo ?? 'source'),
    };
  });
  if (done.pay) return payForMove(context, player, bookingId, done.pay);
  for (const refundId of done.refundIds ?? []) await settleRefund(context, refundId);
  return { moved: true };
}

function courtRefused(error: unknown): never {
  if (error instanceof CourtRefused) throw error.answer;
  throw error;
}

/**
 * The minute sweep's part: every open choice past its 24 hours becomes credit, once. A player's
 * choice that commits first wins; the sweep then finds the choice taken and leaves it.
 */
export async function creditLapsedRainOuts(context: PaymentContext): Promise<number> {
  const now = context.now();
  let given = 0;
  for (const { bookingId } of await lapsedRainOutChoices(context.db, now)) {
    try {
      const refundIds = await context.db.transaction(async (tx) => {
        await lockBooking(tx, bookingId);
        if (!(await claimRainOutChoice(tx, bookingId, 'credit', 'system', now))) return [];
        return refundRainedOutBooking(tx, bookingId, 'credit');
      });
      if (refundIds.length > 0) given += 1;
      for (const refundId of refundIds) await settleRefund(context, refundId);
    } catch (error) {
      logError(
        'A lapsed rain-out choice could not be credited; retrying next minute.',
        safeForLog(error),
      );
    }
  }
  return given;
}
