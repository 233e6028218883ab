import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Sport } from '../../shared/catalog';
import type { TimeRange } from '../../shared/slots';
import type { Db, DbOrTx } from '../db/database';
import { payloadSql } from '../db/outbox';
import { bookingEvents, bookings, outbox } from '../db/schema';
import { assignCourts } from './court-assignment';

// The booking's life, and the only code that writes the bookings table:
//
//   held (pending, unpaid) ──confirm──▶ confirmed (paid)
//        │  ▲                 ╲
//     expire/release           void ──▶ cancelled by TurfBook, refund due: paid, but the slot was lost
//        ▼  │ confirm (a late payment whose slot is still free)
//      expired
//
// Each transition is one compare-and-swap update (`where status = …`) inside the caller's
// transaction, so two callers racing on one booking cannot both move it. The exclusion
// constraint (migrations 0002, 0005) refuses any pending or confirmed overlap on a turf's day:
// a transition into those states may throw it, and the caller decides what that means.
// Writers of one turf's day take that day's advisory lock first, through migration 0013's
// lock_booking_days, which builds the keys and takes them in (turf, day) order whatever order
// they are asked in, so two writers racing for overlapping slots queue up instead of deadlocking
// inside the constraint. The booking path's statements are prepared by name (drizzle's
// .prepare): PostgreSQL plans each once per connection; a booking makes several.

export const HOLD_MINUTES = 10;

const UNPAID_HOLD = and(eq(bookings.status, 'pending'), eq(bookings.paymentStatus, 'unpaid'));

export interface HeldSlot {
  range: TimeRange;
  /** This slot's share of the payment (shared/pricing chargeForSlots). */
  amountPaise: number;
  /** The court the player picked; none: the first free one (court-assignment.ts). */
  courtId?: string | null;
}

export interface HoldRequest {
  userId: string;
  turfId: string;
  slots: readonly HeldSlot[];
  holdExpiresAt: Date;
  /** Known when the payment exists before the hold (a payment made without booking details). */
  paymentId?: string;
  /** The moment the hold is made: which claims still stand when its courts are picked. */
  now: Date;
  /** The sport played: only courts that host it are given; absent, any court. */
  sport?: Sport;
}

/** Days of one turf, each once. */
const distinctDays = (days: readonly string[]) => [...new Set(days)];

/**
 * Takes the advisory locks of `turfId`'s `days` (and first `playerId`'s, the count of their
 * unpaid holds) in one round trip; the function orders them (migration 0013).
 */
async function lockDays(tx: DbOrTx, turfId: string, days: readonly string[], playerId?: string) {
  const turfIds = days.map(() => turfId);
  await tx.execute(
    sql`select lock_booking_days(${sql.param(turfIds)}::uuid[], ${sql.param([...days])}::date[], ${playerId ?? null}::uuid)`,
  );
}

export async function lockTurfDays(tx: DbOrTx, turfId: string, days: readonly string[]) {
  if (days.length > 0) await lockDays(tx, turfId, days);
}

/** The locks of the turf days payment `paymentId`'s bookings are on. */
async function lockPaymentDays(tx: DbOrTx, paymentId: string) {
  await tx.execute(
    sql`select lock_booking_days(array_agg(${bookings.turfId}), array_agg(${bookings.day}))
      from ${bookings} where ${bookings.paymentId} = ${paymentId}`,
  );
}

/** The rows of a hold whose days' locks the caller holds. */
async function insertHolds(tx: DbOrTx, request: HoldRequest): Promise<string[]> {
  // One named statement per number of slots: PostgreSQL parses and plans each once per
  // connection, and nearly every hold is of one slot.
  const slot = (i: number, field: string) => sql.placeholder(`${field}${i}`);
  const values: Record<string, unknown> = {
    turfId: request.turfId,
    userId: request.userId,
    paymentId: request.paymentId ?? null,
    holdExpiresAt: request.holdExpiresAt,
  };
  request.slots.forEach(({ range, amountPaise }, i) => {
    Object.assign(values, {
      [`day${i}`]: range.date,
      [`start${i}`]: range.start,
      [`end${i}`]: range.end,
      [`amount${i}`]: amountPaise,
    });
  });
  const courtIds = await assignCourts(
    tx,
    { id: request.turfId, sport: request.sport },
    request.slots,
    request.now,
  );
  courtIds.forEach((courtId, i) => (values[`court${i}`] = courtId));
  const rows = await tx
    .insert(bookings)
    .values(
      request.slots.map((_, i) => ({
        turfId: sql.placeholder('turfId'),
        courtId: slot(i, 'court'),
        userId: sql.placeholder('userId'),
        day: slot(i, 'day'),
        startMinute: slot(i, 'start'),
        endMinute: slot(i, 'end'),
        status: 'pending' as const,
        amountPaise: slot(i, 'amount'),
        paymentStatus: 'unpaid' as const,
        paymentId: sql.placeholder('paymentId'),
        holdExpiresAt: sql.placeholder('holdExpiresAt'),
      })),
    )
    .returning({ id: bookings.id })
    .prepare(`lifecycle_insert_holds_${request.slots.length}`)
    .execute(values);
  return rows.map((row) => row.id);
}

