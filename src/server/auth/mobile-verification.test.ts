import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { MOBILE_SIGN_IN_MESSAGES as M } from '../../shared/mobile-sign-in';
import { users } from '../db/schema';
import { mobileCodes } from '../db/schema-notifications';
import { cookieFor } from '../testing/requests';
import { createUser } from '../testing/factories';
import {
  clearWhatsAppOutbox,
  codeFor,
  lastCodeTo,
  verifyCode,
  whatsappMessagesTo,
} from '../testing/mobile-kit';
import { useTestApp } from '../testing/test-app';

// Verifying a profile's mobile number (docs/decisions/058): GET, POST
// /api/v1/user/mobile/verification and POST .../confirm. Once verified, the number signs in.

const NOW = new Date('2030-05-10T04:30:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);
const MOBILE = '9876543210';
const t = useTestApp();
beforeEach(async () => {
  t.setNow(NOW);
  await clearWhatsAppOutbox(t);
});

const status = (cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/user/mobile/verification',
    headers: cookie ? { cookie } : {},
  });
const askCode = (cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/user/mobile/verification',
    headers: cookie ? { cookie } : {},
  });
const confirm = (cookie: string | undefined, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/user/mobile/verification/confirm',
    headers: cookie ? { cookie } : {},
    payload: { code },
  });

async function player(mobile = MOBILE) {
  const user = await createUser(t.database.db, 'user', 'Rohan Mehta');
  await t.database.db.update(users).set({ mobilenumber: mobile }).where(eq(users.id, user.id));
  return { user, cookie: await cookieFor(t.app, user) };
}

async function verify(cookie: string, mobile = MOBILE) {
  expect((await askCode(cookie)).statusCode).toBe(200);
  const confirmed = await confirm(cookie, await lastCodeTo(t, mobile));
  expect(confirmed.statusCode).toBe(200);
  return confirmed;
}

describe('verifying the mobile number from the profile', () => {
  it('is for a logged-in person only: anonymous is a 401', async () => {
    expect((await status()).statusCode).toBe(401);
    expect((await askCode()).statusCode).toBe(401);
    expect((await confirm(undefined, '123456')).statusCode).toBe(401);
    expect((await confirm(undefined, 'nonsense')).statusCode).toBe(401);
  });

  it('sends a code to their own number; the right code verifies it, and then it signs in', async () => {
    const { user, cookie } = await player('09876543210');
    expect((await status(cookie)).json()).toEqual({
      success: true,
      mobilenumber: '09876543210',
      verified: false,
    });
    const asked = await askCode(cookie);
    expect(asked.json()).toEqual({ success: true, message: M.verification_sent });
    const [message] = await whatsappMessagesTo(t, MOBILE);
    expect(message!.template.name).toBe('turfbook_sign_in_code');
    const [row] = await t.database.db.select().from(mobileCodes);
    expect(row).toMatchObject({ purpose: 'verify', userId: user.id });

    const code = await lastCodeTo(t, MOBILE);
    const wrong = await confirm(cookie, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('code_wrong');
    const confirmed = await confirm(cookie, code);
    expect(confirmed.json()).toEqual({
      success: true,
      message: M.verified,
      mobilenumber: '09876543210',
      verified: true,
    });
    expect((await status(cookie)).json().verified).toBe(true);
    expect((await confirm(cookie, code)).json().code).toBe('code_used');

    // Verified a moment ago, the number signs in at once: each purpose has its own minute.
    const signedIn = await verifyCode(t.app, {
      mobilenumber: MOBILE,
      code: await codeFor(t, MOBILE),
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ _id: user.id, email: user.email });
  });

  it("refuses a number another account verified (409), and says when it is one's own", async () => {
    const first = await player();
    await verify(first.cookie);
    const second = await player();
    t.setNow(later(60_000));
    const taken = await askCode(second.cookie);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ success: false, code: 'number_taken', message: M.number_taken });
    const again = await askCode(first.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_verified');
  });

  it('refuses a profile number that is not an Indian mobile number', async () => {
    const { cookie } = await player('0000000000');
    const refused = await askCode(cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ success: false, code: 'no_mobile', message: M.no_mobile });
  });

  it('forgets the verification when the account changes its number', async () => {
    const { user, cookie } = await player();
    await verify(cookie);
    await t.database.db
      .update(users)
      .set({ mobilenumber: '9123456780' })
      .where(eq(users.id, user.id));
    expect((await status(cookie)).json().verified).toBe(false);
    t.setNow(later(60_000));
    const old = await verifyCode(t.app, { mobilenumber: MOBILE, code: await codeFor(t, MOBILE) });
    expect(old.statusCode).toBe(400);
    expect(old.json().code).toBe('fullname_required');

    // Someone else may now verify the old number.
    const next = await player();
    t.setNow(later(120_000));
    await verify(next.cookie);
    expect((await status(next.cookie)).json().verified).toBe(true);
  });
});
