import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Sport } from '../../shared/catalog';
import { defaultCourt, type Court, type CourtInput } from '../../shared/courts';
import type { DbOrTx } from '../db/database';
import { courtParts, courts, turfEdits } from '../db/schema';

// A listing's courts, as the catalogue keeps them (docs/decisions/029): added with the listing
// (one named after it when the owner names none), read in the owner's order. The rules about
// them (ground, assignment order, what is free) are shared/courts.ts'.

/**
 * Adds `inputs` to the listing, after any it has, in their order; parts name other courts of
 * the same inputs or courts in use of the listing (checked before: shared/courts'
 * courtsInputProblem, shared/court-changes' newCourtProblem). Answers the new courts.
 */
export async function addCourts(
  tx: DbOrTx,
  turfId: string,
  inputs: readonly CourtInput[],
): Promise<Court[]> {
  const existing = await tx
    .select({
      id: courts.id,
      name: courts.name,
      position: courts.position,
      retiredAt: courts.retiredAt,
    })
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
        format: input.format ?? null,
        position: first + index,
      })),
    )
    .returning({
      id: courts.id,
      name: courts.name,
      sports: courts.sports,
      format: courts.format,
    });
  const idOfName = new Map(
    [...existing.filter(({ retiredAt }) => retiredAt === null), ...rows].map((row) => [
      row.name.toLowerCase(),
      row.id,
    ]),
  );
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
    format: row.format,
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
      openingHours: courts.openingHours,
      priceRules: courts.priceRules,
      format: courts.format,
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

/** The names of a listing's retired courts (a new court may not stand on one). */
export async function retiredCourtNames(db: DbOrTx, turfId: string): Promise<string[]> {
  const rows = await db
    .select({ name: courts.name })
    .from(courts)
    .where(and(eq(courts.turfId, turfId), isNotNull(courts.retiredAt)));
  return rows.map(({ name }) => name);
}

/**
 * A court's new name, sports or format (checked before: shared/court-changes
 * courtChangeProblem).
 */
export async function changeCourt(
  tx: DbOrTx,
  courtId: string,
  change: {
    name?: string | undefined;
    sports?: readonly string[] | undefined;
    format?: number | null | undefined;
  },
) {
  await tx
    .update(courts)
    .set({
      ...(change.name === undefined ? {} : { name: change.name.trim() }),
      ...(change.sports === undefined ? {} : { sports: [...change.sports] }),
      ...(change.format === undefined ? {} : { format: change.format }),
    })
    .where(eq(courts.id, courtId));
}

/**
 * Locks the court against new claims until the caller's transaction ends: FOR UPDATE waits for
 * every claim on it still being written (each holds the court FOR KEY SHARE, migration 0015), and
 * makes the ones after it wait and then see it retired.
 */
export async function lockCourtAgainstClaims(tx: DbOrTx, courtId: string) {
  await tx.select({ id: courts.id }).from(courts).where(eq(courts.id, courtId)).for('update');
}

/** The court takes no new claims; its past ones keep it, and its name. */
export async function retireCourt(tx: DbOrTx, courtId: string, at: Date) {
  await tx.update(courts).set({ retiredAt: at }).where(eq(courts.id, courtId));
}

/**
 * 'Full pitch: football (Half A + Half B), 7-a-side', one line per court: the edit log's text
 * (the format only where one is stated).
 */
export function courtsText(listing: readonly Court[]): string {
  const nameOf = new Map(listing.map((court) => [court.id, court.name]));
  return listing
    .map((court) => {
      const parts = court.parts.map((id) => nameOf.get(id) ?? id);
      const format = court.format ? `, ${court.format}-a-side` : '';
      return `${court.name}: ${court.sports.join(', ')}${parts.length > 0 ? ` (${parts.join(' + ')})` : ''}${format}`;
    })
    .join('\n');
}

/** Records a change of the listing's courts for the admin's list of recent edits. */
export async function logCourtsChange(
  tx: DbOrTx,
  change: { turfId: string; editorId: string; before: readonly Court[]; after: readonly Court[] },
) {
  await tx.insert(turfEdits).values({
    turfId: change.turfId,
    editorId: change.editorId,
    before: { courts: courtsText(change.before) },
    after: { courts: courtsText(change.after) },
  });
}
