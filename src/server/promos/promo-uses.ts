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
// processes cannot both take its last use.

export type PromoCodeRow = typeof promoCodes.$inferSelect;

/** A use that counts now: its payment was paid, or is pending with a hold still live. */
function countsNow(now: Date) {
  const liveHold = sql`exists (select 1 from ${bookings} where ${and(
    eq(bookings.paymentId, promoCodeUses.paymentIntentId),
    eq(bookings.status, 'pending'),
    eq(bookings.paymentStatus, 'unpaid'),
    gt(bookings.holdExpiresAt, now),
  )})`;
  return sql`(${payments.status} = 'finalized' or (${payments.status} = 'pending' and ${liveHold}))`;
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

/** Under the code's lock: the caps still leave room for one more use by this player, or throws. */
export async function requireRoomForUse(
  tx: DbOrTx,
  code: PromoCodeRow,
  playerId: string,
  now: Date,
  exceptIntentId?: string,
) {
  const uses = await countLiveUses(tx, code.id, now, { playerId, exceptIntentId });
  if (uses.total >= code.maxUses) throw new PromoRaceLost(PROMO_MESSAGES.raceLost);
  if (uses.mine >= code.maxUsesPerPlayer) throw new PromoRaceLost(PROMO_MESSAGES.usedByYou);
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
 * A late payment (decision 005: paid after its hold ran out) whose use had stopped counting:
 * under the code's lock, the use counts again if the caps still have room; else the message
 * why the payment goes back (its card was charged the discounted price, which no longer
 * stands). Null when there is no use, or it counted all along. Called with the payment locked.
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
  try {
    await requireRoomForUse(tx, code, use.userId, now, intentId);
  } catch (error) {
    if (error instanceof PromoRaceLost) return PROMO_MESSAGES.lapsed;
    throw error;
  }
  return null;
}
