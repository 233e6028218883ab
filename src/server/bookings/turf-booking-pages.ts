import { z } from 'zod';
import {
  bookingSchema,
  publicBookingSlotSchema,
  TURF_BOOKINGS_PAGE_SIZE,
  turfBookingsAnswerSchema,
  type TurfBookingsAnswer,
} from '../../shared/api/booking-contract';
import { canViewTurfBookingDetails } from '../../shared/permissions';
import { zonedNow } from '../../shared/time';
import type { AppContext } from '../app-context';
import { NOT_LOGGED_IN } from '../auth/guards';
import type { UserRow } from '../auth/users';
import { HttpError } from '../http/errors';
import { contractWriter } from '../http/fast-json';
import { publicImageUrl } from '../http/public-urls';
import { canSeeUnlistedTurf, requireVisibleTurf, TURF_NOT_FOUND } from '../turfs/service';
import { turfDirectory } from '../turfs/turf-directory';
import { bookingJson, bookingTurfSummary, toPublicSlot } from './booking-json';
import { decodeCursor, encodeCursor, laterPosition } from './page-cursor';
import {
  detailedBookingsPage,
  FIRST_POSITION,
  GREATEST_ID,
  LEAST_ID,
  publicSlotsPage,
  type PagePosition,
  type PageRequest,
} from './queries';

// GET /api/v1/booking/get-turf-bookings/:turfId, a page at a time (docs/decisions/015). The
// public (the grid) gets times only, from today on unless it asks for a window, from one simple
// query; the turf's owner and the admin get full bookings, their whole history unless they ask
// for a window. The answer is written straight to JSON text by writers compiled from the
// contract (no union to resolve per row: each kind of page has its own).

const customerSchema = bookingSchema.shape.userId.options[0];
const writePublicPage = contractWriter(
  turfBookingsAnswerSchema.extend({ bookings: z.array(publicBookingSlotSchema) }),
);
// Every row of these pages has its customer, never the bare user id of the contract's union.
const writeDetailedPage = contractWriter(
  turfBookingsAnswerSchema.extend({
    bookings: z.array(bookingSchema.extend({ userId: customerSchema })),
  }),
) as unknown as (answer: TurfBookingsAnswer) => string;

export interface TurfBookingsQuery {
  from?: string;
  to?: string;
  view?: 'owner';
  limit?: number;
  cursor?: string;
}

/** The rows of a page and the cursor of the next, from `limit + 1` rows read. */
function paged<Row>(rows: Row[], limit: number, positionOf: (row: Row) => PagePosition) {
  if (rows.length <= limit) return { rows, next: null };
  const kept = rows.slice(0, limit);
  return { rows: kept, next: encodeCursor(positionOf(kept.at(-1)!)) };
}

export function turfBookingPages(context: AppContext) {
  const { db } = context;
  const standingOf = turfDirectory(db);
  const zone = context.config.venueTimeZone;

  return {
    /** The page as JSON text. */
    async page(input: {
      turfId: string;
      query: TurfBookingsQuery;
      viewer: UserRow | null;
      origin: string;
    }): Promise<string> {
      const { turfId, query, viewer } = input;
      const limit = query.limit ?? TURF_BOOKINGS_PAGE_SIZE;
      const cursor = query.cursor === undefined ? null : decodeCursor(query.cursor);
      const now = context.now();
      const ownerView = query.view === 'owner';
      const pageFrom = (from: string | undefined): PageRequest => {
        const start = from ? { day: from, startMinute: -1, id: LEAST_ID } : FIRST_POSITION;
        return {
          turfId,
          after: cursor ? laterPosition(start, cursor) : start,
          to: query.to ?? null,
          limit,
          now,
        };
      };
      // Public callers see what the grid needs: from today on, unless they ask otherwise.
      const publicFrom = query.from ?? zonedNow(now, zone).date;
      const publicPage = async () => {
        const slots = await publicSlotsPage(db, pageFrom(publicFrom));
        const page = paged(slots, limit, ([day, startMinute]) => ({
          day,
          startMinute,
          id: GREATEST_ID,
        }));
        return writePublicPage({
          success: true,
          bookings: page.rows.map(([day, startMinute, endMinute]) =>
            toPublicSlot({ day, startMinute, endMinute }, zone),
          ),
          next: page.next,
        });
      };

      // The grid's call, for anyone who cannot turn out to be the turf's owner or the admin:
      // the turf's standing comes from the directory, the slots in one query.
      if (!ownerView && (!viewer || viewer.role === 'user')) {
        const standing = await standingOf(turfId);
        if (!standing || (!standing.approved && !canSeeUnlistedTurf(viewer, standing)))
          throw new HttpError(404, TURF_NOT_FOUND);
        if (!canViewTurfBookingDetails(viewer, { owner: standing.ownerId })) return publicPage();
      }

      const turf = await requireVisibleTurf(db, turfId, viewer);
      const detailed = canViewTurfBookingDetails(viewer, { owner: turf.ownerId });
      if (ownerView && !viewer) throw new HttpError(401, NOT_LOGGED_IN);
      if (ownerView && !detailed)
        throw new HttpError(403, "You don't have permission to view these bookings");
      if (!detailed) return publicPage();

      // The owner's table lists what was paid for, cancellations too; without a view, what
      // takes a slot now, live holds included.
      const rows = await detailedBookingsPage(
        db,
        ownerView ? 'paid' : 'active',
        pageFrom(query.from),
      );
      const page = paged(rows, limit, ({ booking }) => booking);
      const summary = bookingTurfSummary(turf);
      summary.images = publicImageUrl(summary.images, input.origin);
      return writeDetailedPage({
        success: true,
        bookings: page.rows.map(({ booking, customer }) =>
          bookingJson(booking, summary, customer, zone),
        ),
        next: page.next,
      });
    },
  };
}
