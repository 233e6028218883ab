import { count, ne } from 'drizzle-orm';
import type { App } from '../app';
import type { Db } from '../db/database';
import { bookings } from '../db/schema-bookings';

// Steps of the tests of the owner's phone and walk-in bookings (docs/decisions/032), as the
// owner's screen calls them.

/** 6:00 PM to 7:00 PM on Sunday 2030-05-12, two days after TEST_NOW, a walk-in paid in cash. */
export const WALK_IN = {
  date: '2030-05-12',
  start: 18 * 60,
  end: 19 * 60,
  customerName: 'Ravi Shah',
  customerPhone: '98200 12345',
  paidBy: 'cash',
};

export function recordVenueBooking(
  app: App,
  cookie: string | null,
  turfId: string,
  body: Record<string, unknown> = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/owner/turfs/${turfId}/venue-bookings`,
    headers: cookie ? { cookie } : {},
    payload: { ...WALK_IN, ...body },
  });
}

export function venueBookingAction(
  app: App,
  cookie: string | null,
  bookingId: string,
  action: 'paid' | 'cancel',
  body?: object,
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/owner/venue-bookings/${bookingId}/${action}`,
    headers: cookie ? { cookie } : {},
    ...(body ? { payload: body } : {}),
  });
}

export function listVenueBookings(app: App, cookie: string | null, turfId: string) {
  return app.inject({
    method: 'GET',
    url: `/api/v1/owner/turfs/${turfId}/venue-bookings`,
    headers: cookie ? { cookie } : {},
  });
}

/** How many phone and walk-in rows the database holds, in any state. */
export async function venueRows(db: Db) {
  const [row] = await db.select({ n: count() }).from(bookings).where(ne(bookings.source, 'online'));
  return row!.n;
}
