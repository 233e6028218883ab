import { eq } from 'drizzle-orm';
import type { App } from '../app';
import type { Db } from '../db/database';
import { chargeLines } from '../db/schema-charges';
import { payments } from '../db/schema-money';
import { splitShares, splits } from '../db/schema-splits';
import { createUser } from './factories';
import { giveCredit } from './credit-kit';
import { confirmCard, paymentScene, postPayment, slotBody } from './payment-kit';
import { expect } from 'vitest';
import { cookieFor } from './requests';

// Steps of the split-the-cost tests (docs/decisions/044), on payment-kit's ₹1000/hour turf.

/**
 * When the kit's split is due, in minutes after TEST_NOW (10 AM in Mumbai): 5 PM, one hour
 * before its 6 PM game, which comes before the 6 PM at which eight waking hours would end.
 */
export const KIT_SPLIT_DUE_MINUTES = 7 * 60;

/** The booker's Pay Now for 6–7 PM of TEST_DAY, split among `players`. */
export function startSplit(app: App, cookie: string, turfId: string, players: number) {
  return postPayment(app, cookie, { ...slotBody(turfId), split: { players } });
}

/** Starts the split and pays the booker's share by card: the slot is held for the split. */
export async function openPaidSplit(app: App, cookie: string, turfId: string, players: number) {
  const started = await startSplit(app, cookie, turfId, players);
  if (started.statusCode !== 200) throw new Error(`split refused: ${started.body}`);
  const body = started.json();
  const paid = await confirmCard(app, body.clientSecret);
  if (paid.statusCode !== 200) throw new Error(`booker's share refused: ${paid.body}`);
  return body as { splitId: string; shareToken: string; shareLink: string; paymentId: string };
}

export function getSplit(app: App, cookie: string, splitId: string, token?: string) {
  const query = token === undefined ? '' : `?token=${encodeURIComponent(token)}`;
  return app.inject({
    method: 'GET',
    url: `/api/v1/splits/${splitId}${query}`,
    headers: { cookie },
  });
}

export function payShare(
  app: App,
  cookie: string,
  split: { splitId: string; shareToken?: string },
  shareId: string,
  body: Record<string, unknown> = {},
) {
  const query = split.shareToken ? `?token=${encodeURIComponent(split.shareToken)}` : '';
  return app.inject({
    method: 'POST',
    url: `/api/v1/splits/${split.splitId}/shares/${shareId}/pay${query}`,
    headers: { cookie },
    payload: body,
  });
}

/** A new player, logged in. */
export async function teammate(app: App, db: Db) {
  const user = await createUser(db, 'user');
  return { user, cookie: await cookieFor(app, user) };
}

/** The split's shares in position order, straight from the table. */
export async function sharesInDb(db: Db, splitId: string) {
  const rows = await db.select().from(splitShares).where(eq(splitShares.splitId, splitId));
  return rows.sort((a, b) => a.position - b.position);
}

export async function splitInDb(db: Db, splitId: string) {
  const [row] = await db.select().from(splits).where(eq(splits.id, splitId));
  return row!;
}

export async function paymentOf(db: Db, intentId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.intentId, intentId));
  return row!;
}

/** Every payment that pays a share of the split (its lines name one), each once. */
export async function paymentsIntoSplit(db: Db, splitId: string) {
  const rows = await db
    .selectDistinct({ payment: payments })
    .from(payments)
    .innerJoin(chargeLines, eq(chargeLines.paymentId, payments.id))
    .innerJoin(splitShares, eq(splitShares.id, chargeLines.splitShareId))
    .where(eq(splitShares.splitId, splitId));
  return rows.map((row) => row.payment);
}

/**
 * A ₹1,000 hour (6–7 PM on TEST_DAY, 8 hours away: the policy gives 50%) shared by three: the
 * booker's share by card, Ravi's by card with his standing choice of credit, Meera's with credit.
 */
export async function sharedBooking(app: App, db: Db) {
  const scene = await paymentScene(app, db);
  const split = await openPaidSplit(app, scene.cookie, scene.turf.id, 3);
  const [, second, third] = await sharesInDb(db, split.splitId);
  const ravi = await teammate(app, db);
  const started = (await payShare(app, ravi.cookie, split, second!.id)).json();
  expect((await confirmCard(app, started.clientSecret)).statusCode).toBe(200);
  const refundTo = await app.inject({
    method: 'POST',
    url: `/api/v1/splits/${split.splitId}/shares/${second!.id}/refund-to?token=${encodeURIComponent(split.shareToken)}`,
    headers: { cookie: ravi.cookie },
    payload: { refundTo: 'credit' },
  });
  expect(refundTo.statusCode, refundTo.body).toBe(200);
  const meera = await teammate(app, db);
  await giveCredit(db, meera.user.id, 33_333);
  const byCredit = await payShare(app, meera.cookie, split, third!.id, { useCredit: true });
  expect(byCredit.statusCode, byCredit.body).toBe(200);
  const seen = (await getSplit(app, scene.cookie, split.splitId)).json();
  expect(seen.status).toBe('complete');
  return {
    ...scene,
    split,
    bookingId: seen.bookingId as string,
    ravi: { ...ravi, intentId: started.paymentId as string },
    meera: { ...meera, intentId: byCredit.json().paymentId as string },
  };
}
