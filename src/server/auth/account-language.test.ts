import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { lastCodeTo, requestCode, verifyCode } from '../testing/mobile-kit';
import { newAccount, register, signUpAndLogIn } from '../testing/requests';
import { useTestApp } from '../testing/test-app';

// The account's language (docs/decisions/062): what GET /user/me says, what PATCH /user/me
// accepts (the three exact codes only), and the language a new account starts in.

const t = useTestApp();

function patchLanguage(cookie: string | null, payload: unknown) {
  return t.app.inject({
    method: 'PATCH',
    url: '/api/v1/user/me',
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });
}

async function me(cookie: string) {
  const answer = await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: { cookie } });
  return answer.json().user as { language: string; memberSince: string };
}

async function storedLanguage(email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row!.language;
}

describe('the account language', () => {
  it('starts in English and is changed to each language TurfBook speaks', async () => {
    const { cookie } = await signUpAndLogIn(t.app);
    expect((await me(cookie)).language).toBe('en');
    for (const language of ['mr', 'hi', 'en']) {
      const answer = await patchLanguage(cookie, { language });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().user.language).toBe(language);
      expect((await me(cookie)).language).toBe(language);
    }
  });

  it.each([['mr-IN'], ['EN'], [''], [3], [null], [undefined]])(
    'refuses %j with 400 and a code, and changes nothing',
    async (language) => {
      const { cookie, account } = await signUpAndLogIn(t.app);
      await patchLanguage(cookie, { language: 'hi' });
      const answer = await patchLanguage(cookie, { language });
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json(), answer.body).toMatchObject({
        success: false,
        code: 'language_unknown',
      });
      expect(answer.json().message).toMatch(/en, hi or mr/);
      expect(await storedLanguage(account.email)).toBe('hi');
    },
  );

  it('refuses a signed-out request with 401', async () => {
    const answer = await patchLanguage(null, { language: 'hi' });
    expect(answer.statusCode).toBe(401);
  });

  it('says the month the account was made, in India', async () => {
    t.setNow(new Date('2030-05-31T20:00:00Z'));
    const { cookie } = await signUpAndLogIn(t.app);
    expect((await me(cookie)).memberSince).toMatch(/^\d{4}-\d{2}$/);
  });

  it('keeps the language a player signed up in, by e-mail or by number', async () => {
    const account = newAccount({ language: 'mr' });
    const registered = await register(t.app, account);
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json().user.language).toBe('mr');
    expect(await storedLanguage(account.email)).toBe('mr');

    const refused = await register(t.app, newAccount({ language: 'marathi' }));
    expect(refused.statusCode).toBe(400);

    const mobile = '9123456781';
    await requestCode(t.app, mobile);
    const code = await lastCodeTo(t, mobile);
    const signedUp = await verifyCode(t.app, {
      mobilenumber: mobile,
      code,
      fullname: 'Ravi',
      language: 'hi',
    });
    expect(signedUp.statusCode, signedUp.body).toBe(200);
    expect(signedUp.json().user.language).toBe('hi');
  });
});
