import { groundOf, type Court } from './courts';

// What kind of court a player books at a venue whose courts differ (docs/decisions/067): a
// 5-a-side and a 7-a-side are not the same booking, so a grid counts its free courts by kind
// ("2 of 2 5-a-side free"), never mixed. Courts carry no size or format of their own (the
// courts model has a name, sports and the plain courts a court stands on), so the kind is read
// from what distinguishes them: the format every suitable court's name states ("5-a-side",
// "7 a side", "6v6"), or else how many plain courts a court stands on (a single court, or a
// pitch joined from two halves).

export type CourtKind = { by: 'aSide'; players: number } | { by: 'ground'; plainCourts: number };

/** The free and suitable courts of one kind at a half-hour. */
export interface KindCount {
  kind: CourtKind;
  free: number;
  suitable: number;
}

const A_SIDE = /\b(\d{1,2})\s*-?\s*a\s*-?\s*side\b/i;
const VERSUS = /\b(\d{1,2})\s*(?:v|vs|x)\s*(\d{1,2})\b/i;

/** The players a side its name says the court is for ("7-a-side", "6v6"), or null. */
export function playersInName(name: string): number | null {
  const aSide = A_SIDE.exec(name);
  if (aSide) return Number(aSide[1]);
  const versus = VERSUS.exec(name);
  return versus && versus[1] === versus[2] ? Number(versus[1]) : null;
}

function keyOf(kind: CourtKind): string {
  return kind.by === 'aSide' ? `a${kind.players}` : `g${kind.plainCourts}`;
}

/**
 * Each court's kind: by the format in the names when every court's name states one, else by
 * the plain courts it stands on (names that state a format for only some courts would split
 * courts of one size apart).
 */
export function kindsOfCourts(courts: readonly Court[]): Map<string, CourtKind> {
  const players = courts.map((court) => playersInName(court.name));
  const byName = players.every((count) => count !== null);
  return new Map(
    courts.map((court, index): [string, CourtKind] => [
      court.id,
      byName
        ? { by: 'aSide', players: players[index]! }
        : { by: 'ground', plainCourts: groundOf(court).length },
    ]),
  );
}

/**
 * The free courts counted by kind, smallest kind first, when the suitable courts are of more
 * than one kind; null when they are all of one (then "2 of 3 free" says it).
 */
export function countByKind(
  suitable: readonly Court[],
  free: readonly Court[],
  kinds: ReadonlyMap<string, CourtKind> = kindsOfCourts(suitable),
): KindCount[] | null {
  const counts = new Map<string, KindCount>();
  for (const court of suitable) {
    const kind = kinds.get(court.id)!;
    const count = counts.get(keyOf(kind)) ?? { kind, free: 0, suitable: 0 };
    count.suitable += 1;
    counts.set(keyOf(kind), count);
  }
  if (counts.size < 2) return null;
  for (const court of free) {
    const kind = kinds.get(court.id);
    if (kind) counts.get(keyOf(kind))!.free += 1;
  }
  const size = (kind: CourtKind) => (kind.by === 'aSide' ? kind.players : kind.plainCourts);
  return [...counts.values()].sort((a, b) => size(a.kind) - size(b.kind));
}
