// Push in the service worker (docs/decisions/056, 060): a message from TurfBook's server is
// `{ title, body, url }` (notifications/push-sender.ts); it is shown as a notification, and a tap
// opens its page, in a TurfBook window already open when there is one. Imported by the worker
// vite-plugin-pwa builds (scripts/build/installable-app.ts).

self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof message.title === 'string' && message.title ? message.title : 'TurfBook';
  const url = typeof message.url === 'string' ? message.url : '/';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? '/', self.location.origin);
  // Only our own pages: a message's link always is, and nothing else is opened from here.
  const url = target.origin === self.location.origin ? target.href : self.location.origin;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => 'navigate' in client);
      if (open) return open.navigate(url).then((client) => client?.focus());
      return self.clients.openWindow(url);
    }),
  );
});
