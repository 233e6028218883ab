import type { Selection, SlotRef } from '../../../shared/slot-selection';
import { bookingDays } from '../../../shared/slot-request';
import { SEARCH_LENGTHS, parseSearchTime } from '../../../shared/slot-search';
import {
  END_OF_DAY,
  FIRST_SLOT,
  LAST_SLOT,
  isPastSlot,
  type LocalMoment,
} from '../../../shared/slots';

// A link such as /turfs/{id}?date=2030-05-12&from=19:00&minutes=60 (a slot search's card, a
// message to a friend) opens the grid with that range picked. The parameters are the
// slot search's own.

const DEFAULT_MINUTES = 60;

/**
 * The selection a link asks for, or null when it asks for none the grid could show: a day of its
 * seven, a start on its half hours not yet begun. A length the search does not offer, or one
 * running past the end of the day, picks the start alone. Whether the range is free is the
 * grid's to judge once its bookings are in (a taken one is cleared, with the spec's message).
 */
export function linkedSelection(params: URLSearchParams, now: LocalMoment): Selection | null {
  const date = params.get('date') ?? '';
  const from = parseSearchTime(params.get('from') ?? '');
  if (!bookingDays(now.date).includes(date) || from === null) return null;
  if (from < FIRST_SLOT || from > LAST_SLOT || isPastSlot(date, from, now)) return null;
  const minutes = Number(params.get('minutes') ?? DEFAULT_MINUTES);
  const start = { date, minutes: from };
  if (!SEARCH_LENGTHS.includes(minutes) || from + minutes > END_OF_DAY) return { start, end: null };
  return { start, end: { date, minutes: from + minutes } };
}

/**
 * The time a link asks the grid to open at without picking it (a slot search card's own link,
 * `?day=2030-05-12&at=19:00`, docs/decisions/067), or null: a day of its seven, a start on its
 * half hours not yet begun.
 */
export function linkedLook(params: URLSearchParams, now: LocalMoment): SlotRef | null {
  const date = params.get('day') ?? '';
  const at = parseSearchTime(params.get('at') ?? '');
  if (!bookingDays(now.date).includes(date) || at === null) return null;
  if (at < FIRST_SLOT || at > LAST_SLOT || isPastSlot(date, at, now)) return null;
  return { date, minutes: at };
}
