import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../../shared/api-types';
import type { TurfJson } from '../../../../shared/turf-types';
import { TurfSentNotice } from './add-turf-form';
import { AddTurfPage } from './add-turf-page';
import { EditTurfForm } from './edit-turf-form';

// The turf forms draw every text from the add-turf catalogue: the web tests' English catalogues
// fail on a key they lack, and the English reads as it did (docs/decisions/062).

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );

const owner: SessionUser = {
  _id: 'o1',
  id: 'o1',
  fullname: 'priya patel',
  email: 'p@example.com',
  mobilenumber: '9876543210',
  role: 'owner',
  language: 'en',
  memberSince: '2026-12',
};

describe('the turf forms (docs/decisions/062)', () => {
  it('asks an owner for every field of a new turf', () => {
    const html = render(<AddTurfPage user={owner} />);
    expect(html).toContain('Add New Turf');
    expect(html).toContain('Every field is required.');
    expect(html).toContain('placeholder="e.g. Kick Off Arena"');
    expect(html).toContain('Select a location');
    expect(html).toContain('>Badminton</option>');
    expect(html).toContain('Price per hour (₹)');
    expect(html).toContain('Google Maps Link');
    expect(html).toContain('Type the address (or the turf name and location)');
    expect(html).toContain('Choose an image');
    expect(html).toContain('Courts (optional)');
    expect(html).toContain('Add Turf');
  });

  it('says where a sent turf waits, with a link to the owner’s turfs', () => {
    expect(render(<TurfSentNotice name="Green Arena" />)).toContain(
      '<strong>Green Arena</strong> was sent for approval. It appears on <a class="font-semibold underline" href="/turf-bookings" data-discover="true">Your Turfs</a> as Pending Approval until the admin lists it.',
    );
  });

  it('tells a player who may add turfs', () => {
    const html = render(<AddTurfPage user={{ ...owner, role: 'user' }} />);
    expect(html).toContain('Only turf owners can add turfs');
  });

  it('fills the edit form with the turf and its image', () => {
    const turf = {
      _id: 't1',
      name: 'Green Arena',
      images: '/images/turfs/kick-off-arena.svg',
      location: 'Andheri',
      address: 'Link Road',
      sports_type: 'football',
      price: 1200,
      state: true,
      owner: 'o1',
      linkes: 'https://maps.app.goo.gl/x',
      description: 'Floodlit',
      averageRating: null,
      ratingCount: 0,
      ratings: [],
      reviewSummary: { average: null, count: 0 },
      photos: [],
      geo: null,
      amenities: [],
      houseRules: [],
    } satisfies TurfJson;
    const html = render(<EditTurfForm turf={turf} />);
    expect(html).toContain('alt="The turf&#x27;s current image"');
    expect(html).toContain('Choose another image');
    expect(html).toContain('Get Link');
    expect(html).toContain('Save Changes');
  });
});
