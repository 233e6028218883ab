import { and, eq, inArray, sql } from 'drizzle-orm';
import { CURRENCY } from '../../shared/catalog';
import { rangesOverlap, timeLabel, type TimeRange } from '../../shared/slots';
import { longDateLabel } from '../../shared/time';
import type { AppContext } from '../app-context';
import type { UserRow } from '../auth/users';
import type { DbOrTx } from '../db/database';
import { bookings, payments } from '../db/schema';
import { HttpError } from '../http/errors';
import type { TurfRow } from '../turfs/turf-json';
import { activeTurfBookings } from '../bookings/availability';
import { isExclusionViolation } from '../db/errors';
import { HOLD_MINUTES, expireStaleHolds } from './holds';

// One payment for one or more held slots: a single booking holds one, a subscription several.
// All slots are held in one transaction, so either all are held or none is.

export const SLOT_TAKEN = 'This time slot is already booked. Please select a different time.';
export const INTENT_FAILED = 'An error occurred while creating the payment intent.';

export interface PaymentStart {
  clientSecret: string;
  paymentId: string;
  holdExpiresAt: Date | null;
  amountPaise: number;
}

interface HoldRequest {
  player: UserRow;
  turf: TurfRow;
  ranges: readonly TimeRange[];
  pricePaise: number;
  kind: 'booking' | 'subscription';
  /** Name the taken slot in the 409 (a subscription has several). */
  nameTakenSlot: boolean;
}

function holdKeyOf(request: HoldRequest): string {
  const slots = request.ranges.map((r) => `${r.date}@${r.start}-${r.end}`).sort();
  return `${request.kind}:${request.turf.id}:${slots.join(',')}`;
}

/** The same player asking for the same slots while their holds live gets the same payment. */
async function findReusablePayment(context: AppContext, request: HoldRequest, holdKey: string) {
  const now = context.now();
  const [payment] = await context.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, request.player.id),
        eq(payments.holdKey, holdKey),
        eq(payments.status, 'pending'),
      ),
    )
    .orderBy(sql`${payments.createdAt} desc`)
    .limit(1);
  if (!payment) return null;
  const holds = await context.db
    .select()
    .from(bookings)
    .where(eq(bookings.paymentId, payment.intentId));
  const live = holds.filter(
    (h) => h.status === 'pending' && h.holdExpiresAt && h.holdExpiresAt > now,
  );
  if (live.length !== request.ranges.length) return null;
  return { payment, holdExpiresAt: live[0]!.holdExpiresAt };
}

/** A player who goes back and picks other times gives up their earlier unpaid holds those days. */
async function releaseOwnHolds(tx: DbOrTx, userId: string, turfId: string, days: string[]) {
  await tx
    .update(bookings)
    .set({ status: 'expired' })
    .where(
      and(
        eq(bookings.userId, userId),
        eq(bookings.turfId, turfId),
        inArray(bookings.day, days),
        eq(bookings.status, 'pending'),
        eq(bookings.paymentStatus, 'unpaid'),
      ),
    );
}

async function takenSlotMessage(context: AppContext, request: HoldRequest): Promise<string> {
  if (!request.nameTakenSlot) return SLOT_TAKEN;
  const days = request.ranges.map((range) => range.date).sort();
  const window = { from: days[0], to: days[days.length - 1] };
  const rows = await activeTurfBookings(context.db, request.turf.id, window, context.now());
  const taken = rows.map(({ booking: b }) => ({
    date: b.day,
    start: b.startMinute,
    end: b.endMinute,
  }));
  const clash = request.ranges.find((range) =>
    taken.some((booked) => rangesOverlap(booked, range)),
  );
  if (!clash) return SLOT_TAKEN;
  return `${SLOT_TAKEN} (${longDateLabel(clash.date)}, ${timeLabel(clash.start)} – ${timeLabel(clash.end)})`;
}

/** Opens the gateway's intent; a provider failure becomes a clear 502 for the browser. */
export async function openIntent(
  context: AppContext,
  amount: number,
  metadata: Record<string, string>,
  idempotencyKey: string,
) {
  try {
    return await context.payments.createIntent({
      amount,
      currency: CURRENCY,
      metadata,
      idempotencyKey,
    });
  } catch (error) {
    console.error('Creating a payment intent failed', error);
    throw new HttpError(502, INTENT_FAILED);
  }
}

export async function holdAndOpenIntent(
  context: AppContext,
  request: HoldRequest,
): Promise<PaymentStart> {
  const { db } = context;
  const holdKey = holdKeyOf(request);
  const reusable = await findReusablePayment(context, request, holdKey);
  if (reusable) {
    return {
      clientSecret: reusable.payment.clientSecret,
      paymentId: reusable.payment.intentId,
      holdExpiresAt: reusable.holdExpiresAt,
      amountPaise: reusable.payment.amountPaise,
    };
  }

  const now = context.now();
  const holdExpiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000);
  const days = [...new Set(request.ranges.map((r) => r.date))];
  const slotPrice = Math.max(1, Math.round(request.pricePaise / request.ranges.length));
  let holdIds: string[];
  try {
    holdIds = await db.transaction(async (tx) => {
      for (const day of days) await expireStaleHolds(tx, now, { turfId: request.turf.id, day });
      await releaseOwnHolds(tx, request.player.id, request.turf.id, days);
      const rows = await tx
        .insert(bookings)
        .values(
          request.ranges.map((range) => ({
            turfId: request.turf.id,
            userId: request.player.id,
            day: range.date,
            startMinute: range.start,
            endMinute: range.end,
            status: 'pending' as const,
            amountPaise: request.kind === 'booking' ? request.pricePaise : slotPrice,
            paymentStatus: 'unpaid' as const,
            holdExpiresAt,
          })),
        )
        .returning({ id: bookings.id });
      return rows.map((row) => row.id);
    });
  } catch (error) {
    if (isExclusionViolation(error))
      throw new HttpError(409, await takenSlotMessage(context, request));
    throw error;
  }

  const intent = await openIntent(
    context,
    request.pricePaise,
    { kind: request.kind, userId: request.player.id, turfId: request.turf.id },
    holdIds[0]!,
  ).catch(async (error: unknown) => {
    await db.delete(bookings).where(inArray(bookings.id, holdIds));
    throw error;
  });
  await db.transaction(async (tx) => {
    await tx.insert(payments).values({
      intentId: intent.id,
      clientSecret: intent.clientSecret,
      provider: context.payments.provider,
      userId: request.player.id,
      kind: request.kind,
      amountPaise: request.pricePaise,
      currency: CURRENCY,
      holdKey,
      createdAt: now,
    });
    await tx.update(bookings).set({ paymentId: intent.id }).where(inArray(bookings.id, holdIds));
  });
  return {
    clientSecret: intent.clientSecret,
    paymentId: intent.id,
    holdExpiresAt,
    amountPaise: request.pricePaise,
  };
}
