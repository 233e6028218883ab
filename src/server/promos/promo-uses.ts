import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { PROMO_MESSAGES, normalizePromoCode, promoOutcome } from '../../shared/promo-codes';
import { paidFor } from '../bookings/slot-rules';
import type { DbOrTx } from '../db/database';
import { bookings } from '../db/schema-bookings';
import { payments } from '../db/schema-money';
import { promoCodeTurfs, promoCodeUses, promoCodes } from '../db/schema-promos';

// Using a promo code (docs/decisions/035). A use is a row tied to one payment; whether it counts
// against the code's caps follows from that payment, so nothing has to give a use back: it
// counts while the payment is paid (finalized, whatever happens to its bookings later), or
// pending with a hold that has not lapsed. A lapsed, released, abandoned or refunded-as-lost
// payment's use stops counting by itself. Checkout takes a use inside the transaction that holds
// the slots and records the payment, under a row lock on the code (lockPromoCode), so two
// processes cannot both take its last use. A player's own cap is stricter at that start: their
// use counts while its payment is pending at all (requireRoomForUse), since a payment whose hold
// lapsed or was given up can still be paid late and book.

export type PromoCodeRow = typeof promoCodes.$inferSelect;

/** The use's payment holds a slot still, unpaid and not lapsed, at `now`. */
function holdsNow(now: Date) {
  return sql`exists (select 1 from ${bookings} where ${and(
    eq(bookings.paymentId, promoCodeUses.paymentIntentId),
    eq(bookings.status, 'pending'),
    eq(bookings.paymentStatus, 'unpaid'),
    gt(bookings.holdExpiresAt, now),
  )})`;
}

/** A use that counts now: its payment was paid, or is pending with a hold still live. */
function countsNow(now: Date) {
  return sql`(${payments.status} = 'finalized' or (${payments.status} = 'pending' and ${holdsNow(now)}))`;
}

/**
 * The uses of `codeId` that count at `now`, all players' and `playerId`'s, leaving out the
 * payment `exceptIntentId` (a late payment's own use) and `playerId`'s own pending payment with
 * `holdKey` (the same request again: a reload or a double click answers that payment).
 */
export async function countLiveUses(
  db: DbOrTx,
  codeId: string,
  now: Date,
  options: { playerId?: string | null; exceptIntentId?: string; holdKey?: string } = {},
) {
  const { playerId = null, exceptIntentId = null, holdKey = null } = options;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      mine: sql<number>`(count(*) filter (where ${promoCodeUses.userId} = ${playerId}::uuid))::int`,
    })
    .from(promoCodeUses)
    .innerJoin(payments, eq(payments.intentId, promoCodeUses.paymentIntentId))
    .where(
      and(
        eq(promoCodeUses.codeId, codeId),
        countsNow(now),
        sql`${promoCodeUses.paymentIntentId} is distinct from ${exceptIntentId}::text`,
        sql`not (${payments.userId} = ${playerId}::uuid and ${payments.holdKey} is not distinct from ${holdKey}::text and ${payments.status} = 'pending' and ${holdKey}::text is not null)`,
      ),
    );
  return { total: row?.total ?? 0, mine: row?.mine ?? 0 };
}

/** How many uses of each of `codeIds` count at `now` (the codes' list), in one statement. */
export async function liveUsesByCode(
  db: DbOrTx,
  codeIds: readonly string[],
  now: Date,
): Promise<Map<string, number>> {
  if (codeIds.length === 0) return new Map();
  const rows = await db
    .select({ codeId: promoCodeUses.codeId, total: sql<number>`count(*)::int` })
    .from(promoCodeUses)
    .innerJoin(payments, eq(payments.intentId, promoCodeUses.paymentIntentId))
    .where(and(inArray(promoCodeUses.codeId, [...codeIds]), countsNow(now)))
    .groupBy(promoCodeUses.codeId);
  return new Map(rows.map((row) => [row.codeId, row.total]));
}

async function appliesAt(db: DbOrTx, code: PromoCodeRow, turfId: string) {
  if (code.allTurfs) return true;
  const [row] = await db
    .select({ turfId: promoCodeTurfs.turfId })
    .from(promoCodeTurfs)
    .where(and(eq(promoCodeTurfs.codeId, code.id), eq(promoCodeTurfs.turfId, turfId)))
    .limit(1);
  return !!row;
}

/** The player has paid for a booking before (bookings/slot-rules paidFor: cancelled ones too). */
async function hasBooked(db: DbOrTx, playerId: string) {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.userId, playerId), paidFor(bookings)))
    .limit(1);
  return !!row;
}

export async function findPromoCode(db: DbOrTx, code: string) {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(eq(promoCodes.code, normalizePromoCode(code)))
    .limit(1);
  return row ?? null;
}

export type PromoPreview =
  { ok: true; code: PromoCodeRow; discountPaise: number } | { ok: false; message: string };

/**
 * What `code` would take off a charge of `chargePaise` (in paise, after a subscription's 15%) at
 * `turfId` for `player` (null: nobody logged in, so the per-player rules are not asked), without
 * using it: the discount, or the message saying why not. Checkout asks it before Pay Now's
 * transaction; a price preview may ask it as it is.
 */
