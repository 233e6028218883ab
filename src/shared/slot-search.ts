import { isWithinOpeningHours, type WeekHours } from './opening-hours';
import {
  END_OF_DAY,
  FIRST_SLOT,
  SLOT_MINUTES,
  isPastSlot,
  rangesOverlap,
  type LocalMoment,
  type TimeRange,
} from './slots';

// "Football, Andheri, Saturday 7–9 PM": which turfs have that time free. A search asks
// for a date, a start and a length; with `flex` it also looks an hour either side. The server
// answers in one SQL statement; `freeStarts` is the same rule in plain code, which the tests use
// as the brute-force reference and the browser may use to mirror it.

/** 30 min … 3 h, in half hours. */
export const SEARCH_LENGTHS: readonly number[] = [30, 60, 90, 120, 150, 180];
/** How far either side a flexible search looks. */
export const FLEX_MINUTES = 60;

export interface SlotSearch {
  date: string;
  /** Minutes since the venue's midnight, on the half hour. */
  from: number;
  minutes: number;
  flex: boolean;
}

/** '19:00' → 1140; anything else (or off the half hour) → null. */
export function parseSearchTime(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  const value = hours * 60 + minutes;
  return value % SLOT_MINUTES === 0 ? value : null;
}

/** 1140 → '19:00'. */
export function searchTimeText(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * The starts a search tries, nearest to the asked start first (earlier before later at equal
 * distance): on the grid, ending by 11:59 PM, and not already begun.
 */
export function candidateStarts(search: SlotSearch, now: LocalMoment): number[] {
  const reach = search.flex ? FLEX_MINUTES : 0;
  const starts: number[] = [];
  for (let start = search.from - reach; start <= search.from + reach; start += SLOT_MINUTES) {
    if (start < FIRST_SLOT || start + search.minutes > END_OF_DAY) continue;
    if (isPastSlot(search.date, start, now)) continue;
    starts.push(start);
  }
  return starts.sort((a, b) => Math.abs(a - search.from) - Math.abs(b - search.from) || a - b);
}

/**
 * The starts at which this turf is free for the search's length: inside its opening hours and
 * overlapping nothing that takes a slot (`taken`: its paid bookings, live holds and blocks).
 */
export function freeStarts(
  search: SlotSearch,
  turf: { openingHours: WeekHours | null | undefined; taken: readonly TimeRange[] },
  now: LocalMoment,
): number[] {
  return candidateStarts(search, now).filter((start) => {
    const range = { date: search.date, start, end: start + search.minutes };
    return (
      isWithinOpeningHours(range, turf.openingHours) &&
      !turf.taken.some((taken) => rangesOverlap(taken, range))
    );
  });
}
