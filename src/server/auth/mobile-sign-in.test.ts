import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { MOBILE_SIGN_IN_MESSAGES as M } from '../../shared/mobile-sign-in';
import { sessions, users } from '../db/schema';
import { mobileCodes, verifiedMobileNumbers } from '../db/schema-notifications';
import { createUser } from '../testing/factories';
import {
  clearWhatsAppOutbox,
  codeFor,
  lastCodeTo,
  requestCode,
  sessionCookieOf,
  verifyCode,
  whatsappMessagesTo,
} from '../testing/mobile-kit';
import { useSecondPool } from '../testing/second-pool';
import { useTestApp } from '../testing/test-app';
import { signInWithCode } from './mobile-sign-in';

// Signing in with a mobile number (docs/decisions/058): POST /api/v1/user/otp/request and
// /otp/verify, the code read from the WhatsApp outbox file as a phone would read it.

const NOW = new Date('2030-05-10T04:30:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);
const FREE = '9123456780';
const t = useTestApp();
const secondPool = useSecondPool(t);
beforeEach(async () => {
  t.setNow(NOW);
  await clearWhatsAppOutbox(t);
});

/** An account that verified its number (as the profile's routes record it). */
async function verifiedPlayer(mobile = '9876543210') {
  const user = await createUser(t.database.db, 'user', 'Rohan Mehta');
  await t.database.db.update(users).set({ mobilenumber: mobile }).where(eq(users.id, user.id));
  await t.database.db
    .insert(verifiedMobileNumbers)
    .values({ mobileNumber: mobile, userId: user.id, verifiedAt: NOW });
  return user;
}

const me = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: { cookie } });

describe('POST /api/v1/user/otp/request', () => {
  it("sends a code by WhatsApp's authentication template, kept only as a hash", async () => {
    const asked = await requestCode(t.app, '+91 91234 56780');
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ success: true, message: M.sent });

    const [message] = await whatsappMessagesTo(t, FREE);
    const code = message!.template.components[0]!.parameters[0]!.text;
    expect(code).toMatch(/^[0-9]{6}$/);
    expect(message).toEqual({
      messaging_product: 'whatsapp',
      to: '919123456780',
      type: 'template',
      template: {
        name: 'turfbook_sign_in_code',
        language: { code: 'en' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: code }] },
          {
            type: 'button',
            sub_type: 'url',
            index: '0',
            parameters: [{ type: 'text', text: code }],
          },
        ],
      },
    });
    const [row] = await t.database.db.select().from(mobileCodes);
    expect(row).toMatchObject({ mobileNumber: FREE, purpose: 'sign_in', tries: 0, usedAt: null });
    expect(row!.codeHash).toMatch(/^\$argon2id\$/);
    expect(row!.codeHash).not.toContain(code);
    expect(row!.expiresAt).toEqual(later(10 * 60_000));
  });

  it('answers the same whether an account has the number, verified or not, or none', async () => {
    await verifiedPlayer('9876543210');
    await createUser(t.database.db, 'user');
    const unverified = '9988776655';
    await t.database.db.update(users).set({ mobilenumber: unverified });
    const answers = [];
    for (const mobile of ['9876543210', unverified, FREE]) {
      const asked = await requestCode(t.app, mobile);
      answers.push([asked.statusCode, asked.body]);
      expect(await whatsappMessagesTo(t, mobile)).toHaveLength(1);
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
  });

  it('refuses what is not an Indian mobile number with a clear 400', async () => {
    for (const mobilenumber of ['12345', '5123456789', 'call me', '']) {
      const asked = await requestCode(t.app, mobilenumber);
      expect(asked.statusCode, mobilenumber).toBe(400);
      expect(asked.json()).toMatchObject({ success: false, message: M.invalid_mobile });
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/otp/request',
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
  });

  it('sends one code a minute to a number: the second within 60 seconds is a 429', async () => {
    expect((await requestCode(t.app, FREE)).statusCode).toBe(200);
    t.setNow(later(59_999));
    const again = await requestCode(t.app, FREE, '10.0.0.2');
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({ success: false, code: 'too_soon', message: M.too_soon });
    expect(await whatsappMessagesTo(t, FREE)).toHaveLength(1);
    expect((await requestCode(t.app, '9123456781')).statusCode).toBe(200);
    t.setNow(later(60_000));
    expect((await requestCode(t.app, FREE)).statusCode).toBe(200);
    expect(await whatsappMessagesTo(t, FREE)).toHaveLength(2);
  });
});

