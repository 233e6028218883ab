import {
  and,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { isAmenity, isHouseRule } from '../../shared/amenities';
import type { TurfPhotoJson } from '../../shared/api/turf-photos-contract';
import { NO_STARS, reviewSummary, type StarTally } from '../../shared/reviews';
import { STARS } from './list-statement';
import { photosOfTurfs } from './photos';
import type {
  AdminTurf,
  AdminTurfListQuery,
  ListingStatus,
} from '../../shared/api/admin-turfs-contract';
import type { Sport } from '../../shared/catalog';
import { paiseToRupees } from '../../shared/pricing';
import type { Db, DbOrTx } from '../db/database';
import { turfs, users } from '../db/schema';
import { HttpError } from '../http/errors';
import type { TurfRow } from './turf-json';
import { ERROR_CATALOGUE } from '../../shared/errors/error-catalogue';

// The admin's list of every turf and the admin's unlist / list-again.
// Unlisting sets approved = false and unlisted_at = now: every public path already reads
// `approved` (the list, a turf's page, a new booking), so they drop it with no change of their
// own, while bookings already made keep their turf. Listing again undoes both.

/** Where a turf stands, from its two columns. */
export function listingStatusOf(row: Pick<TurfRow, 'approved' | 'unlistedAt'>): ListingStatus {
  if (row.approved) return 'approved';
  return row.unlistedAt ? 'unlisted' : 'pending';
}

const STATUS_WHERE: Record<ListingStatus, SQL> = {
  approved: eq(turfs.approved, true),
  pending: and(eq(turfs.approved, false), isNull(turfs.unlistedAt))!,
  unlisted: isNotNull(turfs.unlistedAt),
};

/** `text` as a LIKE pattern that matches it anywhere, its own % and _ taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

const adminTurfColumns = {
  turf: turfs,
  ownerName: users.fullname,
  ownerEmail: users.email,
};

type AdminTurfRow = { turf: TurfRow; ownerName: string; ownerEmail: string | null };

/** What finding a turf adds to the admin's views (decision 067): photos and every star once. */
interface Findings {
  photos: Map<string, TurfPhotoJson[]>;
  stars: Map<string, StarTally>;
}

async function findingsOf(db: DbOrTx, turfIds: readonly string[]): Promise<Findings> {
  const stars = new Map<string, StarTally>();
  if (turfIds.length > 0) {
    const rows = await db
      .select({
        turfId: sql<string>`s.turf_id`,
        sum: sql<number>`sum(s.rating)::int`,
        count: sql<number>`count(*)::int`,
      })
      .from(STARS)
      .where(inArray(sql`s.turf_id`, [...turfIds]))
      .groupBy(sql`s.turf_id`);
    for (const row of rows)
      stars.set(row.turfId, { sum: Number(row.sum), count: Number(row.count) });
  }
  return { photos: await photosOfTurfs(db, turfIds), stars };
}

function toAdminTurf({ turf, ownerName, ownerEmail }: AdminTurfRow, findings: Findings): AdminTurf {
  // Only players may lack an e-mail (users_email_login_check, decision 058); owners never do.
  if (ownerEmail === null) throw new Error(`The owner of turf ${turf.id} has no e-mail.`);
  const photos = findings.photos.get(turf.id) ?? [];
  return {
    _id: turf.id,
    name: turf.name,
    // The spec's `images` is the cover's URL when there are photos (decision 067).
    images: photos[0]?.url ?? turf.imageUrl,
    location: turf.location,
    address: turf.address,
    sports_type: turf.sportsType as Sport,
    price: paiseToRupees(turf.pricePaise),
    state: turf.approved,
    status: listingStatusOf(turf),
    owner: turf.ownerId,
    ownerName,
    ownerEmail,
    submittedAt: turf.createdAt.toISOString(),
    unlistedAt: turf.unlistedAt?.toISOString() ?? null,
    geo:
      turf.geoLat === null || turf.geoLng === null ? null : { lat: turf.geoLat, lng: turf.geoLng },
    amenities: turf.amenities.filter(isAmenity),
    houseRules: turf.houseRules.filter(isHouseRule),
    photos,
    reviewSummary: reviewSummary(findings.stars.get(turf.id) ?? NO_STARS),
  };
}

/** Every turf matching the search and status, newest submitted first, a page at a time. */
export async function adminTurfList(
  db: Db,
  query: AdminTurfListQuery,
): Promise<{ turfs: AdminTurf[]; total: number }> {
  const search = query.search?.trim();
  const pattern = search ? containsPattern(search) : null;
  const where = and(
    query.status ? STATUS_WHERE[query.status] : undefined,
    pattern
      ? or(
          ilike(turfs.name, pattern),
          ilike(turfs.location, pattern),
          ilike(users.fullname, pattern),
        )
      : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(adminTurfColumns)
      .from(turfs)
      .innerJoin(users, eq(users.id, turfs.ownerId))
      .where(where)
      .orderBy(desc(turfs.createdAt), desc(turfs.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ n: count() })
      .from(turfs)
      .innerJoin(users, eq(users.id, turfs.ownerId))
      .where(where),
  ]);
  const findings = await findingsOf(
    db,
    rows.map((row) => row.turf.id),
  );
  return { turfs: rows.map((row) => toAdminTurf(row, findings)), total: counted?.n ?? 0 };
}

/** One turf as the admin's screens show it, or 404. */
export async function adminTurf(db: DbOrTx, turfId: string): Promise<AdminTurf> {
  const [row] = await db
    .select(adminTurfColumns)
    .from(turfs)
    .innerJoin(users, eq(users.id, turfs.ownerId))
    .where(eq(turfs.id, turfId));
  if (!row) throw new HttpError(404, 'turf_not_found');
  return toAdminTurf(row, await findingsOf(db, [row.turf.id]));
}

/** The turf after the call, and whether the call changed it (false: it already stood so). */
export interface AdminTurfChange {
  turf: AdminTurf;
  changed: boolean;
}

export const UNLIST_PENDING = ERROR_CATALOGUE.unlist_pending.en;
export const RELIST_PENDING = ERROR_CATALOGUE.relist_pending.en;

/**
 * Takes an approved turf off the list. Asking again for an unlisted turf changes nothing (a
 * double click is harmless); a pending turf has no listing to take away (409).
 */
export async function unlistTurf(db: Db, turfId: string, now: Date): Promise<AdminTurfChange> {
  return db.transaction(async (tx) => {
    const [unlisted] = await tx
      .update(turfs)
      .set({ approved: false, unlistedAt: now })
      .where(and(eq(turfs.id, turfId), eq(turfs.approved, true)))
      .returning({ id: turfs.id });
    const turf = await adminTurf(tx, turfId);
    if (!unlisted && turf.status === 'pending') throw new HttpError(409, 'unlist_pending');
    return { turf, changed: !!unlisted };
  });
}

/** Lists an unlisted turf again; an approved one stays as it is; a pending one is a 409. */
export async function relistTurf(db: Db, turfId: string): Promise<AdminTurfChange> {
  return db.transaction(async (tx) => {
    const [listed] = await tx
      .update(turfs)
      .set({ approved: true, unlistedAt: null })
      .where(and(eq(turfs.id, turfId), isNotNull(turfs.unlistedAt)))
      .returning({ id: turfs.id });
    const turf = await adminTurf(tx, turfId);
    if (!listed && turf.status === 'pending') throw new HttpError(409, 'relist_pending');
    return { turf, changed: !!listed };
  });
}
