import type { z } from 'zod';
import type { loginSchema, signupSchema } from '../../shared/auth-schemas';
import type { Db, DbOrTx } from '../db/database';
import { users } from '../db/schema';
import { HttpError } from '../http/errors';
import { hashPassword, verifyDecoy, verifyPassword } from './passwords';
import { consumeRateLimit, type RateCounter } from './rate-limit';
import { createSession, deleteSession, deleteUserSessions } from './sessions';
import { findUserByEmail, toSessionUser } from './users';
import { eq } from 'drizzle-orm';
import { ERROR_CATALOGUE } from '../../shared/errors/error-catalogue';

export const DUPLICATE_EMAIL = ERROR_CATALOGUE.duplicate_email.en;
export const BAD_CREDENTIALS = ERROR_CATALOGUE.bad_credentials.en;

export interface AuthLimits {
  perMinute: number;
  counter: RateCounter;
}

/** Who is asking and when: the address and time that rate limits and sessions are judged by. */
export interface AttemptContext {
  clientAddress: string;
  now: Date;
}

export async function registerUser(
  db: Db,
  input: z.output<typeof signupSchema>,
  attempt: AttemptContext,
  limits: AuthLimits,
) {
  await consumeRateLimit(
    limits.counter,
    [`register:ip:${attempt.clientAddress}`, `register:account:${input.email}`],
    limits.perMinute,
    attempt.now,
  );
  if (await findUserByEmail(db, input.email)) throw new HttpError(409, 'duplicate_email');
  const passwordHash = await hashPassword(input.password);
  const inserted = await db
    .insert(users)
    .values({
      fullname: input.fullname,
      email: input.email,
      mobilenumber: input.mobilenumber,
      role: input.role as 'user' | 'owner',
      passwordHash,
      language: input.language ?? 'en',
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  // Two signups with one email at the same moment: the unique index lets one through.
  const user = inserted[0];
  if (!user) throw new HttpError(409, 'duplicate_email');
  return toSessionUser(user);
}

export async function logIn(
  db: Db,
  input: z.output<typeof loginSchema>,
  attempt: AttemptContext,
  limits: AuthLimits,
  previousToken: string | undefined,
) {
  // By address, and by account from that address: never by account alone, or anyone anywhere
  // could lock a known account's owner out with ten wrong passwords.
  await consumeRateLimit(
    limits.counter,
    [
      `login:ip:${attempt.clientAddress}`,
      `login:account:${input.email}:ip:${attempt.clientAddress}`,
    ],
    limits.perMinute,
    attempt.now,
  );
  const user = await findUserByEmail(db, input.email);
  // An account made with a mobile number has neither e-mail nor password (decision 058): it is
  // never found here, and the check below would refuse it anyway.
  if (!user?.passwordHash) {
    await verifyDecoy(input.password);
    throw new HttpError(401, 'bad_credentials');
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw new HttpError(401, 'bad_credentials');
  }
  if (user.role !== input.role) {
    throw HttpError.templated(401, 'wrong_role', { role: input.role });
  }
  // Rotate: a session id known before login never becomes a logged-in session.
  if (previousToken) await deleteSession(db, previousToken);
  const session = await createSession(db, user.id, attempt.now);
  return { user: toSessionUser(user), session };
}

/** Makes sure the admin account exists with this password; ends the admin's old sessions on a reset. */
export async function ensureAdmin(db: DbOrTx, email: string, password: string) {
  const normalized = email.toLowerCase();
  const existing = await findUserByEmail(db, normalized);
  if (
    existing &&
    existing.role === 'admin' &&
    existing.passwordHash !== null &&
    (await verifyPassword(existing.passwordHash, password))
  ) {
    return { created: false, updated: false };
  }
  const passwordHash = await hashPassword(password);
  if (!existing) {
    await db.insert(users).values({
      fullname: 'Admin',
      email: normalized,
      mobilenumber: '0000000000',
      role: 'admin',
      passwordHash,
    });
    return { created: true, updated: false };
  }
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, role: 'admin' }).where(eq(users.id, existing.id));
    await deleteUserSessions(tx, existing.id);
  });
  return { created: false, updated: true };
}
