import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Sport } from '../../shared/catalog';
import { defaultCourt, type Court, type CourtInput } from '../../shared/courts';
import type { DbOrTx } from '../db/database';
import { courtParts, courts } from '../db/schema';

// A listing's courts, as the catalogue keeps them (docs/decisions/029): added with the listing
// (one named after it when the owner names none), read in the owner's order. The rules about
// them (ground, assignment order, what is free) are shared/courts.ts'.

/**
 * Adds `inputs` to the listing, after any it has, in their order; parts name other courts of
 * the same inputs (checked before: shared/courts' courtsInputProblem). Answers the new courts.
 */
export async function addCourts(
  tx: DbOrTx,
  turfId: string,
  inputs: readonly CourtInput[],
): Promise<Court[]> {
  const existing = await tx
    .select({ position: courts.position })
    .from(courts)
    .where(eq(courts.turfId, turfId));
  const first = existing.reduce((last, { position }) => Math.max(last, position + 1), 0);
  const rows = await tx
    .insert(courts)
    .values(
      inputs.map((input, index) => ({
        turfId,
        name: input.name.trim(),
        sports: [...input.sports],
        position: first + index,
      })),
    )
    .returning({ id: courts.id, name: courts.name, sports: courts.sports });
  const idOfName = new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
  const parts = inputs.flatMap((input, index) =>
    (input.parts ?? []).map((part) => ({
      courtId: rows[index]!.id,
      partId: idOfName.get(part.trim().toLowerCase())!,
    })),
  );
  if (parts.length > 0) await tx.insert(courtParts).values(parts);
  return rows.map((row, index) => ({
    id: row.id,
    name: row.name,
    sports: row.sports as Sport[],
    parts: parts.filter((part) => part.courtId === rows[index]!.id).map((part) => part.partId),
  }));
}

type NewListing = { id: string; name: string; sportsType: string };

/** Each new listing's one court when its owner names none: named after it, for its sport. */
export async function addDefaultCourts(tx: DbOrTx, listings: readonly NewListing[]) {
  if (listings.length === 0) return;
  await tx.insert(courts).values(
    listings.map((listing) => ({
      turfId: listing.id,
      ...defaultCourt(listing.name, listing.sportsType as Sport),
      sports: [listing.sportsType],
      position: 0,
    })),
  );
}

/** The listings' courts in use, each listing's in the owner's order (one query). */
export async function liveCourtsOf(db: DbOrTx, turfIds: readonly string[]) {
  if (turfIds.length === 0) return new Map<string, Court[]>();
  const rows = await db
    .select({
      id: courts.id,
      turfId: courts.turfId,
      name: courts.name,
      sports: courts.sports,
      parts: sql<string[]>`array(select ${courtParts.partId} from ${courtParts}
        where ${courtParts.courtId} = ${courts.id})`,
    })
    .from(courts)
    .where(and(inArray(courts.turfId, [...turfIds]), isNull(courts.retiredAt)))
    .orderBy(asc(courts.turfId), asc(courts.position));
  const byTurf = new Map<string, Court[]>(turfIds.map((id) => [id, []]));
  for (const { turfId, sports, ...court } of rows) {
    byTurf.get(turfId)!.push({ ...court, sports: sports as Sport[] });
  }
  return byTurf;
}

/** The names of all a listing's courts, retired ones too (their past bookings keep them). */
export async function courtNamesOf(db: DbOrTx, turfId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: courts.id, name: courts.name })
    .from(courts)
    .where(eq(courts.turfId, turfId));
  return new Map(rows.map(({ id, name }) => [id, name]));
}

/** One listing's courts in use, in the owner's order. */
export async function liveCourts(db: DbOrTx, turfId: string): Promise<Court[]> {
  return (await liveCourtsOf(db, [turfId])).get(turfId)!;
}
