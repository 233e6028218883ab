import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { payoutAccounts, payoutLines, payoutTransfers } from '../db/schema-payouts';
import { REFUSED_TRANSFER_REASON, REFUSING_BANK_ACCOUNT } from '../local-gateway/local-payout-rail';
import { TEST_NOW } from '../testing/payment-kit';
import { RazorpayStandIn } from '../testing/razorpay-stand-in';
import { razorpayTestEnv, sendRazorpayWebhook } from '../testing/razorpay-test-env';
import { ROUTE_RELEASE, putRouteAccount, routeScene, runPayoutsAt } from '../testing/route-kit';
import { useTestApp } from '../testing/test-app';
import { PAYOUT_ACCOUNT_REASONS } from './payout-accounts';
import {
  ROUTE_REASONS,
  RazorpayPayoutRail,
  accountStateOf,
  transferStateOf,
} from './razorpay-payout-rail';

// Razorpay Route as the payout provider, through the real `razorpay` SDK against the local
// stand-in of its API (docs/decisions/054): linked accounts, their bank details, transfers.

const standIn = new RazorpayStandIn();
beforeAll(() => standIn.start());
afterAll(() => standIn.stop());

const WEBHOOK_SECRET = 'route_webhook_secret';
const t = useTestApp(() => razorpayTestEnv(standIn, WEBHOOK_SECRET));
beforeEach(() => {
  t.setNow(TEST_NOW);
  standIn.down = false;
  standIn.route.reset();
  standIn.calls.length = 0;
});

afterEach(() => vi.restoreAllMocks());

const NEW_BANK = { accountNumber: '009876543210', ifsc: 'ICIC0004321' };
const accountOf = (id: string) => standIn.route.accounts.get(id)!;
const productOf = (accountId: string) =>
  [...standIn.route.products.values()].find((one) => one.account_id === accountId)!;
const routeWebhook = (event: object) => sendRazorpayWebhook(t.app, event, WEBHOOK_SECRET);
async function accountAnswer(cookie: string) {
  const answer = await t.app.inject({
    method: 'GET',
    url: '/api/v1/owner/payout-account',
    headers: { cookie },
  });
  return answer.json().account as { status: string; reason: string | null };
}
const transferCalls = () =>
  standIn.calls.filter((call) => call.method === 'POST' && call.path === '/v1/transfers');

