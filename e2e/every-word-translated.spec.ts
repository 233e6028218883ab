import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../src/server/demo/demo-accounts';
import { E2E_ADMIN } from './support/accounts';
import { expect, isPhone, test } from './support/fixtures';
import { collectApiTexts, speakPseudo, untranslatedTexts } from './support/untranslated';

// Every screen's words come from the catalogues (docs/decisions/062): each route is read in the
// pseudo-language, where catalogue texts are wrapped in ⟦ ⟧, and any word outside the marks that
// is not data fails the test with the route and the words.

type Who = 'visitor' | 'user' | 'owner' | 'admin';

const DEMO_PLAYER = DEMO_ACCOUNTS.find((account) => account.key === 'player')!;
const DEMO_OWNER = DEMO_ACCOUNTS.find((account) => account.key === 'demo')!;

/** Signs in through the API and answers the person's name: data the navbar shows in parts. */
async function signIn(page: Page, who: Who): Promise<string[]> {
  if (who === 'visitor') return [];
  const account = who === 'admin' ? E2E_ADMIN : who === 'owner' ? DEMO_OWNER : DEMO_PLAYER;
  const answer = await page.request.post('/api/v1/user/login', {
    data: { email: account.email, password: account.password, role: who },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const { user } = (await answer.json()) as { user: { fullname: string } };
  await page.addInitScript((stored) => {
    localStorage.setItem('turfbook-auth', JSON.stringify({ state: { user: stored }, version: 1 }));
  }, user);
  return user.fullname.split(/\s+/);
}

async function firstTurfId(page: Page): Promise<string> {
  const answer = await page.request.get('/api/v1/turf/getTurf');
  const { turfs } = (await answer.json()) as { turfs: { _id: string }[] };
  return turfs[0]!._id;
}

/** The demo owner's first turf (the page signs them in first, so the request carries the cookie). */
async function ownTurfId(page: Page): Promise<string> {
  const me = await page.request.get('/api/v1/user/me');
  const { user } = (await me.json()) as { user: { _id: string } };
  const answer = await page.request.get(`/api/v1/turf/owner-turfs/${user._id}`);
  const { turfs } = (await answer.json()) as { turfs: { _id: string }[] };
  return turfs[0]!._id;
}

const ROUTES: { who: Who; path: string | ((page: Page) => Promise<string>) }[] = [
  { who: 'visitor', path: '/' },
  { who: 'visitor', path: '/turfs' },
  { who: 'visitor', path: async (page) => `/turfs/${await firstTurfId(page)}` },
  { who: 'visitor', path: '/sports' },
  { who: 'visitor', path: '/sports/cricket' },
  { who: 'visitor', path: '/login' },
  { who: 'visitor', path: '/signup' },
  { who: 'visitor', path: '/forgot-password' },
  { who: 'visitor', path: '/contact' },
  { who: 'visitor', path: '/subscription' },
  { who: 'visitor', path: '/games' },
  { who: 'visitor', path: '/no-such-page' },
  { who: 'user', path: '/userprofile' },
  { who: 'user', path: '/displaybookings' },
  { who: 'user', path: '/notifications' },
  { who: 'user', path: async (page) => `/turfs/${await firstTurfId(page)}/booking` },
  { who: 'user', path: '/staff' },
  { who: 'owner', path: '/turf-bookings' },
  { who: 'owner', path: '/turfform' },
  { who: 'owner', path: '/promo-codes' },
  { who: 'owner', path: '/payouts' },
  { who: 'owner', path: '/owner/check-in' },
  { who: 'owner', path: '/board' },
  { who: 'owner', path: async (page) => `/turf-bookings/${await ownTurfId(page)}` },
  { who: 'owner', path: async (page) => `/turf-bookings/${await ownTurfId(page)}/calendar` },
  { who: 'owner', path: async (page) => `/turf-bookings/${await ownTurfId(page)}/pricing` },
  { who: 'owner', path: async (page) => `/turf-bookings/${await ownTurfId(page)}/day-close` },
  { who: 'owner', path: async (page) => `/turf-bookings/${await ownTurfId(page)}/audit` },
  { who: 'owner', path: async (page) => `/turfs/${await ownTurfId(page)}/edit` },
  { who: 'owner', path: async (page) => `/turf-bookings/${await ownTurfId(page)}/team` },
  { who: 'admin', path: async (page) => `/admin/dashboard/${await firstTurfId(page)}` },
  { who: 'admin', path: '/admin/dashboard' },
  { who: 'admin', path: '/admin/turfs' },
  { who: 'admin', path: '/admin/turf-edits' },
  { who: 'admin', path: '/admin/promo-codes' },
  { who: 'admin', path: '/admin/payouts' },
];

for (const route of ROUTES) {
  // '/turfs/${await firstTurfId(page)}/booking' → '/turfs/{id}/booking'
  const name =
    typeof route.path === 'string'
      ? route.path
      : (route.path.toString().match(/`(.*)`/)?.[1] ?? '').replace(/\$\{[^}]*\}/g, '{id}');
  test(`every word of ${name} (${route.who}) comes from a catalogue`, async ({ page }) => {
    test.skip(isPhone(page), 'The words are the same at both sizes.');
    await speakPseudo(page);
    const names = await signIn(page, route.who);
    const apiTexts = collectApiTexts(page);
    for (const name of names) apiTexts.texts.add(name);
    const path = typeof route.path === 'string' ? route.path : await route.path(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await untranslatedTexts(page, apiTexts), path).toEqual([]);
  });
}