/** held: one pending row per slot, all or none (the caller's transaction). Answers their ids. */
export async function placeHolds(tx: DbOrTx, request: HoldRequest): Promise<string[]> {
  await lockTurfDays(
    tx,
    request.turfId,
    request.slots.map(({ range }) => range.date),
  );
  return insertHolds(tx, request);
}

const rangeKey = (date: string, start: number, end: number) => `${date}@${start}-${end}`;

/**
 * Pay Now's look under the locks, in one statement: frees the turf's run-out holds on `days`,
 * and answers the player's unpaid holds that still count (live anywhere, or without an expiry
 * on those days). The holds just freed had run out, so they are in neither part: what the
 * statement reads before its own update is what a read after it would see.
 */
function expireAndReadHolds(
  tx: DbOrTx,
  values: { userId: string; turfId: string; days: string[]; now: Date },
) {
  const turfId = sql.placeholder('turfId');
  const now = sql.placeholder('now');
  const onDays = and(
    eq(bookings.turfId, turfId),
    sql`${bookings.day} = any(${sql.placeholder('days')}::date[])`,
  );
  const runOut = tx.$with('run_out').as(
    tx
      .update(bookings)
      .set({ status: 'expired' })
      .where(and(UNPAID_HOLD, lte(bookings.holdExpiresAt, now), onDays)),
  );
  return tx
    .with(runOut)
    .select({
      id: bookings.id,
      turfId: bookings.turfId,
      day: bookings.day,
      startMinute: bookings.startMinute,
      endMinute: bookings.endMinute,
      paymentId: bookings.paymentId,
      holdExpiresAt: bookings.holdExpiresAt,
    })
    .from(bookings)
    .where(
      and(
        UNPAID_HOLD,
        eq(bookings.userId, sql.placeholder('userId')),
        or(gt(bookings.holdExpiresAt, now), and(isNull(bookings.holdExpiresAt), onDays)),
      ),
    )
    .prepare('lifecycle_expire_and_read_holds')
    .execute(values);
}

type HoldRow = Awaited<ReturnType<typeof expireAndReadHolds>>[number];

/** The player would hold more unpaid time than the limits allow. */
export class HoldLimitReached extends Error {}

export interface HoldLimits {
  perTurfMinutes: number;
  totalMinutes: number;
}

/**
 * Pay Now's hold: frees that turf's run-out holds on those days, then either finds that this
 * player already holds exactly these slots (a double click, a retried request: the same holds
 * answer, atomically under the days' locks), or gives up the player's other unpaid holds there
 * and holds these, if the player's live unpaid holds stay within the limits.
 */
export async function holdSlots(
  tx: DbOrTx,
  request: HoldRequest & { limits: HoldLimits },
): Promise<{
  holdIds: string[];
  /** The payments the holds are for (null for a hold not tied to one yet). */
  paymentIds: (string | null)[];
  holdExpiresAt: Date;
  alreadyHeld: boolean;
}> {
  const { userId, turfId } = request;
  const days = distinctDays(request.slots.map(({ range }) => range.date));
  // The player's lock first, then the days' (the same order everywhere): their count is exact.
  await lockDays(tx, turfId, days, userId);
  const counting = await expireAndReadHolds(tx, { userId, turfId, days, now: request.now });
  // Those the player would give up here (any unpaid hold of theirs on this turf those days),
  // and of them the live ones: this very request again, if they are exactly its slots.
  const here = counting.filter((b) => b.turfId === turfId && days.includes(b.day));
  const mine = here.filter((b) => b.holdExpiresAt !== null);
  const wanted = request.slots.map(({ range: r }) => rangeKey(r.date, r.start, r.end)).sort();
  const held = mine.map((b) => rangeKey(b.day, b.startMinute, b.endMinute)).sort();
  if (held.length > 0 && held.join() === wanted.join()) {
    // In the request's order, so each hold meets its own slot's share.
    const byRange = new Map(mine.map((b) => [rangeKey(b.day, b.startMinute, b.endMinute), b]));
    const inOrder = request.slots.map(({ range: r }) =>
      byRange.get(rangeKey(r.date, r.start, r.end))!,
    );
    return {
      holdIds: inOrder.map((b) => b.id),
      paymentIds: inOrder.map((b) => b.paymentId),
      holdExpiresAt: mine[0]!.holdExpiresAt!,
      alreadyHeld: true,
    };
  }
  if (here.length > 0) await releasePlayerHolds(tx, { userId, turfId, days });
  // What stays held once those are given up: the live holds elsewhere.
  const kept = counting.filter((b) => b.holdExpiresAt !== null && !here.includes(b));
  const minutes = (rows: HoldRow[]) =>
    rows.reduce((sum, b) => sum + b.endMinute - b.startMinute, 0);
  const onTurf = minutes(kept.filter((b) => b.turfId === turfId));
  const asked = request.slots.reduce((sum, { range }) => sum + range.end - range.start, 0);
  if (
    onTurf + asked > request.limits.perTurfMinutes ||
    minutes(kept) + asked > request.limits.totalMinutes
  )
    throw new HoldLimitReached();
  // The days' locks are held since the start: the rows go straight in.
  const holdIds = await insertHolds(tx, request);
  return {
    holdIds,
    paymentIds: holdIds.map(() => request.paymentId ?? null),
    holdExpiresAt: request.holdExpiresAt,
    alreadyHeld: false,
  };
}

