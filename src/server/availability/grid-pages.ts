import type { Readable } from 'node:stream';
import { z } from 'zod';
import {
  bookingSchema,
  publicBookingSlotSchema,
  TURF_BOOKINGS_PAGE_SIZE,
  turfBookingsAnswerSchema,
  type TurfBookingsAnswer,
} from '../../shared/api/booking-contract';
import type { BookingJson } from '../../shared/booking-types';
import { withinDeskWindow } from '../../shared/venue-team';
import { zonedNow } from '../../shared/time';
import type { UserRow } from '../auth/users';
import { canAt } from '../auth/venue-access';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import type { turfs } from '../db/schema';
import { requireDatesWithin } from '../http/date-windows';
import { HttpError } from '../http/errors';
import { contractWriter } from '../http/fast-json';
import { publicImageUrl } from '../http/public-urls';
import { courtNamesOf } from '../turfs/courts';
import { canSeeUnlistedTurf, requireVisibleTurf } from '../turfs/service';
import { turfDirectory } from './turf-directory';
import { bookingJson, bookingTurfSummary, toPublicSlot } from '../bookings/booking-json';
import { decodeCursor, encodeCursor, laterPosition } from './page-cursor';
import {
  detailedBookingsPage,
  publicSlotsPage,
  windowStart,
  type DetailedBookingRow,
  type PagePosition,
  type PageRequest,
} from './grid-queries';
import { bookingLines } from './grid-stream';

// GET /api/v1/booking/get-turf-bookings/:turfId, a page at a time (docs/decisions/015), or for
// the turf's owner and the admin the whole window as one NDJSON stream (docs/decisions/019). The
// public (the grid) gets times only, from today on unless it asks for a window, from one simple
// query; the turf's owner and the admin get full bookings, their whole history unless they ask
// for a window. The answer is written straight to JSON text by writers compiled from the
// contract (no union to resolve per row: each kind of page has its own).

const customerSchema = bookingSchema.shape.userId.options[0];
// Every detailed row has its customer, never the bare user id of the contract's union.
const detailedBookingSchema = bookingSchema.extend({ userId: customerSchema });
/** A slot's texts, all made here: its start instant, its date and its labels. */
const SLOT_TEXTS = ['bookingDate', 'date', 'startTime', 'endTime'];
/** A booking's texts made by the server or the database (ids, states, times, its reference). */
const BOOKING_TEXTS = [
  ...SLOT_TEXTS,
  ...['_id', 'turfId._id', 'userId._id', 'status', 'paymentStatus', 'createdAt', 'reference'],
];
const inBookings = (paths: string[]) => paths.map((path) => `bookings.${path}`);
const writePublicPage = contractWriter(
  turfBookingsAnswerSchema.extend({ bookings: z.array(publicBookingSlotSchema) }),
  inBookings(SLOT_TEXTS),
);
const writeDetailedPage = contractWriter(
  turfBookingsAnswerSchema.extend({ bookings: z.array(detailedBookingSchema) }),
  inBookings(BOOKING_TEXTS),
) as unknown as (answer: TurfBookingsAnswer) => string;
/** One line of the stream: the same object, by the same kind of writer, as a page's row. */
const writeDetailedBooking = contractWriter(detailedBookingSchema, BOOKING_TEXTS) as unknown as (
  booking: BookingJson,
) => string;

type TurfRow = typeof turfs.$inferSelect;

export interface TurfBookingsQuery {
  from?: string;
  to?: string;
  view?: 'owner';
  limit?: number;
  cursor?: string;
}

export interface TurfBookingsRequest {
  turfId: string;
  query: TurfBookingsQuery;
  viewer: UserRow | null;
  origin: string;
}

/** The rows of a page and the cursor of the next, from `limit + 1` rows read. */
/** A booking's court's name, null for a row without a court. */
const courtNameOf = (names: Map<string, string>, courtId: string | null) =>
  courtId === null ? null : (names.get(courtId) ?? null);

function paged<Row>(rows: Row[], limit: number, positionOf: (row: Row) => PagePosition) {
  if (rows.length <= limit) return { rows, next: null };
  const kept = rows.slice(0, limit);
  return { rows: kept, next: encodeCursor(positionOf(kept.at(-1)!)) };
}

/**
 * Which full bookings: the owner's table lists what was paid for, cancellations too; without a
 * view, what takes a slot now, live holds included.
 */
const detailedSelection = (query: TurfBookingsQuery) =>
  query.view === 'owner' ? ('paid' as const) : ('active' as const);

