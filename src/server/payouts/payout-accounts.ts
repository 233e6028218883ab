import { and, eq, sql } from 'drizzle-orm';
import type { PayoutAccount, PayoutAccountBody } from '../../shared/api/payout-contract';
import { accountLast4, checkPayoutAccount } from '../../shared/payout-account';
import { recordAudit } from '../audit/audit-log';
import type { Db, DbOrTx } from '../db/database';
import { turfs, users } from '../db/schema';
import { markForPayouts } from '../db/payout-marks';
import { bookings } from '../db/schema-bookings';
import { payoutAccounts, payoutLines } from '../db/schema-payouts';
import { HttpError } from '../http/errors';
import { safeForLog } from '../http/logging';
import type { PayoutRail } from './payout-rail';
import { logError } from '../http/request-log';

// An owner's payout account (docs/decisions/054): saved whole or not at all, then opened with the
// payout provider outside the transaction (a slow provider holds no lock). A new bank account is
// pending until the provider verified it; payouts wait while no account is active. An account the
// provider could not be reached about is opened again by the minute's job; one it was reviewing
// is read again when the provider says its review moved on (Route's product.route.* webhooks).

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

export const PAYOUT_ACCOUNT_REASONS = {
  verifying: 'We are verifying these details with the payout provider; payouts wait until then.',
  unreachable:
    'We could not reach the payout provider to verify these details; we will try again shortly.',
} as const;

export interface PayoutAccountContext {
  db: Db;
  now: () => Date;
  payoutRail: PayoutRail;
}

export function payoutAccountAnswer(row: PayoutAccountRow): PayoutAccount {
  return {
    status: row.status,
    legalName: row.legalName,
    businessType: row.businessType,
    pan: row.pan,
    bank: { last4: accountLast4(row.bankAccountNumber), ifsc: row.bankIfsc },
    reason: row.status === 'active' ? null : row.reason,
  };
}

export async function payoutAccountOf(db: DbOrTx, ownerId: string) {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.ownerId, ownerId));
  return row ?? null;
}

/**
 * Saves the owner's details. The same details again change nothing; a new bank account (or a
 * first one) is pending until the provider answers, and is then what it says.
 */
export async function savePayoutAccount(
  context: PayoutAccountContext,
  ownerId: string,
  body: PayoutAccountBody,
): Promise<PayoutAccountRow> {
  const checked = checkPayoutAccount(body);
  if (!checked.ok) throw HttpError.refusal(400, checked.message, 'payout_account_invalid');
  const { bank, ...details } = checked.details;
  const fields = { ...details, bankAccountNumber: bank.accountNumber, bankIfsc: bank.ifsc };
  const before = await payoutAccountOf(context.db, ownerId);
  const unchanged =
    before &&
    (Object.keys(fields) as (keyof typeof fields)[]).every((key) => before[key] === fields[key]);
  if (unchanged && before.status !== 'pending') return before;
  const newBank =
    !before ||
    before.bankAccountNumber !== fields.bankAccountNumber ||
    before.bankIfsc !== fields.bankIfsc;
  const now = context.now();
  const pending = { status: 'pending' as const, reason: PAYOUT_ACCOUNT_REASONS.verifying };
  const saved = await context.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(payoutAccounts)
      .values({ ownerId, ...fields, ...pending, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: payoutAccounts.ownerId,
        set: { ...fields, ...(newBank ? pending : {}), updatedAt: now },
      })
      .returning();
    await auditPayoutAccount(tx, ownerId, before, row!, now);
    return row;
  });
  // A PAN given or taken away changes the TDS of every payout not yet released.
  if (before?.pan !== fields.pan) await refigureOnHold(context.db, ownerId);
  return verifyPayoutAccount(context, saved!);
}

async function refigureOnHold(db: DbOrTx, ownerId: string) {
  const held = await db
    .select({ intentId: bookings.paymentId })
    .from(payoutLines)
    .innerJoin(bookings, eq(bookings.id, payoutLines.bookingId))
    .where(and(eq(payoutLines.ownerId, ownerId), eq(payoutLines.status, 'on_hold')));
  await markForPayouts(
    db,
    held.flatMap((row) => (row.intentId ? [row.intentId] : [])),
  );
}

/**
 * Opens the account with the provider and records where it stands, unless its details changed
 * meanwhile (the newer save verifies those). A provider out of reach leaves it pending, saying so.
 */
