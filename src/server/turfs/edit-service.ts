import { desc, eq } from 'drizzle-orm';
import {
  EDIT_SAVED,
  EDIT_UNCHANGED,
  type EditTurfAnswer,
  type TurfEdit,
} from '../../shared/api/turf-edit-contract';
import { turfFormSchema } from '../../shared/turf-form';
import { recordAuditBy } from '../audit/audit-log';
import type { UserRow } from '../auth/users';
import type { Db } from '../db/database';
import { turfEdits, turfs, users } from '../db/schema';
import { HttpError } from '../http/errors';
import type { TurfForm } from './listing-service';
import { getTurfDetail } from './service';
import { columnsOf, diffTurfEdit, editableValuesOf, formValuesOf } from './turf-edit-diff';

// Editing a listing. The edit changes the turf's row only: a booking froze
// its price (amount_paise) when it was held, so a new price reaches new bookings alone, and the
// approval is left as it is, so an approved turf stays listed.

/**
 * Saves the form over the turf and records what changed, in one transaction with the turf's row
 * locked, so two edits at once each record their own exact before and after. Nothing changed:
 * nothing is written and the answer says so. The route's requireCapability vouched for `editor`.
 */
export async function editTurf(
  db: Db,
  editor: UserRow,
  turfId: string,
  form: TurfForm,
  origin: string,
): Promise<EditTurfAnswer> {
  const changed = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(turfs).where(eq(turfs.id, turfId)).for('update');
    // Rejected (deleted) since the route's guard read it.
    if (!row) throw new HttpError(404, 'turf_not_found');

    const current = editableValuesOf(row);
    const next = formValuesOf({ ...form, images: storedImageOf(form.images, origin) }, current);
    if (next.images !== row.imageUrl) requireNewImageAllowed(next.images);
    const diff = diffTurfEdit(current, next);
    if (diff.changed.length === 0) return diff.changed;
    await tx.update(turfs).set(columnsOf(next)).where(eq(turfs.id, turfId));
    await tx.insert(turfEdits).values({
      turfId,
      editorId: editor.id,
      before: diff.before,
      after: diff.after,
    });
    await recordAuditBy(tx, editor, row, {
      action: 'listing.edit',
      target: row.name,
      before: diff.before,
      after: diff.after,
    });
    return diff.changed;
  });
  return {
    success: true,
    message: changed.length === 0 ? EDIT_UNCHANGED : EDIT_SAVED,
    turf: await getTurfDetail(db, turfId, editor),
    changed,
  };
}

/**
 * Our own images leave the server on its origin (http/public-urls) and are stored as paths; the
 * form sends back what it was given, so the origin comes off again and an unchanged image stays
 * unchanged (and a stored path never names one host).
 */
export function storedImageOf(image: string, origin: string): string {
  return image.startsWith(`${origin}/`) ? image.slice(origin.length) : image;
}

/** A new image must pass the add-turf form's own rule (an upload of ours or an http(s) link). */
function requireNewImageAllowed(image: string) {
  const checked = turfFormSchema.shape.images.safeParse(image);
  if (!checked.success)
    throw HttpError.refusal(400, checked.error.issues[0]!.message, 'listing_invalid');
}

/** The most recent edits, newest first, of one turf or of all. */
export async function recentTurfEdits(
  db: Db,
  options: { turfId?: string | undefined; limit: number },
): Promise<TurfEdit[]> {
  const rows = await db
    .select({
      id: turfEdits.id,
      turfId: turfEdits.turfId,
      turfName: turfs.name,
      editorId: turfEdits.editorId,
      editorName: users.fullname,
      editorRole: users.role,
      at: turfEdits.at,
      before: turfEdits.before,
      after: turfEdits.after,
    })
    .from(turfEdits)
    .innerJoin(turfs, eq(turfs.id, turfEdits.turfId))
    .innerJoin(users, eq(users.id, turfEdits.editorId))
    .where(options.turfId ? eq(turfEdits.turfId, options.turfId) : undefined)
    .orderBy(desc(turfEdits.at), desc(turfEdits.id))
    .limit(options.limit);
  return rows.map((row) => ({
    _id: row.id,
    turfId: row.turfId,
    turfName: row.turfName,
    editor: { _id: row.editorId, fullname: row.editorName, role: row.editorRole },
    at: row.at.toISOString(),
    before: toTextRecord(row.before),
    after: toTextRecord(row.after),
  }));
}

/** The jsonb columns hold texts only (we write them); anything else is shown as its JSON. */
function toTextRecord(value: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      typeof field === 'string' ? field : JSON.stringify(field),
    ]),
  );
}
