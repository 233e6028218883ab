import type { APIRequestContext, Page } from '@playwright/test';
import type { Sport } from '../../src/shared/catalog';
import { shortDateLabel, type LocalDate } from '../../src/shared/time';
import { E2E_ADMIN } from './accounts';
import { expect, isPhone, type Account } from './fixtures';
import { TURF_PNG } from './owner-turf';

// Turfs of a journey's own, made without the screens, and the steps of the turf list's search
// a name or area, the "When" control, and the free slots on the cards.

export interface OwnTurf {
  _id: string;
  name: string;
  price: number;
}

/**
 * A word no other turf's name has, so a name search finds a journey's own turfs and no others.
 * Random letters only: the search is typo-tolerant, and words sharing a prefix (a timestamp)
 * would find each other's turfs across parallel journeys.
 */
export function uniqueWord(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  return Array.from({ length: 12 }, () => letters[Math.floor(Math.random() * 26)]).join('');
}

/** An approved turf of `owner` with this name and sport (upload, postTurf, admin approval). */
export async function approvedTurf(
  request: APIRequestContext,
  owner: Account,
  turf: { name: string; sport: Sport; price: number },
): Promise<OwnTurf> {
  const login = await request.post('/api/v1/user/login', {
    data: { email: owner.email, password: owner.password, role: 'owner' },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { user } = (await login.json()) as { user: { _id: string } };
  const upload = await request.post('/api/v1/uploads/image', {
    multipart: { file: { name: 'turf.png', mimeType: 'image/png', buffer: TURF_PNG } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const { url } = (await upload.json()) as { url: string };
  const posted = await request.post('/api/v1/turf/postTurf', {
    data: {
      name: turf.name,
      location: 'Andheri',
      description: 'A turf a search journey listed.',
      images: url,
      price: turf.price,
      sports_type: turf.sport,
      ratings: [],
      linkes: 'https://www.google.com/maps/search/?api=1&query=Andheri',
      address: '7 Link Road, Andheri West',
      state: false,
      owner: user._id,
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const { turf: made } = (await posted.json()) as { turf: { _id: string } };

  const admin = await request.post('/api/v1/user/login', { data: { ...E2E_ADMIN, role: 'admin' } });
  expect(admin.status(), await admin.text()).toBe(200);
  const approved = await request.patch(`/api/v1/turf/approveTurf/${made._id}`, {
    data: { state: true },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  return { _id: made._id, name: turf.name, price: turf.price };
}

export interface WhenChoice {
  q?: string;
  date: LocalDate;
  /** As the control lists it: '7:00 PM'. */
  start: string;
  /** As the control lists it: '1 h'. */
  length: string;
  flexible?: boolean;
}

/** The list's search form ("Find a turf"). */
export function searchForm(page: Page) {
  return page.getByRole('search', { name: 'Find a turf' });
}

/** Fills the name box and the "When" control (the date as the control labels it) and searches. */
export async function searchWhen(page: Page, when: WhenChoice): Promise<void> {
  const form = searchForm(page);
  if (when.q !== undefined) await form.getByLabel('Name or area').fill(when.q);
  await form.getByLabel('Date').selectOption({ label: shortDateLabel(when.date) });
  await form.getByLabel('Start').selectOption({ label: when.start });
  await form.getByLabel('Length').selectOption({ label: when.length });
  await form.getByLabel('Flexible ±1 h').setChecked(when.flexible ?? false);
  await form.getByRole('button', { name: 'Search', exact: true }).click();
}

/** The card of the list whose heading is this turf's name. */
export function turfCard(page: Page, name: string) {
  return page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
}

/** The free-slot buttons of a card (named 'Book 7:00 – 8:00 PM'). */
export function freeSlotButtons(page: Page, name: string) {
  return turfCard(page, name).getByTestId('free-slots').getByRole('button');
}

/** Opens the list of one sport the way a player does: from the home page's sport cards. */
export async function openSportFromHome(page: Page, label: 'FOOTBALL' | 'CRICKET'): Promise<void> {
  await page.goto('/');
  await page.getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `${label[0]}${label.slice(1).toLowerCase()} Turfs`,
  );
  // Phones scroll the form into reach; nothing else differs.
  if (isPhone(page)) await searchForm(page).scrollIntoViewIfNeeded();
}

/**
 * Holds a slot as the logged-in player of `request` the way Pay Now does (post-payment places a
 * 10-minute hold), without paying: for a slot someone else takes while a journey looks on.
 */
export async function holdViaApi(
  request: APIRequestContext,
  userId: string,
  slot: { turfId: string; date: LocalDate; startTime: string; endTime: string; amount: string },
): Promise<void> {
  const intent = await request.post('/api/v1/payment/post-payment', {
    data: {
      amount: slot.amount,
      currency: 'inr',
      userId,
      booking: {
        turfId: slot.turfId,
        bookingDate: slot.date,
        startTime: slot.startTime,
        endTime: slot.endTime,
      },
    },
  });
  expect(intent.status(), await intent.text()).toBe(200);
}
