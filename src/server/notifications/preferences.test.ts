import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  NOTIFICATION_KINDS,
  PREFERENCE_MESSAGES,
  defaultKindChannels,
} from '../../shared/notification-preferences';
import { notificationPreferences } from '../db/schema-notifications';
import { createUser } from '../testing/factories';
import { TEST_NOW } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';
import { PREFERENCES_PAGE_SOURCE } from './preferences';
import { stopEmails } from './stop-links';

// A person's notification preferences (docs/decisions/056): their own, whole, WhatsApp only
// after an opt-in that is dated and says where it was given.

const t = useTestApp();
beforeEach(() => t.setNow(TEST_NOW));

const URL = '/api/v1/user/notification-preferences';
const get = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: URL, headers: cookie ? { cookie } : {} });
const put = (cookie: string | undefined, payload: object) =>
  t.app.inject({ method: 'PUT', url: URL, headers: cookie ? { cookie } : {}, payload });

async function personCookie(role: 'user' | 'owner' = 'user') {
  return cookieFor(t.app, await createUser(t.database.db, role));
}

describe('GET and PUT /api/v1/user/notification-preferences', () => {
  it("answers a new player's and a new owner's defaults, not opted in to WhatsApp", async () => {
    const player = await get(await personCookie('user'));
    expect(player.statusCode).toBe(200);
    expect(player.json()).toEqual({
      success: true,
      whatsapp: { optedIn: false, number: null, optedInAt: null, source: null },
      kinds: defaultKindChannels('user'),
    });
    const owner = (await get(await personCookie('owner'))).json();
    expect(owner.kinds.ownerBooking).toEqual(['email']);
    expect(owner.kinds.ownerSummary).toEqual(['email']);
  });

  it('opts in to WhatsApp with the date and where, keeps the date while it stands, and forgets it on opting out', async () => {
    const cookie = await personCookie();
    const kinds = { ...defaultKindChannels('user'), reminder: ['whatsapp', 'push'] };
    const saved = await put(cookie, {
      whatsapp: { optedIn: true, number: '+91 98765 43210' },
      kinds,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().whatsapp).toEqual({
      optedIn: true,
      number: '9876543210',
      optedInAt: TEST_NOW.toISOString(),
      source: PREFERENCES_PAGE_SOURCE,
    });
    expect(saved.json().kinds.reminder).toEqual(['whatsapp', 'push']);
    expect((await get(cookie)).json()).toEqual(saved.json());

    t.setNow(new Date(TEST_NOW.getTime() + 3_600_000));
    const again = await put(cookie, {
      whatsapp: { optedIn: true, number: '9876543210' },
      kinds: { ...kinds, refund: [] },
    });
    expect(again.json().whatsapp.optedInAt).toBe(TEST_NOW.toISOString());
    expect(again.json().kinds.refund).toEqual([]);

    const out = await put(cookie, {
      whatsapp: { optedIn: false, number: '9876543210' },
      kinds: defaultKindChannels('user'),
    });
    expect(out.json().whatsapp).toEqual({
      optedIn: false,
      number: '9876543210',
      optedInAt: null,
      source: null,
    });
  });

  it('refuses WhatsApp without the opt-in, an unknown channel or a partial document (400), changing nothing', async () => {
    const cookie = await personCookie();
    const kinds = defaultKindChannels('user');
    const cases: [object, string][] = [
      [
        { whatsapp: { optedIn: false, number: null }, kinds: { ...kinds, split: ['whatsapp'] } },
        PREFERENCE_MESSAGES.optIn,
      ],
      [{ whatsapp: { optedIn: true, number: '12345' }, kinds }, PREFERENCE_MESSAGES.number],
      [
        { whatsapp: { optedIn: false, number: null }, kinds: { ...kinds, game: ['sms'] } },
        PREFERENCE_MESSAGES.channel,
      ],
      [
        {
          whatsapp: { optedIn: false, number: null },
          kinds: Object.fromEntries(NOTIFICATION_KINDS.slice(1).map((kind) => [kind, []])),
        },
        PREFERENCE_MESSAGES.kinds,
      ],
      [{ kinds }, PREFERENCE_MESSAGES.whatsapp],
    ];
    for (const [payload, message] of cases) {
      const answer = await put(cookie, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().message).toContain(message);
    }
    expect(await t.database.db.select().from(notificationPreferences)).toEqual([]);
  });

  it('reads a document saved before the review request existed with its reminders’ channels', async () => {
    const person = await createUser(t.database.db, 'user');
    const { review: _, ...older } = {
      ...defaultKindChannels('user'),
      reminder: ['email' as const],
    };
    await t.database.db
      .insert(notificationPreferences)
      .values({ userId: person.id, kinds: older, updatedAt: TEST_NOW });
    const cookie = await cookieFor(t.app, person);
    expect((await get(cookie)).json().kinds).toMatchObject({
      reminder: ['email'],
      review: ['email'],
    });
    // A review request's stop link works on such a row, and saves the kind it stopped.
    expect(await stopEmails(t.database.db, TEST_NOW, person.id, 'review')).toBe(true);
    const [row] = await t.database.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, person.id));
    expect(row!.kinds).toMatchObject({ reminder: ['email'], review: [] });
    expect((await get(cookie)).json().kinds.review).toEqual([]);
  });

  it('refuses anonymous callers (401), and answers each person their own', async () => {
    expect((await get()).statusCode).toBe(401);
    expect(
      (
        await put(undefined, {
          whatsapp: { optedIn: false, number: null },
          kinds: defaultKindChannels('user'),
        })
      ).statusCode,
    ).toBe(401);
    const first = await personCookie();
    const second = await personCookie();
    await put(first, {
      whatsapp: { optedIn: false, number: null },
      kinds: { ...defaultKindChannels('user'), game: [] },
    });
    expect((await get(second)).json().kinds.game).toEqual(['email', 'push']);
    expect((await get(first)).json().kinds.game).toEqual([]);
  });
});
