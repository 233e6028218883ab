import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { OwnerEarnings } from '../../shared/api/owner-contract';
import { paiseToRupees } from '../../shared/pricing';
import { addDays, dateRange } from '../../shared/time';
import type { Db } from '../db/database';
import { bookings, turfs } from '../db/schema';

// Spec §9: owner earnings = the sum of amountPaid over all (paid) bookings of the owner's turfs,
// where amountPaid is what was kept: a booking's share of its payment less any refund (paid −
// refunded). Each figure is one query over all the owner's turfs, never one request per turf.

export async function ownerEarnings(
  db: Db,
  ownerId: string,
  today: string,
  timeZone: string,
): Promise<OwnerEarnings> {
  const paidOfOwner = and(
    eq(turfs.ownerId, ownerId),
    inArray(bookings.paymentStatus, ['paid', 'refunded']),
  );
  const kept = sql<string>`sum(${bookings.amountPaise} - ${bookings.refundedPaise})`;

  const [total] = await db
    .select({ paise: sql<string>`coalesce(${kept}, 0)` })
    .from(bookings)
    .innerJoin(turfs, eq(turfs.id, bookings.turfId))
    .where(paidOfOwner);

  // Money is dated by the day it was paid (in the venue's zone), not the day of play.
  const since = addDays(today, -29);
  const paidOn = sql<string>`to_char((${bookings.createdAt} at time zone ${timeZone})::date, 'YYYY-MM-DD')`;
  const perDay = await db
    .select({ day: paidOn, paise: kept })
    .from(bookings)
    .innerJoin(turfs, eq(turfs.id, bookings.turfId))
    .where(and(paidOfOwner, sql`${paidOn} between ${since} and ${today}`))
    // By position: the zone is a bound parameter, so the expression cannot be repeated.
    .groupBy(sql`1`);

  const until = addDays(today, 6);
  const hours = await db
    .select({
      day: bookings.day,
      minutes: sql<string>`sum(${bookings.endMinute} - ${bookings.startMinute})`,
    })
    .from(bookings)
    .innerJoin(turfs, eq(turfs.id, bookings.turfId))
    .where(
      and(
        eq(turfs.ownerId, ownerId),
        eq(bookings.status, 'confirmed'),
        gte(bookings.day, today),
        lte(bookings.day, until),
      ),
    )
    .groupBy(bookings.day);

  const earned = new Map(perDay.map((row) => [row.day, Number(row.paise)]));
  const booked = new Map(hours.map((row) => [row.day, Number(row.minutes)]));
  return {
    totalEarnings: paiseToRupees(Number(total?.paise ?? 0)),
    earningsByDay: dateRange(since, 30).map((date) => ({
      date,
      amount: paiseToRupees(earned.get(date) ?? 0),
    })),
    bookedHoursByDay: dateRange(today, 7).map((date) => ({
      date,
      hours: Math.round(((booked.get(date) ?? 0) / 60) * 100) / 100,
    })),
  };
}
