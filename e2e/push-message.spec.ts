import { expect, test } from './support/fixtures';

// A push message reaching the installed app (decisions 056, 060): the service worker shows what
// the server sends ({ title, body, url }) as a notification carrying its page. The push is
// delivered to the worker through the DevTools protocol, as a push service would deliver it.

// This journey is about the service worker, which the others block (docs/decisions/079).
test.use({ serviceWorkers: 'allow' });

const MESSAGE = {
  title: 'Your game is in 2 hours',
  body: 'Andheri Arena, 7:00 PM. Your pass is one tap away.',
  url: '/displaybookings',
};

test('the service worker shows a push message as a notification with its page', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications']);
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const origin = new URL(baseURL!).origin;

  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((each) => each.scopeURL === `${origin}/` && !each.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId,
    data: JSON.stringify({ ...MESSAGE, url: `${origin}${MESSAGE.url}` }),
  });

  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        const shown = await registration.getNotifications();
        return shown.map((each) => ({
          title: each.title,
          body: each.body,
          url: (each.data as { url: string }).url,
        }));
      }),
    )
    .toEqual([{ ...MESSAGE, url: `${origin}${MESSAGE.url}` }]);
});
