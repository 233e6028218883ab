import { rupeesToPaise } from '../../shared/pricing';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { turfFormSchema } from '../../shared/turf-form';
import type { PendingTurf } from '../../shared/api/admin-turfs-contract';
import type { TurfJson } from '../../shared/turf-types';
import type { UserRow } from '../auth/users';
import type { Db } from '../db/database';
import { turfs, users } from '../db/schema';
import { bookings, subscriptions } from '../db/schema-bookings';
import { HttpError } from '../http/errors';
import { addCourts, addDefaultCourts, liveCourts, liveCourtsOf } from './courts';
import type { CourtInput } from '../../shared/courts';
import { tidyCourtInput } from '../../shared/court-changes';
import { findTurfRow, selectTurfsWithRatings, withRatings } from './service';
import { photosOfTurfs } from './photos';
import { toTurfJson } from './turf-json';
import { NO_STARS } from '../../shared/reviews';
import { ERROR_CATALOGUE } from '../../shared/errors/error-catalogue';

// Listing a turf: owners add, the admin approves or rejects (spec §4 "Turf approval").

export type TurfForm = z.output<typeof turfFormSchema>;

/**
 * A new listing, pending, with the courts its owner named (already checked by the body's
 * schema: shared/courts courtsInputProblem) or its one default court, in one transaction.
 */
export async function addTurf(
  db: Db,
  owner: UserRow,
  form: TurfForm & { courts?: readonly CourtInput[] | undefined },
): Promise<TurfJson> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(turfs)
      .values({
        name: form.name,
        imageUrl: form.images,
        location: form.location,
        sportsType: form.sports_type,
        // The form schema admits only prices with at most 2 decimals.
        pricePaise: rupeesToPaise(form.price)!,
        approved: false,
        address: form.address,
        mapsLink: form.linkes,
        description: form.description,
        ownerId: owner.id,
        geoLat: form.geo?.lat ?? null,
        geoLng: form.geo?.lng ?? null,
        amenities: form.amenities ?? [],
        houseRules: form.houseRules ?? [],
      })
      .returning();
    if (form.courts) await addCourts(tx, row!.id, form.courts.map(tidyCourtInput));
    else await addDefaultCourts(tx, [row!]);
    return toTurfJson(
      row!,
      { average: null, count: 0, stars: NO_STARS },
      [],
      await liveCourts(tx, row!.id),
    );
  });
}

/**
 * Turfs waiting for the admin's first decision, oldest first, with who listed each and when.
 * An unlisted turf is not approved either, but it was decided once: it is not pending.
 */
export async function pendingTurfs(db: Db): Promise<PendingTurf[]> {
  const rows = await db
    .select({ turf: turfs, ownerName: users.fullname })
    .from(turfs)
    .innerJoin(users, eq(users.id, turfs.ownerId))
    .where(and(eq(turfs.approved, false), isNull(turfs.unlistedAt)))
    .orderBy(asc(turfs.createdAt), asc(turfs.id));
  const ids = rows.map(({ turf }) => turf.id);
  const [courts, photos] = await Promise.all([liveCourtsOf(db, ids), photosOfTurfs(db, ids)]);
  return rows.map(({ turf, ownerName }) => ({
    ...toTurfJson(
      { ...turf, photos: photos.get(turf.id) },
      { average: null, count: 0, stars: NO_STARS },
      [],
      courts.get(turf.id),
    ),
    ownerName,
    submittedAt: turf.createdAt.toISOString(),
  }));
}

export async function approveTurf(db: Db, turfId: string): Promise<TurfJson> {
  const [row] = await db
    .update(turfs)
    // Approving an unlisted turf lists it again: approved and unlisted never hold together.
    .set({ approved: true, unlistedAt: null })
    .where(eq(turfs.id, turfId))
    .returning();
  if (!row) throw new HttpError(404, 'turf_not_found');
  const photos = (await photosOfTurfs(db, [row.id])).get(row.id);
  return toTurfJson(
    { ...row, photos },
    { average: null, count: 0, stars: NO_STARS },
    [],
    await liveCourts(db, row.id),
  );
}

export const REJECT_APPROVED = ERROR_CATALOGUE.reject_approved.en;
export const REJECT_UNLISTED = ERROR_CATALOGUE.reject_unlisted.en;

/**
 * Reject deletes the turf (spec §4), and only a pending one: an approved or unlisted turf was
 * decided already (unlisting is how it leaves the list). A turf that people have already booked
 * or subscribed to is not deleted, so no paid booking loses its turf. Answers the removed image
 * URL, if unshared.
 */
export async function rejectTurf(db: Db, turfId: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const turf = await findTurfRow(tx, turfId);
    if (!turf) throw new HttpError(404, 'turf_not_found');
    if (turf.approved) throw new HttpError(409, 'reject_approved');
    if (turf.unlistedAt) throw new HttpError(409, 'reject_unlisted');
    const [used] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(eq(bookings.turfId, turfId));
    const [subscribed] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(subscriptions)
      .where(eq(subscriptions.turfId, turfId));
    if ((used?.n ?? 0) > 0 || (subscribed?.n ?? 0) > 0) {
      throw new HttpError(409, 'reject_has_bookings');
    }
    await tx.delete(turfs).where(eq(turfs.id, turfId));
    const [shared] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(turfs)
      .where(and(eq(turfs.imageUrl, turf.imageUrl), ne(turfs.id, turfId)));
    return (shared?.n ?? 0) > 0 ? null : turf.imageUrl;
  });
}

/** All of an owner's turfs, approved and pending, with their rating summaries. */
export async function ownerTurfs(db: Db, ownerId: string): Promise<TurfJson[]> {
  const rows = await selectTurfsWithRatings(db)
    .where(eq(turfs.ownerId, ownerId))
    .orderBy(asc(turfs.createdAt), asc(turfs.name));
  return withRatings(db, rows);
}
