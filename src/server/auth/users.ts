import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../shared/api-types';
import type { DbOrTx } from '../db/database';
import { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

/** The public shape of a user (spec §3): never the password hash. */
export function toSessionUser(user: UserRow): SessionUser {
  return {
    _id: user.id,
    id: user.id,
    fullname: user.fullname,
    email: user.email,
    mobilenumber: user.mobilenumber,
    role: user.role,
  };
}

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return user ?? null;
}
