import { rescheduleProblem } from '../../shared/cancellation-policy';
import { parseBookingDate } from '../../shared/booking-request';
import { openingHoursProblem } from '../../shared/opening-hours';
import { rescheduleTargetProblem } from '../../shared/reschedule';
import { zonedNow } from '../../shared/time';
import { lockBooking } from '../bookings/changes';
import { rescheduleConfirmedBooking } from '../bookings/reschedule';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import type { Sport } from '../../shared/catalog';
import { CourtRefused } from '../bookings/court-assignment';
import { findTurfRow } from '../turfs/service';
import { requireOwnBooking, startsAt } from './booking-detail';
import { repeatsRequest } from './request-keys';

export const CANCELLED_NOT_MOVABLE = 'This booking has been cancelled and cannot be moved.';

export interface RescheduleTarget {
  bookingDate: string;
  startTime: number;
  endTime: number;
  /** The court to move to; none: its own while free there, else another (docs/decisions/029). */
  courtId?: string;
}

/**
 * The player moves their own booking, once, free, up to 24 hours before it starts, to another
 * time of the same turf and length. The core moves it in one statement: the player never ends up
 * with neither slot or both. A taken target is a 409 (the error handler's exclusion message) and
 * leaves the booking as it was; a repeat of the same request answers as the first did.
 */
export async function rescheduleOwnBooking(
  context: { db: Db; now: () => Date; config: Pick<AppConfig, 'venueTimeZone'> },
  userId: string,
  bookingId: string,
  target: RescheduleTarget,
  requestKey: string | null,
): Promise<void> {
  const { db, config } = context;
  const zone = config.venueTimeZone;
  const date = parseBookingDate(target.bookingDate, zone);
  if (!date) throw new HttpError(400, 'Booking date must be a date such as 2030-05-10');
  const to = { date, start: target.startTime, end: target.endTime };

  await db.transaction(async (tx) => {
    const booking = requireOwnBooking(await lockBooking(tx, bookingId, [to.date]), userId);
    if (booking.status === 'cancelled') throw new HttpError(409, CANCELLED_NOT_MOVABLE);
    const alreadyThere =
      booking.day === to.date && booking.startMinute === to.start && booking.endMinute === to.end;
    if (alreadyThere && (await repeatsRequest(tx, booking.id, 'rescheduled', requestKey))) return;

    const now = context.now();
    const policy = rescheduleProblem(
      { startsAt: startsAt(booking, zone), reschedules: booking.rescheduledAt ? 1 : 0 },
      now,
    );
    if (policy) throw new HttpError(409, policy);
    const current = { date: booking.day, start: booking.startMinute, end: booking.endMinute };
    const turf = await findTurfRow(tx, booking.turfId);
    const problem =
      rescheduleTargetProblem(current, to, zonedNow(now, zone)) ??
      openingHoursProblem([to], turf?.openingHours);
    if (problem) throw new HttpError(400, problem);
    const moved = await rescheduleConfirmedBooking(tx, {
      booking,
      to,
      now,
      requestKey,
      turfSport: turf!.sportsType as Sport,
      courtId: target.courtId,
    }).catch((error: unknown) => {
      if (error instanceof CourtRefused) throw new HttpError(400, error.message);
      throw error;
    });
    if (!moved) throw new HttpError(409, CANCELLED_NOT_MOVABLE);
  });
}
