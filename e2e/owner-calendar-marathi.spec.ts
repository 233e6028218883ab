import { createRequire } from 'node:module';
import { IntlMessageFormat } from 'intl-messageformat';
import { formatDateIn } from '../src/shared/i18n/dates';
import { venueDay, venueNow } from './support/booking';
import { calendarCell, pickRange } from './support/owner-calendar';
import { createAccount, expect, logInViaUi, test, toast } from './support/fixtures';
import { approvedTurfOf } from './support/owner-turf';

// An owner whose account speaks Marathi (docs/decisions/062) opens the week calendar: the week's
// days, the panel and the forms in Marathi from the catalogues, times as the grid writes them
// (7:00 AM) and money as ₹; blocks a slot and records a walk-in. The texts are the catalogues'
// own, so a changed translation does not break the journey; a key left in English does.

type Catalogue = Record<string, unknown>;
const catalogue = (namespace: string): Catalogue =>
  createRequire(import.meta.url)(`../src/web/i18n/locales/mr/${namespace}.json`) as Catalogue;
const CALENDAR = catalogue('owner-calendar');
const VENUE = catalogue('venue-bookings');

/** The catalogue's message at `key` ('block.title'), formatted as the app's ICU does. */
function mr(messages: Catalogue, key: string, values: Record<string, string | number> = {}) {
  const message = key.split('.').reduce<unknown>((at, part) => (at as Catalogue)[part], messages);
  if (typeof message !== 'string') throw new Error(`No Marathi text at ${key}`);
  return String(new IntlMessageFormat(message, 'mr-IN-u-nu-latn').format(values));
}

const CUSTOMER = 'Sunil Patil';

test('an owner who speaks Marathi blocks a slot and records a walk-in on the week calendar', async ({
  page,
  request,
  a11y,
  snap,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'The week of seven days is the desktop view.');
  test.setTimeout(120_000);
  const owner = await createAccount(request, 'owner', { fullname: 'Shubhangi Deshmukh' });
  const turfName = `E2E Marathi Arena ${Date.now().toString(36)}`;
  // ₹800 an hour (the helper's listing).
  const turfId = await approvedTurfOf(request, owner, turfName);
  const today = venueNow().date;
  const tomorrow = venueDay(1);

  await logInViaUi(page, owner, 'owner');
  await expect(page).toHaveURL('/turf-bookings');
  // The account's language, and this device's memory of it (read when the app starts).
  const saved = await page.request.patch('/api/v1/user/me', { data: { language: 'mr' } });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.evaluate(() => localStorage.setItem('turfbook.language', 'mr'));
  await page.goto(`/turf-bookings/${turfId}/calendar`);

  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: mr(CALENDAR, 'page.turfTitle', { turf: turfName }),
    }),
  ).toBeVisible();
  // The week: each day's weekday and month from the platform's Marathi, digits Latin.
  const headers = page.getByTestId('calendar-day-header');
  await expect(headers).toHaveCount(7);
  await expect(headers.first()).toContainText(formatDateIn('mr', today));
  await expect(headers.first()).toContainText(mr(CALENDAR, 'grid.today'));
  await expect(headers.nth(1)).toContainText(formatDateIn('mr', tomorrow));
  await expect(page.getByRole('rowheader', { name: '7:00 PM', exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: mr(CALENDAR, 'legend.label') })).toContainText(
    mr(CALENDAR, 'legend.booked'),
  );

  // Block 7:00 – 8:00 PM tomorrow for maintenance.
  await pickRange(page, tomorrow, '7:00 PM', '7:30 PM');
  const panel = page.getByRole('complementary', { name: mr(CALENDAR, 'selection.label') });
  await expect(panel.getByTestId('calendar-selected-range')).toHaveText(
    mr(CALENDAR, 'range', { date: formatDateIn('mr', tomorrow), start: '7:00 PM', end: '8:00 PM' }),
  );
  const maintenance = mr(CALENDAR, 'reason.presets.Maintenance');
  await panel.getByRole('button', { name: maintenance, exact: true }).click();
  await a11y.check(page, 'mr: calendar with a selection');
  await snap('owner-calendar-marathi-block');
  await panel.getByRole('button', { name: mr(CALENDAR, 'block.title'), exact: true }).click();
  await expect(toast(page, mr(CALENDAR, 'toasts.blocked', { count: 1 }))).toBeVisible();
  await expect(calendarCell(page, tomorrow, '7:00 PM')).toHaveText(maintenance);
  await expect(calendarCell(page, tomorrow, '7:00 PM')).toHaveAttribute('data-look', 'block');

  // A walk-in paid in cash, 9:00 – 10:00 PM tomorrow.
  await pickRange(page, tomorrow, '9:00 PM', '9:30 PM');
  const section = page.getByRole('region', { name: mr(VENUE, 'section.title') });
  await section.getByRole('button', { name: mr(VENUE, 'section.record') }).click();
  const dialog = page.getByRole('dialog', { name: mr(VENUE, 'section.record') });
  await expect(dialog.getByLabel(mr(VENUE, 'record.date'))).toHaveValue(tomorrow);
  await expect(dialog.getByLabel(mr(VENUE, 'record.price'))).toHaveValue('800.00');
  await dialog.getByLabel(mr(VENUE, 'record.name')).fill(CUSTOMER);
  await dialog.getByLabel(mr(VENUE, 'record.phone')).fill('98200 54321');
  await expect(dialog.getByRole('radio', { name: mr(VENUE, 'paidBy.cash') })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: mr(VENUE, 'source.walk_in') })).toBeChecked();
  await a11y.check(page, 'mr: walk-in form');
  await snap('owner-calendar-marathi-walk-in');
  await dialog.getByRole('button', { name: mr(VENUE, 'record.save') }).click();
  await expect(toast(page, mr(VENUE, 'toasts.recorded', { name: CUSTOMER }))).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(calendarCell(page, tomorrow, '9:00 PM')).toHaveText(
    mr(CALENDAR, 'entry.venueTitle', {
      name: CUSTOMER,
      source: mr(CALENDAR, 'venueSource.walk_in'),
    }),
  );
  await expect(calendarCell(page, tomorrow, '9:30 PM')).toHaveText(
    mr(CALENDAR, 'entry.venuePrice', { price: '₹800.00', paidBy: mr(CALENDAR, 'paidBy.cash') }),
  );
  await expect(section.getByTestId('venue-booking')).toContainText(
    mr(VENUE, 'row.when', {
      date: formatDateIn('mr', tomorrow),
      start: '9:00 PM',
      end: '10:00 PM',
    }),
  );
  await a11y.check(page, 'mr: the week with a block and a walk-in');
  await snap('owner-calendar-marathi-week');
});
