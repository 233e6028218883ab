import type {
  BrowserContextOptions,
  APIRequestContext,
  Browser,
  BrowserContext,
  ConsoleMessage,
  Locator,
  Page,
} from '@playwright/test';
import { DEMO_TURFS } from '../../src/server/demo/demo-turfs';
import { formatDate, formatPaise } from '../../src/shared/display-format';
import { rupeesToPaise } from '../../src/shared/pricing';
import { addDays, zonedNow, type LocalDate } from '../../src/shared/time';
import { expect, storedUser } from './fixtures';
import { showDay } from './day-tabs';

// Steps shared by the turf-detail and payment journeys: the venue clock, the demo turfs each
// journey owns, the availability grid, the card form, and a second browser for a second player.

export const VENUE_TIME_ZONE = 'Asia/Kolkata';

/** "Now" at the venue, the clock the grid judges Past by (computed with Intl, like the app). */
export function venueNow(): { date: LocalDate; minutes: number } {
  return zonedNow(new Date(), VENUE_TIME_ZONE);
}

/** The venue date `days` after today. */
export function venueDay(days: number): LocalDate {
  return addDays(venueNow().date, days);
}

/**
 * The approved demo turfs the server seeds paid bookings for (the first 8 in DEMO_TURFS order):
 * on today+1 6:00–7:00 PM, today+2 7:00–8:30 AM and today+3 8:00–9:00 PM.
 */
export const SEEDED_BOOKING_TURFS: readonly string[] = DEMO_TURFS.filter((t) => t.approved)
  .slice(0, 8)
  .map((t) => t.name);

/**
 * The day of a seeded turf's 6:00–7:00 PM booking: "today+1" when the server started, which is
 * today's venue date once a run crosses the venue's midnight. Asked of the server, never computed
 * from the test's own clock.
 */
export async function seededEveningDay(
  request: APIRequestContext,
  turfId: string,
): Promise<LocalDate> {
  const from = venueDay(0);
  const to = venueDay(1);
  const response = await request.get(
    `/api/v1/booking/get-turf-bookings/${turfId}?from=${from}&to=${to}`,
  );
  expect(response.status(), await response.text()).toBe(200);
  const { bookings } = (await response.json()) as {
    bookings: { date: string; startTime: string }[];
  };
  const evening = bookings.find((slot) => slot.startTime === '6:00 PM');
  expect(
    evening,
    `a seeded 6:00 PM booking on ${from} or ${to} (a server started today)`,
  ).toBeDefined();
  return evening!.date as LocalDate;
}

export interface ListedTurf {
  _id: string;
  name: string;
  price: number;
  location: string;
}

/** A listed turf by its demo name, as the API answers it now. */
export async function turfNamed(request: APIRequestContext, name: string): Promise<ListedTurf> {
  const response = await request.get('/api/v1/turf/getTurf');
  expect(response.status(), await response.text()).toBe(200);
  const { turfs } = (await response.json()) as { turfs: ListedTurf[] };
  const turf = turfs.find((candidate) => candidate.name === name);
  expect(turf, `the demo turf "${name}" is listed`).toBeDefined();
  return turf!;
}

/** The grid cell of `date` at `time` ('9:00 PM'). */
export function gridCell(page: Page, date: LocalDate, time: string): Locator {
  return page.getByTestId('availability-grid').locator(`[data-slot="${date} ${time}"]`);
}

/** The line under the grid that names the current selection. */
export function selectionSummary(page: Page): Locator {
  return page.getByTestId('selection-summary');
}

/** The summary's text for a complete selection on one day (dates written as formatDate does). */
export function rangeText(date: LocalDate, start: string, end: string): string {
  return `${formatDate(date)}, ${start} to ${end}`;
}

/** Opens a turf's detail page and waits for the turf and its availability grid. */
export async function openTurf(page: Page, turf: { _id: string; name: string }): Promise<void> {
  await page.goto(`/turfs/${turf._id}`);
  await expect(page.getByRole('heading', { level: 1, name: turf.name })).toBeVisible();
  await expect(page.getByTestId('availability-grid')).toBeVisible();
}

