import type { CalendarCourt, CalendarEntry } from '../../../shared/api/owner-calendar-contract';
import { groundOf, shareGround, type Court } from '../../../shared/courts';
import type { CalendarWords } from './calendar-words';

// The calendar of a listing with courts (docs/decisions/031): a listing of one court keeps the
// week, a column per day; with two or more courts the wide screen shows one day, a column per
// court, and a phone one court of one day with a switcher. A column shows everything standing
// on its court's ground: a booking of the whole pitch on each half, a half's on the whole pitch.

/** One column of the grid: a day, and the court it shows (null: every court, the week view). */
export interface CalendarColumn {
  key: string;
  date: string;
  court: CalendarCourt | null;
}

/** The shared rules' court, from the answer's. */
export function asCourt(court: CalendarCourt): Court {
  return { id: court._id, name: court.name, sports: [], parts: court.parts };
}

/** Whether the calendar shows courts side by side (or one at a time on a phone). */
export function showsCourts(courts: readonly CalendarCourt[]): boolean {
  return courts.length > 1;
}

export function calendarColumns(view: {
  wide: boolean;
  days: readonly string[];
  shownDay: string;
  courts: readonly CalendarCourt[];
  shownCourtId: string | null;
}): CalendarColumn[] {
  const { wide, days, shownDay, courts } = view;
  if (!showsCourts(courts)) {
    const shown = wide ? days : [shownDay];
    return shown.map((date) => ({ key: date, date, court: null }));
  }
  if (wide) return courts.map((court) => ({ key: court._id, date: shownDay, court }));
  const court = courts.find(({ _id }) => _id === view.shownCourtId) ?? courts[0]!;
  return [{ key: court._id, date: shownDay, court }];
}

/** The entries standing on the court's ground (all of them for the week view's null). */
export function entriesOnCourt(
  entries: readonly CalendarEntry[],
  court: CalendarCourt | null,
  courts: readonly CalendarCourt[],
): CalendarEntry[] {
  if (!court) return [...entries];
  const byId = new Map(courts.map((listed) => [listed._id, asCourt(listed)]));
  const column = asCourt(court);
  return entries.filter((entry) => {
    const on = byId.get(entry.courtId);
    // A retired court's past entry: shown on its own court only, which is no longer a column.
    return on ? shareGround(on, column) : false;
  });
}

/** Whether the block closes all of the court's ground (a venue block closes every court). */
function blockCovers(entry: CalendarEntry, court: CalendarCourt): boolean {
  const closed = new Set(entry.blockCourtIds);
  return closed.has(court._id) || groundOf(asCourt(court)).every((id) => closed.has(id));
}

/**
 * The court an entry shown in a court's column stands on when that is another court ('Full
 * pitch' on a half's column), so the owner sees why the time is taken; null when it is the
 * column's own (or a block closing the whole of it).
 */
export function otherCourtOf(entry: CalendarEntry, court: CalendarCourt | null): string | null {
  if (!court || entry.courtId === court._id) return null;
  if (entry.kind === 'block' && blockCovers(entry, court)) return null;
  return entry.courtName;
}

/** Which courts a block closes, in words: 'Every court', 'Court 2', 'Half A, Half B'. */
export function blockCourtsText(
  words: CalendarWords,
  entry: CalendarEntry,
  courts: readonly CalendarCourt[],
): string {
  const closed = new Set(entry.blockCourtIds);
  const plain = courts.filter((court) => court.parts.length === 0);
  if (plain.length > 1 && plain.every((court) => closed.has(court._id)))
    return words.t('everyCourt');
  const names = courts.filter((court) => closed.has(court._id)).map((court) => court.name);
  return names.length > 0 ? names.join(', ') : entry.courtName;
}
