import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema-system';
import { composeMails } from '../mail/compose';
import { useTestApp } from '../testing/test-app';
import { ledgerOf } from '../testing/credit-kit';
import { TEST_NOW, confirmCard, paymentScene, takenTimes } from '../testing/payment-kit';
import {
  KIT_SPLIT_DUE_MINUTES,
  getSplit,
  openPaidSplit,
  paymentOf,
  payShare,
  sharesInDb,
  splitInDb,
  teammate,
} from '../testing/split-kit';
import { sweepSplits } from './split-sweep';

// A split's end (docs/decisions/044): its deadline, the booker paying the rest, a share removed.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

const minutes = (n: number) => new Date(TEST_NOW.getTime() + n * 60_000);
/** Minutes after the kit's split is due. */
const afterDue = (n: number) => minutes(KIT_SPLIT_DUE_MINUTES + n);

describe('the deadline, pay-rest and removing a share', () => {
  it('ends an unfinished split after the grace: holds freed, each paid share back where its payer chose', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const split = await openPaidSplit(t.app, cookie, turf.id, 3);
    const [, second] = await sharesInDb(t.database.db, split.splitId);
    const mate = await teammate(t.app, t.database.db);
    const started = (await payShare(t.app, mate.cookie, split, second!.id)).json();
    await confirmCard(t.app, started.clientSecret);
    const choice = await t.app.inject({
      method: 'POST',
      url: `/api/v1/splits/${split.splitId}/shares/${second!.id}/refund-to?token=${encodeURIComponent(split.shareToken)}`,
      headers: { cookie: mate.cookie },
      payload: { refundTo: 'credit' },
    });
    expect(choice.statusCode).toBe(200);
    const deadlineMails = () =>
      t.database.db.select().from(outbox).where(eq(outbox.topic, 'split.deadline'));
    // A minute before the shares are due the split is still collecting: no mail, no end.
    t.setNow(afterDue(-1));
    await sweepSplits(t.context);
    expect(await deadlineMails()).toHaveLength(0);
    expect((await splitInDb(t.database.db, split.splitId)).status).toBe('open');
    t.setNow(afterDue(10));
    await sweepSplits(t.context);
    await sweepSplits(t.context);
    expect((await splitInDb(t.database.db, split.splitId)).status).toBe('open');
    // At the deadline the booker is mailed, once, to pay the rest.
    const queued = await deadlineMails();
    expect(queued).toHaveLength(1);
    const [mail] = await composeMails(
      t.database.db,
      { ...queued[0]!, createdAt: afterDue(10) },
      {
        siteOrigin: 'https://turfbook.example.com',
        timeZone: 'Asia/Kolkata',
        now: afterDue(10),
      },
    );
    expect(mail!.subject).toContain('Pay the rest to keep your booking');
    expect(mail!.text).toContain('1 share is still unpaid (₹333.33)');
    expect(mail!.text).toContain(`https://turfbook.example.com/splits/${split.splitId}`);
    t.setNow(afterDue(15));
    await sweepSplits(t.context);
    expect((await splitInDb(t.database.db, split.splitId)).status).toBe('ended');
    expect(await takenTimes(t.app, turf.id)).toEqual([]);
    // The one share left unpaid counts against the booker's record, never the teammate's.
    const record = async (who: string) =>
      (await t.app.inject({ url: '/api/v1/user/record', headers: { cookie: who } })).json().record;
    expect((await record(cookie)).unpaidShares).toBe(1);
    expect((await record(mate.cookie)).unpaidShares).toBe(0);
    expect((await paymentOf(t.database.db, split.paymentId)).status).toBe('refunded');
    expect((await paymentOf(t.database.db, started.paymentId)).status).toBe('refunded');
    const ledger = await ledgerOf(t.database.db, mate.user.id);
    expect(ledger.map((entry) => entry.amountPaise)).toEqual([33_333]);
    const seen = (await getSplit(t.app, cookie, split.splitId)).json();
    expect(seen.shares.map((s: { status: string }) => s.status)).toEqual([
      'refunded',
      'refunded',
      'unpaid',
    ]);
    // A share paid after it ended goes back whole.
    const [, , third] = await sharesInDb(t.database.db, split.splitId);
    expect((await payShare(t.app, mate.cookie, split, third!.id)).statusCode).toBe(409);
  });

  it('lets the booker pay the rest in one step, which confirms the booking', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const split = await openPaidSplit(t.app, cookie, turf.id, 4);
    const mate = await teammate(t.app, t.database.db);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v1/splits/${split.splitId}/pay-rest`,
      headers: { cookie: mate.cookie },
    });
    expect(refused.statusCode).toBe(404);
    t.setNow(afterDue(1));
    const rest = await t.app.inject({
      method: 'POST',
      url: `/api/v1/splits/${split.splitId}/pay-rest`,
      headers: { cookie },
    });
    expect(rest.statusCode).toBe(200);
    expect(rest.json().amount).toBe('750.00');
    expect((await confirmCard(t.app, rest.json().clientSecret)).statusCode).toBe(200);
    expect((await splitInDb(t.database.db, split.splitId)).status).toBe('complete');
    const shares = await sharesInDb(t.database.db, split.splitId);
    expect(shares.every((share) => share.status === 'paid')).toBe(true);
  });

  it('spreads a removed share over the other unpaid ones; a payment started at the old amount goes back', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const split = await openPaidSplit(t.app, cookie, turf.id, 3);
    const [own, second, third] = await sharesInDb(t.database.db, split.splitId);
    const mate = await teammate(t.app, t.database.db);
    const stale = (await payShare(t.app, mate.cookie, split, third!.id)).json();
    const remove = (shareId: string, who = cookie) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/v1/splits/${split.splitId}/shares/${shareId}`,
        headers: { cookie: who },
      });
    expect((await remove(second!.id, mate.cookie)).statusCode).toBe(404);
    const removed = await remove(second!.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().shares.map((s: { amount: string }) => s.amount)).toEqual([
      '333.34',
      '666.66',
    ]);
    expect((await remove(own!.id)).statusCode).toBe(409);
    expect((await remove(third!.id)).json().message).toBe(
      'This is the last unpaid share: pay it instead of removing it.',
    );
    expect((await confirmCard(t.app, stale.clientSecret)).statusCode).toBe(409);
    const fresh = (await payShare(t.app, mate.cookie, split, third!.id)).json();
    expect(fresh.amount).toBe('666.66');
    expect((await confirmCard(t.app, fresh.clientSecret)).statusCode).toBe(200);
    expect((await splitInDb(t.database.db, split.splitId)).status).toBe('complete');
  });
});
