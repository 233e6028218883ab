import { asc, eq } from 'drizzle-orm';
import { bookingsOfSubscription } from '../bookings/queries';
import type { BookingDetail } from '../../shared/api/booking-detail-contract';
import {
  RESCHEDULE_TOO_LATE,
  refundForCancellation,
  rescheduleProblem,
} from '../../shared/cancellation-policy';
import { gameReturnMethods, openGameRefusal } from '../../shared/games';
import { paiseToRupees } from '../../shared/pricing';
import { localInstant } from '../../shared/time';
import { gameReturnedPaise } from '../bookings/game-shares';
import type { BookingRow } from '../bookings/changes';
import { toBookingJson } from '../bookings/booking-json';
import { findRainOutChoice, rainOutChoiceView } from '../bookings/rain-out-choices';
import type { DbOrTx } from '../db/database';
import { courts, turfs, users } from '../db/schema';
import { bookings } from '../db/schema-bookings';
import { refunds } from '../db/schema-money';
import { games } from '../db/schema-games';
import { splits } from '../db/schema-splits';
import { HttpError } from '../http/errors';
import type { Actor } from '../../shared/permissions';
import { canAt } from '../auth/venue-access';
import { eventsOf, historyEntry, slotText } from './booking-history';
import { payersOf } from './booking-payers';
import { bookingCharge } from './booking-charge';
import {
  creditNotesOfBooking,
  invoiceOfPayment,
  moveInvoicesOfBooking,
} from '../invoices/documents';
import { ERROR_CATALOGUE } from '../../shared/errors/error-catalogue';

// The booking page: a paid booking with its venue, history, refund, payers (decision 052), the
// other slots of its subscription, and what the policy lets its player do with it now. Its
// player, the turf's owner and the admin read it; only its player acts on it.

export const BOOKING_NOT_FOUND = ERROR_CATALOGUE.booking_not_found.en;
export const CANCELLED_ALREADY = ERROR_CATALOGUE.cancelled_already.en;
export const STARTED_ALREADY = ERROR_CATALOGUE.started_already.en;
const NOT_MOVABLE_CANCELLED = 'A cancelled booking cannot be moved.';

/** A booking's start as an instant, judged in the venue's zone. */
export function startsAt(booking: Pick<BookingRow, 'day' | 'startMinute'>, timeZone: string) {
  return localInstant(booking.day, booking.startMinute, timeZone);
}

/**
 * The player's own paid booking (confirmed or cancelled), or 404: holds are not bookings, and
 * another player's booking does not exist as far as this player can tell. A phone or walk-in
 * booking is the venue's record (its user is the owner), never a player's (docs/decisions/032).
 */
export function requireOwnBooking<T extends BookingRow>(row: T | null | undefined, userId: string) {
  if (
    !row ||
    row.userId !== userId ||
    row.source !== 'online' ||
    !['confirmed', 'cancelled'].includes(row.status)
  )
    throw new HttpError(404, 'booking_not_found');
  return row;
}

function actionsFor(
  row: BookingRow,
  now: Date,
  timeZone: string,
  ofGames: { split: boolean; hasGame: boolean },
  /** What a settled game's kept spots returned to the organizer of the price (045). */
  gameReturnedPaise = 0,
): BookingDetail['actions'] {
  const start = startsAt(row, timeZone);
  const gameable = {
    status: row.status,
    paymentStatus: row.paymentStatus,
    paidOnline: row.source === 'online' && row.paymentId !== null,
    amountPaise: row.amountPaise,
    creditPaise: row.creditPaise,
    ...ofGames,
  };
  const gameRefusal = openGameRefusal(gameable, start, now);
  const openGame = {
    allowed: gameRefusal === null,
    reason: gameRefusal,
    returnTo: gameReturnMethods(gameable),
  };
  if (row.status !== 'confirmed') {
    return {
      cancel: { allowed: false, refundPercent: 0, refundAmount: 0, reason: CANCELLED_ALREADY },
      reschedule: { allowed: false, reason: NOT_MOVABLE_CANCELLED },
      openGame,
    };
  }
  // A game booking's organizer gets their part under the policy: the price less what kept spots
  // returned to them (shared/games.ts gameCancellationParts); its players get theirs in full.
  const quote = refundForCancellation(row.amountPaise - gameReturnedPaise, start, now);
  const moveProblem = quote
    ? rescheduleProblem({ startsAt: start, reschedules: row.rescheduledAt ? 1 : 0 }, now)
    : RESCHEDULE_TOO_LATE;
  return {
    cancel: quote
      ? {
          allowed: true,
          refundPercent: quote.percent,
          refundAmount: paiseToRupees(quote.refundPaise),
          reason: null,
        }
      : { allowed: false, refundPercent: 0, refundAmount: 0, reason: STARTED_ALREADY },
    reschedule: { allowed: moveProblem === null, reason: moveProblem },
    openGame,
  };
}

