import type { BookingJson } from '../../../shared/booking-types';
import { bookingHasEnded } from '../../../shared/booking-status';
import { rupeesToPaise } from '../../../shared/pricing';
import { parseTimeLabel, type LocalMoment } from '../../../shared/slots';

// /displaybookings in two sections, Upcoming and Past, each newest created first (spec §2). The
// slots of one subscription are one entry: a player bought them together and thinks of them so.

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

/** Earliest first: by venue date, then start time. */
export function inDateOrder(bookings: readonly BookingJson[]): BookingJson[] {
  const start = (b: BookingJson) => parseTimeLabel(b.startTime) ?? 0;
  return [...bookings].sort((a, b) => a.date.localeCompare(b.date) || start(a) - start(b));
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

/** An entry is past once all of it has ended (a subscription with a slot still to come is not). */
function entryHasEnded(entry: BookingEntry, now: LocalMoment): boolean {
  const bookings = entry.kind === 'single' ? [entry.booking] : entry.slots;
  return bookings.every((booking) => bookingHasEnded(booking, now));
}

function newestCreatedFirst(a: BookingEntry, b: BookingEntry): number {
  return Date.parse(b.createdAt) - Date.parse(a.createdAt) || a.key.localeCompare(b.key);
}

/**
 * Splits a player's bookings into Upcoming and Past, judged at the venue's `now`. Cancelled
 * bookings go with their time; their label says they were cancelled.
 */
export function groupBookings(bookings: readonly BookingJson[], now: LocalMoment): BookingSections {
  const sections: BookingSections = { upcoming: [], past: [] };
  for (const entry of toEntries(bookings)) {
    sections[entryHasEnded(entry, now) ? 'past' : 'upcoming'].push(entry);
  }
  sections.upcoming.sort(newestCreatedFirst);
  sections.past.sort(newestCreatedFirst);
  return sections;
}

/** Rupees added up as paise, so 0.1 + 0.2 cannot drift. */
function sumPaise(bookings: readonly BookingJson[], amount: (b: BookingJson) => number): number {
  return bookings.reduce((sum, booking) => sum + (rupeesToPaise(amount(booking)) ?? 0), 0);
}

export interface SubscriptionSummary {
  slotCount: number;
  firstDate: string;
  lastDate: string;
  chargedPaise: number;
  refundedPaise: number;
  /** The first slot that has not ended and is not cancelled, if any. */
  next: BookingJson | null;
}

export function summarizeSubscription(
  slots: readonly BookingJson[],
  now: LocalMoment,
): SubscriptionSummary {
  const ordered = inDateOrder(slots);
  return {
    slotCount: ordered.length,
    firstDate: ordered[0]?.date ?? '',
    lastDate: ordered.at(-1)?.date ?? '',
    chargedPaise: sumPaise(ordered, (b) => b.amountCharged),
    refundedPaise: sumPaise(ordered, (b) => b.refundedAmount),
    next:
      ordered.find((slot) => slot.status !== 'cancelled' && !bookingHasEnded(slot, now)) ?? null,
  };
}
