import { isSport, type Sport } from './catalog';
import type { WeekHours } from './opening-hours';
import type { PriceRules } from './price-rules';

// A listing's courts (docs/decisions/029-courts.md): each court hosts one or more sports and is
// either plain or made of plain courts of the same listing (a 7-a-side pitch of two 5-a-side
// halves). Two courts share ground when their plain courts meet, and only one claim may hold a
// piece of ground at a time. The database holds the same rule in its exclusion constraint; the
// browser and the server's assignment use these functions.

export interface Court {
  id: string;
  name: string;
  sports: readonly Sport[];
  /** Ids of the plain courts this one is made of; empty for a plain court. */
  parts: readonly string[];
  /** Its own hours inside the listing's (docs/decisions/031); absent or null: the listing's. */
  openingHours?: WeekHours | null;
  /** Its own prices (docs/decisions/039); absent or null: the listing's. */
  priceRules?: PriceRules | null;
  /**
   * The players a side its owner states it is for (5 for a 5-a-side, docs/decisions/067): what
   * its kind is counted by (court-kinds); absent or null where no format applies or is stated.
   */
  format?: number | null;
}

/** A booking, hold or block on one court for [start, end) minutes of one day. */
export interface CourtClaim {
  courtId: string;
  start: number;
  end: number;
}

export const MAX_COURTS = 16;
export const MAX_COURT_NAME = 40;
/** A court's format is its players a side: 1 to 11 (football's eleven the most). */
export const MIN_COURT_FORMAT = 1;
export const MAX_COURT_FORMAT = 11;

export const COURT_MESSAGES = {
  none: 'A listing needs at least one court.',
  tooMany: `A listing has at most ${MAX_COURTS} courts.`,
  name: `Each court needs a name of 1 to ${MAX_COURT_NAME} characters.`,
  duplicateName: 'Court names must be unique within a listing.',
  format: `A court's format is its players a side, a whole number from ${MIN_COURT_FORMAT} to ${MAX_COURT_FORMAT}, or none.`,
  sports: 'Each court hosts at least one sport: cricket, football or badminton.',
  unknownPart: 'A court can only be made of other courts of the same listing.',
  selfPart: 'A court cannot be a part of itself.',
  fewParts: 'A court made of parts needs at least two different ones.',
  nestedPart: 'A court made of parts cannot itself be a part of another court.',
  invalidCourtId: 'Invalid court id',
  unknownCourt: "That court is not one of this turf's courts.",
} as const;

/** Why a booking cannot go on the court the player named, or on any court for the sport. */
export const courtRefusal = {
  notHosted: (courtName: string, sport: Sport) => `${courtName} does not host ${sport}.`,
  noCourtFor: (sport: Sport) => `This turf has no court for ${sport}.`,
};

/** The plain courts a court stands on: its parts, or itself. */
export function groundOf(court: Pick<Court, 'id' | 'parts'>): readonly string[] {
  return court.parts.length > 0 ? court.parts : [court.id];
}

/** Whether two courts stand on some of the same ground (a court shares ground with itself). */
export function shareGround(a: Court, b: Court): boolean {
  const ground = new Set(groundOf(a));
  return groundOf(b).some((id) => ground.has(id));
}

const naturalOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * The order in which the server gives a booking a court when none is named: the smallest court
 * that fits (fewest plain courts, so a half goes before the whole pitch it would block), then by
 * name in natural order ('Court 2' before 'Court 10'), then by id so the order is total.
 */
export function compareForAssignment(a: Court, b: Court): number {
  return (
    groundOf(a).length - groundOf(b).length ||
    naturalOrder.compare(a.name, b.name) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** Whether the court may be booked for `sport` (any sport when null). */
export function hosts(court: Court, sport: Sport | null): boolean {
  return sport === null || court.sports.includes(sport);
}

/**
 * The courts hosting `sport` that no claim touches during [start, end), in assignment order.
 * Claims on courts missing from `courts` are ignored: every claim the caller passes is on one of
 * the listing's courts.
 */
export function freeCourts(
  courts: readonly Court[],
  claims: readonly CourtClaim[],
  range: { start: number; end: number },
  sport: Sport | null = null,
): Court[] {
  const byId = new Map(courts.map((court) => [court.id, court]));
  const takenGround = new Set<string>();
  for (const claim of claims) {
    if (claim.start >= range.end || claim.end <= range.start) continue;
    const court = byId.get(claim.courtId);
    if (court) for (const id of groundOf(court)) takenGround.add(id);
  }
  return courts
    .filter((court) => hosts(court, sport) && groundOf(court).every((id) => !takenGround.has(id)))
    .sort(compareForAssignment);
}

/** One court of a new listing's `courts`, as a client sends it (parts by name). */
export interface CourtInput {
  name: string;
  sports: readonly string[];
  parts?: readonly string[];
  /** Players a side (courtFormatProblem); absent or null: none. */
  format?: number | null;
}

/** Whether `format` is a court format: null (none) or a whole number of players a side. */
export function isCourtFormat(format: unknown): format is number | null {
  return (
    format === null ||
    (Number.isInteger(format) &&
      (format as number) >= MIN_COURT_FORMAT &&
      (format as number) <= MAX_COURT_FORMAT)
  );
}

/** The first thing wrong with a listing's courts, or null when they can be saved. */
export function courtsInputProblem(courts: readonly CourtInput[]): string | null {
  if (courts.length === 0) return COURT_MESSAGES.none;
  if (courts.length > MAX_COURTS) return COURT_MESSAGES.tooMany;
  const names = new Map<string, CourtInput>();
  for (const court of courts) {
    const name = court.name.trim();
    if (name.length === 0 || name.length > MAX_COURT_NAME) return COURT_MESSAGES.name;
    const key = name.toLowerCase();
    if (names.has(key)) return COURT_MESSAGES.duplicateName;
    names.set(key, court);
    if (court.sports.length === 0 || !court.sports.every(isSport)) return COURT_MESSAGES.sports;
    if (court.format !== undefined && !isCourtFormat(court.format)) return COURT_MESSAGES.format;
  }
  const partNames = new Set<string>();
  for (const court of courts) {
    const parts = (court.parts ?? []).map((part) => part.trim().toLowerCase());
    if (parts.length === 0) continue;
    if (parts.includes(court.name.trim().toLowerCase())) return COURT_MESSAGES.selfPart;
    if (parts.some((part) => !names.has(part))) return COURT_MESSAGES.unknownPart;
    if (new Set(parts).size < 2) return COURT_MESSAGES.fewParts;
    for (const part of parts) partNames.add(part);
  }
  for (const court of courts) {
    const isPart = partNames.has(court.name.trim().toLowerCase());
    if (isPart && (court.parts ?? []).length > 0) return COURT_MESSAGES.nestedPart;
  }
  return null;
}

/** The one court a listing has when its owner names none: the listing itself, for its sport. */
export function defaultCourt(listingName: string, sport: Sport): CourtInput {
  return { name: listingName.trim().slice(0, MAX_COURT_NAME), sports: [sport], parts: [] };
}

/** "2 of 3 free": how the grid and the search say how many suitable courts are free. */
export function freeCourtsText(free: number, suitable: number): string {
  return `${free} of ${suitable} free`;
}

/**
 * The court a booking answer names, as a player's screens show it: null for a listing's one
 * default court, which is named after the listing (defaultCourt) and says nothing new.
 */
export function shownCourtName(courtName: string | null, listingName: string): string | null {
  if (!courtName) return null;
  return courtName === defaultCourt(listingName, 'football').name ? null : courtName;
}
