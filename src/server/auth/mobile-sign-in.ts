import { and, eq, inArray, or } from 'drizzle-orm';
import { indianMobile } from '../../shared/mobile-number';
import { storedMobileForms } from '../../shared/mobile-sign-in';
import { NOTIFICATION_KINDS, type KindChannels } from '../../shared/notification-preferences';
import type { Db, DbOrTx } from '../db/database';
import { users } from '../db/schema';
import { notificationPreferences, verifiedMobileNumbers } from '../db/schema-notifications';
import { checkCode, mobileError, sendCode, useCode, type CodeSending } from './mobile-codes';
import type { AttemptContext } from './service';
import { consumeRateLimit } from './rate-limit';
import { createSession, deleteSession } from './sessions';
import type { Language } from '../../shared/i18n/languages';
import { toSessionUser, type UserRow } from './users';

// Signing in with a mobile number, and verifying a profile's number (docs/decisions/058). Only a
// verified number signs anyone in; a verification counts only while the account still has that
// number, so changing it forgets the verification even before anything deletes the row.

/**
 * The account that verified the number and still has it, or null. A verification whose account
 * has since changed its number is stale and ignored (then replaced by whoever verifies next).
 */
export async function verifiedAccount(db: DbOrTx, mobile: string): Promise<UserRow | null> {
  const [row] = await db
    .select({ user: users })
    .from(verifiedMobileNumbers)
    .innerJoin(users, eq(users.id, verifiedMobileNumbers.userId))
    .where(
      and(
        eq(verifiedMobileNumbers.mobileNumber, mobile),
        inArray(users.mobilenumber, storedMobileForms(mobile)),
      ),
    )
    .limit(1);
  return row?.user ?? null;
}

async function anAccountHolds(db: DbOrTx, mobile: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.mobilenumber, storedMobileForms(mobile)))
    .limit(1);
  return Boolean(row);
}

/** Records the number as this account's, replacing a stale verification and their old number. */
async function recordVerified(tx: DbOrTx, mobile: string, userId: string, now: Date) {
  await tx
    .delete(verifiedMobileNumbers)
    .where(
      or(eq(verifiedMobileNumbers.mobileNumber, mobile), eq(verifiedMobileNumbers.userId, userId)),
    );
  await tx.insert(verifiedMobileNumbers).values({ mobileNumber: mobile, userId, verifiedAt: now });
}

/** POST /otp/request: a code for any valid number, the same answer whoever has it. */
export async function requestSignInCode(
  sending: CodeSending,
  mobile: string,
  attempt: AttemptContext,
) {
  await sendCode(sending, { mobile, purpose: 'sign_in', userId: null, ...attempt });
}

export interface SignInByCode {
  mobile: string;
  code: string;
  fullname: string | undefined;
  /** A new player's opt-in to WhatsApp, given with their name. */
  whatsappOptIn?: boolean | undefined;
  /** A new player's language (docs/decisions/062); an existing account keeps its own. */
  language?: Language | undefined;
}

/**
 * POST /otp/verify: the right code signs in the account that verified the number, or creates a
 * player with it (given a name). An account that has the number unverified is refused (409): the
 * code proves the phone, not that its holder is that account's owner.
 */
