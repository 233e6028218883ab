import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYOUT_ACCOUNT_MESSAGES } from '../../shared/payout-account';
import { payoutAccounts } from '../db/schema-payouts';
import { LocalPayoutRail } from '../local-gateway/local-payout-rail';
import { createUser } from '../testing/factories';
import { cookieFor } from '../testing/requests';
import { PAYOUT_DETAILS, putPayoutAccount } from '../testing/payout-kit';
import { useTestApp } from '../testing/test-app';
import { PAYOUT_ACCOUNT_REASONS } from './payout-accounts';

const t = useTestApp();
afterEach(() => vi.restoreAllMocks());

const DETAILS = PAYOUT_DETAILS;
const put = (cookie: string | null, payload: object) => putPayoutAccount(t.app, cookie, payload);
const get = (cookie: string | null) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/owner/payout-account',
    headers: cookie ? { cookie } : {},
  });

async function ownerCookie() {
  return cookieFor(t.app, await createUser(t.database.db, 'owner'));
}

describe("an owner's payout account", () => {
  it('is none at first, then active at once with the local gateway, the account number masked', async () => {
    const owner = await ownerCookie();
    expect((await get(owner)).json()).toEqual({ success: true, account: null });
    const saved = await put(owner, { ...DETAILS, pan: ' abcfe1234f ' });
    expect(saved.statusCode).toBe(200);
    const account = {
      status: 'active',
      legalName: 'Shimpoli Sports LLP',
      businessType: 'llp',
      pan: 'ABCFE1234F',
      bank: { last4: '7890', ifsc: 'HDFC0001234' },
      reason: null,
    };
    expect(saved.json()).toEqual({ success: true, account });
    expect((await get(owner)).json()).toEqual({ success: true, account });
    expect(JSON.stringify((await get(owner)).json())).not.toContain('001234567890');
    const [row] = await t.database.db.select().from(payoutAccounts);
    expect(row!.providerAccountId).toMatch(/^acc_[A-Za-z0-9_-]{14}$/);
  });

  it('may have no PAN', async () => {
    const owner = await ownerCookie();
    const saved = await put(owner, { ...DETAILS, pan: null });
    expect(saved.json().account).toMatchObject({ status: 'active', pan: null });
  });

  it('is the owner’s only: players 403, anonymous 401, the admin 403', async () => {
    const player = await cookieFor(t.app, await createUser(t.database.db, 'user'));
    const admin = await cookieFor(t.app, await createUser(t.database.db, 'admin'));
    for (const cookie of [player, admin]) {
      expect((await get(cookie)).statusCode).toBe(403);
      expect((await put(cookie, DETAILS)).statusCode).toBe(403);
    }
    expect((await get(null)).statusCode).toBe(401);
    expect((await put(null, DETAILS)).statusCode).toBe(401);
    expect(await t.database.db.select().from(payoutAccounts)).toEqual([]);
  });

  it.each([
    [{ pan: 'ABCDE123' }, PAYOUT_ACCOUNT_MESSAGES.pan],
    [
      { bank: { accountNumber: '12-34', ifsc: 'HDFC0001234' } },
      PAYOUT_ACCOUNT_MESSAGES.accountNumber,
    ],
    [
      { bank: { accountNumber: '001234567890', ifsc: 'HDFC1234567' } },
      PAYOUT_ACCOUNT_MESSAGES.ifsc,
    ],
    [{ businessType: 'charity' }, 'Choose the business type'],
  ])(
    'refuses a wrong field with a 400 naming it, and saves nothing: %o',
    async (change, message) => {
      const owner = await ownerCookie();
      const refused = await put(owner, { ...DETAILS, ...change });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain(message);
      expect((await get(owner)).json().account).toBeNull();
    },
  );

  it('goes back to pending when the bank account changes, until the provider verified it', async () => {
    const owner = await ownerCookie();
    await put(owner, DETAILS);
    const verifying = vi
      .spyOn(LocalPayoutRail.prototype, 'openLinkedAccount')
      .mockImplementation(async (request) => ({
        accountId: request.accountId!,
        status: 'pending',
        reason: 'Penny drop in progress.',
      }));
    // A new bank account is pending again, for as long as the provider says so.
    const changedBank = await put(owner, {
      ...DETAILS,
      bank: { accountNumber: '009988776655', ifsc: 'ICIC0000001' },
    });
    expect(changedBank.json().account).toMatchObject({
      status: 'pending',
      bank: { last4: '6655', ifsc: 'ICIC0000001' },
      reason: 'Penny drop in progress.',
    });
    expect(verifying).toHaveBeenCalledOnce();
    // The same details again ask the provider where it stands.
    verifying.mockRestore();
    const again = await put(owner, {
      ...DETAILS,
      bank: { accountNumber: '009988776655', ifsc: 'ICIC0000001' },
    });
    expect(again.json().account).toMatchObject({ status: 'active', reason: null });
  });

  it('stays pending, saying why, while the provider is out of reach; the same details once active ask nothing', async () => {
    const owner = await ownerCookie();
    const down = vi
      .spyOn(LocalPayoutRail.prototype, 'openLinkedAccount')
      .mockRejectedValue(new Error('connect ECONNREFUSED'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const saved = await put(owner, DETAILS);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().account).toMatchObject({
      status: 'pending',
      reason: PAYOUT_ACCOUNT_REASONS.unreachable,
    });
    down.mockRestore();
    expect((await put(owner, DETAILS)).json().account.status).toBe('active');
    const asked = vi.spyOn(LocalPayoutRail.prototype, 'openLinkedAccount');
    expect((await put(owner, DETAILS)).json().account.status).toBe('active');
    expect(asked).not.toHaveBeenCalled();
    const rows = await t.database.db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.legalName, DETAILS.legalName));
    expect(rows).toHaveLength(1);
  });
});
