import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../shared/api-types';
import type { DbOrTx } from '../db/database';
import { users } from '../db/schema';
import { zonedNow } from '../../shared/time';
import type { Language } from '../../shared/i18n/languages';

export type UserRow = typeof users.$inferSelect;

/**
 * Every account is made in India, whose clock has one offset all year: the month an account was
 * made is India's calendar month, whatever zone the server runs in.
 */
const ACCOUNT_TIME_ZONE = 'Asia/Kolkata';

function accountMonth(createdAt: Date): string {
  return zonedNow(createdAt, ACCOUNT_TIME_ZONE).date.slice(0, 7);
}

/** The public shape of a user (spec §3): never the password hash. */
export function toSessionUser(user: UserRow): SessionUser {
  return {
    _id: user.id,
    id: user.id,
    fullname: user.fullname,
    email: user.email,
    mobilenumber: user.mobilenumber,
    role: user.role,
    language: user.language,
    memberSince: accountMonth(user.createdAt),
  };
}

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return user ?? null;
}

export async function setAccountLanguage(db: DbOrTx, userId: string, language: Language) {
  const [user] = await db.update(users).set({ language }).where(eq(users.id, userId)).returning();
  return user!;
}
