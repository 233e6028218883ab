import { and, eq, gt, lt, type SQL } from 'drizzle-orm';
import { rulesOfCourt, type PriceRules } from '../../shared/price-rules';
import type { TimeRange } from '../../shared/slots';
import {
  defaultVenuePricePaise,
  type VenuePaidBy,
  type VenuePaymentMethod,
  type VenueSource,
} from '../../shared/venue-bookings';
import type { DbOrTx } from '../db/database';
import { courts } from '../db/schema';
import { bookingEvents, bookings } from '../db/schema-bookings';
import { assignCourts } from './court-assignment';
import { expireStaleHolds } from './hold-endings';
import { lockTurfDays } from './lifecycle';
import { fromTheVenue } from './slot-rules';

// The owner's own bookings (docs/decisions/032), transitions of the booking core:
//
//   (free) ──record──▶ confirmed, unpaid or paid at the venue (cash / UPI / card)
//   confirmed, unpaid ──mark paid──▶ confirmed, paid at the venue
//
// A payment names who took it at the desk (venue_paid_by, docs/decisions/066): the day close
// counts each person's takings.
//   confirmed ──cancel──▶ cancelled by the owner (no card, so no refund row; no player, so no mail)
//
// A venue booking is a row of the same bookings table, so it takes its slot under the same
// exclusion constraint, day locks and day bits as a player's: whichever commits first wins. Its
// user is the turf's owner (there is no player account); its customer is named on the row.

export interface VenueBookingRecord {
  turfId: string;
  ownerId: string;
  /** The court the owner picked; null: the first free one, as for a player (court-assignment). */
  courtId: string | null;
  range: TimeRange;
  source: VenueSource;
  customerName: string;
  customerPhone: string;
  /** Null: what the turf would charge on the court given (shared/venue-bookings' default). */
  pricePaise: number | null;
  /** The listing's rules, for that default (a court priced apart has its own: decision 039). */
  listingRules: PriceRules;
  paidBy: VenuePaidBy;
  /** Who records it, and so takes its payment when it is paid at once. */
  takenBy: string;
  now: Date;
}

/** Venue bookings only: never a player's booking, a hold or a block. */
const VENUE_ROW = fromTheVenue(bookings);

/**
 * free → confirmed: under the day's lock, run-out holds expired first, a court given, and the row
 * written; the exclusion constraint throws when the time is taken on that court (the caller
 * answers 409, nothing written), and a court the turf does not offer throws CourtRefused.
 * Answers the booking's id.
 */
export async function recordVenueBooking(tx: DbOrTx, record: VenueBookingRecord): Promise<string> {
  const { turfId, range, now } = record;
  await lockTurfDays(tx, turfId, [range.date]);
  await expireStaleHolds(tx, now, { turfId, day: range.date });
  // No sport: the owner books the court itself, whatever is played on it.
  const [courtId] = await assignCourts(
    tx,
    { id: turfId, sport: null },
    [{ range, courtId: record.courtId }],
    now,
  );
  const pricePaise =
    record.pricePaise ??
    defaultVenuePricePaise(
      range,
      rulesOfCourt(record.listingRules, await courtPrices(tx, courtId!)),
    );
  const paid = record.paidBy !== 'unpaid';
  const [row] = await tx
    .insert(bookings)
    .values({
      turfId,
      courtId: courtId!,
      userId: record.ownerId,
      day: range.date,
      startMinute: range.start,
      endMinute: range.end,
      status: 'confirmed',
      amountPaise: pricePaise,
      paymentStatus: paid ? 'paid' : 'unpaid',
      source: record.source,
      customerName: record.customerName,
      customerPhone: record.customerPhone,
      venuePayment: paid ? (record.paidBy as VenuePaymentMethod) : null,
      paidAt: paid ? now : null,
      venuePaidBy: paid ? record.takenBy : null,
    })
    .returning({ id: bookings.id });
  if (paid) await recordPaidAtVenue(tx, row!.id, pricePaise, record.paidBy, now);
  return row!.id;
}

