import { aliasedTable, and, asc, between, eq, sql } from 'drizzle-orm';
import type { CalendarAnswer, CalendarEntry } from '../../shared/api/owner-calendar-contract';
import { DEFAULT_WEEK_HOURS } from '../../shared/opening-hours';
import { paiseToRupees } from '../../shared/pricing';
import { timeLabel } from '../../shared/slots';
import { addDays, dateRange, zonedNow } from '../../shared/time';
import { keptPaise } from '../bookings/booking-json';
import { takesItsSlot } from '../bookings/slot-rules';
import type { DbOrTx } from '../db/database';
import { requireDatesWithin } from '../http/date-windows';
import { bookings, users } from '../db/schema';
import type { TurfRow } from '../turfs/turf-json';
import { venueCustomer, venueFacts } from './venue-calendar-entry';

export const CALENDAR_DAYS = 7;

const sameGroup = aliasedTable(bookings, 'same_group');

/**
 * The owner's week of one turf: everything that takes a slot (paid bookings, live holds, blocks),
 * with the customer of each booking, in the venue's dates and minutes.
 */
export async function turfCalendar(
  db: DbOrTx,
  turf: TurfRow,
  clock: { now: Date; timeZone: string; from?: string },
): Promise<CalendarAnswer> {
  requireDatesWithin('calendar', [clock.from], clock);
  const today = zonedNow(clock.now, clock.timeZone);
  const from = clock.from ?? today.date;
  const to = addDays(from, CALENDAR_DAYS - 1);
  const rows = await db
    .select({
      booking: bookings,
      customer: {
        fullname: users.fullname,
        email: users.email,
        mobilenumber: users.mobilenumber,
      },
      groupSize: sql<number>`case when ${bookings.blockGroupId} is null then 0 else (
        select count(*)::int from ${bookings} as ${sql.identifier('same_group')}
        where ${sameGroup.blockGroupId} = ${bookings.blockGroupId} and ${sameGroup.status} = 'blocked'
      ) end`,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(
      and(
        eq(bookings.turfId, turf.id),
        between(bookings.day, from, to),
        takesItsSlot(bookings, clock.now),
      ),
    )
    .orderBy(asc(bookings.day), asc(bookings.startMinute));

  const entries = rows.map(({ booking, customer, groupSize }): CalendarEntry => {
    const kind =
      booking.status === 'blocked' ? 'block' : booking.status === 'pending' ? 'hold' : 'booking';
    return {
      kind,
      id: booking.id,
      date: booking.day,
      start: booking.startMinute,
      end: booking.endMinute,
      startTime: timeLabel(booking.startMinute),
      endTime: timeLabel(booking.endMinute),
      customer: kind === 'block' ? null : (venueCustomer(booking) ?? customer),
      amountPaid: kind === 'booking' ? paiseToRupees(keptPaise(booking)) : 0,
      reference: kind === 'booking' ? booking.reference : null,
      subscription: booking.subscriptionId !== null,
      reason: booking.blockReason,
      groupId: booking.blockGroupId,
      groupSize,
      ...venueFacts(booking),
    };
  });
  return {
    success: true,
    turf: {
      _id: turf.id,
      name: turf.name,
      openingHours: [...(turf.openingHours ?? DEFAULT_WEEK_HOURS)],
    },
    days: dateRange(from, CALENDAR_DAYS),
    today: today.date,
    nowMinutes: today.minutes,
    entries,
  };
}
