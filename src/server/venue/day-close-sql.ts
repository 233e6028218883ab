import { and, asc, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import type { VenuePaymentMethod } from '../../shared/venue-bookings';
import { addDays, startOfLocalDate, type LocalDate } from '../../shared/time';
import { fromTheVenue } from '../bookings/slot-rules';
import type { DbOrTx } from '../db/database';
import { users } from '../db/schema';
import { bookings } from '../db/schema-bookings';
import { dayCloses } from '../db/schema-venue-team';

// What a day close reads and writes (docs/decisions/066), in the transaction it is given.

export interface DeskPaymentRow {
  bookingId: string;
  method: VenuePaymentMethod;
  amountPaise: number;
  takenBy: string | null;
  paidAt: Date;
}

/**
 * The desk payments taken on `day` at the venue (by when they were recorded, in the venue's
 * zone) of its phone and walk-in bookings that still stand: a cancelled one's money went back
 * across the counter.
 */
export async function deskPaymentsOfDay(
  tx: DbOrTx,
  turfId: string,
  day: LocalDate,
  timeZone: string,
): Promise<DeskPaymentRow[]> {
  const rows = await tx
    .select({
      bookingId: bookings.id,
      method: bookings.venuePayment,
      amountPaise: bookings.amountPaise,
      takenBy: bookings.venuePaidBy,
      paidAt: bookings.paidAt,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.turfId, turfId),
        fromTheVenue(bookings),
        eq(bookings.status, 'confirmed'),
        isNotNull(bookings.venuePayment),
        gte(bookings.paidAt, startOfLocalDate(day, timeZone)),
        lt(bookings.paidAt, startOfLocalDate(addDays(day, 1), timeZone)),
      ),
    )
    .orderBy(asc(bookings.paidAt), asc(bookings.id));
  return rows.map((row) => ({ ...row, method: row.method!, paidAt: row.paidAt! }));
}

/** The names of these people, by id. */
export async function namesOf(tx: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: users.id, fullname: users.fullname })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.fullname]));
}

export type DayCloseRow = typeof dayCloses.$inferSelect;

export async function dayCloseOf(
  tx: DbOrTx,
  turfId: string,
  day: LocalDate,
): Promise<(DayCloseRow & { closedByName: string }) | null> {
  const [row] = await tx
    .select({ close: dayCloses, closedByName: users.fullname })
    .from(dayCloses)
    .innerJoin(users, eq(users.id, dayCloses.closedBy))
    .where(and(eq(dayCloses.turfId, turfId), eq(dayCloses.day, day)))
    .limit(1);
  return row ? { ...row.close, closedByName: row.closedByName } : null;
}

export async function insertDayClose(tx: DbOrTx, close: typeof dayCloses.$inferInsert) {
  await tx.insert(dayCloses).values(close);
}
