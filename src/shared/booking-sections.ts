import type { BookingJson } from './booking-types';
import { bookingHasEnded } from './booking-status';
import { parseTimeLabel, type LocalMoment } from './slots';

// Your Bookings in two sections (docs/decisions/024). Upcoming holds only what the player will
// still play: confirmed and not yet ended, the nearest first. Everything else (played, cancelled,
// refunded) is Past, the latest play date first. The slots of one subscription are one entry: a
// player bought them together and thinks of them so. The API keeps its own order (spec §7).

export type BookingEntry =
  | { kind: 'single'; key: string; createdAt: string; booking: BookingJson }
  | {
      kind: 'subscription';
      key: string;
      createdAt: string;
      /** Its slots, earliest first. */
      slots: BookingJson[];
    };

export interface BookingSections {
  upcoming: BookingEntry[];
  past: BookingEntry[];
}

type Playable = Pick<BookingJson, 'date' | 'startTime' | 'endTime' | 'status'>;

const startOf = (booking: Pick<BookingJson, 'startTime'>) => parseTimeLabel(booking.startTime) ?? 0;

/** Earlier play first: by venue date, then start time of day (not the label's text). */
function byPlayTime(a: Pick<BookingJson, 'date' | 'startTime'>, b: typeof a): number {
  return a.date.localeCompare(b.date) || startOf(a) - startOf(b);
}

/** Earliest first: by venue date, then start time. */
export function inDateOrder<T extends Pick<BookingJson, 'date' | 'startTime'>>(
  bookings: readonly T[],
): T[] {
  return [...bookings].sort(byPlayTime);
}

/** A booking the player will still play: confirmed (not cancelled or refunded) and not ended. */
export function isLiveBooking(booking: Playable, now: LocalMoment): boolean {
  return booking.status === 'confirmed' && !bookingHasEnded(booking, now);
}

function slotsOf(entry: BookingEntry): BookingJson[] {
  return entry.kind === 'single' ? [entry.booking] : entry.slots;
}

function toEntries(bookings: readonly BookingJson[]): BookingEntry[] {
  const entries: BookingEntry[] = [];
  const bySubscription = new Map<string, BookingJson[]>();
  for (const booking of bookings) {
    const id = booking.subscriptionId;
    if (!id) {
      entries.push({ kind: 'single', key: booking._id, createdAt: booking.createdAt, booking });
      continue;
    }
    const slots = bySubscription.get(id);
    if (slots) slots.push(booking);
    else bySubscription.set(id, [booking]);
  }
  for (const [id, slots] of bySubscription) {
    const createdAt = slots.reduce(
      (latest, slot) => (Date.parse(slot.createdAt) > Date.parse(latest) ? slot.createdAt : latest),
      slots[0]!.createdAt,
    );
    entries.push({ kind: 'subscription', key: id, createdAt, slots: inDateOrder(slots) });
  }
  return entries;
}

/**
 * Splits a player's bookings into Upcoming and Past, judged at the venue's `now`. An entry is
 * upcoming while one of its slots is live (a subscription with a slot still to play), ordered by
 * that next slot; the rest are past, ordered by their last slot, latest first.
 */
export function groupBookings(bookings: readonly BookingJson[], now: LocalMoment): BookingSections {
  const upcoming: { entry: BookingEntry; next: BookingJson }[] = [];
  const past: { entry: BookingEntry; last: BookingJson }[] = [];
  for (const entry of toEntries(bookings)) {
    const slots = slotsOf(entry);
    const next = slots.find((slot) => isLiveBooking(slot, now));
    if (next) upcoming.push({ entry, next });
    else past.push({ entry, last: slots.at(-1)! });
  }
  upcoming.sort((a, b) => byPlayTime(a.next, b.next) || a.entry.key.localeCompare(b.entry.key));
  past.sort((a, b) => byPlayTime(b.last, a.last) || a.entry.key.localeCompare(b.entry.key));
  return { upcoming: upcoming.map((x) => x.entry), past: past.map((x) => x.entry) };
}
