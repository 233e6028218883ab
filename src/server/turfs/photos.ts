import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { TurfPhotoJson } from '../../shared/api/turf-photos-contract';
import type { DbOrTx } from '../db/database';
import { turfPhotos } from '../db/schema-discovery';

// Reading a listing's photos as the answers give them (docs/decisions/067): the cover first,
// then in the owner's order. The list reads them in its own statement (list-statement.ts).

type PhotoRow = typeof turfPhotos.$inferSelect;

export function photoJson(row: PhotoRow): TurfPhotoJson {
  return {
    _id: row.id,
    url: row.url,
    width: row.width,
    height: row.height,
    variants: row.variants.map(({ url, width }) => ({ url, width })),
  };
}

/** The photos of these turfs, each turf's cover first, in one query. */
export async function photosOfTurfs(
  db: DbOrTx,
  turfIds: readonly string[],
): Promise<Map<string, TurfPhotoJson[]>> {
  const byTurf = new Map<string, TurfPhotoJson[]>();
  if (turfIds.length === 0) return byTurf;
  const rows = await db
    .select()
    .from(turfPhotos)
    .where(inArray(turfPhotos.turfId, [...turfIds]))
    .orderBy(desc(turfPhotos.isCover), asc(turfPhotos.position));
  for (const row of rows) {
    const photos = byTurf.get(row.turfId) ?? [];
    photos.push(photoJson(row));
    byTurf.set(row.turfId, photos);
  }
  return byTurf;
}

/** One turf's photo rows, cover first (for the owner's changes, inside their transaction). */
export async function photoRowsOf(db: DbOrTx, turfId: string): Promise<PhotoRow[]> {
  return db
    .select()
    .from(turfPhotos)
    .where(eq(turfPhotos.turfId, turfId))
    .orderBy(desc(turfPhotos.isCover), asc(turfPhotos.position));
}
