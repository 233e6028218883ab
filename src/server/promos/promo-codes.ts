import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PromoCodeBody, PromoCodeJson } from '../../shared/api/promo-contract';
import { canOfferPromoCodesEverywhere } from '../../shared/permissions';
import { paiseToRupees } from '../../shared/pricing';
import { zonedNow } from '../../shared/time';
import { checkPromoCode } from '../../shared/promo-codes';
import { auditRupees, recordAuditBy } from '../audit/audit-log';
import { requireCapabilityAt } from '../auth/venue-access';
import type { UserRow } from '../auth/users';
import type { Db } from '../db/database';
import { databaseErrorCode } from '../db/errors';
import { turfs } from '../db/schema';
import { payments } from '../db/schema-money';
import { promoCodeTurfs, promoCodeUses, promoCodes } from '../db/schema-promos';
import { HttpError } from '../http/errors';
import { liveUsesByCode, type PromoCodeRow } from './promo-uses';

// Making and listing promo codes (docs/decisions/035): whoever may `promo_codes` at each of its
// turfs (docs/decisions/066: an owner for their own, a manager for theirs, the admin for any),
// and the admin for every turf (shared/permissions canOfferPromoCodesEverywhere).

export interface PromoContext {
  db: Db;
  now: () => Date;
  /** The venues' time zone: the log shows a code's window as local dates. */
  timeZone?: string;
}

/**
 * Checks and saves a new code: a 400 naming the first bad field, a 403 for a turf the maker does
 * not manage (404 for the admin's missing turf), a 409 for a name already taken; nothing is saved
 * unless all is well. `everywhere` is the admin's route: no turfs means every turf.
 */
export async function createPromoCode(
  context: PromoContext,
  maker: UserRow,
  body: PromoCodeBody,
  everywhere: boolean,
): Promise<PromoCodeJson> {
  const checked = checkPromoCode(body);
  if (checked.problem !== undefined) throw HttpError.refusal(400, checked.problem, 'promo_invalid');
  const turfIds = [...new Set(body.turfIds ?? [])];
  const allTurfs = everywhere && canOfferPromoCodesEverywhere(maker) && turfIds.length === 0;
  if (!allTurfs && turfIds.length === 0) throw new HttpError(400, 'promo_turfs_missing');
  for (const turfId of turfIds) await requireCapabilityAt(context.db, maker, 'promo_codes', turfId);
  const { terms } = checked;
  let id: string;
  try {
    id = await context.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(promoCodes)
        .values({ ...terms, allTurfs, createdBy: maker.id, createdAt: context.now() })
        .returning({ id: promoCodes.id });
      if (turfIds.length > 0)
        await tx
          .insert(promoCodeTurfs)
          .values(turfIds.map((turfId) => ({ codeId: row!.id, turfId })));
      // An entry on each listing the code is offered at (the admin's code for every listing is
      // the platform's, not a listing's change).
      const zone = context.timeZone ?? 'Asia/Kolkata';
      const after = {
        discount:
          terms.percentOff !== null
            ? `${terms.percentOff}%`
            : auditRupees(terms.amountOffPaise ?? 0),
        from: zonedNow(terms.validFrom, zone).date,
        to: zonedNow(terms.validTo, zone).date,
        ...(terms.maxUses !== null ? { maxUses: terms.maxUses } : {}),
        ...(terms.minAmountPaise > 0 ? { minimum: auditRupees(terms.minAmountPaise) } : {}),
        ...(terms.firstBookingOnly ? { firstBookingOnly: true } : {}),
      };
      const offeredAt = turfIds.length
        ? await tx.select().from(turfs).where(inArray(turfs.id, turfIds))
        : [];
      for (const turf of offeredAt)
        await recordAuditBy(tx, maker, turf, {
          action: 'promo_code.create',
          target: terms.code,
          before: null,
          after,
          at: context.now(),
        });
      return row!.id;
    });
  } catch (error) {
    if (databaseErrorCode(error) === '23505') throw new HttpError(409, 'promo_duplicate');
    throw error;
  }
  const [made] = await listPromoCodes(context, { codeIds: [id] });
  return made!;
}

