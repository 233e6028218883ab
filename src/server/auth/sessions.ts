import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { preparedPerDb, type Db, type DbOrTx } from '../db/database';
import { sessions, users } from '../db/schema';
import type { UserRow } from './users';

// Sessions are rows, so they can be revoked; the cookie holds a random token and the database
// only its hash, so a leaked table cannot be replayed as cookies.

export const SESSION_COOKIE = 'turf_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** The session cookie's options: every route that signs in or out sets it the same way. */
export function sessionCookieOptions(secure: boolean) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure };
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(db: DbOrTx, userId: string, now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

/** Every API call with a cookie asks this: prepared once, not built each time. */
const sessionUser = preparedPerDb((db) =>
  db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('session_user'),
);

export async function findSessionUser(
  db: Db,
  token: string,
  now = new Date(),
): Promise<UserRow | null> {
  const [row] = await sessionUser(db).execute({ tokenHash: hashToken(token), now });
  return row?.user ?? null;
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
