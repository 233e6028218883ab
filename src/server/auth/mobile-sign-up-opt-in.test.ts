import { beforeEach, describe, expect, it } from 'vitest';
import { notificationPreferences } from '../db/schema-notifications';
import {
  clearWhatsAppOutbox,
  lastCodeTo,
  requestCode,
  sessionCookieOf,
  verifyCode,
} from '../testing/mobile-kit';
import { useTestApp } from '../testing/test-app';
import { MOBILE_SIGN_UP_SOURCE } from './mobile-sign-in';

// A new player's explicit WhatsApp opt-in, given with their name as they sign up with their
// number (docs/decisions/058, its addendum): dated, sourced, and only when ticked.

const NOW = new Date('2030-05-10T04:30:00Z');
const FREE = '9123456780';
const t = useTestApp();
beforeEach(async () => {
  t.setNow(NOW);
  await clearWhatsAppOutbox(t);
});

describe('a new player opting in to WhatsApp as they sign up', () => {
  it('keeps the opt-in, dated and sourced, and reaches them on WhatsApp and push', async () => {
    await requestCode(t.app, FREE);
    const code = await lastCodeTo(t, FREE);
    const signedUp = await verifyCode(t.app, {
      mobilenumber: FREE,
      code,
      fullname: 'Priya Nair',
      whatsappOptIn: true,
    });
    expect(signedUp.statusCode, signedUp.body).toBe(200);
    const preferences = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/notification-preferences',
      headers: { cookie: sessionCookieOf(signedUp)! },
    });
    expect(preferences.json().whatsapp).toEqual({
      optedIn: true,
      number: FREE,
      optedInAt: NOW.toISOString(),
      source: MOBILE_SIGN_UP_SOURCE,
    });
    expect(preferences.json().kinds.reminder).toEqual(['push', 'whatsapp']);
  });

  it('opts no one in without the box ticked', async () => {
    await requestCode(t.app, FREE);
    const code = await lastCodeTo(t, FREE);
    const signedUp = await verifyCode(t.app, { mobilenumber: FREE, code, fullname: 'Priya' });
    expect(signedUp.statusCode).toBe(200);
    expect(await t.database.db.select().from(notificationPreferences)).toEqual([]);
  });
});
