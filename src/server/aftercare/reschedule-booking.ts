import { rescheduleProblem } from '../../shared/cancellation-policy';
import { parseBookingDate } from '../../shared/booking-request';
import type { RefundDestination } from '../../shared/credit';
import { openingHoursProblem } from '../../shared/opening-hours';
import { rescheduleTargetProblem } from '../../shared/reschedule';
import { zonedNow } from '../../shared/time';
import type { UserRow } from '../auth/users';
import { lockBooking } from '../bookings/changes';
import { giveBackMoveDifference } from '../bookings/paid-move';
import { rescheduleConfirmedBooking } from '../bookings/reschedule';
import { HttpError } from '../http/errors';
import type { Sport } from '../../shared/catalog';
import { CourtRefused } from '../bookings/court-assignment';
import { quoteMove, type MoveQuote } from '../moves/move-quote';
import { priceDifferenceError, startPaidMove } from '../moves/move-start';
import type { PaymentStart } from '../payments/start-charge';
import type { CheckoutContext } from '../payments/payment-context';
import { settleRefund } from '../payments/refunds';
import type { StartLimitContext } from '../payments/start-limit';
import { findTurfRow } from '../turfs/service';
import { requireOwnBooking, startsAt } from './booking-detail';
import { repeatsRequest } from './request-keys';
import { ERROR_CATALOGUE } from '../../shared/errors/error-catalogue';

export const CANCELLED_NOT_MOVABLE = ERROR_CATALOGUE.cancelled_not_movable.en;

export interface RescheduleTarget {
  bookingDate: string;
  startTime: number;
  endTime: number;
  /** The court to move to; none: its own while free there, else another (docs/decisions/029). */
  courtId?: string;
  /** To a dearer slot: hold it and pay the difference first (docs/decisions/053). */
  payDifference?: boolean;
  /** To a cheaper slot: where the difference goes back (the card or UPI by default). */
  refundTo?: RefundDestination;
}

/** A move made (any difference due back already), or a dearer one waiting for its payment. */
export type MoveOutcome = { moved: true } | { moved: false; payment: PaymentStart };

/**
 * The player moves their own booking, once, up to 24 hours before it starts, to another time of
 * the same turf and length, for what the new slot costs (docs/decisions/053). The core moves it
 * in one statement: the player never ends up with neither slot or both. A dearer slot is a 402
 * unless `payDifference`, when it is held for a charge of the difference and moves once paid; a
 * cheaper one moves at once and gives the difference back. A taken target is a 409 and leaves
 * the booking as it was; a repeat of the same request answers as the first did.
 */
export async function rescheduleOwnBooking(
  context: CheckoutContext & StartLimitContext,
  player: UserRow,
  bookingId: string,
  target: RescheduleTarget,
  requestKey: string | null,
): Promise<MoveOutcome> {
  const { db, config } = context;
  const zone = config.venueTimeZone;
  const date = parseBookingDate(target.bookingDate, zone);
  if (!date) throw new HttpError(400, 'booking_date_invalid');
  const to = { date, start: target.startTime, end: target.endTime };

  const done = await db.transaction(async (tx) => {
    const booking = requireOwnBooking(await lockBooking(tx, bookingId, [to.date]), player.id);
    if (booking.status === 'cancelled') throw new HttpError(409, 'cancelled_not_movable');
    const alreadyThere =
      booking.day === to.date && booking.startMinute === to.start && booking.endMinute === to.end;
    if (alreadyThere && (await repeatsRequest(tx, booking.id, 'rescheduled', requestKey)))
      return { refundIds: [] };

    const now = context.now();
    const policy = rescheduleProblem(
      { startsAt: startsAt(booking, zone), reschedules: booking.rescheduledAt ? 1 : 0 },
      now,
    );
    if (policy) throw HttpError.refusal(409, policy, 'reschedule_refused');
    const current = { date: booking.day, start: booking.startMinute, end: booking.endMinute };
    const turf = await findTurfRow(tx, booking.turfId);
    const problem =
      rescheduleTargetProblem(current, to, zonedNow(now, zone)) ??
      openingHoursProblem([to], turf?.openingHours);
    if (problem) throw HttpError.refusal(400, problem, 'time_not_bookable');
    const turfSport = turf!.sportsType as Sport;
    const refused = (error: unknown): never => {
      if (error instanceof CourtRefused) throw error.answer;
      throw error;
    };
    const quote = await quoteMove(tx, {
      booking,
      to,
      now,
      timeZone: zone,
      turf: turf!,
      sport: turfSport,
      courtId: target.courtId,
      kind: 'reschedule',
    }).catch(refused);
    const { settlement } = quote;
    if (settlement.kind === 'pay') {
      if (!target.payDifference) throw priceDifferenceError(settlement.differencePaise);
      return { pay: quote };
    }
    const moved = await rescheduleConfirmedBooking(tx, {
      booking,
      to,
      now,
      requestKey,
      turfSport,
      courtId: quote.courtId,
      ...(settlement.kind === 'refund' ? { backPaise: settlement.differencePaise } : {}),
    }).catch(refused);
    if (!moved) throw new HttpError(409, 'cancelled_not_movable');
    if (settlement.kind !== 'refund') return { refundIds: [] };
    const refundTo = target.refundTo ?? 'source';
    return {
      refundIds: await giveBackMoveDifference(tx, booking.id, settlement.differencePaise, refundTo),
    };
  });
  if (done.pay) return payForMove(context, player, bookingId, done.pay);
  // The difference back, made after commit as any refund (the sweep retries one left due).
  for (const refundId of done.refundIds ?? []) await settleRefund(context, refundId);
  return { moved: true };
}

/** A dearer move: its slot held and its difference's intent opened, nothing moved yet. */
export async function payForMove(
  context: CheckoutContext & StartLimitContext,
  player: UserRow,
  bookingId: string,
  quote: MoveQuote,
): Promise<MoveOutcome> {
  return { moved: false, payment: await startPaidMove(context, player, bookingId, quote) };
}
