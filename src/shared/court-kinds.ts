import { groundOf, type Court } from './courts';

// What kind of court a player books at a venue whose courts differ (docs/decisions/067): a
// 5-a-side and a 7-a-side are not the same booking, so a grid and a slot search's card count
// their free courts by kind ("2 of 2 5-a-side free"), never mixed. The kind is the format the
// owner states (players a side, courts.format): courts of one format are one kind. A court
// without one (a badminton court, or none stated) is of the kind of the plain courts it stands
// on: a single court, or a pitch joined from two halves.

export type CourtKind = { by: 'aSide'; players: number } | { by: 'ground'; plainCourts: number };

/** The free and suitable courts of one kind at a half-hour. */
export interface KindCount {
  kind: CourtKind;
  free: number;
  suitable: number;
}

/** A court's kind from its format and how many plain courts it stands on. */
export function kindOf(format: number | null | undefined, plainCourts: number): CourtKind {
  return format ? { by: 'aSide', players: format } : { by: 'ground', plainCourts };
}

/** A court's kind (kindOf). */
export function kindOfCourt(court: Pick<Court, 'id' | 'parts' | 'format'>): CourtKind {
  return kindOf(court.format, groundOf(court).length);
}

function keyOf(kind: CourtKind): string {
  return kind.by === 'aSide' ? `a${kind.players}` : `g${kind.plainCourts}`;
}

/** Stated formats first, fewest players first; then the plain-court kinds, fewest first. */
function compareKinds(a: CourtKind, b: CourtKind): number {
  if (a.by !== b.by) return a.by === 'aSide' ? -1 : 1;
  return a.by === 'aSide'
    ? a.players - (b as typeof a).players
    : a.plainCourts - (b as typeof a).plainCourts;
}

/**
 * The free courts counted by kind, in kind order (compareKinds), when the suitable courts are of
 * more than one kind; null when they are all of one (then "2 of 3 free" says it). Each court is
 * given as its kind; `free` are the kinds of the free ones among them.
 */
export function countKinds(
  suitable: readonly CourtKind[],
  free: readonly CourtKind[],
): KindCount[] | null {
  const counts = new Map<string, KindCount>();
  for (const kind of suitable) {
    const count = counts.get(keyOf(kind)) ?? { kind, free: 0, suitable: 0 };
    count.suitable += 1;
    counts.set(keyOf(kind), count);
  }
  if (counts.size < 2) return null;
  for (const kind of free) {
    const count = counts.get(keyOf(kind));
    if (count) count.free += 1;
  }
  return [...counts.values()].sort((a, b) => compareKinds(a.kind, b.kind));
}

/** countKinds of a listing's courts: `free` among `suitable`. */
export function countByKind(
  suitable: readonly Court[],
  free: readonly Court[],
): KindCount[] | null {
  return countKinds(suitable.map(kindOfCourt), free.map(kindOfCourt));
}