export async function previewPromoCode(
  db: DbOrTx,
  request: {
    code: string;
    turfId: string;
    chargePaise: number;
    player: { id: string } | null;
    now: Date;
    /** Pay Now's hold key: the player's own pending payment for it is this request again. */
    holdKey?: string;
  },
): Promise<PromoPreview> {
  const code = await findPromoCode(db, request.code);
  if (!code) return { ok: false, message: PROMO_MESSAGES.notFound };
  const player = request.player;
  const uses = await countLiveUses(db, code.id, request.now, {
    playerId: player?.id ?? null,
    holdKey: request.holdKey,
  });
  const outcome = promoOutcome(code, {
    now: request.now,
    chargePaise: request.chargePaise,
    appliesAtTurf: await appliesAt(db, code, request.turfId),
    liveUses: uses.total,
    playerUses: player ? uses.mine : 0,
    playerHasBooked: player ? await hasBooked(db, player.id) : false,
  });
  if (outcome.problem !== undefined) return { ok: false, message: outcome.problem };
  return { ok: true, code, discountPaise: outcome.discountPaise };
}

/** A code's caps were reached meanwhile: Pay Now answers 409 and holds nothing. */
export class PromoRaceLost extends Error {}

/**
 * Takes the code's row lock (FOR UPDATE) in the caller's transaction: every taker of a use holds
 * it until commit, so a use is counted and recorded by one process at a time. Pay Now takes it
 * before the turf days' locks, and so does a late payment's finalize (lock order, decision 011).
 */
export async function lockPromoCode(tx: DbOrTx, codeId: string) {
  const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.id, codeId)).for('update');
  if (!row) throw new PromoRaceLost(PROMO_MESSAGES.notFound);
  return row;
}

/** A use its player may still pay for, or has paid for: whatever its holds, until given back. */
const paidOrPayable = sql`${payments.status} in ('pending', 'finalized')`;

/**
 * Pay Now's look under the code's lock (docs/decisions/035): room for one more use by this
 * player, or throws. All players' uses count while live (countsNow), so an abandoned checkout
 * gives its use back by itself; the player's own count every use whose payment is pending
 * (whatever its holds) or paid. Their payment whose hold lapsed, or was given up by their next
 * Pay Now at that turf (lifecycle holdSlots), can still be paid late and book, so it keeps its
 * use until it is abandoned or refunded: two tabs, or two processes, cannot start two payments at
 * the discount of a code allowed once, and a late payment never has to go back for this cap.
 * Asked after holdSlots, so that the same request again (a double click, answered by its first
 * payment) never meets its own use.
 */
export async function requireRoomForUse(
  tx: DbOrTx,
  code: PromoCodeRow,
  playerId: string,
  now: Date,
) {
  const [row] = await tx
    .select({
      total: sql<number>`(count(*) filter (where ${countsNow(now)}))::int`,
      mine: sql<number>`(count(*) filter (where ${and(eq(promoCodeUses.userId, playerId), paidOrPayable)}))::int`,
    })
    .from(promoCodeUses)
    .innerJoin(payments, eq(payments.intentId, promoCodeUses.paymentIntentId))
    .where(eq(promoCodeUses.codeId, code.id));
  if ((row?.total ?? 0) >= code.maxUses) throw new PromoRaceLost(PROMO_MESSAGES.raceLost);
  if ((row?.mine ?? 0) >= code.maxUsesPerPlayer) throw new PromoRaceLost(PROMO_MESSAGES.usedByYou);
}

/**
 * The player's own payments with a use of `codeId` that are still pending but hold nothing now
 * (their holds lapsed, or were given up): they count against the player's cap at Pay Now
 * (requireRoomForUse) while their intents can be paid, until they are given up.
 */
export async function unheldPromoPayments(db: DbOrTx, codeId: string, playerId: string, now: Date) {
  const rows = await db
    .select({ payment: payments })
    .from(promoCodeUses)
    .innerJoin(payments, eq(payments.intentId, promoCodeUses.paymentIntentId))
    .where(
      and(
        eq(promoCodeUses.codeId, codeId),
        eq(promoCodeUses.userId, playerId),
        eq(payments.status, 'pending'),
        sql`not ${holdsNow(now)}`,
      ),
    );
  return rows.map((row) => row.payment);
}

/** Records that `discountPaise` of this code was taken off the payment, after recordPayment. */
export async function recordPromoUse(
  tx: DbOrTx,
  use: {
    codeId: string;
    userId: string;
    paymentIntentId: string;
    turfId: string;
    discountPaise: number;
    now: Date;
  },
) {
  await tx.insert(promoCodeUses).values({
    codeId: use.codeId,
    userId: use.userId,
    paymentIntentId: use.paymentIntentId,
    turfId: use.turfId,
    discountPaise: use.discountPaise,
    createdAt: use.now,
  });
}

/**
 * A late payment (decision 005: paid after its hold ran out or was given up) whose use had
 * stopped counting against the code's total: under the code's lock, it counts again if the total
 * still has room; else the message why the payment goes back (its card was charged the
 * discounted price, which no longer stands). The player's own cap needs no look here: Pay Now
 * counted this payment's use for them all along (requireRoomForUse). Null when there is no use,
 * or it counted all along. Called with the payment locked.
 */
export async function lapsedPromoUseProblem(
  tx: DbOrTx,
  intentId: string,
  now: Date,
): Promise<string | null> {
  const [use] = await tx
    .select()
    .from(promoCodeUses)
    .where(eq(promoCodeUses.paymentIntentId, intentId))
    .limit(1);
  if (!use) return null;
  const [live] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.paymentId, intentId),
        eq(bookings.status, 'pending'),
        eq(bookings.paymentStatus, 'unpaid'),
        gt(bookings.holdExpiresAt, now),
      ),
    )
    .limit(1);
  if (live) return null;
  const code = await lockPromoCode(tx, use.codeId);
  const uses = await countLiveUses(tx, code.id, now, { exceptIntentId: intentId });
  return uses.total >= code.maxUses ? PROMO_MESSAGES.lapsed : null;
}