export async function signInWithCode(
  db: Db,
  input: SignInByCode,
  attempt: AttemptContext,
  limits: Pick<CodeSending, 'rateCounter' | 'perMinute'>,
  previousToken: string | undefined,
) {
  await consumeRateLimit(
    limits.rateCounter,
    [`mobile-verify:ip:${attempt.clientAddress}`],
    limits.perMinute,
    attempt.now,
  );
  const { mobile, now } = { mobile: input.mobile, now: attempt.now };
  const code = await checkCode(db, { mobile, purpose: 'sign_in', userId: null }, input.code, now);
  return db.transaction(async (tx) => {
    // A refusal below rolls this back: the code stays good for the try with a name.
    await useCode(tx, code.id, now);
    let user = await verifiedAccount(tx, mobile);
    if (!user) {
      if (await anAccountHolds(tx, mobile)) throw mobileError(409, 'number_unverified');
      if (!input.fullname) throw mobileError(400, 'fullname_required');
      const [created] = await tx
        .insert(users)
        .values({
          fullname: input.fullname,
          email: null,
          passwordHash: null,
          mobilenumber: mobile,
          role: 'user',
          language: input.language ?? 'en',
        })
        .returning();
      user = created!;
      await recordVerified(tx, mobile, user.id, now);
      if (input.whatsappOptIn) await optInToWhatsApp(tx, user.id, mobile, now);
    }
    // Rotate, as the e-mail login does: an id known before sign-in never becomes a session.
    if (previousToken) await deleteSession(tx, previousToken);
    const session = await createSession(tx, user.id, now);
    return { user: toSessionUser(user), session };
  });
}

/**
 * A new player who opted in at sign-up is reached on WhatsApp and push for every kind: they have
 * no e-mail address (docs/decisions/056, 058). The opt-in is dated and says where it was given.
 */
async function optInToWhatsApp(tx: DbOrTx, userId: string, mobile: string, now: Date) {
  const kinds = Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, ['push', 'whatsapp']]),
  ) as KindChannels;
  await tx.insert(notificationPreferences).values({
    userId,
    kinds,
    whatsappNumber: mobile,
    whatsappOptedInAt: now,
    whatsappOptInSource: MOBILE_SIGN_UP_SOURCE,
    updatedAt: now,
  });
}

/** Where an opt-in given when signing up with a mobile number is recorded as given. */
export const MOBILE_SIGN_UP_SOURCE = 'sign-up with mobile number';

/** The profile's number as a 10-digit mobile, or 400: it cannot be verified. */
function profileMobile(user: UserRow): string {
  const mobile = indianMobile(user.mobilenumber);
  if (!mobile) throw mobileError(400, 'no_mobile');
  return mobile;
}

/** GET /mobile/verification */
export async function mobileStatus(db: Db, user: UserRow) {
  const mobile = indianMobile(user.mobilenumber);
  const verifiedBy = mobile ? await verifiedAccount(db, mobile) : null;
  return { mobilenumber: user.mobilenumber, verified: verifiedBy?.id === user.id };
}

/** POST /mobile/verification: a code to the logged-in person's own number. */
export async function requestVerificationCode(
  sending: CodeSending,
  user: UserRow,
  attempt: AttemptContext,
) {
  const mobile = profileMobile(user);
  const verifiedBy = await verifiedAccount(sending.db, mobile);
  if (verifiedBy?.id === user.id) throw mobileError(409, 'already_verified');
  if (verifiedBy) throw mobileError(409, 'number_taken');
  await sendCode(sending, { mobile, purpose: 'verify', userId: user.id, ...attempt });
}

/** POST /mobile/verification/confirm: the right code makes the number sign in to this account. */
export async function confirmVerification(
  db: Db,
  user: UserRow,
  typed: string,
  attempt: AttemptContext,
  limits: Pick<CodeSending, 'rateCounter' | 'perMinute'>,
) {
  await consumeRateLimit(
    limits.rateCounter,
    [`mobile-verify:ip:${attempt.clientAddress}`],
    limits.perMinute,
    attempt.now,
  );
  const mobile = profileMobile(user);
  const { now } = attempt;
  const code = await checkCode(db, { mobile, purpose: 'verify', userId: user.id }, typed, now);
  await db.transaction(async (tx) => {
    await useCode(tx, code.id, now);
    const verifiedBy = await verifiedAccount(tx, mobile);
    if (verifiedBy && verifiedBy.id !== user.id) throw mobileError(409, 'number_taken');
    await recordVerified(tx, mobile, user.id, now);
  });
  return { mobilenumber: user.mobilenumber, verified: true };
}
