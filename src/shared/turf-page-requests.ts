import { bookingDays } from './slot-request';
import type { LocalDate } from './time';

// The two answers the turf page opens with, at the URLs its script asks them by. The server's
// HTML for /turfs/{id} preloads these same URLs (decision 080): a URL that differed by a
// character would be fetched twice.

/** The turf's own answer (GET /api/v1/turf/turf/{id}). */
export function turfAnswerPath(turfId: string): string {
  return `/api/v1/turf/turf/${encodeURIComponent(turfId)}`;
}

/** The turf's taken slots between two venue dates, inclusive. */
export function turfBookingsPath(turfId: string, from: string | null, to: string | null): string {
  return `/api/v1/booking/get-turf-bookings/${encodeURIComponent(turfId)}?from=${from}&to=${to}`;
}

/** The bookings the page's grid opens with: the venue's booking week from `today`. */
export function turfWeekBookingsPath(turfId: string, today: LocalDate): string {
  const days = bookingDays(today);
  return turfBookingsPath(turfId, days[0]!, days.at(-1)!);
}
