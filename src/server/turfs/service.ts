import { and, asc, eq, getTableColumns, gte, lte, sql } from 'drizzle-orm';
import { locationKey, type TurfListQuery } from '../../shared/turf-filters';
import { publicRaterName, type TurfJson } from '../../shared/turf-types';
import type { DbOrTx } from '../db/database';
import { turfRatings, turfs, users } from '../db/schema';
import { HttpError } from '../http/errors';
import type { UserRow } from '../auth/users';
import { toTurfJson, type TurfRow } from './turf-json';

export const TURF_NOT_FOUND = 'Turf not found';

// Correlated subqueries on the (turf_id, user_id) unique index. The outer column is spelled out:
// drizzle leaves single-table columns unqualified, which inside the subquery would mean turf_ratings.
const ratingAverage = sql<
  string | null
>`(select avg(r.rating) from turf_ratings r where r.turf_id = "turfs"."id")`;
const ratingCount = sql<number>`(select count(*)::int from turf_ratings r where r.turf_id = "turfs"."id")`;

function withSummary(row: TurfRow & { ratingAverage: string | null; ratingCount: number }) {
  const { ratingAverage: average, ratingCount: count, ...turf } = row;
  return toTurfJson(turf, {
    average: average === null ? null : Number(average),
    count: Number(count),
  });
}

/** Approved turfs matching the filters, in SQL on the partial indexes of the schema. */
export async function listApprovedTurfs(db: DbOrTx, query: TurfListQuery): Promise<TurfJson[]> {
  const conditions = [eq(turfs.approved, true)];
  if (query.location) conditions.push(eq(turfs.locationKey, locationKey(query.location)));
  if (query.sport) conditions.push(eq(turfs.sportsType, query.sport.toLowerCase()));
  if (query.minPrice !== undefined)
    conditions.push(gte(turfs.pricePaise, Math.round(query.minPrice * 100)));
  if (query.maxPrice !== undefined)
    conditions.push(lte(turfs.pricePaise, Math.round(query.maxPrice * 100)));
  const rows = await db
    .select({ ...getTableColumns(turfs), ratingAverage, ratingCount })
    .from(turfs)
    .where(and(...conditions))
    .orderBy(asc(turfs.name), asc(turfs.id));
  return rows.map(withSummary);
}

/** Whether this viewer may see a turf that is not (yet) approved: its owner and the admin. */
export function canSeeUnlistedTurf(viewer: UserRow | null, turf: TurfRow): boolean {
  return !!viewer && (viewer.role === 'admin' || viewer.id === turf.ownerId);
}

export async function findTurfRow(db: DbOrTx, turfId: string): Promise<TurfRow | null> {
  const [row] = await db.select().from(turfs).where(eq(turfs.id, turfId)).limit(1);
  return row ?? null;
}

/** A turf this viewer may see, or 404: pending turfs exist only for their owner and the admin. */
export async function requireVisibleTurf(db: DbOrTx, turfId: string, viewer: UserRow | null) {
  const row = await findTurfRow(db, turfId);
  if (!row || (!row.approved && !canSeeUnlistedTurf(viewer, row)))
    throw new HttpError(404, TURF_NOT_FOUND);
  return row;
}

/** One turf with its ratings list and average, as the detail screen needs it. */
export async function getTurfDetail(
  db: DbOrTx,
  turfId: string,
  viewer: UserRow | null,
): Promise<TurfJson> {
  await requireVisibleTurf(db, turfId, viewer);
  const [row] = await db
    .select({ ...getTableColumns(turfs), ratingAverage, ratingCount })
    .from(turfs)
    .where(eq(turfs.id, turfId));
  const ratings = await db
    .select({
      id: turfRatings.id,
      rating: turfRatings.rating,
      userId: users.id,
      fullname: users.fullname,
    })
    .from(turfRatings)
    .leftJoin(users, eq(users.id, turfRatings.userId))
    .where(eq(turfRatings.turfId, turfId))
    .orderBy(asc(turfRatings.updatedAt));
  return {
    ...withSummary(row!),
    ratings: ratings.map((r) => ({
      _id: r.id,
      rating: r.rating,
      user: r.userId ? { _id: r.userId, fullname: publicRaterName(r.fullname ?? '') } : null,
    })),
  };
}
