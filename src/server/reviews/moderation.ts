import { and, asc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { ReportedReview } from '../../shared/api/review-contract';
import type { UserRow } from '../auth/users';
import type { Db } from '../db/database';
import { turfs, users } from '../db/schema';
import { reviewReports, turfReviews } from '../db/schema-discovery';
import { HttpError } from '../http/errors';
import { findReview, REVIEW_FIELDS, reviewJson, tidyReason } from './service';

// Reports and the admin's decision on them (docs/decisions/067): anyone logged in reports a
// visible review once; the admin hides it with a reason (hidden, never deleted) or keeps it, and
// a kept review's later reports are open again.

/** A report is open while it came after the admin last kept the review. */
const OPEN_REPORT = or(
  isNull(turfReviews.keptAt),
  gt(reviewReports.createdAt, turfReviews.keptAt),
)!;

export async function reportReview(
  db: Db,
  reporter: UserRow,
  reviewId: string,
  reason: string,
  now: Date,
): Promise<void> {
  const tidy = tidyReason(reason);
  const found = await findReview(db, reviewId);
  if (!found || found.review.hiddenAt !== null) throw new HttpError(404, 'review_not_found');
  const [reported] = await db
    .insert(reviewReports)
    .values({ reviewId, reporterId: reporter.id, reason: tidy, createdAt: now })
    .onConflictDoNothing({ target: [reviewReports.reviewId, reviewReports.reporterId] })
    .returning({ id: reviewReports.id });
  if (!reported) throw new HttpError(409, 'review_reported');
}

/** Hides a visible review with the admin's reason; it leaves the turf's page and summary. */
export async function hideReview(
  db: Db,
  admin: UserRow,
  reviewId: string,
  reason: string,
  now: Date,
): Promise<void> {
  const tidy = tidyReason(reason);
  const hidden = await db
    .update(turfReviews)
    .set({ hiddenAt: now, hiddenReason: tidy, hiddenBy: admin.id })
    .where(and(eq(turfReviews.id, reviewId), isNull(turfReviews.hiddenAt)))
    .returning({ id: turfReviews.id });
  if (hidden.length === 0) await refuseModeration(db, reviewId);
}

/** Keeps a visible review: its reports so far are read; later ones open it again. */
export async function keepReview(db: Db, reviewId: string, now: Date): Promise<void> {
  const kept = await db
    .update(turfReviews)
    .set({ keptAt: now })
    .where(and(eq(turfReviews.id, reviewId), isNull(turfReviews.hiddenAt)))
    .returning({ id: turfReviews.id });
  if (kept.length === 0) await refuseModeration(db, reviewId);
}

async function refuseModeration(db: Db, reviewId: string): Promise<never> {
  const found = await findReview(db, reviewId);
  throw found ? new HttpError(409, 'review_hidden') : new HttpError(404, 'review_not_found');
}

/** Visible reviews with open reports, the longest waiting first, each with those reports. */
export async function reportedReviews(db: Db): Promise<ReportedReview[]> {
  const reports = await db
    .select({
      reviewId: reviewReports.reviewId,
      reason: reviewReports.reason,
      createdAt: reviewReports.createdAt,
    })
    .from(reviewReports)
    .innerJoin(turfReviews, eq(turfReviews.id, reviewReports.reviewId))
    .where(and(isNull(turfReviews.hiddenAt), OPEN_REPORT))
    .orderBy(asc(reviewReports.createdAt), asc(reviewReports.id));
  const ids = [...new Set(reports.map((report) => report.reviewId))];
  if (ids.length === 0) return [];
  const rows = await db
    .select({ ...REVIEW_FIELDS, turfId: turfs.id, turfName: turfs.name })
    .from(turfReviews)
    .innerJoin(users, eq(users.id, turfReviews.authorId))
    .innerJoin(turfs, eq(turfs.id, turfReviews.turfId))
    .where(inArray(turfReviews.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return {
      ...reviewJson(row),
      turf: { _id: row.turfId, name: row.turfName },
      reports: reports
        .filter((report) => report.reviewId === id)
        .map((report) => ({ reason: report.reason, createdAt: report.createdAt.toISOString() })),
    };
  });
}
