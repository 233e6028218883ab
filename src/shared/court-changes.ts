import { COURT_MESSAGES, courtsInputProblem, type Court, type CourtInput } from './courts';

// What an owner may do to the courts of a listing that exists (docs/decisions/030): add one,
// rename one or change its sports or format (decision 067), retire one. Each change is checked by the one rule for a
// listing's courts (courts.ts courtsInputProblem) over the courts in use as they would be after
// it; retiring adds its own rules. The server enforces these; the owner's screen mirrors them.

export const COURT_CHANGE_MESSAGES = {
  retiredPart: 'A retired court cannot be a part of a new court.',
  lastCourt: 'A listing needs at least one court: add another before retiring this one.',
  partOfCourt: (court: string, whole: string) =>
    `${court} is a part of ${whole}: retire ${whole} first.`,
  nothingToChange: 'Send a new name, new sports or a new format for the court.',
  added: (court: string) => `${court} added. Players can book it now.`,
  changed: (court: string) => `${court} saved.`,
  retired: (court: string) => `${court} retired. Its past bookings keep its name.`,
} as const;

/** What still stands on a court from now on, by kind. */
export interface ClaimsToCome {
  bookings: number;
  holds: number;
  blocks: number;
}

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Why a court with claims still to come cannot be retired, or null when it has none:
 * 'Court 2 has 3 bookings and 1 block still to come; move or cancel them first.'
 */
export function stillToComeProblem(court: string, claims: ClaimsToCome): string | null {
  const kinds = [
    claims.bookings > 0 ? counted(claims.bookings, 'booking', 'bookings') : null,
    claims.holds > 0
      ? counted(claims.holds, 'hold of a player paying now', 'holds of players paying now')
      : null,
    claims.blocks > 0 ? counted(claims.blocks, 'block', 'blocks') : null,
  ].filter((kind): kind is string => kind !== null);
  if (kinds.length === 0) return null;
  const list =
    kinds.length === 1 ? kinds[0] : `${kinds.slice(0, -1).join(', ')} and ${kinds.at(-1)}`;
  return `${court} has ${list} still to come; move or cancel them first.`;
}

/** A court as the client sent it, tidied: name and parts trimmed, sports lower-cased, once each. */
export function tidyCourtInput(input: CourtInput): CourtInput {
  const sports = input.sports.map((sport) => sport.trim().toLowerCase());
  return {
    name: input.name.trim(),
    sports: [...new Set(sports)],
    parts: (input.parts ?? []).map((part) => part.trim()),
    format: input.format ?? null,
  };
}

/** A listing's courts in use as inputs, their parts named instead of by id. */
export function courtInputsOf(courts: readonly Court[]): CourtInput[] {
  const nameOf = new Map(courts.map((court) => [court.id, court.name]));
  return courts.map((court) => ({
    name: court.name,
    sports: [...court.sports],
    parts: court.parts.map((id) => nameOf.get(id) ?? id),
    format: court.format ?? null,
  }));
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Why `input` cannot be added to a listing whose courts in use are `live` (and whose retired
 * courts are named `retired`), or null. A part must be a court in use: a retired one is refused
 * by name, so the owner learns why.
 */
export function newCourtProblem(
  live: readonly Court[],
  retired: readonly string[],
  input: CourtInput,
): string | null {
  const parts = input.parts ?? [];
  const inUse = (part: string) => live.some((court) => sameName(court.name, part));
  if (parts.some((part) => !inUse(part) && retired.some((name) => sameName(name, part)))) {
    return COURT_CHANGE_MESSAGES.retiredPart;
  }
  return courtsInputProblem([...courtInputsOf(live), input]);
}

export interface CourtChange {
  name?: string | undefined;
  sports?: readonly string[] | undefined;
  /** Players a side; null: none (docs/decisions/067). */
  format?: number | null | undefined;
}

/** Why court `courtId` of `live` cannot take `change`, or null. */
export function courtChangeProblem(
  live: readonly Court[],
  courtId: string,
  change: CourtChange,
): string | null {
  if (change.name === undefined && change.sports === undefined && change.format === undefined) {
    return COURT_CHANGE_MESSAGES.nothingToChange;
  }
  const index = live.findIndex((court) => court.id === courtId);
  if (index < 0) return COURT_MESSAGES.unknownCourt;
  const inputs = courtInputsOf(live);
  const current = inputs[index]!;
  const renamed = change.name ?? current.name;
  // The other courts name this one among their parts by its old name: follow the rename.
  const next = inputs.map((input, i) =>
    i === index
      ? {
          ...input,
          name: renamed,
          sports: change.sports ?? input.sports,
          format: change.format === undefined ? input.format : change.format,
        }
      : {
          ...input,
          parts: (input.parts ?? []).map((part) => (sameName(part, current.name) ? renamed : part)),
        },
  );
  return courtsInputProblem(next);
}

/**
 * Why court `courtId` of `live` cannot be retired, before its claims are counted: the last
 * court stays, and a part of a court in use goes only after that court.
 */
export function retireProblem(live: readonly Court[], courtId: string): string | null {
  const court = live.find(({ id }) => id === courtId);
  if (!court) return COURT_MESSAGES.unknownCourt;
  if (live.length === 1) return COURT_CHANGE_MESSAGES.lastCourt;
  const whole = live.find(({ parts }) => parts.includes(courtId));
  if (whole) return COURT_CHANGE_MESSAGES.partOfCourt(court.name, whole.name);
  return null;
}
