import { createHash, randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { queryRows, type Statement } from '../db/prepared-query';
import { rowColumns } from '../db/table-columns';
import { sessions, users } from '../db/schema';
import type { UserRow } from './users';

// Sessions are rows, so they can be revoked; the cookie holds a random token and the database
// only its hash, so a leaked table cannot be replayed as cookies.

export const SESSION_COOKIE = 'turf_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(db: DbOrTx, userId: string, now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

/** Every API call with a cookie asks this: a prepared statement, not one built each time. */
const USER_ROW = rowColumns(users, { alias: 'u' });
const SESSION_USER: Statement = {
  name: 'session_user',
  text: `select ${USER_ROW.sql}
    from sessions s join users u on u.id = s.user_id
    where s.token_hash = $1 and s.expires_at > $2::timestamptz
    limit 1`,
};

export async function findSessionUser(
  db: DbOrTx,
  token: string,
  now = new Date(),
): Promise<UserRow | null> {
  const [row] = await queryRows<Record<string, unknown>>(db, SESSION_USER, [
    hashToken(token),
    now.toISOString(),
  ]);
  return row ? USER_ROW.rowOf(row) : null;
}

export async function deleteSession(db: DbOrTx, token: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function deleteUserSessions(db: DbOrTx, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: DbOrTx, now = new Date()) {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
