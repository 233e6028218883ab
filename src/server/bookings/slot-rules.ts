import { and, eq, gt, inArray, isNull, lt, ne, not, or, sql } from 'drizzle-orm';
import type { Placeholder, SQL, SQLWrapper } from 'drizzle-orm';
import type { BuildAliasTable } from 'drizzle-orm/pg-core';
import type { bookings } from '../db/schema-bookings';

// Rules about booking rows, written once in drizzle's SQL form for every reader: the grid's
// pages, the slot search and a player's own holds (availability/), the owner's table, figures and
// CSV (owners/), and this module's queries. Each takes the bookings table or an alias() of it.
// The exclusion constraint (migrations 0002, 0005, 0009) holds the same set of statuses; a
// pending hold stops taking its slot once its time runs out, even before it is marked expired.
// The browser keeps its TypeScript twin (shared/slot-search.ts).

/** The bookings table, or an alias of it (a correlated subquery's `b`). */
export type BookingRows = typeof bookings | BuildAliasTable<typeof bookings, string>;

/** A moment: a value, a prepared statement's placeholder, or an SQL expression. */
type Moment = Date | Placeholder | SQLWrapper;

/** The row takes its slot at `now`: confirmed, an owner's block, or a hold not run out. */
export function takesItsSlot(b: BookingRows, now: Moment): SQL {
  return or(
    inArray(b.status, ['confirmed', 'blocked']),
    and(eq(b.status, 'pending'), or(isNull(b.holdExpiresAt), gt(b.holdExpiresAt, now))),
  )!;
}

/** The row's half-open range shares a minute with [start, end). */
export function overlaps(
  b: BookingRows,
  start: number | Placeholder | SQLWrapper,
  end: number | Placeholder | SQLWrapper,
): SQL {
  return and(lt(b.startMinute, end), gt(b.endMinute, start))!;
}

/**
 * The row is one of the owner's paid bookings, live or cancelled by its player or its owner. A
 * hold is not paid, a block costs nothing, and a payment voided because its slot was lost is
 * cancelled by TurfBook ('system'): it never became the owner's booking. A phone or walk-in
 * booking is paid at the venue, if at all: counted apart (fromTheVenue, docs/decisions/032).
 */
export function paidFor(b: BookingRows): SQL {
  return and(
    eq(b.source, 'online'),
    or(
      eq(b.status, 'confirmed'),
      and(eq(b.status, 'cancelled'), inArray(b.cancelledBy, ['player', 'owner'])),
    ),
  )!;
}

/** The owner recorded it from a phone call or a walk-in (docs/decisions/032). */
export function fromTheVenue(b: BookingRows): SQL {
  return ne(b.source, 'online');
}

/**
 * Paid for, and its payment went through (refunded since or not): the online rows of the owner's
 * CSV. Not all of it is the venue's money yet: venuesMoney says which.
 */
export function paymentTaken(b: BookingRows): SQL {
  return and(inArray(b.paymentStatus, ['paid', 'refunded']), paidFor(b))!;
}

/**
 * A rain-out cancelled it and its player has not chosen yet (docs/decisions/041): the venue keeps
 * its money only if the player moves, so it is not the venue's money until the choice.
 */
export function awaitingRainOutChoice(b: BookingRows): SQL {
  return sql`exists (select 1 from rain_out_choices c where c.booking_id = ${b.id} and c.choice is null)`;
}

/**
 * The venue's money, the one rule for every reader of it (the owner's figures and the CSV's net):
 * a payment taken, less any booking whose rain-out choice is still open (docs/decisions/041).
 * Two of the three choices and the default give that money back, so it counts only once its
 * player has chosen: a move as kept, credit or a refund as refunded in full.
 */
export function venuesMoney(b: BookingRows): SQL {
  return and(paymentTaken(b), not(awaitingRainOutChoice(b)))!;
}