/**
 * held → held, paid for by this payment: links holds placed before their intent existed (a
 * waitlist offer's), each taking its share of this payment, the price of now (decision 034).
 */
export async function linkHoldsToPayment(
  tx: DbOrTx,
  holds: readonly { id: string; amountPaise: number }[],
  paymentId: string,
) {
  for (const hold of holds) {
    await tx
      .update(bookings)
      .set({ paymentId, amountPaise: hold.amountPaise })
      .where(
        and(eq(bookings.id, hold.id), eq(bookings.status, 'pending'), isNull(bookings.paymentId)),
      );
  }
}

/** held → expired: holds whose time ran out free their slots (optionally one turf's day only). */
export async function expireStaleHolds(
  tx: DbOrTx,
  now: Date,
  where?: { turfId: string; day: string },
) {
  const conditions = [UNPAID_HOLD, lte(bookings.holdExpiresAt, now)];
  if (where) conditions.push(eq(bookings.turfId, where.turfId), eq(bookings.day, where.day));
  await tx
    .update(bookings)
    .set({ status: 'expired' })
    .where(and(...conditions));
}

/**
 * Every hold whose time ran out, anywhere (the housekeeping sweep): a turf's day at a time under
 * that day's lock, as every writer does, so the sweep never takes court_day_slots' rows in an
 * order that could deadlock with a booking of several days.
 */
export async function expireStaleHoldsEverywhere(db: Db, now: Date) {
  const stale = await db
    .selectDistinct({ turfId: bookings.turfId, day: bookings.day })
    .from(bookings)
    .where(and(UNPAID_HOLD, lte(bookings.holdExpiresAt, now)));
  for (const place of stale) {
    await db.transaction(async (tx) => {
      await lockTurfDays(tx, place.turfId, [place.day]);
      await expireStaleHolds(tx, now, place);
    });
  }
}

/** held → expired: a player who goes back and picks other times gives up their unpaid holds those days. */
export async function releasePlayerHolds(
  tx: DbOrTx,
  hold: { userId: string; turfId: string; days: string[] },
) {
  await tx
    .update(bookings)
    .set({ status: 'expired' })
    .where(
      and(
        UNPAID_HOLD,
        eq(bookings.userId, hold.userId),
        eq(bookings.turfId, hold.turfId),
        inArray(bookings.day, hold.days),
      ),
    );
}

/**
 * held → expired at once: the player gives up the holds of a payment they will not make
 * (docs/decisions/025). Under the payment's days' locks, as every writer of those days; the
 * trigger frees the slots for every grid and search. Answers how many holds were released.
 */
export async function releasePaymentHolds(tx: DbOrTx, paymentId: string, now: Date) {
  await lockPaymentDays(tx, paymentId);
  const released = await tx
    .update(bookings)
    .set({ status: 'expired', holdExpiresAt: now })
    .where(and(UNPAID_HOLD, eq(bookings.paymentId, paymentId)))
    .returning({ id: bookings.id });
  return released.length;
}

/**
 * held → held longer: a payment's live holds are kept until `until` while its payer approves it
 * in their UPI app (decision 037). A hold that has already lapsed is never revived (its slot may
 * be someone else's now); a late approval then goes the late payment's way (decision 005).
 */
export async function keepPaymentHolds(tx: DbOrTx, paymentId: string, until: Date, now: Date) {
  await lockPaymentDays(tx, paymentId);
  await tx
    .update(bookings)
    .set({
      holdExpiresAt: sql`greatest(${bookings.holdExpiresAt}, ${until.toISOString()}::timestamptz)`,
    })
    .where(and(UNPAID_HOLD, eq(bookings.paymentId, paymentId), gt(bookings.holdExpiresAt, now)));
}

