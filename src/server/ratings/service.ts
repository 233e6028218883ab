import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { turfRatings } from '../db/schema';
import { HttpError } from '../http/errors';
import { requireVisibleTurf } from '../turfs/service';
import type { UserRow } from '../auth/users';

/** Sets (1–5) or removes (0) the player's one rating of a listed turf; answers the new summary. */
export async function rateTurf(db: Db, player: UserRow, turfId: string, rating: number, now: Date) {
  const turf = await requireVisibleTurf(db, turfId, player);
  if (!turf.approved) throw new HttpError(409, 'rate_unlisted');
  if (rating === 0) {
    await db
      .delete(turfRatings)
      .where(and(eq(turfRatings.turfId, turfId), eq(turfRatings.userId, player.id)));
  } else {
    await db
      .insert(turfRatings)
      .values({ turfId, userId: player.id, rating, updatedAt: now })
      .onConflictDoUpdate({
        target: [turfRatings.turfId, turfRatings.userId],
        set: { rating, updatedAt: now },
      });
  }
  return ratingSummary(db, turfId);
}

export async function ratingSummary(db: Db, turfId: string) {
  const [row] = await db
    .select({
      average: sql<string | null>`avg(${turfRatings.rating})`,
      count: sql<number>`count(*)::int`,
    })
    .from(turfRatings)
    .where(eq(turfRatings.turfId, turfId));
  const average = row?.average == null ? null : Math.round(Number(row.average) * 10) / 10;
  return { averageRating: average, ratingCount: Number(row?.count ?? 0) };
}

export async function playerRating(db: Db, turfId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ rating: turfRatings.rating })
    .from(turfRatings)
    .where(and(eq(turfRatings.turfId, turfId), eq(turfRatings.userId, userId)));
  return row?.rating ?? 0;
}
