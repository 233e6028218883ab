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
import { courts, users } from '../db/schema';
import { bookings } from '../db/schema-bookings';
import { courtNamesOf, liveCourts } from '../turfs/courts';
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
      // The ranges of its group: a venue block has a row per court, but is one block to the owner.
      groupSize: sql<number>`case when ${bookings.blockGroupId} is null then 0 else (
        select count(distinct (${sameGroup.day}, ${sameGroup.startMinute}, ${sameGroup.endMinute}))::int
        from ${bookings} as ${sql.identifier('same_group')}
        where ${sameGroup.blockGroupId} = ${bookings.blockGroupId} and ${sameGroup.status} = 'blocked'
      ) end`,
      // The courts its block closes: the rows of its group made for the same range.
      blockCourtIds: sql<
        string[]
      >`case when ${bookings.blockGroupId} is null then array[${bookings.courtId}] else array(
        select ${sameGroup.courtId} from ${bookings} as ${sql.identifier('same_group')}
        join ${courts} on ${courts.id} = ${sameGroup.courtId}
        where ${sameGroup.blockGroupId} = ${bookings.blockGroupId} and ${sameGroup.status} = 'blocked'
          and ${sameGroup.day} = ${bookings.day} and ${sameGroup.startMinute} = ${bookings.startMinute}
          and ${sameGroup.endMinute} = ${bookings.endMinute}
        order by ${courts.position}
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
  const [courtsInUse, courtNames, courtHours] = await Promise.all([
    liveCourts(db, turf.id),
    courtNamesOf(db, turf.id),
    db
      .select({ id: courts.id, openingHours: courts.openingHours })
      .from(courts)
      .where(eq(courts.turfId, turf.id)),
  ]);
  const hoursOf = new Map(courtHours.map(({ id, openingHours }) => [id, openingHours]));

  const entries = rows.map(({ booking, customer, groupSize, blockCourtIds }): CalendarEntry => {
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
      courtId: booking.courtId,
      courtName: courtNames.get(booking.courtId) ?? '',
      blockCourtIds: kind === 'block' ? blockCourtIds : [booking.courtId],
    };
  });
  return {
    success: true,
    turf: {
      _id: turf.id,
      name: turf.name,
      openingHours: [...(turf.openingHours ?? DEFAULT_WEEK_HOURS)],
      courts: courtsInUse.map((court) => {
        const own = hoursOf.get(court.id);
        return {
          _id: court.id,
          name: court.name,
          sports: [...court.sports],
          parts: [...court.parts],
          openingHours: own ? [...own] : null,
        };
      }),
    },
    days: dateRange(from, CALENDAR_DAYS),
    today: today.date,
    nowMinutes: today.minutes,
    entries,
  };
}
