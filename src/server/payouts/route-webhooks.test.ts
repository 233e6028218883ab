import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payoutAccounts, payoutLines, payoutTransfers } from '../db/schema-payouts';
import { REFUSED_TRANSFER_REASON, REFUSING_BANK_ACCOUNT } from '../local-gateway/local-payout-rail';
import { razorpaySignature } from '../payments/gateways/razorpay-signature';
import { TRANSFER_ANSWER_GRACE_MS } from './payout-release';
import { TEST_NOW } from '../testing/payment-kit';
import { RazorpayStandIn } from '../testing/razorpay-stand-in';
import { razorpayTestEnv, sendRazorpayWebhook } from '../testing/razorpay-test-env';
import { ROUTE_RELEASE, putRouteAccount, routeScene, runPayoutsAt } from '../testing/route-kit';
import { useTestApp } from '../testing/test-app';

// Route's transfer webhooks on the Razorpay webhook route (docs/decisions/054): signed raw
// bodies only, a transfer Route answered pending settled by its event, and duplicates or a late
// contrary event harmless.

const WEBHOOK_SECRET = 'route_webhook_secret';
const standIn = new RazorpayStandIn();
beforeAll(() => standIn.start());
afterAll(() => standIn.stop());

const t = useTestApp(() => razorpayTestEnv(standIn, WEBHOOK_SECRET));
beforeEach(() => {
  t.setNow(TEST_NOW);
  standIn.route.reset();
});

const webhook = (event: object, secret = WEBHOOK_SECRET) =>
  sendRazorpayWebhook(t.app, event, secret);

async function rows() {
  const [line] = await t.database.db.select().from(payoutLines);
  const transfers = await t.database.db.select().from(payoutTransfers);
  return { line: line!, transfer: transfers[0]!, transfers };
}

/** A released payout whose transfer Route answered pending. */
async function pendingTransfer(bank?: { accountNumber: string; ifsc: string }) {
  const { ownerCookie } = await routeScene(t, standIn);
  await putRouteAccount(t, ownerCookie, bank);
  standIn.route.pendingTransfers = true;
  await runPayoutsAt(t, ROUTE_RELEASE);
  return rows();
}

