import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../../shared/api-types';
import { KIND_TITLES, defaultKindChannels } from '../../../../shared/notification-preferences';
import { applicationServerKey } from '../push-device';
import { notificationKeys } from '../api/notifications';
import { NotificationSettingsPage } from './notification-settings-page';

// The notification settings (docs/decisions/056), from answers already loaded.

function render(role: SessionUser['role'], optedIn: boolean, vapidKey: string | null) {
  const client = new QueryClient();
  const kinds = defaultKindChannels(role);
  if (optedIn) kinds.reminder = ['whatsapp'];
  client.setQueryData(notificationKeys.preferences, {
    success: true,
    whatsapp: {
      optedIn,
      number: optedIn ? '9876543210' : null,
      optedInAt: optedIn ? '2030-05-10T04:30:00.000Z' : null,
      source: optedIn ? 'preferences page' : null,
    },
    kinds,
  });
  client.setQueryData(notificationKeys.vapidKey, vapidKey);
  const user = {
    _id: 'u1',
    fullname: 'Asha',
    email: 'a@example.com',
    mobilenumber: '',
    role,
  } as SessionUser;
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <NotificationSettingsPage user={user} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('NotificationSettingsPage', () => {
  it("shows a player their kinds, not an owner's alerts, with WhatsApp boxes off until they opt in", () => {
    const html = render('user', false, null);
    expect(html).toContain(KIND_TITLES.reminder);
    expect(html).toContain(KIND_TITLES.review);
    expect(html).not.toContain(KIND_TITLES.ownerBooking);
    expect(html).toContain(
      'Send me booking messages from TurfBook on WhatsApp at this number. Reply STOP to any of them to stop.',
    );
    expect(html.match(/type="checkbox"[^>]*disabled=""/g)?.length).toBe(9);
    expect(html).toContain('Push notifications are not set up on this TurfBook server.');
  });

  it("shows an owner their venue alerts and a player's opt-in with its date", () => {
    const owner = render('owner', false, 'BKey');
    expect(owner).toContain(KIND_TITLES.ownerBooking);
    const player = render('user', true, null);
    expect(player).toContain('value="9876543210"');
    expect(player).toContain('Opted in on 10 May 2030');
    expect(player).not.toMatch(/type="checkbox"[^>]*disabled=""/);
  });
});

describe('applicationServerKey', () => {
  it('reads URL-safe base64 without padding as the key bytes', () => {
    expect([...applicationServerKey('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
    expect([...applicationServerKey('')]).toEqual([]);
  });
});
