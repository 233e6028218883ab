import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  NOTIFICATION_KINDS,
  completeKinds,
  type NotificationKind,
} from '../../shared/notification-preferences';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { notificationPreferences } from '../db/schema-notifications';
import { appMeta } from '../db/schema-system';

// Stopping a kind of e-mail in one step (docs/decisions/057): every e-mail carries a link, and a
// List-Unsubscribe header for the mail app's own button, naming its person and kind with a
// signature only this server can make. The key is made once, kept in app_meta, so every process
// signs alike and no configuration is needed.

const KEY_NAME = 'notification-stop-link-key';

async function storedKey(db: Db) {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, KEY_NAME));
  return row ? Buffer.from(row.value, 'hex') : null;
}

/**
 * The signing key: made by the first process that needs it, read by every other (a read each
 * e-mail; the write happens once in the database's life).
 */
export async function stopLinkKey(db: Db): Promise<Buffer> {
  const stored = await storedKey(db);
  if (stored) return stored;
  await db
    .insert(appMeta)
    .values({ key: KEY_NAME, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  return (await storedKey(db))!;
}

function signature(key: Buffer, userId: string, kind: NotificationKind): Buffer {
  return createHmac('sha256', key).update(`stop-email:${userId}:${kind}`).digest().subarray(0, 18);
}

/** The page that stops this kind of e-mail for this person. */
export function stopLinkUrl(
  siteOrigin: string,
  key: Buffer,
  userId: string,
  kind: NotificationKind,
): string {
  const token = signature(key, userId, kind).toString('base64url');
  const query = new URLSearchParams({ user: userId, kind, token });
  return `${siteOrigin}/api/v1/notifications/stop-email?${query.toString()}`;
}

export interface StopRequest {
  user: string;
  kind: string;
  token: string;
}

/** The kind a link names, when its signature is ours; null otherwise. */
export function checkedStop(key: Buffer, request: StopRequest): NotificationKind | null {
  const kind = NOTIFICATION_KINDS.find((each) => each === request.kind);
  if (!kind || !/^[0-9a-f-]{36}$/i.test(request.user)) return null;
  const given = Buffer.from(request.token, 'base64url');
  const expected = signature(key, request.user, kind);
  return given.length === expected.length && timingSafeEqual(given, expected) ? kind : null;
}

/** Takes e-mail off the kind for the person (their other channels stay); answers if they exist. */
export async function stopEmails(
  db: Db,
  now: Date,
  userId: string,
  kind: NotificationKind,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [person] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
    if (!person) return false;
    const [row] = await tx
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId))
      .for('update');
    const kinds = completeKinds(row?.kinds, person.role);
    kinds[kind] = kinds[kind].filter((channel) => channel !== 'email');
    await tx
      .insert(notificationPreferences)
      .values({ userId, kinds, updatedAt: now })
      .onConflictDoUpdate({
        target: notificationPreferences.userId,
        set: { kinds, updatedAt: now },
      });
    return true;
  });
}