describe('POST /api/v1/user/otp/verify', () => {
  it('creates a player for a new number given a name, and signs them in, number verified', async () => {
    const code = await codeFor(t, FREE);
    const nameless = await verifyCode(t.app, { mobilenumber: FREE, code });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json()).toEqual({
      success: false,
      code: 'fullname_required',
      message: M.fullname_required,
    });
    expect(sessionCookieOf(nameless)).toBeNull();

    const signedUp = await verifyCode(t.app, {
      mobilenumber: FREE,
      code,
      fullname: ' Priya Nair ',
    });
    expect(signedUp.statusCode).toBe(200);
    const user = signedUp.json().user;
    expect(signedUp.json()).toEqual({
      success: true,
      message: 'Logged in successfully',
      user: {
        _id: user._id,
        id: user._id,
        fullname: 'Priya Nair',
        email: null,
        mobilenumber: FREE,
        role: 'user',
        language: 'en',
        memberSince: expect.stringMatching(/^\d{4}-\d{2}$/),
      },
    });
    const cookie = sessionCookieOf(signedUp)!;
    expect(signedUp.cookies[0]).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect((await me(cookie)).json().user._id).toBe(user._id);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user._id));
    expect(row).toMatchObject({ email: null, passwordHash: null });
    const [verified] = await t.database.db.select().from(verifiedMobileNumbers);
    expect(verified).toMatchObject({ mobileNumber: FREE, userId: user._id });

    // Next time the number signs in to the same account, no name asked.
    t.setNow(later(61_000));
    const next = await verifyCode(t.app, { mobilenumber: FREE, code: await codeFor(t, FREE) });
    expect(next.statusCode).toBe(200);
    expect(next.json().user._id).toBe(user._id);
    expect(await t.database.db.select().from(users)).toHaveLength(1);
  });

  it('signs in the account that verified the number, as the e-mail login answers', async () => {
    const player = await verifiedPlayer('9876543210');
    const code = await codeFor(t, '9876543210');
    const signedIn = await verifyCode(t.app, { mobilenumber: '098765-43210', code });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({
      success: true,
      message: 'Logged in successfully',
      user: { _id: player.id, email: player.email, role: 'user' },
    });
    expect((await me(sessionCookieOf(signedIn)!)).json().user.email).toBe(player.email);
  });

  it('refuses a number an account has but has not verified: 409, nobody signed in or made', async () => {
    await createUser(t.database.db, 'user');
    const code = await codeFor(t, '9876543210');
    const refused = await verifyCode(t.app, {
      mobilenumber: '9876543210',
      code,
      fullname: 'Somebody Else',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      success: false,
      code: 'number_unverified',
      message: M.number_unverified,
    });
    expect(refused.json().message).toContain('verify this number from your profile');
    expect(sessionCookieOf(refused)).toBeNull();
    expect(await t.database.db.select().from(users)).toHaveLength(1);
    expect(await t.database.db.select().from(sessions)).toHaveLength(0);
  });

  it('allows five tries at a code: the sixth is a 429 even when right, and the code is dead', async () => {
    const code = await codeFor(t, FREE);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let n = 1; n <= 5; n += 1) {
      const tried = await verifyCode(t.app, { mobilenumber: FREE, code: wrong, fullname: 'A' });
      expect(tried.statusCode, `try ${n}`).toBe(400);
      expect(tried.json()).toEqual({ success: false, code: 'code_wrong', message: M.code_wrong });
    }
    const sixth = await verifyCode(t.app, { mobilenumber: FREE, code, fullname: 'A' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ success: false, code: 'code_tries', message: M.code_tries });
    expect((await verifyCode(t.app, { mobilenumber: FREE, code, fullname: 'A' })).statusCode).toBe(
      429,
    );
    expect(await t.database.db.select().from(users)).toHaveLength(0);

    t.setNow(later(60_000));
    const fresh = await codeFor(t, FREE);
    expect(
      (await verifyCode(t.app, { mobilenumber: FREE, code: fresh, fullname: 'A' })).statusCode,
    ).toBe(200);
  });

  it('refuses a used code, an expired one, a malformed one and a number never sent one', async () => {
    await verifiedPlayer('9876543210');
    const code = await codeFor(t, '9876543210');
    expect((await verifyCode(t.app, { mobilenumber: '9876543210', code })).statusCode).toBe(200);
    const reused = await verifyCode(t.app, { mobilenumber: '9876543210', code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ success: false, code: 'code_used', message: M.code_used });

    const stale = await codeFor(t, FREE);
    t.setNow(later(10 * 60_000));
    const expired = await verifyCode(t.app, { mobilenumber: FREE, code: stale, fullname: 'A' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({
      success: false,
      code: 'code_expired',
      message: M.code_expired,
    });

    const malformed = await verifyCode(t.app, { mobilenumber: FREE, code: '12ab' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, message: M.invalid_code });
    const never = await verifyCode(t.app, { mobilenumber: '9000000001', code: '123456' });
    expect(never.json()).toEqual({ success: false, code: 'code_missing', message: M.code_missing });
  });

  it('gives one session to two verifies of one code at once', async () => {
    const player = await verifiedPlayer();
    const code = await codeFor(t, '9876543210');
    const answers = await Promise.all([
      verifyCode(t.app, { mobilenumber: '9876543210', code }),
      verifyCode(t.app, { mobilenumber: '9876543210', code }, '10.0.0.2'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const lost = answers.find((answer) => answer.statusCode === 400)!;
    expect(lost.json().code).toBe('code_used');
    const made = await t.database.db.select().from(sessions).where(eq(sessions.userId, player.id));
    expect(made).toHaveLength(1);
  });

  describe.skipIf(!process.env.TEST_DATABASE_URL)('on two server processes', () => {
    it('gives one session, and makes one account, to one code verified on both at once', async () => {
      const code = await codeFor(t, FREE);
      const other = (await secondPool()).db;
      const input = { mobile: FREE, code, fullname: 'Priya Nair' };
      const limits = { rateCounter: t.context.rateCounter, perMinute: 100 };
      const outcomes = await Promise.allSettled(
        [t.database.db, other, t.database.db, other].map((db, n) =>
          signInWithCode(db, input, { clientAddress: `10.0.0.${n}`, now: NOW }, limits, undefined),
        ),
      );
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected')
          expect(outcome.reason).toMatchObject({ statusCode: 400 });
      }
      expect(await t.database.db.select().from(users)).toHaveLength(1);
      expect(await t.database.db.select().from(sessions)).toHaveLength(1);
    });
  });
});

describe('a code read from the outbox', () => {
  it('is the one the sign-in takes', async () => {
    await requestCode(t.app, FREE);
    expect(await lastCodeTo(t, FREE)).toMatch(/^[0-9]{6}$/);
  });
});