/** A booking with its turf, customer and court's name. */
async function bookingWithTurf(db: DbOrTx, bookingId: string) {
  const [found] = await db
    .select({ booking: bookings, turf: turfs, customer: users, courtName: courts.name })
    .from(bookings)
    .innerJoin(turfs, eq(turfs.id, bookings.turfId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .leftJoin(courts, eq(courts.id, bookings.courtId))
    .where(eq(bookings.id, bookingId));
  return found;
}

/** The player's own booking with its turf and customer, or 404. */
export async function findOwnBooking(db: DbOrTx, bookingId: string, userId: string) {
  const found = await bookingWithTurf(db, bookingId);
  requireOwnBooking(found?.booking, userId);
  return found!;
}

/**
 * The booking's refund as one figure, with its parts: a part-credit booking's refund is one row
 * per destination (docs/decisions/040), done only once every part is.
 */
function refundOf(rows: (typeof refunds.$inferSelect)[]): BookingDetail['refund'] {
  if (rows.length === 0) return null;
  const done = rows.every((part) => part.status === 'done');
  const times = rows.map((part) => part.refundedAt?.getTime() ?? 0);
  return {
    amount: paiseToRupees(rows.reduce((sum, part) => sum + part.amountPaise, 0)),
    status: done ? 'done' : 'due',
    destination: rows.length === 1 ? rows[0]!.destination : 'source',
    refundedAt: done ? new Date(Math.max(...times)).toISOString() : null,
    parts: rows.map((part) => ({
      destination: part.destination,
      amount: paiseToRupees(part.amountPaise),
      status: part.status,
    })),
  };
}

/**
 * A paid booking `viewer` may see (its player, and whoever may read its turf's calendar:
 * docs/decisions/066) with its turf and customer, or 404: to anyone else it does not exist.
 */
async function findViewableBooking(db: DbOrTx, bookingId: string, viewer: Actor) {
  const found = await bookingWithTurf(db, bookingId);
  const allowed =
    found &&
    (found.booking.userId === viewer.id ||
      (await canAt(db, viewer, 'calendar', {
        id: found.booking.turfId,
        ownerId: found.turf.ownerId,
      })));
  // Checked as the player's own, so a venue's own record (walk-in, phone) stays out of it too.
  requireOwnBooking(found?.booking, allowed ? found.booking.userId : viewer.id);
  return found!;
}

/** Said of a booking's actions to whoever sees it but did not book it. */
const ONLY_THE_BOOKER = 'Only the player who booked can change this booking.';

/** The booking page's data for `viewer`, or 404. */
export async function bookingDetail(
  db: DbOrTx,
  bookingId: string,
  viewer: Actor,
  clock: { now: Date; timeZone: string },
): Promise<BookingDetail> {
  const found = await findViewableBooking(db, bookingId, viewer);
  const { booking: row, turf, customer, courtName } = found;
  const [
    events,
    refundRows,
    siblings,
    invoice,
    notes,
    rainOut,
    game,
    split,
    returned,
    payers,
    charge,
    moveInvoices,
  ] = await Promise.all([
    eventsOf(db, row.id),
    db
      .select()
      .from(refunds)
      .where(eq(refunds.bookingId, row.id))
      .orderBy(asc(refunds.destination)),
    row.subscriptionId ? bookingsOfSubscription(db, row.subscriptionId) : Promise.resolve([]),
    row.paymentId ? invoiceOfPayment(db, row.paymentId) : Promise.resolve(null),
    creditNotesOfBooking(db, row.id),
    findRainOutChoice(db, row.id),
    db.select({ id: games.id }).from(games).where(eq(games.bookingId, row.id)),
    row.paymentId
      ? db.select({ id: splits.id }).from(splits).where(eq(splits.bookerIntentId, row.paymentId))
      : Promise.resolve([]),
    gameReturnedPaise(db, row.id),
    payersOf(db, row),
    bookingCharge(db, row),
    moveInvoicesOfBooking(db, row.id),
  ]);
  const actions = actionsFor(
    row,
    clock.now,
    clock.timeZone,
    { split: split.length > 0, hasGame: game.length > 0 },
    returned,
  );
  return {
    ...toBookingJson(row, turf, customer, clock.timeZone, courtName),
    turf: {
      _id: turf.id,
      name: turf.name,
      images: turf.imageUrl,
      location: turf.location,
      address: turf.address,
      linkes: turf.mapsLink,
      sports_type: turf.sportsType,
      gstin: turf.gstin,
    },
    history: events.map((event) => historyEntry(event, rainOut !== null)),
    refund: refundOf(refundRows),
    documents: {
      invoice: invoice ? { number: invoice.number, kind: invoice.kind } : null,
      creditNotes: notes.map((note, i) => ({
        n: i + 1,
        number: note.number,
        amount: paiseToRupees(note.amountPaise),
      })),
      moveInvoices: moveInvoices.map((moved, i) => ({
        n: i + 1,
        number: moved.number,
        kind: moved.kind,
        amount: paiseToRupees(moved.amountPaise),
      })),
    },
    subscriptionSlots: siblings.map((slot) => ({
      _id: slot.id,
      reference: slot.reference,
      status: slot.status,
      ...slotText(slot.day, slot.startMinute, slot.endMinute),
    })),
    rainOut: rainOut ? rainOutChoiceView(rainOut) : null,
    gameId: game[0]?.id ?? null,
    splitId: split[0]?.id ?? null,
    payers,
    charge,
    actions: row.userId === viewer.id ? actions : onlyTheBooker(actions),
  };
}

/** The actions as the turf's owner or the admin read them: none is theirs to take here. */
function onlyTheBooker(actions: BookingDetail['actions']): BookingDetail['actions'] {
  const refused = { allowed: false, reason: ONLY_THE_BOOKER };
  return {
    cancel: { ...refused, refundPercent: 0, refundAmount: 0 },
    reschedule: refused,
    openGame: { ...refused, returnTo: actions.openGame.returnTo },
  };
}
