import { eq, sql } from 'drizzle-orm';
import type { App } from '../app';
import type { Db } from '../db/database';
import { chargeLines } from '../db/schema-charges';
import { bookings } from '../db/schema-bookings';
import { localRefunds, payments } from '../db/schema-money';
import { gamePlayers, games } from '../db/schema-games';
import { confirmCard, paymentScene, postPayment, slotBody } from './payment-kit';

// Steps of the open-games tests (docs/decisions/045), on payment-kit's ₹1000/hour turf.

/** Two days after TEST_DAY: more than 24 hours away, so leaving is free. */
export const FAR_DAY = '2030-05-12';

/** A player's confirmed, card-paid booking of 6–7 PM on `day`. */
export async function paidBooking(
  app: App,
  db: Db,
  day: string,
  pricePaise = 100_000,
  /** Run before paying (e.g. give the venue a GSTIN, so the booking gets a tax invoice). */
  beforePaying: (scene: Awaited<ReturnType<typeof paymentScene>>) => Promise<unknown> = async () =>
    null,
) {
  const scene = await paymentScene(app, db, pricePaise);
  await beforePaying(scene);
  const body = slotBody(scene.turf.id);
  const started = await postPayment(app, scene.cookie, {
    ...body,
    amount: (pricePaise / 100).toFixed(2),
    booking: { ...body.booking, bookingDate: day },
  });
  if (started.statusCode !== 200) throw new Error(`pay now refused: ${started.body}`);
  const paid = await confirmCard(app, started.json().clientSecret);
  if (paid.statusCode !== 200) throw new Error(`card refused: ${paid.body}`);
  const [booking] = await db
    .select()
    .from(bookings)
    .where(eq(bookings.paymentId, started.json().paymentId));
  return { ...scene, booking: booking! };
}

export function openGameCall(app: App, cookie: string, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/v1/games', headers: { cookie }, payload: body });
}

export function gameCall(app: App, cookie: string, gameId: string, action: string) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/games/${gameId}/${action}`,
    headers: { cookie },
    payload: {},
  });
}

/** Starts and pays one spot by card; answers the join's and the confirm's answers. */
export async function joinAndPay(app: App, cookie: string, gameId: string) {
  const join = await gameCall(app, cookie, gameId, 'join');
  if (join.statusCode !== 200) return { join, paid: null };
  const paid = await confirmCard(app, join.json().clientSecret);
  return { join, paid };
}

export async function playersInDb(db: Db, gameId: string) {
  return db.select().from(gamePlayers).where(eq(gamePlayers.gameId, gameId));
}

export async function gameInDb(db: Db, gameId: string) {
  const [row] = await db.select().from(games).where(eq(games.id, gameId));
  return row!;
}

/** What the local gateway gave back of one payment in parts (the organizer's returns). */
export async function partRefunded(db: Db, intentId: string) {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${localRefunds.amount}), 0)` })
    .from(localRefunds)
    .where(eq(localRefunds.intentId, intentId));
  return Number(row!.sum);
}

export async function paymentStatus(db: Db, intentId: string) {
  const [row] = await db
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.intentId, intentId));
  return row?.status;
}

/** Every payment for a spot in the game (its line names the game). */
export async function paymentsForGame(db: Db, gameId: string) {
  const rows = await db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(chargeLines, eq(chargeLines.paymentId, payments.id))
    .where(eq(chargeLines.gameId, gameId));
  return rows.map((row) => row.payment);
}
