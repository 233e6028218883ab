import { and, eq, ne, sql } from 'drizzle-orm';
import type { ArrangePhotosBody, TurfPhotoJson } from '../../shared/api/turf-photos-contract';
import { MAX_PHOTOS_PER_TURF, photoOrderProblem } from '../../shared/turf-photos';
import { recordAuditBy } from '../audit/audit-log';
import type { UserRow } from '../auth/users';
import type { Db, DbOrTx } from '../db/database';
import { turfs } from '../db/schema';
import { turfPhotos } from '../db/schema-discovery';
import { HttpError } from '../http/errors';
import type { LocalImageStore } from '../uploads/local-image-store';
import { storePhotoSizes } from '../uploads/photo-sizes';
import { photoJson, photoRowsOf } from './photos';

// A listing's photos as its owner and managers change them (docs/decisions/067). Each change
// runs with the turf's row locked, so two uploads at once cannot pass the limit of ten or make
// two covers, and writes its audit entry in the same transaction (decision 066). The sizes are
// made before the transaction (decoding is slow) and their files removed when nothing uses them.

type PhotoRow = Awaited<ReturnType<typeof photoRowsOf>>[number];

/** The listing's photos as the audit log shows them: their URLs, the cover first. */
const auditPhotos = (rows: readonly PhotoRow[]) => ({ photos: rows.map((row) => row.url) });

async function lockedTurf(tx: DbOrTx, turfId: string) {
  const [row] = await tx.select().from(turfs).where(eq(turfs.id, turfId)).for('update');
  // Deleted since the route's guard read it.
  if (!row) throw new HttpError(404, 'turf_not_found');
  return row;
}

/** Adds a photo at the end; the listing's first photo is its cover. 409 past the limit. */
export async function addPhoto(
  db: Db,
  store: LocalImageStore,
  editor: UserRow,
  turfId: string,
  bytes: Buffer,
): Promise<TurfPhotoJson> {
  // Refused before any decoding when the listing is full already (asked again under the lock).
  if ((await photoRowsOf(db, turfId)).length >= MAX_PHOTOS_PER_TURF)
    throw new HttpError(409, 'photo_limit');
  const sizes = await storePhotoSizes(store, bytes);
  try {
    return await db.transaction(async (tx) => {
      const turf = await lockedTurf(tx, turfId);
      const before = await photoRowsOf(tx, turfId);
      if (before.length >= MAX_PHOTOS_PER_TURF) throw new HttpError(409, 'photo_limit');
      const last = Math.max(0, ...before.map((row) => row.position));
      const [photo] = await tx
        .insert(turfPhotos)
        .values({ turfId, position: last + 1, isCover: before.length === 0, ...sizes })
        .returning();
      await recordAuditBy(tx, editor, turf, {
        action: 'listing.edit',
        target: turf.name,
        before: auditPhotos(before),
        after: auditPhotos([...before, photo!]),
      });
      return photoJson(photo!);
    });
  } catch (error) {
    await removeUnusedFiles(db, store, sizes.variants);
    throw error;
  }
}

/** Puts the photos in `order` with `cover` as the cover; an unchanged arrangement writes nothing. */
export async function arrangePhotos(
  db: Db,
  editor: UserRow,
  turfId: string,
  { order, cover }: ArrangePhotosBody,
): Promise<TurfPhotoJson[]> {
  return db.transaction(async (tx) => {
    const turf = await lockedTurf(tx, turfId);
    const before = await photoRowsOf(tx, turfId);
    const problem = photoOrderProblem(
      before.map((row) => row.id),
      order,
      cover,
    );
    if (problem) throw new HttpError(400, problem);
    const unchanged =
      before[0]?.id === cover &&
      [...before].sort((a, b) => a.position - b.position).every((row, i) => row.id === order[i]);
    if (unchanged) return before.map(photoJson);
    // The old cover first lets go, so the one-cover index never sees two.
    await tx
      .update(turfPhotos)
      .set({ isCover: false })
      .where(and(eq(turfPhotos.turfId, turfId), ne(turfPhotos.id, cover)));
    for (const [index, id] of order.entries()) {
      await tx
        .update(turfPhotos)
        .set({ position: index + 1, isCover: id === cover })
        .where(eq(turfPhotos.id, id));
    }
    const after = await photoRowsOf(tx, turfId);
    await recordAuditBy(tx, editor, turf, {
      action: 'listing.edit',
      target: turf.name,
      before: auditPhotos(before),
      after: auditPhotos(after),
    });
    return after.map(photoJson);
  });
}

/** Deletes a photo; when it was the cover, the next in order becomes the cover. */
export async function deletePhoto(
  db: Db,
  store: LocalImageStore,
  editor: UserRow,
  turfId: string,
  photoId: string,
): Promise<TurfPhotoJson[]> {
  const { removed, after } = await db.transaction(async (tx) => {
    const turf = await lockedTurf(tx, turfId);
    const before = await photoRowsOf(tx, turfId);
    const removed = before.find((row) => row.id === photoId);
    if (!removed) throw new HttpError(404, 'photo_not_found');
    await tx.delete(turfPhotos).where(eq(turfPhotos.id, photoId));
    const next = before
      .filter((row) => row.id !== photoId)
      .sort((a, b) => a.position - b.position)[0];
    if (removed.isCover && next)
      await tx.update(turfPhotos).set({ isCover: true }).where(eq(turfPhotos.id, next.id));
    const after = await photoRowsOf(tx, turfId);
    await recordAuditBy(tx, editor, turf, {
      action: 'listing.edit',
      target: turf.name,
      before: auditPhotos(before),
      after: auditPhotos(after),
    });
    return { removed, after };
  });
  await removeUnusedFiles(db, store, removed.variants);
  return after.map(photoJson);
}

/**
 * Removes the files no photo and no listing image uses any more: names are content hashes, so
 * the same picture uploaded to two listings is one file (local-image-store.ts).
 */
async function removeUnusedFiles(
  db: Db,
  store: LocalImageStore,
  variants: readonly { url: string }[],
): Promise<void> {
  for (const { url } of variants) {
    const [uses] = await db
      .select({
        n: sql<number>`(select count(*)::int from turf_photos
          -- as text first: PGlite would encode a jsonb parameter a second time.
          where variants @> ${JSON.stringify([{ url }])}::text::jsonb)
          + (select count(*)::int from turfs where image_url = ${url})`,
      })
      .from(sql`(select 1) as one`);
    if ((uses?.n ?? 0) === 0) await store.remove(url);
  }
}
