import { join } from 'node:path';
import { NOTIFICATION_KINDS } from '../../src/shared/notification-preferences';
import { venueDay } from '../support/booking';
import { createAccount, expect, logInViaUi, test } from '../support/fixtures';
import { waitForWhatsApp } from '../support/outbox';
import { approvedTurfOf } from '../support/owner-turf';
import { API_CARDS, logInPlayerViaApi, payForSlot } from '../support/paid-booking';
import { moveServerClock } from '../support/test-clock';

// A player who installed nothing is reminded of their game on WhatsApp (decisions 057, 059): a
// day before play and two hours before, each the approved reminder template to the number they
// opted in with, its button opening the booking's pass. The server's clock is moved to each
// moment (docs/decisions/046); the minute's job queues the reminder, the outbox sends it.

const CLOCK_OUTBOX = join(process.env.E2E_DATA_DIR ?? '.e2e-data-clock', 'outbox');

test.afterEach(async ({ request }) => moveServerClock(request, null));

test('a player is reminded on WhatsApp a day and two hours before play, the pass one tap away', async ({
  page,
  request,
  snap,
}, testInfo) => {
  test.setTimeout(240_000);
  await moveServerClock(request, null);
  const player = await createAccount(request, 'user', { fullname: 'Neha Kulkarni' });
  const owner = await createAccount(request, 'owner');
  const turfName = `E2E ${testInfo.project.name} Reminder Ground ${Date.now().toString(36)}`;
  const turfId = await approvedTurfOf(request, owner, turfName);
  const number = `8${String(Date.now()).slice(-9)}`;

  const userId = await logInPlayerViaApi(request, player);
  const channels = (kind: string) => (kind === 'reminder' ? ['whatsapp'] : ['email']);
  const kinds = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, channels(kind)]));
  const saved = await request.put('/api/v1/user/notification-preferences', {
    data: { whatsapp: { optedIn: true, number }, kinds },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  // Two days ahead: the day-before moment is always after the booking is made.
  const day = venueDay(2);
  const bookingId = await payForSlot(request, userId, {
    turfId,
    date: day,
    startTime: '7:00 PM',
    endTime: '8:00 PM',
    amount: '800.00',
    card: API_CARDS.success,
  });

  await moveServerClock(request, { date: venueDay(1), time: '19:01' });
  const dayBefore = await waitForWhatsApp(number, 'turfbook_game_reminder', {
    heading: 'Your game is tomorrow at 7:00 PM',
    outbox: CLOCK_OUTBOX,
  });
  expect(dayBefore.template.components[0]!.parameters[1]!.text).toContain(turfName);
  expect(dayBefore.template.components[1]!.parameters[0]!.text).toBe(
    `displaybookings/${bookingId}`,
  );

  await moveServerClock(request, { date: day, time: '17:01' });
  const twoHours = await waitForWhatsApp(number, 'turfbook_game_reminder', {
    heading: 'Your game is today at 7:00 PM',
    outbox: CLOCK_OUTBOX,
  });

  // The button's page: the booking and its pass.
  await logInViaUi(page, player, 'user');
  await expect(page).toHaveURL('/');
  await page.goto(`/${twoHours.template.components[1]!.parameters[0]!.text}`);
  await expect(page.getByText(turfName).first()).toBeVisible();
  await snap('reminder-opens-pass');
});