async function courtPrices(tx: DbOrTx, courtId: string) {
  const [court] = await tx
    .select({ priceRules: courts.priceRules })
    .from(courts)
    .where(eq(courts.id, courtId));
  return court;
}

async function recordPaidAtVenue(
  tx: DbOrTx,
  bookingId: string,
  amountPaise: number,
  method: VenuePaidBy,
  now: Date,
) {
  await tx
    .insert(bookingEvents)
    .values({ bookingId, kind: 'paid', at: now, detail: { amountPaise, venuePayment: method } });
}

/**
 * confirmed, unpaid → paid at the venue (compare-and-swap). Answers false when the booking was
 * not a live, unpaid venue booking (already paid, cancelled, or a player's).
 */
export async function markVenueBookingPaid(
  tx: DbOrTx,
  bookingId: string,
  method: VenuePaymentMethod,
  takenBy: string,
  now: Date,
): Promise<boolean> {
  const [row] = await tx
    .update(bookings)
    .set({ paymentStatus: 'paid', venuePayment: method, paidAt: now, venuePaidBy: takenBy })
    .where(
      and(
        eq(bookings.id, bookingId),
        VENUE_ROW,
        eq(bookings.status, 'confirmed'),
        eq(bookings.paymentStatus, 'unpaid'),
      ),
    )
    .returning({ amountPaise: bookings.amountPaise });
  if (!row) return false;
  await recordPaidAtVenue(tx, bookingId, row.amountPaise, method, now);
  return true;
}

/**
 * confirmed → cancelled by the owner: the slot is free at once (a cancelled row is outside the
 * exclusion constraint). No refund row (no card was charged: money taken at the venue goes back
 * at the venue) and no mail (no player account). The caller holds the day's lock (lockBooking).
 * Answers false when the booking was not a live venue booking.
 */
export async function cancelVenueBooking(
  tx: DbOrTx,
  bookingId: string,
  now: Date,
  reason: string | null = null,
): Promise<boolean> {
  const [row] = await tx
    .update(bookings)
    .set({ status: 'cancelled', cancelledAt: now, cancelledBy: 'owner', cancelReason: reason })
    .where(and(eq(bookings.id, bookingId), VENUE_ROW, eq(bookings.status, 'confirmed')))
    .returning({ id: bookings.id });
  if (!row) return false;
  await tx.insert(bookingEvents).values({
    bookingId,
    kind: 'cancelled',
    at: now,
    detail: { refundPaise: 0, by: 'owner', reason },
  });
  return true;
}

/**
 * Every live venue booking of the turf's day that overlaps `range` (a rain-out's) and stands on
 * `ground` (the rained-out court's ground; anywhere when undefined), by start: what a rain-out
 * cancels of them, and what its preview lists.
 */
export function liveVenueBookingsInRange(
  tx: DbOrTx,
  turfId: string,
  range: TimeRange,
  ground: SQL | undefined,
) {
  return tx
    .select({
      id: bookings.id,
      start: bookings.startMinute,
      end: bookings.endMinute,
      customerName: bookings.customerName,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.turfId, turfId),
        eq(bookings.day, range.date),
        lt(bookings.startMinute, range.end),
        gt(bookings.endMinute, range.start),
        VENUE_ROW,
        eq(bookings.status, 'confirmed'),
        ground,
      ),
    )
    .orderBy(bookings.startMinute);
}

/**
 * The live venue bookings above, cancelled as cancelVenueBooking does, under the day's lock the
 * caller holds. Answers how many.
 */
export async function cancelVenueBookingsInRange(
  tx: DbOrTx,
  turfId: string,
  range: TimeRange,
  ground: SQL | undefined,
  now: Date,
  reason: string,
): Promise<number> {
  const live = await liveVenueBookingsInRange(tx, turfId, range, ground);
  let cancelled = 0;
  for (const { id } of live) if (await cancelVenueBooking(tx, id, now, reason)) cancelled += 1;
  return cancelled;
}
