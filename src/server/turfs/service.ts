import { asc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { publicRaterName, type TurfJson, type TurfRatingEntry } from '../../shared/turf-types';
import { preparedPerDb, type DbOrTx } from '../db/database';
import { turfRatings, turfs, users } from '../db/schema';
import { HttpError } from '../http/errors';
import type { UserRow } from '../auth/users';
import { canAt } from '../auth/venue-access';
import type { Court } from '../../shared/courts';
import { liveCourtsOf } from './courts';
import { photosOfTurfs } from './photos';
import { toTurfJson, type TurfJsonFields, type TurfRow } from './turf-json';
import { STARS } from './list-statement';

// Rating summaries per turf, joined once (a correlated subquery per row costs far more).
const ratingSummary = (db: DbOrTx) =>
  db
    .select({
      turfId: turfRatings.turfId,
      average: sql<string | null>`avg(${turfRatings.rating})`.as('rating_average'),
      count: sql<number>`count(*)::int`.as('rating_count'),
    })
    .from(turfRatings)
    .groupBy(turfRatings.turfId)
    .as('rating_summary');

/** Every star per turf, the ratings' and the visible reviews' (docs/decisions/067). */
const starTallies = (db: DbOrTx) =>
  db
    .select({
      turfId: sql<string>`s.turf_id`.as('stars_turf_id'),
      sum: sql<number>`sum(s.rating)::int`.as('stars_sum'),
      count: sql<number>`count(*)::int`.as('stars_count'),
    })
    .from(STARS)
    .groupBy(sql`s.turf_id`)
    .as('star_tally');

/** Turfs with their rating summary; callers add where, order and paging. */
export function selectTurfsWithRatings(db: DbOrTx) {
  const summary = ratingSummary(db);
  const stars = starTallies(db);
  return db
    .select({
      ...getTableColumns(turfs),
      ratingAverage: summary.average,
      ratingCount: summary.count,
      starsSum: stars.sum,
      starsCount: stars.count,
    })
    .from(turfs)
    .leftJoin(summary, eq(summary.turfId, turfs.id))
    .leftJoin(stars, eq(stars.turfId, turfs.id))
    .$dynamic();
}

type RowWithSummary = TurfJsonFields & {
  ratingAverage: string | null;
  ratingCount: number | null;
  starsSum: number | null;
  starsCount: number | null;
};

export function withSummary(
  row: RowWithSummary,
  ratings: TurfRatingEntry[] = [],
  courts?: readonly Court[],
) {
  const { ratingAverage: average, ratingCount: count, starsSum, starsCount, ...turf } = row;
  const stars = { sum: Number(starsSum ?? 0), count: Number(starsCount ?? 0) };
  return toTurfJson(
    turf,
    { average: average === null ? null : Number(average), count: Number(count), stars },
    ratings,
    courts,
  );
}

/**
 * Every rating of the chosen turfs, oldest first, the rater shown as first name and initial.
 * `which` picks the turfs: their ids, or the conditions a list was filtered by (one query
 * either way, however long the list).
 */
async function ratingsByTurf(db: DbOrTx, which: { ids: string[] } | { where: SQL | undefined }) {
  const byTurf = new Map<string, TurfRatingEntry[]>();
  if ('ids' in which && which.ids.length === 0) return byTurf;
  const rows = await db
    .select({
      id: turfRatings.id,
      turfId: turfRatings.turfId,
      rating: turfRatings.rating,
      fullname: users.fullname,
    })
    .from(turfRatings)
    .innerJoin(turfs, eq(turfs.id, turfRatings.turfId))
    .leftJoin(users, eq(users.id, turfRatings.userId))
    .where('ids' in which ? inArray(turfRatings.turfId, which.ids) : which.where)
    .orderBy(asc(turfRatings.updatedAt), asc(turfRatings.id));
  for (const row of rows) {
    const entries = byTurf.get(row.turfId) ?? [];
    entries.push({ _id: row.id, rating: row.rating, user: publicRaterName(row.fullname ?? '') });
    byTurf.set(row.turfId, entries);
  }
  return byTurf;
}

/** Turfs with their rating summaries, their ratings (spec §3) and their courts. */
export async function withRatings(
  db: DbOrTx,
  rows: RowWithSummary[],
  listedBy?: SQL,
): Promise<TurfJson[]> {
  const ids = rows.map((row) => row.id);
  const [ratings, courts, photos] = await Promise.all([
    ratingsByTurf(db, listedBy ? { where: listedBy } : { ids }),
    liveCourtsOf(db, ids),
    photosOfTurfs(db, ids),
  ]);
  return rows.map((row) =>
    withSummary(
      { ...row, photos: photos.get(row.id) },
      ratings.get(row.id) ?? [],
      courts.get(row.id),
    ),
  );
}

/**
 * A turf that is not (yet) listed is seen only by those who may `see_listing` there: its owner,
 * the admin and its team (docs/decisions/066). A player is asked about their place only then.
 */
export async function canSeeUnlistedTurf(
  db: DbOrTx,
  viewer: UserRow | null,
  turf: Pick<TurfRow, 'id' | 'ownerId'>,
): Promise<boolean> {
  return canAt(db, viewer, 'see_listing', turf);
}

/** Every booking reads its turf: prepared, not built per request. */
const turfById = preparedPerDb((db: DbOrTx) =>
  db
    .select()
    .from(turfs)
    .where(eq(turfs.id, sql.placeholder('turfId')))
    .prepare('turf_by_id'),
);

export async function findTurfRow(db: DbOrTx, turfId: string): Promise<TurfRow | null> {
  const [row] = await turfById(db).execute({ turfId });
  return row ?? null;
}

/** A turf this viewer may see, or 404: pending turfs exist only for their owner and the admin. */
export async function requireVisibleTurf(db: DbOrTx, turfId: string, viewer: UserRow | null) {
  const row = await findTurfRow(db, turfId);
  if (!row || (!row.approved && !(await canSeeUnlistedTurf(db, viewer, row))))
    throw new HttpError(404, 'turf_not_found');
  return row;
}

/** One turf with its ratings list and average, as the detail screen needs it. */
export async function getTurfDetail(
  db: DbOrTx,
  turfId: string,
  viewer: UserRow | null,
): Promise<TurfJson> {
  await requireVisibleTurf(db, turfId, viewer);
  const rows = await selectTurfsWithRatings(db).where(eq(turfs.id, turfId));
  return (await withRatings(db, rows))[0]!;
}