/**
 * The codes whose every turf is one of `turfIds` (a manager's listings): a code that also runs
 * at a listing they do not work at is not theirs to read.
 */
export async function codesOnlyAt(context: PromoContext, turfIds: string[]): Promise<string[]> {
  if (turfIds.length === 0) return [];
  const touching = await context.db
    .selectDistinct({ codeId: promoCodeTurfs.codeId })
    .from(promoCodeTurfs)
    .where(inArray(promoCodeTurfs.turfId, turfIds));
  if (touching.length === 0) return [];
  const places = await context.db
    .select({ codeId: promoCodeTurfs.codeId, turfId: promoCodeTurfs.turfId })
    .from(promoCodeTurfs)
    .where(
      inArray(
        promoCodeTurfs.codeId,
        touching.map((row) => row.codeId),
      ),
    );
  const allowed = new Set(turfIds);
  const outside = new Set(
    places.filter((place) => !allowed.has(place.turfId)).map((place) => place.codeId),
  );
  return touching.map((row) => row.codeId).filter((codeId) => !outside.has(codeId));
}

/** Codes with their turfs and uses: `createdBy`'s (an owner's own), given ids, or all (admin). */
export async function listPromoCodes(
  context: PromoContext,
  which: { createdBy?: string; codeIds?: string[] } = {},
): Promise<PromoCodeJson[]> {
  const { db } = context;
  const conditions = [];
  if (which.createdBy) conditions.push(eq(promoCodes.createdBy, which.createdBy));
  if (which.codeIds) conditions.push(inArray(promoCodes.id, which.codeIds));
  const codes = await db
    .select()
    .from(promoCodes)
    .where(and(...conditions))
    .orderBy(sql`${promoCodes.createdAt} desc`, promoCodes.code);
  if (codes.length === 0) return [];
  const ids = codes.map((code) => code.id);
  const places = await db
    .select({ codeId: promoCodeTurfs.codeId, turfId: turfs.id, name: turfs.name })
    .from(promoCodeTurfs)
    .innerJoin(turfs, eq(turfs.id, promoCodeTurfs.turfId))
    .where(inArray(promoCodeTurfs.codeId, ids))
    .orderBy(turfs.name);
  const paid = await db
    .select({
      codeId: promoCodeUses.codeId,
      uses: sql<number>`count(*)::int`,
      givenAwayPaise: sql<number>`coalesce(sum(${promoCodeUses.discountPaise}), 0)::bigint`,
    })
    .from(promoCodeUses)
    .innerJoin(payments, eq(payments.intentId, promoCodeUses.paymentIntentId))
    .where(and(inArray(promoCodeUses.codeId, ids), eq(payments.status, 'finalized')))
    .groupBy(promoCodeUses.codeId);
  const live = await liveUsesByCode(db, ids, context.now());
  return codes.map((code) => {
    const spent = paid.find((row) => row.codeId === code.id);
    return promoCodeJson(code, {
      turfs: places.filter((place) => place.codeId === code.id),
      uses: live.get(code.id) ?? 0,
      paidUses: spent?.uses ?? 0,
      givenAwayPaise: Number(spent?.givenAwayPaise ?? 0),
    });
  });
}

function promoCodeJson(
  code: PromoCodeRow,
  done: {
    turfs: { turfId: string; name: string }[];
    uses: number;
    paidUses: number;
    givenAwayPaise: number;
  },
): PromoCodeJson {
  return {
    _id: code.id,
    code: code.code,
    percentOff: code.percentOff,
    amountOff: code.amountOffPaise === null ? null : paiseToRupees(code.amountOffPaise),
    validFrom: code.validFrom.toISOString(),
    validTo: code.validTo.toISOString(),
    maxUses: code.maxUses,
    maxUsesPerPlayer: code.maxUsesPerPlayer,
    minAmount: paiseToRupees(code.minAmountPaise),
    firstBookingOnly: code.firstBookingOnly,
    allTurfs: code.allTurfs,
    turfs: done.turfs.map((turf) => ({ _id: turf.turfId, name: turf.name })),
    uses: done.uses,
    paidUses: done.paidUses,
    givenAway: paiseToRupees(done.givenAwayPaise),
    createdAt: code.createdAt.toISOString(),
  };
}
