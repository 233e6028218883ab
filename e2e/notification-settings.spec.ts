import { addDays, zonedNow } from '../src/shared/time';
import { createAccount, expect, logInViaUi, test, toast } from './support/fixtures';
import { waitForWhatsApp } from './support/outbox';
import { approvedTurfOf } from './support/owner-turf';
import { API_CARDS, logInPlayerViaApi, payForSlot } from './support/paid-booking';

// A player chooses how TurfBook reaches them (decisions 056, 057): from the profile to the
// notification settings, an explicit WhatsApp opt-in with their number, confirmations by WhatsApp
// alone; the next booking's confirmation is the approved template to that number, its button
// opening the booking's pass.

test('a player opts in to WhatsApp and gets their booking confirmed there', async ({
  page,
  request,
  snap,
}, testInfo) => {
  test.setTimeout(120_000);
  const player = await createAccount(request, 'user', { fullname: 'Asha Rao' });
  const owner = await createAccount(request, 'owner');
  const turfName = `E2E ${testInfo.project.name} WhatsApp Ground ${Date.now().toString(36)}`;
  const turfId = await approvedTurfOf(request, owner, turfName);
  const number = `9${String(Date.now()).slice(-9)}`;

  await logInViaUi(page, player, 'user');
  await expect(page).toHaveURL('/');
  await page.goto('/userprofile');
  await page.getByRole('link', { name: 'Notifications' }).click();
  await expect(page).toHaveURL('/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();

  const confirmations = page.getByRole('group', { name: 'Booking confirmations' });
  await expect(confirmations.getByLabel('WhatsApp')).toBeDisabled();
  await page.getByLabel(/Send me booking messages from TurfBook on WhatsApp/).check();
  await page.getByLabel('WhatsApp number').fill('12345');
  await expect(page.getByRole('alert')).toHaveText(
    'Enter a 10-digit Indian mobile number for WhatsApp.',
  );
  await page.getByLabel('WhatsApp number').fill(`+91 ${number.slice(0, 5)} ${number.slice(5)}`);
  await confirmations.getByLabel('WhatsApp').check();
  await confirmations.getByLabel('E-mail').uncheck();
  await confirmations.getByLabel('Push').uncheck();
  await snap('notification-settings');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(toast(page, 'Notification settings saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('WhatsApp number')).toHaveValue(number);
  await expect(confirmations.getByLabel('WhatsApp')).toBeChecked();
  await expect(confirmations.getByLabel('E-mail')).not.toBeChecked();
  await expect(page.getByText(/^Opted in on/)).toBeVisible();

  const userId = await logInPlayerViaApi(request, player);
  const config = (await (await request.get('/api/v1/config')).json()) as { venueTimeZone: string };
  const bookingId = await payForSlot(request, userId, {
    turfId,
    date: addDays(zonedNow(new Date(), config.venueTimeZone).date, 2),
    startTime: '7:00 PM',
    endTime: '8:00 PM',
    amount: '800.00',
    card: API_CARDS.success,
  });
  const message = await waitForWhatsApp(number, 'turfbook_booking_confirmed');
  expect(message.template.language.code).toBe('en');
  const [body, button] = message.template.components;
  expect(body!.parameters.map((parameter) => parameter.text)).toEqual([
    'Your booking is confirmed',
    expect.stringContaining(turfName),
  ]);
  expect(button!.parameters[0]!.text).toBe(`displaybookings/${bookingId}`);
  await page.goto(`/${button!.parameters[0]!.text}`);
  await expect(page.getByText(turfName).first()).toBeVisible();
  await snap('whatsapp-button-opens-pass');
});