/** Clicks a start and an end cell and checks the grid shows them selected. */
export async function selectRange(
  page: Page,
  date: LocalDate,
  start: string,
  end: string,
): Promise<void> {
  await showDay(page, date);
  await gridCell(page, date, start).click();
  await expect(gridCell(page, date, start)).toHaveAttribute('data-state', 'selected');
  await gridCell(page, date, end).click();
  // The end cell reads as the end ("ends 10:30 PM"), not as a half-hour played.
  await expect(gridCell(page, date, end)).toHaveAttribute('data-state', 'range-end');
  await expect(gridCell(page, date, end)).toHaveText(`ends ${end}`);
  await expect(selectionSummary(page)).toHaveText(rangeText(date, start, end));
}

/** Spec §9: (end − start in hours) × price per hour, with 2 decimals. */
export function bookingTotal(pricePerHour: number, hours: number): string {
  return (Math.round(pricePerHour * hours * 100) / 100).toFixed(2);
}

/** The same total as the screens write it (one money format): '₹1,500.00'. */
export function bookingTotalLabel(pricePerHour: number, hours: number): string {
  return formatPaise(rupeesToPaise(bookingTotal(pricePerHour, hours))!);
}

export const CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

/** Fills the local card form of /checkout. */
export async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
}

/** The logged-in user's id, from the auth store the app keeps. */
export async function loggedInUserId(page: Page): Promise<string> {
  const user = (await storedUser(page)) as { _id?: string } | null;
  expect(user?._id, 'a user is logged in').toBeTruthy();
  return user!._id!;
}

/** Where paying takes the player: the new booking's page, saying "Booking confirmed". */
export const BOOKING_CONFIRMATION_URL = /\/displaybookings\/[0-9a-f-]{36}\?confirmed=1$/;

/** The booking cards on /displaybookings for this turf and date. */
export function bookingCards(page: Page, turfName: string, date: LocalDate): Locator {
  return page
    .getByTestId('booking-card')
    .filter({ has: page.getByRole('heading', { name: turfName, exact: true }) })
    .filter({ hasText: formatDate(date) });
}

const EXPECTED_API_4XX = /^Failed to load resource: the server responded with a status of 4\d\d\b/;

export interface GuardedContext {
  context: BrowserContext;
  page: Page;
  /** Closes the context and fails on any console error it saw (same rule as the fixture). */
  close: () => Promise<void>;
}

/**
 * A second browser (another player) with the project's options and the same console guard as
 * the `test` fixture: 4xx lines of our API are allowed, any other error fails the journey.
 */
export async function openSecondBrowser(
  browser: Browser,
  baseURL: string,
  /** The project's size (viewport, isMobile, hasTouch), for a second player on a phone too. */
  size: Pick<BrowserContextOptions, 'viewport' | 'isMobile' | 'hasTouch'> = {},
): Promise<GuardedContext> {
  const apiPrefix = new URL('/api/', baseURL).href;
  const { viewport, isMobile, hasTouch } = size;
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  const problems: string[] = [];
  context.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    if (EXPECTED_API_4XX.test(message.text()) && message.location().url.startsWith(apiPrefix))
      return;
    problems.push(`console.error: ${message.text()} (at ${message.location().url})`);
  });
  context.on('weberror', (webError) => {
    const error = webError.error();
    problems.push(`uncaught page error: ${error.stack ?? error.message}`);
  });
  const page = await context.newPage();
  return {
    context,
    page,
    close: async () => {
      await context.close();
      expect(problems, 'the second browser reported errors during the journey').toEqual([]);
    },
  };
}

/**
 * Scrolls the window back to the top before a full-page screenshot: otherwise the fixed
 * navigation bar is drawn where the window happened to be scrolled, over the content.
 */
export async function scrollToTop(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
}