/** When the payment's live holds end (the latest of them), or null when none is held. */
export async function paymentHeldUntil(tx: DbOrTx, paymentId: string): Promise<Date | null> {
  const [row] = await tx
    .select({ until: sql<string | null>`max(${bookings.holdExpiresAt})` })
    .from(bookings)
    .where(and(UNPAID_HOLD, eq(bookings.paymentId, paymentId)));
  return row?.until ? new Date(row.until) : null;
}

/** Holds a payment may still turn into bookings (or, when their slot is lost, void). */
export const PAYABLE = and(
  inArray(bookings.status, ['pending', 'expired']),
  eq(bookings.paymentStatus, 'unpaid'),
);

/**
 * held or expired → confirmed for the payment, with each row's 'paid' event and (when notify) the
 * confirmation mail, in one statement. Unless evenIfLapsed (the caller runs it in a savepoint),
 * it confirms nothing when one of the holds had expired, and says so (`lapsed`): only then can
 * confirming clash. Answers one row per confirmed booking, or one row without an id.
 */
function confirmStatement(
  tx: DbOrTx,
  values: { paymentId: string; now: string; notify: boolean; evenIfLapsed: boolean },
) {
  const paymentId = sql.placeholder('paymentId');
  const lapsed = tx
    .$with('lapsed', { lapsed: sql<boolean>`lapsed`.as('lapsed') })
    .as(
      sql`select exists (select 1 from ${bookings} where ${and(
        eq(bookings.paymentId, paymentId),
        eq(bookings.status, 'expired'),
        eq(bookings.paymentStatus, 'unpaid'),
      )}) as lapsed`,
    );
  const confirmed = tx.$with('confirmed').as(
    tx
      .update(bookings)
      .set({ status: 'confirmed', paymentStatus: 'paid', holdExpiresAt: null })
      .where(
        and(
          eq(bookings.paymentId, paymentId),
          PAYABLE,
          sql`(${sql.placeholder('evenIfLapsed')}::boolean or not (select lapsed from lapsed))`,
        ),
      )
      .returning({ id: bookings.id, amountPaise: bookings.amountPaise }),
  );
  const events = tx.$with('events', { eventId: sql<string>`event_id`.as('event_id') }).as(
    sql`insert into ${bookingEvents} (booking_id, kind, at, detail)
        select id, 'paid', ${sql.placeholder('now')}::timestamptz,
          jsonb_build_object('amountPaise', amount_paise, 'paymentId', ${paymentId}::text)
        from confirmed returning id as event_id`,
  );
  const mail = tx.$with('mail', { mailId: sql<string>`mail_id`.as('mail_id') }).as(
    sql`insert into ${outbox} (topic, payload)
      select 'booking.confirmed', ${payloadSql('booking.confirmed', { bookingIds: sql`jsonb_agg(id)` })}
      from confirmed having ${sql.placeholder('notify')}::boolean and count(*) > 0
      returning id as mail_id`,
  );
  return tx
    .with(lapsed, confirmed, events, mail)
    .select({ lapsed: lapsed.lapsed, id: confirmed.id })
    .from(lapsed)
    .leftJoin(confirmed, sql`true`)
    .prepare('lifecycle_confirm_paid_holds')
    .execute(values);
}

/**
 * held or expired → confirmed: the payment's holds become paid bookings, each with a 'paid' line
 * in its history, and the confirmation mail is queued in the same transaction (`notify: false`
 * for demo data). Under the days' locks nobody can take a slot, and a hold still pending occupies
 * its own, so confirming it cannot clash: only when one had expired (its slot may be sold) does
 * the update run in a savepoint, which a clash rolls back before this throws the exclusion
 * violation. (No savepoint in the usual case: one round trip less each way, no subtransaction;
 * and the check for an expired hold, the update, its events and the mail are one statement.)
 * Answers the confirmed ids.
 */
export async function confirmPaidHolds(
  tx: DbOrTx,
  paymentId: string,
  now: Date,
  { notify = true }: { notify?: boolean } = {},
): Promise<string[]> {
  await lockPaymentDays(tx, paymentId);
  const confirm = (db: DbOrTx, evenIfLapsed: boolean) =>
    confirmStatement(db, { paymentId, now: now.toISOString(), notify, evenIfLapsed });
  let rows = await confirm(tx, false);
  if (rows[0]?.lapsed) rows = await tx.transaction((savepoint) => confirm(savepoint, true));
  return rows.flatMap((row) => (row.id === null ? [] : [row.id]));
}

/** confirmed → confirmed, one slot of this subscription. */
export async function attachToSubscription(
  tx: DbOrTx,
  bookingIds: string[],
  subscriptionId: string,
) {
  await tx
    .update(bookings)
    .set({ subscriptionId })
    .where(
      and(
        inArray(bookings.id, bookingIds),
        eq(bookings.status, 'confirmed'),
        isNull(bookings.subscriptionId),
      ),
    );
}