describe("Route's transfer webhooks", () => {
  it('pays the lines of a transfer Route answered pending once transfer.processed arrives, however often', async () => {
    const before = await pendingTransfer();
    expect(before.transfer).toMatchObject({ status: 'pending' });
    expect(before.transfer.providerTransferId).toMatch(/^trf_/);
    expect(before.line.status).toBe('released');
    // A second run sends nothing more while the transfer is pending.
    await runPayoutsAt(t, ROUTE_RELEASE);
    expect(standIn.route.transfers.size).toBe(1);

    const [done] = await standIn.route.completeTransfers();
    expect(done!.event.event).toBe('transfer.processed');
    const deliveries = await Promise.all([webhook(done!.event), webhook(done!.event)]);
    expect(deliveries.map((one) => one.statusCode)).toEqual([200, 200]);
    expect((await webhook(done!.event)).statusCode).toBe(200);
    const after = await rows();
    expect(after.transfers).toHaveLength(1);
    expect(after.transfer).toMatchObject({ status: 'processed', reason: null });
    expect(after.transfer.processedAt).toEqual(ROUTE_RELEASE);
    expect(after.line.status).toBe('paid');
  });

  it('ignores a transfer.failed arriving after transfer.processed', async () => {
    await pendingTransfer();
    const [done] = await standIn.route.completeTransfers();
    await webhook(done!.event);
    const entity = (done!.event.payload as { transfer: { entity: Record<string, unknown> } })
      .transfer.entity;
    const late = {
      ...done!.event,
      event: 'transfer.failed',
      payload: {
        transfer: {
          entity: { ...entity, status: 'failed', error: { description: 'Too late.' } },
        },
      },
    };
    expect((await webhook(late)).statusCode).toBe(200);
    const after = await rows();
    expect(after.transfer).toMatchObject({ status: 'processed', reason: null });
    expect(after.line).toMatchObject({ status: 'paid', reason: null });
  });

  it("marks the lines failed with the bank's reason on transfer.failed, and the next run sends again", async () => {
    await pendingTransfer({ accountNumber: REFUSING_BANK_ACCOUNT, ifsc: 'HDFC0001234' });
    const [refused] = await standIn.route.completeTransfers();
    expect(refused!.event.event).toBe('transfer.failed');
    expect((await webhook(refused!.event)).statusCode).toBe(200);
    const after = await rows();
    expect(after.transfer).toMatchObject({ status: 'failed', reason: REFUSED_TRANSFER_REASON });
    expect(after.line).toMatchObject({ status: 'failed', reason: REFUSED_TRANSFER_REASON });
    await runPayoutsAt(t, ROUTE_RELEASE);
    expect((await rows()).transfers).toHaveLength(2);
  });

  it('asks Route about a pending transfer whose webhook never came, once it is fifteen minutes old', async () => {
    await pendingTransfer();
    // Route settles the transfer, and its webhook is lost.
    await standIn.route.completeTransfers();
    await runPayoutsAt(t, new Date(ROUTE_RELEASE.getTime() + TRANSFER_ANSWER_GRACE_MS - 60_000));
    expect((await rows()).line.status).toBe('released');
    const askedAt = new Date(ROUTE_RELEASE.getTime() + TRANSFER_ANSWER_GRACE_MS);
    await runPayoutsAt(t, askedAt);
    const after = await rows();
    expect(after.transfers).toHaveLength(1);
    expect(after.transfer).toMatchObject({ status: 'processed', processedAt: askedAt });
    expect(after.line.status).toBe('paid');
    expect(standIn.route.transfers.size).toBe(1);
  });

  it('asks about a refused transfer whose webhook never came, and sends the balance again in the same run', async () => {
    await pendingTransfer({ accountNumber: REFUSING_BANK_ACCOUNT, ifsc: 'HDFC0001234' });
    await standIn.route.completeTransfers();
    await runPayoutsAt(t, new Date(ROUTE_RELEASE.getTime() + TRANSFER_ANSWER_GRACE_MS));
    const after = await rows();
    const [refused, again] = after.transfers.sort(
      (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
    );
    expect(refused).toMatchObject({ status: 'failed', reason: REFUSED_TRANSFER_REASON });
    expect(again).toMatchObject({ status: 'pending', amountPaise: refused!.amountPaise });
    expect(after.line).toMatchObject({ status: 'released', transferId: again!.id });
    expect(standIn.route.transfers.size).toBe(2);
  });

  it('refuses an event signed with another secret, or not signed, and records nothing', async () => {
    await pendingTransfer();
    const [done] = await standIn.route.completeTransfers();
    expect((await webhook(done!.event, 'another_secret')).statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/razorpay/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(done!.event),
    });
    expect(unsigned.statusCode).toBe(400);
    // Signed, but over other bytes than those sent.
    const body = JSON.stringify(done!.event);
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/razorpay/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': razorpaySignature(body, WEBHOOK_SECRET),
      },
      payload: body.replace('"processed"', '"failed"'),
    });
    expect(tampered.statusCode).toBe(400);
    expect((await rows()).transfer.status).toBe('pending');
  });

  it("takes the stand-in's own signed posts over HTTP, settlement.processed acknowledged", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const url = `http://127.0.0.1:${port}/api/v1/payment/razorpay/webhook`;
    const { ownerCookie } = await routeScene(t, standIn);
    await putRouteAccount(t, ownerCookie);
    standIn.route.webhooks.to = { url, secret: WEBHOOK_SECRET };
    standIn.route.pendingTransfers = true;
    await runPayoutsAt(t, ROUTE_RELEASE);
    expect((await rows()).line.status).toBe('released');
    const [posted] = await standIn.route.completeTransfers();
    expect(posted).toMatchObject({ status: 200, event: { event: 'transfer.processed' } });
    const after = await rows();
    expect(after.transfers).toHaveLength(1);
    expect(after.line.status).toBe('paid');
    const [account] = await t.database.db.select().from(payoutAccounts);
    const settled = await standIn.route.settle(account!.providerAccountId!);
    expect(settled).toMatchObject({ status: 200, event: { event: 'settlement.processed' } });
    expect(settled.event.payload).toMatchObject({
      settlement: { entity: { amount: after.transfer.amountPaise } },
    });
    standIn.route.webhooks.to = { url, secret: 'another_secret' };
    const forged = await standIn.route.settle(account!.providerAccountId!);
    expect(forged.status).toBe(400);
  });
});