describe('Razorpay Route as the payout rail (the real SDK against the stand-in)', () => {
  it('opens a linked account with its stakeholder and Route settling to the bank, and reads it active', async () => {
    expect(t.context.payoutRail).toBeInstanceOf(RazorpayPayoutRail);
    const { owner, ownerCookie } = await routeScene(t, standIn);
    const saved = await putRouteAccount(t, ownerCookie);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().account).toMatchObject({ status: 'active', reason: null });
    const [row] = await t.database.db.select().from(payoutAccounts);
    expect(row!.ownerId).toBe(owner.id);
    const account = accountOf(row!.providerAccountId!);
    expect(account).toMatchObject({
      type: 'route',
      email: 'asha@example.com',
      legal_business_name: 'Shimpoli Sports LLP',
      business_type: 'llp',
      contact_name: 'Asha Patil',
      legal_info: { pan: 'ABCFE1234F' },
    });
    expect(String(account.reference_id)).toMatch(/^[0-9a-f]{20}$/);
    // A firm's PAN is not a person's: the stakeholder is named without one.
    const [stakeholder] = standIn.route.stakeholders.get(String(account.id))!;
    expect(stakeholder).toMatchObject({ name: 'Asha Patil', email: 'asha@example.com' });
    expect(stakeholder).not.toHaveProperty('kyc');
    expect(productOf(String(account.id))).toMatchObject({
      activation_status: 'activated',
      active_configuration: {
        settlements: {
          account_number: '001234567890',
          ifsc_code: 'HDFC0001234',
          beneficiary_name: 'Shimpoli Sports LLP',
        },
      },
    });
    expect(account.notes).toEqual({ route_product_id: productOf(String(account.id)).id });
  });

  it('keeps a changed bank account pending while Route reviews it, then reads it active, on the same account', async () => {
    const { ownerCookie } = await routeScene(t, standIn);
    await putRouteAccount(t, ownerCookie);
    const changed = await putRouteAccount(t, ownerCookie, NEW_BANK);
    expect(changed.json().account).toMatchObject({
      status: 'pending',
      reason: ROUTE_REASONS.reviewing,
      bank: { last4: '3210', ifsc: 'ICIC0004321' },
    });
    expect(standIn.route.accounts.size).toBe(1);
    const [row] = await t.database.db.select().from(payoutAccounts);
    const product = productOf(row!.providerAccountId!);
    expect(product.active_configuration).toMatchObject({
      settlements: { account_number: '009876543210' },
    });
    // Payouts wait meanwhile.
    await runPayoutsAt(t, ROUTE_RELEASE);
    expect(await t.database.db.select().from(payoutTransfers)).toHaveLength(0);

    // The same save asks again; once Route's review ended, the account is active.
    expect((await putRouteAccount(t, ownerCookie, NEW_BANK)).json().account.status).toBe('pending');
    standIn.route.finishReview(row!.providerAccountId!);
    const edits = standIn.calls.filter(
      (call) => call.method === 'PATCH' && /products/.test(call.path),
    );
    expect((await putRouteAccount(t, ownerCookie, NEW_BANK)).json().account).toMatchObject({
      status: 'active',
      reason: null,
    });
    // The same bank details are not sent again (that would start another review).
    expect(
      standIn.calls.filter((call) => call.method === 'PATCH' && /products/.test(call.path)),
    ).toHaveLength(edits.length);
  });

  it('reads an account Route rejected as rejected, with what Route asks for', async () => {
    const { ownerCookie } = await routeScene(t, standIn);
    await putRouteAccount(t, ownerCookie);
    await putRouteAccount(t, ownerCookie, NEW_BANK);
    const [row] = await t.database.db.select().from(payoutAccounts);
    standIn.route.finishReview(row!.providerAccountId!, 'rejected');
    const rejected = (await putRouteAccount(t, ownerCookie, NEW_BANK)).json().account;
    expect(rejected.status).toBe('rejected');
    expect(rejected.reason).toBe(
      'Razorpay asks about: settlements.account_number (document_invalid).',
    );
  });

  it('leaves the account pending, saying so, while Razorpay is out of reach', async () => {
    const { ownerCookie } = await routeScene(t, standIn);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    standIn.down = true;
    const saved = await putRouteAccount(t, ownerCookie);
    expect(saved.json().account).toMatchObject({
      status: 'pending',
      reason: PAYOUT_ACCOUNT_REASONS.unreachable,
    });
    expect(logged).toHaveBeenCalledOnce();
    standIn.down = false;
    expect((await putRouteAccount(t, ownerCookie)).json().account.status).toBe('active');
  });

  it('opens an account Razorpay was out of reach for at the next run of the job, which then pays it', async () => {
    const { ownerCookie } = await routeScene(t, standIn);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    standIn.down = true;
    await putRouteAccount(t, ownerCookie);
    await runPayoutsAt(t, ROUTE_RELEASE);
    expect((await accountAnswer(ownerCookie)).reason).toBe(PAYOUT_ACCOUNT_REASONS.unreachable);
    standIn.down = false;
    await runPayoutsAt(t, ROUTE_RELEASE);
    expect(await accountAnswer(ownerCookie)).toMatchObject({ status: 'active', reason: null });
    expect(standIn.route.accounts.size).toBe(1);
    const [line] = await t.database.db.select().from(payoutLines);
    expect(line!.status).toBe('paid');
  });

  it("reads an account active once Route's product.route.activated arrives, and an older event after it changes nothing", async () => {
    const { ownerCookie } = await routeScene(t, standIn);
    await putRouteAccount(t, ownerCookie);
    await putRouteAccount(t, ownerCookie, NEW_BANK);
    const [row] = await t.database.db.select().from(payoutAccounts);
    const reviewing = {
      entity: 'event',
      account_id: 'acc_StandIn',
      event: 'product.route.under_review',
      contains: ['merchant_product'],
      payload: {
        merchant_product: {
          entity: { merchant_id: row!.providerAccountId, activation_status: 'under_review' },
        },
      },
      created_at: 1,
    };
    expect((await routeWebhook(reviewing)).statusCode).toBe(200);
    expect((await accountAnswer(ownerCookie)).status).toBe('pending');

    const { event } = await standIn.route.finishReview(row!.providerAccountId!);
    expect(event.event).toBe('product.route.activated');
    expect((await routeWebhook(event)).statusCode).toBe(200);
    expect(await accountAnswer(ownerCookie)).toMatchObject({ status: 'active', reason: null });
    // Route is asked, not the event believed: the late under_review leaves it active.
    expect((await routeWebhook(reviewing)).statusCode).toBe(200);
    expect((await accountAnswer(ownerCookie)).status).toBe('active');
    await runPayoutsAt(t, ROUTE_RELEASE);
    expect(standIn.route.transfers.size).toBe(1);
  });

  it("reads an account rejected with Route's reasons on product.route.needs_clarification", async () => {
    const { ownerCookie } = await routeScene(t, standIn);
    await putRouteAccount(t, ownerCookie);
    await putRouteAccount(t, ownerCookie, NEW_BANK);
    const [row] = await t.database.db.select().from(payoutAccounts);
    const { event } = await standIn.route.finishReview(row!.providerAccountId!, 'rejected');
    expect(event.event).toBe('product.route.needs_clarification');
    // Signed with another secret: refused, and nothing read.
    expect((await sendRazorpayWebhook(t.app, event, 'another_secret')).statusCode).toBe(400);
    expect((await accountAnswer(ownerCookie)).status).toBe('pending');
    expect((await routeWebhook(event)).statusCode).toBe(200);
    expect(await accountAnswer(ownerCookie)).toMatchObject({
      status: 'rejected',
      reason: 'Razorpay asks about: settlements.account_number (document_invalid).',
    });
  });

  it("sends a venue's released balance as one direct transfer, and its line reads paid", async () => {
    const { ownerCookie } = await routeScene(t, standIn);
    await putRouteAccount(t, ownerCookie);
    await runPayoutsAt(t, ROUTE_RELEASE);
    await runPayoutsAt(t, ROUTE_RELEASE);
    const [line] = await t.database.db.select().from(payoutLines);
    const [sent] = await t.database.db.select().from(payoutTransfers);
    const [account] = await t.database.db.select().from(payoutAccounts);
    expect(line).toMatchObject({ status: 'paid', transferId: sent!.id });
    expect(sent).toMatchObject({ status: 'processed', amountPaise: line!.netPaise });
    const transfer = standIn.route.transfers.get(sent!.providerTransferId!)!;
    expect(transfer).toMatchObject({
      status: 'processed',
      recipient: account!.providerAccountId,
      amount: line!.netPaise,
      currency: 'INR',
      notes: { reference: sent!.id },
    });
    expect(transferCalls()).toHaveLength(1);
    expect(transferCalls()[0]!.transferIdempotency).toBe(sent!.id);
  });

  it("shows a transfer the bank refused as failed with the bank's reason", async () => {
    const { ownerCookie } = await routeScene(t, standIn);
    const bank = { accountNumber: REFUSING_BANK_ACCOUNT, ifsc: 'HDFC0001234' };
    expect((await putRouteAccount(t, ownerCookie, bank)).json().account.status).toBe('active');
    await runPayoutsAt(t, ROUTE_RELEASE);
    const [line] = await t.database.db.select().from(payoutLines);
    const [sent] = await t.database.db.select().from(payoutTransfers);
    expect(line).toMatchObject({ status: 'failed', reason: REFUSED_TRANSFER_REASON });
    expect(sent).toMatchObject({ status: 'failed', reason: REFUSED_TRANSFER_REASON });
    expect(standIn.route.transfers.get(sent!.providerTransferId!)!.status).toBe('failed');
  });

  it('sends a transfer asked again with the same reference once (X-Transfer-Idempotency)', async () => {
    const { ownerCookie } = await routeScene(t, standIn);
    await putRouteAccount(t, ownerCookie);
    const [account] = await t.database.db.select().from(payoutAccounts);
    const rail = t.context.payoutRail;
    const request = {
      accountId: account!.providerAccountId!,
      amountPaise: 90_000,
      reference: '7d7c3f4e-8a43-4c36-9f0e-0a1b2c3d4e5f',
    };
    const first = await rail.transfer(request);
    const again = await rail.transfer(request);
    expect(again).toEqual(first);
    expect(first.status).toBe('processed');
    expect(standIn.route.transfers.size).toBe(1);
    expect(transferCalls().map((call) => call.transferIdempotency)).toEqual([
      request.reference,
      request.reference,
    ]);
    // The same reference for other money is refused, not sent.
    await expect(rail.transfer({ ...request, amountPaise: 1 })).rejects.toThrow(
      'Different request body sent with the same idempotency key',
    );
    expect(standIn.route.transfers.size).toBe(1);
  });
});

