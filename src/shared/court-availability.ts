import type { CourtJson } from './api/turf-contract';
import type { Sport } from './catalog';
import { isCourtOpen } from './court-hours';
import type { WeekHours } from './opening-hours';
import { countByKind, type KindCount } from './court-kinds';
import { freeCourts, hosts, type Court, type CourtClaim } from './courts';
import { END_OF_DAY, GRID_TIMES, SLOT_MINUTES, type TimeRange } from './slots';
import { priceRulesOfJson } from './price-rules-json';

// What a listing's grid shows when it has courts (docs/decisions/029): a half-hour is open while
// some court that hosts the sport (or the one court the player picked) is free, and says how many
// are. The server assigns courts with the same freeCourts, so what the grid offers is what it
// would accept.

/** A taken slot as the public grid answer gives it; without a court it stands on every court. */
export interface ClaimedRange extends TimeRange {
  courtId?: string;
}

/**
 * What the player chose: the sport played, and a court, or null for "any free court"; and the
 * listing's own hours, inside which each court keeps its own (docs/decisions/031).
 */
export interface CourtChoice {
  sport: Sport | null;
  courtId: string | null;
  venueHours?: WeekHours | null;
}

/** The claims on each date, a court-less slot claiming every court. */
export function claimsByDate(
  courts: readonly Court[],
  slots: readonly ClaimedRange[],
): Map<string, CourtClaim[]> {
  const byDate = new Map<string, CourtClaim[]>();
  for (const slot of slots) {
    const onDay = byDate.get(slot.date) ?? [];
    const ids = slot.courtId ? [slot.courtId] : courts.map((court) => court.id);
    for (const courtId of ids) onDay.push({ courtId, start: slot.start, end: slot.end });
    byDate.set(slot.date, onDay);
  }
  return byDate;
}

/** The courts the player may be given: those hosting the sport, or the one they picked. */
export function suitableCourts(courts: readonly Court[], choice: CourtChoice): Court[] {
  return courts.filter(
    (court) => hosts(court, choice.sport) && (!choice.courtId || court.id === choice.courtId),
  );
}

/**
 * The suitable courts free and open for all of `range`, in the order the server would give them
 * (bookings/court-assignment: free, then open by the court's own hours).
 */
export function freeCourtsFor(
  courts: readonly Court[],
  claims: ReadonlyMap<string, readonly CourtClaim[]>,
  range: TimeRange,
  choice: CourtChoice,
): Court[] {
  // The venue's own hours the grid shows as Closed already; a court's own close it alone.
  const free = freeCourts(courts, claims.get(range.date) ?? [], range, choice.sport).filter(
    (court) => !court.openingHours || isCourtOpen(range, court.openingHours, choice.venueHours),
  );
  return choice.courtId ? free.filter((court) => court.id === choice.courtId) : free;
}

export interface HalfHourCourts {
  free: number;
  suitable: number;
  /** Where the suitable courts differ in kind (5-a-side and 7-a-side): the counts per kind. */
  byKind?: KindCount[];
}

/**
 * For each date and grid half-hour, how many suitable courts are free, and the half-hours with
 * none: the grid's `taken` (Booked).
 */
export function courtAvailability(
  courts: readonly Court[],
  slots: readonly ClaimedRange[],
  days: readonly string[],
  choice: CourtChoice,
) {
  const claims = claimsByDate(courts, slots);
  const suitableOnes = suitableCourts(courts, choice);
  const suitable = suitableOnes.length;
  const counts = new Map<string, HalfHourCourts>();
  const first = new Map<string, Court>();
  const full: TimeRange[] = [];
  for (const date of days) {
    for (const start of GRID_TIMES) {
      // The grid's last row is the day's end (11:59 PM), a range of nothing.
      const range = { date, start, end: Math.min(start + SLOT_MINUTES, END_OF_DAY) };
      const free = freeCourtsFor(courts, claims, range, choice);
      // Counted by kind where the courts differ, never mixed (docs/decisions/067).
      const byKind = countByKind(suitableOnes, free);
      counts.set(`${date} ${start}`, { free: free.length, suitable, ...(byKind && { byKind }) });
      if (free[0]) first.set(`${date} ${start}`, free[0]);
      if (free.length === 0) full.push(range);
    }
  }
  return {
    /** Half-hours with no suitable court free. */
    full,
    /** How many suitable courts are free at a date's half-hour. */
    at: (date: string, minutes: number) => counts.get(`${date} ${minutes}`) ?? null,
    /**
     * The court a hold of that half-hour would be given (the first free in the server's order):
     * whose prices it pays where courts are priced apart (docs/decisions/039).
     */
    firstFreeAt: (date: string, minutes: number) => first.get(`${date} ${minutes}`) ?? null,
    claims,
  };
}

/**
 * Whether a slot with no court picked is priced on the court the server assigns it (docs/decisions
 * 039): at a venue where some court is priced apart, only the server knows which court, so which
 * price, it gets.
 */
export function priceWaitsForCourt(
  courts: readonly Pick<Court, 'id' | 'priceRules'>[],
  pickedCourtId: string | null | undefined,
): boolean {
  const picked = pickedCourtId ? courts.some((court) => court.id === pickedCourtId) : false;
  return !picked && courts.some((court) => court.priceRules);
}

/** A turf answer's courts as the rules take them; null when the answer has none (a list item). */
export function courtsOfTurf(turf: { courts?: readonly CourtJson[] }): Court[] | null {
  if (!turf.courts || turf.courts.length === 0) return null;
  return turf.courts.map(({ _id, name, sports, parts, openingHours, pricing, format }) => ({
    id: _id,
    name,
    sports,
    parts,
    openingHours: openingHours ?? null,
    priceRules: priceRulesOfJson(pricing),
    format: format ?? null,
  }));
}

/**
 * The half-hours a grid shows Booked: those with no suitable court free; without the turf's
 * courts (still loading), every taken slot, as before courts.
 */
export function unavailableRanges(
  courts: readonly Court[] | null,
  slots: readonly ClaimedRange[],
  days: readonly string[],
  choice: CourtChoice,
): TimeRange[] {
  if (!courts) return slots.map(({ date, start, end }) => ({ date, start, end }));
  return courtAvailability(courts, slots, days, choice).full;
}

/** The choice a grid starts with: the turf's own sport where a court hosts it, any court. */
export function defaultCourtChoice(
  courts: readonly Court[] | null,
  sport: Sport,
  venueHours: WeekHours | null = null,
): CourtChoice {
  const sports = courts ? sportsOfCourts(courts) : [sport];
  return {
    sport: sports.includes(sport) ? sport : (sports[0] ?? sport),
    courtId: null,
    venueHours,
  };
}

/** The sports a listing's courts host, in the catalogue's order of first appearance. */
export function sportsOfCourts(courts: readonly Court[]): Sport[] {
  return [...new Set(courts.flatMap((court) => court.sports))];
}

/** What the court picker and the booking summary call "let the server pick". */
export const ANY_COURT = 'Any free court';

export const COURT_PICK_MESSAGES = {
  noSingleCourt:
    'No one court is free for the whole time you picked. Pick a shorter time or another court.',
} as const;
