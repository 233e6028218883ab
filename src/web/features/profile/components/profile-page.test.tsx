import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../../shared/api-types';
import { ProfilePage } from './profile-page';

// A player's profile reads their credit (docs/decisions/040): the query waits, so nothing shows.
const render = (user: SessionUser) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ProfilePage user={user} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('ProfilePage (spec §2 /userprofile)', () => {
  it('falls back for missing values and links a player to their bookings', () => {
    const html = render({
      _id: 'u',
      id: 'u',
      fullname: '',
      email: '',
      mobilenumber: '',
      role: 'user',
      language: 'en',
      memberSince: '2026-11',
    });
    expect(html).toContain('Unknown User');
    expect(html.match(/Not Available/g)).toHaveLength(2);
    // The month the account was made, not the spec's fixed text (docs/decisions/064).
    expect(html).toContain('November 2026');
    expect(html).not.toContain('March 2024');
    expect(html).toContain('href="/displaybookings"');
    expect(html).toContain('View My Bookings');
  });

  it('shows no e-mail for a player who signed up with a mobile number (decision 058)', () => {
    const html = render({
      _id: 'm',
      id: 'm',
      fullname: 'Priya Nair',
      email: null,
      mobilenumber: '9123456780',
      role: 'user',
      language: 'hi',
      memberSince: '2030-05',
    });
    expect(html.match(/Not Available/g)).toHaveLength(1);
    expect(html).toContain('9123456780');
  });

  it('links an owner to their turfs', () => {
    const html = render({
      _id: 'o',
      id: 'o',
      fullname: 'Priya',
      email: 'p@x.co',
      mobilenumber: '9876543210',
      role: 'owner',
      language: 'mr',
      memberSince: '2025-01',
    });
    expect(html).toContain('href="/turf-bookings"');
    expect(html).toContain('Your Turf');
    expect(html).not.toContain('View My Bookings');
    expect(html).toContain('January 2025');
  });

  it('offers the three languages, each named in itself, the current one marked', () => {
    const html = render({
      _id: 'l',
      id: 'l',
      fullname: 'Asha',
      email: 'a@x.co',
      mobilenumber: '9876543210',
      role: 'user',
      language: 'en',
      memberSince: '2026-12',
    });
    expect(html).toContain('lang="en" aria-current="true"');
    expect(html).toContain('>हिन्दी<');
    expect(html).toContain('>मराठी<');
  });
});