export function turfBookingPages(context: {
  db: Db;
  now: () => Date;
  config: Pick<AppConfig, 'venueTimeZone'>;
}) {
  const { db } = context;
  const standingOf = turfDirectory(db);
  const zone = context.config.venueTimeZone;

  /**
   * The turf when this viewer gets its full bookings (its owner, the admin), null when they get
   * the public times; 404 for a turf they may not see, and for view=owner 401 to a visitor and
   * 403 to anyone else. Pages and the stream ask the same question here.
   */
  async function detailedTurf(request: TurfBookingsRequest): Promise<TurfRow | null> {
    const { turfId, viewer } = request;
    const ownerView = request.query.view === 'owner';
    // The grid's call, for anyone who cannot turn out to be the turf's owner or the admin:
    // the turf's standing comes from the directory, the slots in one query.
    // A player (staff too) gets the full bookings only through view=owner.
    if (!ownerView && (!viewer || viewer.role === 'user')) {
      const standing = await standingOf(turfId);
      const listing = standing && { id: turfId, ownerId: standing.ownerId };
      if (!listing || (!standing.approved && !(await canSeeUnlistedTurf(db, viewer, listing))))
        throw new HttpError(404, 'turf_not_found');
      return null;
    }
    const turf = await requireVisibleTurf(db, turfId, viewer);
    // The venue's bookings are the `calendar` capability's (docs/decisions/066).
    const detailed = await canAt(db, viewer, 'calendar', turf);
    if (ownerView && !viewer) throw new HttpError(401, 'not_logged_in');
    if (ownerView && !detailed) {
      // A member of its team whose role does not read the calendar is told so.
      if (viewer && (await canAt(db, viewer, 'see_listing', turf)))
        throw new HttpError(403, 'not_your_role');
      throw new HttpError(403, 'bookings_not_yours');
    }
    if (ownerView && !(await canAt(db, viewer, 'calendar_any_day', turf))) {
      // The front desk's table is its week: both ends named, inside it.
      const today = zonedNow(context.now(), zone).date;
      const { from, to } = request.query;
      if (!from || !to || !withinDeskWindow(from, today) || !withinDeskWindow(to, today))
        throw new HttpError(403, 'outside_desk_window');
    }
    return detailed ? turf : null;
  }

  /** The turf as each of its bookings shows it, images as absolute URLs. */
  function summaryOf(turf: TurfRow, origin: string) {
    const summary = bookingTurfSummary(turf);
    summary.images = publicImageUrl(summary.images, origin);
    return summary;
  }

  const detailedJson = (
    row: DetailedBookingRow,
    summary: ReturnType<typeof summaryOf>,
    courtNames: Map<string, string>,
  ) =>
    bookingJson(
      row.booking,
      summary,
      row.customer,
      zone,
      courtNameOf(courtNames, row.booking.courtId),
    );

  return {
    /** The page as JSON text. */
    async page(request: TurfBookingsRequest): Promise<string> {
      const { turfId, query } = request;
      const limit = query.limit ?? TURF_BOOKINGS_PAGE_SIZE;
      const cursor = query.cursor === undefined ? null : decodeCursor(query.cursor);
      const now = context.now();
      const pageFrom = (from: string | undefined): PageRequest => {
        const start = windowStart(from);
        return {
          turfId,
          after: cursor ? laterPosition(start, cursor) : start,
          to: query.to ?? null,
          limit,
          now,
        };
      };

      const turf = await detailedTurf(request);
      requireDatesWithin('calendar', [query.from, query.to], { now, timeZone: zone });
      if (!turf) {
        // Public callers see what the grid needs: from today on, unless they ask otherwise.
        const slots = await publicSlotsPage(db, pageFrom(query.from ?? zonedNow(now, zone).date));
        const page = paged(slots, limit, ({ day, startMinute, id }) => ({ day, startMinute, id }));
        return writePublicPage({
          success: true,
          bookings: page.rows.map((slot) => toPublicSlot(slot, zone)),
          next: page.next,
        });
      }

      const [rows, courtNames] = await Promise.all([
        detailedBookingsPage(db, detailedSelection(query), pageFrom(query.from)),
        courtNamesOf(db, turf.id),
      ]);
      const page = paged(rows, limit, ({ booking }) => booking);
      const summary = summaryOf(turf, request.origin);
      return writeDetailedPage({
        success: true,
        bookings: page.rows.map((row) => detailedJson(row, summary, courtNames)),
        next: page.next,
      });
    },

    /**
     * The whole window as NDJSON, for the turf's owner and the admin (the rows of every page, in
     * their order, one a line). Null for a caller who gets the public times, when JSON will do
     * for them (`jsonAcceptable`): they get the page; 406 when it will not.
     */
    async stream(request: TurfBookingsRequest, jsonAcceptable: boolean): Promise<Readable | null> {
      const { query } = request;
      if (query.limit !== undefined || query.cursor !== undefined)
        throw new HttpError(400, 'stream_paging');
      const turf = await detailedTurf(request);
      if (!turf) {
        if (jsonAcceptable) return null;
        throw new HttpError(406, 'stream_not_acceptable');
      }
      requireDatesWithin('calendar', [query.from, query.to], {
        now: context.now(),
        timeZone: zone,
      });
      const summary = summaryOf(turf, request.origin);
      const courtNames = await courtNamesOf(db, turf.id);
      return bookingLines(db, {
        turfId: request.turfId,
        which: detailedSelection(query),
        from: query.from,
        to: query.to,
        now: context.now(),
        writeRow: (booking, customer) =>
          writeDetailedBooking(
            bookingJson(booking, summary, customer, zone, courtNameOf(courtNames, booking.courtId)),
          ),
      });
    },
  };
}
