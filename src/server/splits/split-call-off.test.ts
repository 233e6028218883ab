import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { SPLIT_MESSAGES } from '../../shared/split';
import { refunds } from '../db/schema-money';
import { outbox } from '../db/schema-system';
import { composeMails } from '../mail/compose';
import { giveCredit } from '../testing/credit-kit';
import { expectMoneyAddsUp } from '../testing/money-invariants';
import { TEST_NOW, confirmCard, paymentScene, postPayment, slotBody } from '../testing/payment-kit';
import { balance } from '../testing/rain-out-kit';
import {
  getSplit,
  openPaidSplit,
  payShare,
  paymentOf,
  sharesInDb,
  splitInDb,
  teammate,
} from '../testing/split-kit';
import { useTestApp } from '../testing/test-app';

// The booker calls off a split still collecting (docs/decisions/044): the slot is let go and
// every paid share goes back in full, to where its payer chose; a share paid later goes back
// whole too. Once every share is paid it is a confirmed booking, cancelled under the policy.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

async function mailsOf(topic: string) {
  const rows = await t.database.db.select().from(outbox).where(eq(outbox.topic, topic));
  const settings = {
    siteOrigin: 'https://turfbook.example.com',
    timeZone: 'Asia/Kolkata',
    now: TEST_NOW,
  };
  const composed = await Promise.all(
    rows.map((row) =>
      composeMails(t.database.db, { topic, payload: row.payload, createdAt: TEST_NOW }, settings),
    ),
  );
  return composed.flat().map((mail) => ({ ...mail, to: mail.to.address }));
}

function callOff(cookie: string, splitId: string, token?: string) {
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/splits/${splitId}/call-off${query}`,
    headers: { cookie },
  });
}

async function refundsOf(intentId: string) {
  const rows = await t.database.db
    .select()
    .from(refunds)
    .where(eq(refunds.paymentIntentId, intentId));
  return rows.map((row) => ({
    amountPaise: row.amountPaise,
    destination: row.destination,
    status: row.status,
  }));
}

/** A split of three with the booker's share and one teammate's (by credit) paid. */
async function collecting() {
  const scene = await paymentScene(t.app, t.database.db);
  const split = await openPaidSplit(t.app, scene.cookie, scene.turf.id, 3);
  const [, second, third] = await sharesInDb(t.database.db, split.splitId);
  const mate = await teammate(t.app, t.database.db);
  await giveCredit(t.database.db, mate.user.id, 40_000);
  const byCredit = await payShare(t.app, mate.cookie, split, second!.id, { useCredit: true });
  expect(byCredit.statusCode, byCredit.body).toBe(200);
  return { ...scene, split, mate, third: third! };
}

describe('the booker calls off a split still collecting', () => {
  it('lets the slot go and gives every paid share back in full, each to where it came from', async () => {
    const scene = await collecting();
    const { cookie, turf, split, mate, third } = scene;
    // A third teammate has started paying and will finish after the call-off.
    const late = await teammate(t.app, t.database.db);
    const started = (await payShare(t.app, late.cookie, split, third.id)).json();

    const answer = await callOff(cookie, split.splitId);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'ended', endCause: SPLIT_MESSAGES.calledOff });
    expect(await refundsOf(split.paymentId)).toEqual([
      { amountPaise: 33_334, destination: 'source', status: 'done' },
    ]);
    expect(await paymentOf(t.database.db, split.paymentId)).toMatchObject({ status: 'refunded' });
    // The teammate who paid by credit has it back at once.
    expect(await balance(t, mate.user.id)).toBe(40_000);
    const seen = (await getSplit(t.app, mate.cookie, split.splitId, split.shareToken)).json();
    expect(seen.shares[1]).toMatchObject({ returned: '333.33', returnStatus: 'done' });

    // The slot is free for anyone at once.
    const other = await teammate(t.app, t.database.db);
    const rival = await postPayment(t.app, other.cookie, slotBody(turf.id));
    expect(rival.statusCode, rival.body).toBe(200);

    // The late teammate's payment finds the split ended and goes back whole, saying why.
    const paid = await confirmCard(t.app, started.clientSecret);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toContain(SPLIT_MESSAGES.calledOff);
    expect(await refundsOf(started.paymentId)).toEqual([
      { amountPaise: 33_333, destination: 'source', status: 'done' },
    ]);
    await expectMoneyAddsUp(t.database.db);

    // Each payer is mailed why and what of theirs went back where; nobody who paid nothing.
    const mails = await mailsOf('split.ended');
    expect(mails.map((mail) => mail.to).sort()).toEqual(
      [scene.player.email, mate.user.email].sort(),
    );
    const booker = mails.find((mail) => mail.to === scene.player.email)!;
    expect(booker.subject).toMatch(/^Split ended, nothing booked: /);
    expect(booker.text).toContain(SPLIT_MESSAGES.calledOff);
    expect(booker.text).toContain('₹333.34 goes back to the card or UPI you paid with.');
    const teammateMail = mails.find((mail) => mail.to === mate.user.email)!;
    expect(teammateMail.text).toContain('₹333.33 is in your TurfBook credit now.');
    expect(teammateMail.text).toContain(`/splits/${split.splitId}?token=`);
  });

  it('answers a repeat as the first, and is the booker’s alone', async () => {
    const { cookie, split, mate } = await collecting();
    const stranger = await teammate(t.app, t.database.db);
    // A teammate with the link sees the split but may not call it off; a stranger sees nothing.
    expect((await callOff(mate.cookie, split.splitId, split.shareToken)).statusCode).toBe(403);
    expect((await callOff(stranger.cookie, split.splitId)).statusCode).toBe(404);
    expect((await callOff('', split.splitId)).statusCode).toBe(401);
    expect((await splitInDb(t.database.db, split.splitId)).status).toBe('open');
    expect((await callOff(cookie, split.splitId)).statusCode).toBe(200);
    const again = await callOff(cookie, split.splitId);
    expect(again.statusCode, again.body).toBe(200);
    expect(await refundsOf(split.paymentId)).toHaveLength(1);
  });

  it('is refused once every share is paid: the booking is confirmed and cancelled from its page', async () => {
    const { cookie, split, third } = await collecting();
    const last = await teammate(t.app, t.database.db);
    const started = (await payShare(t.app, last.cookie, split, third.id)).json();
    expect((await confirmCard(t.app, started.clientSecret)).statusCode).toBe(200);
    const answer = await callOff(cookie, split.splitId);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(SPLIT_MESSAGES.completedMeanwhile);
    expect(await refundsOf(split.paymentId)).toEqual([]);
  });
});
