import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  SIGN_IN_CODE_LENGTH,
  SIGN_IN_CODE_TRIES,
  SIGN_IN_CODE_TTL_MS,
  codeStanding,
  type MobileSignInCode,
} from '../../shared/mobile-sign-in';
import type { Db, DbOrTx } from '../db/database';
import { mobileCodes, whatsappMessages } from '../db/schema-notifications';
import { HttpError } from '../http/errors';
import { hashPassword, verifyPassword } from './passwords';
import { consumeRateLimit, type RateCounter } from './rate-limit';
import { logError } from '../http/request-log';

// The life of a sign-in code (docs/decisions/058): six digits from the CSPRNG, kept only as an
// argon2id hash (its own random salt, and slow enough that a leaked row is not a million cheap
// guesses), sent by WhatsApp's authentication template, valid ten minutes, five tries, used once.

/** WhatsApp's copy-code authentication template: the code in its body and its button's URL. */
export const SIGN_IN_TEMPLATE = { name: 'turfbook_sign_in_code', languageCode: 'en' };

/**
 * Sends the code to the number as SIGN_IN_TEMPLATE; answers the message's id. Handed in by the
 * composition root (app.ts) around the WhatsApp sender: notifications sit above auth.
 */
export type SignInCodeSender = (mobile: string, code: string) => Promise<{ messageId: string }>;

export type CodePurpose = (typeof mobileCodes.$inferSelect)['purpose'];
type CodeRow = typeof mobileCodes.$inferSelect;

/** The codes of mobile sign-in that are refusals (the others name what went right). */
export type MobileSignInRefusal = Exclude<
  MobileSignInCode,
  'sent' | 'verification_sent' | 'verified'
>;

/** A refusal that names its reason by code, for the web client (MOBILE_SIGN_IN_MESSAGES). */
export function mobileError(status: number, code: MobileSignInRefusal): HttpError {
  return new HttpError(status, code);
}

export interface CodeRequest {
  mobile: string;
  purpose: CodePurpose;
  /** The logged-in person verifying their number; null for a sign-in. */
  userId: string | null;
  clientAddress: string;
  now: Date;
}

export interface CodeSending {
  db: Db;
  rateCounter: RateCounter;
  sendCodeMessage: SignInCodeSender;
  perMinute: number;
}

/**
 * Makes a code for the number and sends it by WhatsApp. One code a minute to a number for each
 * purpose (a sign-in, a logged-in person's verification), counted where every process sees it,
 * and `perMinute` requests from an address.
 */
export async function sendCode(sending: CodeSending, request: CodeRequest): Promise<void> {
  const { db, rateCounter } = sending;
  const { mobile, now } = request;
  await consumeRateLimit(
    rateCounter,
    [`mobile-code:ip:${request.clientAddress}`],
    sending.perMinute,
    now,
  );
  // The counter's window lasts a minute from its first hit (WINDOW_MS): a second code within 60
  // seconds of the first is refused, across processes, however many ask at once.
  // Per purpose: a player who has just verified their number may sign in with it at once.
  const numberKey = `mobile-code:${request.purpose}:number:${mobile}`;
  const [sentThisMinute] = await rateCounter.hit([numberKey], now);
  if ((sentThisMinute ?? 0) > 1) throw mobileError(429, 'too_soon');

  const code = String(randomInt(0, 10 ** SIGN_IN_CODE_LENGTH)).padStart(SIGN_IN_CODE_LENGTH, '0');
  await db.insert(mobileCodes).values({
    mobileNumber: mobile,
    codeHash: await hashPassword(code),
    purpose: request.purpose,
    userId: request.userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SIGN_IN_CODE_TTL_MS),
  });
  let messageId: string;
  try {
    ({ messageId } = await sending.sendCodeMessage(mobile, code));
  } catch (error) {
    logError('A sign-in code could not be sent by WhatsApp.', {
      error: error instanceof Error ? error.message : String(error),
    });
    throw mobileError(502, 'send_failed');
  }
  await db.insert(whatsappMessages).values({
    id: messageId,
    userId: request.userId,
    template: SIGN_IN_TEMPLATE.name,
    status: 'accepted',
    statusAt: now,
    createdAt: now,
  });
}

/** The newest code sent to the number for this purpose (and person): only it counts. */
async function newestCode(db: DbOrTx, mobile: string, purpose: CodePurpose, userId: string | null) {
  const [row] = await db
    .select()
    .from(mobileCodes)
    .where(
      and(
        eq(mobileCodes.mobileNumber, mobile),
        eq(mobileCodes.purpose, purpose),
        userId ? eq(mobileCodes.userId, userId) : undefined,
      ),
    )
    .orderBy(desc(mobileCodes.createdAt))
    .limit(1);
  return row ?? null;
}

function refusal(row: CodeRow, now: Date): HttpError | null {
  const standing = codeStanding(row, now);
  if (standing === 'live') return null;
  return mobileError(standing === 'code_tries' ? 429 : 400, standing);
}

/**
 * The newest code of the number if `typed` is it, counting the try first: a wrong code, a used or
 * expired one is a 400, the sixth try at one code a 429 (and the code is dead). Not yet used up:
 * `useCode` does that, in the transaction that signs in or verifies.
 */
export async function checkCode(
  db: Db,
  wanted: { mobile: string; purpose: CodePurpose; userId: string | null },
  typed: string,
  now: Date,
): Promise<CodeRow> {
  const row = await newestCode(db, wanted.mobile, wanted.purpose, wanted.userId);
  if (!row) throw mobileError(400, 'code_missing');
  const refused = refusal(row, now);
  if (refused) throw refused;
  // The try is counted before the code is compared, in one statement: requests at once cannot
  // share a try, and a sixth finds the count at five.
  const [counted] = await db
    .update(mobileCodes)
    .set({ tries: sql`${mobileCodes.tries} + 1` })
    .where(
      and(
        eq(mobileCodes.id, row.id),
        lt(mobileCodes.tries, SIGN_IN_CODE_TRIES),
        isNull(mobileCodes.usedAt),
        gt(mobileCodes.expiresAt, now),
      ),
    )
    .returning();
  if (!counted) {
    const [again] = await db.select().from(mobileCodes).where(eq(mobileCodes.id, row.id));
    throw refusal(again ?? row, now) ?? mobileError(400, 'code_used');
  }
  if (!(await verifyPassword(row.codeHash, typed))) throw mobileError(400, 'code_wrong');
  return counted;
}

/**
 * Uses the code up, inside the caller's transaction. Of two requests with the right code, only
 * one finds it unused: the other waits on the row's lock, then sees it used (400).
 */
export async function useCode(tx: DbOrTx, codeId: string, now: Date) {
  const [used] = await tx
    .update(mobileCodes)
    .set({ usedAt: now })
    .where(and(eq(mobileCodes.id, codeId), isNull(mobileCodes.usedAt)))
    .returning({ id: mobileCodes.id });
  if (!used) throw mobileError(400, 'code_used');
}