export async function verifyPayoutAccount(
  context: PayoutAccountContext,
  row: PayoutAccountRow,
): Promise<PayoutAccountRow> {
  let answer: { status: PayoutAccountRow['status']; reason: string | null; accountId?: string };
  try {
    const state = await context.payoutRail.openLinkedAccount({
      reference: `owner-${row.ownerId}`,
      legalName: row.legalName,
      businessType: row.businessType,
      pan: row.pan,
      contactName: row.contactName,
      email: row.email,
      phone: row.phone,
      bank: { accountNumber: row.bankAccountNumber, ifsc: row.bankIfsc },
      accountId: row.providerAccountId,
    });
    answer = { ...state, reason: state.status === 'active' ? null : state.reason };
  } catch (error) {
    logError('Opening a payout account failed; it stays pending.', safeForLog(error));
    answer = { status: 'pending', reason: PAYOUT_ACCOUNT_REASONS.unreachable };
  }
  const [updated] = await context.db
    .update(payoutAccounts)
    .set({
      status: answer.status,
      reason: answer.reason,
      ...(answer.accountId ? { providerAccountId: answer.accountId } : {}),
    })
    .where(and(eq(payoutAccounts.id, row.id), eq(payoutAccounts.updatedAt, row.updatedAt)))
    .returning();
  return updated ?? (await payoutAccountOf(context.db, row.ownerId))!;
}

/** The minute's job: each account left pending because the provider was out of reach, again. */
export async function retryUnreachedAccounts(context: PayoutAccountContext) {
  const unreached = await context.db
    .select()
    .from(payoutAccounts)
    .where(
      and(
        eq(payoutAccounts.status, 'pending'),
        eq(payoutAccounts.reason, PAYOUT_ACCOUNT_REASONS.unreachable),
      ),
    );
  for (const row of unreached) {
    try {
      await verifyPayoutAccount(context, row);
    } catch (error) {
      logError('A payout account could not be opened again.', safeForLog(error));
    }
  }
}

/**
 * The provider says an account's review moved on: where it stands is asked of the provider (an
 * event's own word is not taken, so events out of order change nothing), unless the owner is
 * saving new details just now (that save records the provider's answer about them).
 */
export async function refreshPayoutAccount(context: PayoutAccountContext, accountId: string) {
  const [row] = await context.db
    .select()
    .from(payoutAccounts)
    .where(
      and(
        eq(payoutAccounts.providerAccountId, accountId),
        sql`${payoutAccounts.reason} is distinct from ${PAYOUT_ACCOUNT_REASONS.verifying}`,
      ),
    );
  if (!row) return;
  const state = await context.payoutRail.accountState(accountId);
  await context.db
    .update(payoutAccounts)
    .set({ status: state.status, reason: state.status === 'active' ? null : state.reason })
    .where(and(eq(payoutAccounts.id, row.id), eq(payoutAccounts.updatedAt, row.updatedAt)));
}

/** The account as the log shows it: the bank account and PAN by their last characters only. */
function payoutAccountRecord(row: PayoutAccountRow): Record<string, string> {
  return {
    legalName: row.legalName,
    businessType: row.businessType,
    pan: row.pan ? `••••${row.pan.slice(-4)}` : '',
    bankAccount: `••••${accountLast4(row.bankAccountNumber)}`,
    ifsc: row.bankIfsc,
  };
}

/**
 * The account is the owner's, not a listing's: the change is written on each of their listings'
 * logs (docs/decisions/066), by the owner (only they may change it).
 */
async function auditPayoutAccount(
  tx: DbOrTx,
  ownerId: string,
  before: PayoutAccountRow | null,
  after: PayoutAccountRow,
  at: Date,
) {
  const was = before ? payoutAccountRecord(before) : null;
  const now = payoutAccountRecord(after);
  const fields = Object.keys(now).filter((key) => was?.[key] !== now[key]);
  if (fields.length === 0) return;
  const [owner] = await tx
    .select({ fullname: users.fullname })
    .from(users)
    .where(eq(users.id, ownerId));
  const listings = await tx.select({ id: turfs.id }).from(turfs).where(eq(turfs.ownerId, ownerId));
  for (const { id } of listings)
    await recordAudit(tx, {
      turfId: id,
      actor: { id: ownerId, fullname: owner?.fullname ?? '', role: 'owner' },
      action: 'payout_account.update',
      target: 'Payout account',
      before: was && Object.fromEntries(fields.map((key) => [key, was[key]])),
      after: Object.fromEntries(fields.map((key) => [key, now[key]])),
      at,
    });
}