describe("Route's words in PayoutRail's", () => {
  const product = (activation_status: string, requirements: object[] = []) =>
    ({ id: 'acc_prd_x', activation_status, requirements }) as unknown as Parameters<
      typeof accountStateOf
    >[1];
  const asked = { field_reference: 'kyc.pan', reason_code: 'kyc_failed', status: 'required' };

  it('reads an account by its Route product: activated, under review, or rejected', () => {
    expect(accountStateOf('acc_1', product('activated'))).toEqual({
      accountId: 'acc_1',
      status: 'active',
      reason: null,
    });
    expect(accountStateOf('acc_1', product('under_review')).status).toBe('pending');
    expect(accountStateOf('acc_1', product('needs_clarification', [asked]))).toMatchObject({
      status: 'pending',
      reason: 'Razorpay asks about: kyc.pan (kyc_failed).',
    });
    expect(accountStateOf('acc_1', product('suspended'))).toMatchObject({
      status: 'rejected',
      reason: ROUTE_REASONS.rejected,
    });
  });

  it('reads a transfer: processed (reversed later too), not yet there, or failed with why', () => {
    const transfer = (status: string, error = {}) =>
      ({ id: 'trf_1', status, error }) as unknown as Parameters<typeof transferStateOf>[0];
    expect(transferStateOf(transfer('processed')).status).toBe('processed');
    expect(transferStateOf(transfer('partially_reversed')).status).toBe('processed');
    expect(transferStateOf(transfer('created')).status).toBe('pending');
    expect(transferStateOf(transfer('failed', { description: 'Closed.' }))).toEqual({
      transferId: 'trf_1',
      status: 'failed',
      reason: 'Closed.',
    });
    expect(transferStateOf(transfer('failed')).reason).toBe(ROUTE_REASONS.transferFailed);
  });
});
