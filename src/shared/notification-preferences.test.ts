import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_KINDS,
  PREFERENCE_MESSAGES,
  checkPreferences,
  completeKinds,
  defaultKindChannels,
  notificationPreferencesBodySchema,
} from './notification-preferences';

const body = (overrides: Record<string, unknown> = {}) => ({
  whatsapp: { optedIn: false, number: null },
  kinds: defaultKindChannels('user'),
  ...overrides,
});

describe('notification preferences (docs/decisions/056)', () => {
  it("gives a player e-mail and push for every kind, and an owner's own alerts by e-mail", () => {
    const player = defaultKindChannels('user');
    expect(Object.keys(player)).toEqual([...NOTIFICATION_KINDS]);
    expect(Object.values(player).every((channels) => channels.join() === 'email,push')).toBe(true);
    const owner = defaultKindChannels('owner');
    expect(owner.ownerBooking).toEqual(['email']);
    expect(owner.ownerSummary).toEqual(['email']);
    expect(owner.confirmation).toEqual(['email', 'push']);
  });

  it('reads a document saved before a kind existed: the review request goes as reminders do', () => {
    expect(completeKinds(null, 'owner')).toEqual(defaultKindChannels('owner'));
    const { review, refund, ...older } = {
      ...defaultKindChannels('user'),
      reminder: ['whatsapp' as const],
    };
    expect([review, refund]).toEqual([
      ['email', 'push'],
      ['email', 'push'],
    ]);
    const read = completeKinds(older, 'user');
    expect(Object.keys(read)).toEqual([...NOTIFICATION_KINDS]);
    expect(read.review).toEqual(['whatsapp']);
    // A kind with no elder falls back to the role's default; a saved choice always wins.
    expect(read.refund).toEqual(['email', 'push']);
    expect(completeKinds({ ...older, review: [] }, 'user').review).toEqual([]);
  });

  it('keeps a WhatsApp kind only with the opt-in, and the number as 10 digits', () => {
    const kinds = { ...defaultKindChannels('user'), reminder: ['whatsapp' as const] };
    expect(checkPreferences(body({ kinds }))).toEqual({
      ok: false,
      message: PREFERENCE_MESSAGES.optIn,
    });
    expect(
      checkPreferences(body({ kinds, whatsapp: { optedIn: true, number: '+91 98765 43210' } })),
    ).toEqual({ ok: true, whatsappNumber: '9876543210', kinds });
    expect(checkPreferences(body({ whatsapp: { optedIn: true, number: null } }))).toEqual({
      ok: false,
      message: PREFERENCE_MESSAGES.number,
    });
    expect(checkPreferences(body({ whatsapp: { optedIn: false, number: '12345' } }))).toEqual({
      ok: false,
      message: PREFERENCE_MESSAGES.number,
    });
  });

  it('lets every kind be stopped with an empty list', () => {
    const kinds = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, []]));
    expect(checkPreferences(body({ kinds })).ok).toBe(true);
  });

  it('refuses an unknown channel, a channel twice, an unknown kind or a missing one', () => {
    const kinds = defaultKindChannels('user');
    for (const bad of [
      { ...kinds, reminder: ['sms'] },
      { ...kinds, reminder: ['email', 'email'] },
      { ...kinds, birthday: ['email'] },
      Object.fromEntries(Object.entries(kinds).filter(([kind]) => kind !== 'refund')),
    ]) {
      expect(notificationPreferencesBodySchema.safeParse(body({ kinds: bad })).success).toBe(false);
    }
    expect(notificationPreferencesBodySchema.safeParse(body()).success).toBe(true);
  });
});
