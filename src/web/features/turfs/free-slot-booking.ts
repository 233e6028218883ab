import type { FreeSlot } from '../../../shared/api/turf-contract';
import type { SlotRef } from '../../../shared/slot-selection';
import { searchTimeText } from '../../../shared/slot-search';

// A free slot on a search card goes straight to the booking summary, in the shape
// the summary reads from navigation state or, after a detour through login, from the tab's
// storage: the turf and the start and end as the grid would have picked them.

export interface SlotBooking<Turf> {
  turf: Turf;
  start: SlotRef;
  end: SlotRef;
}

export function slotBooking<Turf>(turf: Turf, slot: FreeSlot): SlotBooking<Turf> {
  return {
    turf,
    start: { date: slot.date, minutes: slot.start },
    end: { date: slot.date, minutes: slot.end },
  };
}

export function bookingSummaryPath(turfId: string): string {
  return `/turfs/${encodeURIComponent(turfId)}/booking`;
}

/** The turf's page with its grid opened at this slot (for those who may not book). */
export function slotOnTurfPage(turfId: string, slot: FreeSlot): string {
  const params = new URLSearchParams({
    date: slot.date,
    from: searchTimeText(slot.start),
    minutes: String(slot.end - slot.start),
  });
  return `/turfs/${encodeURIComponent(turfId)}?${params.toString()}`;
}

/**
 * The turf's page with its grid opened at the time a search found free, nothing picked (a card's
 * own link, docs/decisions/067): `day` and `at`, where `date` and `from` would pick the range.
 */
export function searchedTimeOnTurfPage(turfId: string, slot: FreeSlot): string {
  const params = new URLSearchParams({ day: slot.date, at: searchTimeText(slot.start) });
  return `/turfs/${encodeURIComponent(turfId)}?${params.toString()}`;
}

/** '7:00 PM', '8:30 PM' → '7:00 – 8:30 PM'; a range across noon keeps both halves of the day. */
export function slotRangeText(startTime: string, endTime: string): string {
  const [startClock, startHalf] = startTime.split(' ');
  const [, endHalf] = endTime.split(' ');
  return startHalf === endHalf ? `${startClock} – ${endTime}` : `${startTime} – ${endTime}`;
}
