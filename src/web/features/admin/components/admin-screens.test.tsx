import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AdminTurf } from '../../../../shared/api/admin-turfs-contract';
import type { TurfEdit } from '../../../../shared/api/turf-edit-contract';
import type { TurfJson } from '../../../../shared/turf-types';
import { AdminDashboardPage } from './admin-dashboard-page';
import { AdminTurfCard } from './admin-turf-card';
import { AdminTurfsPage } from './admin-turfs-page';
import { PendingTurfCard } from './pending-turf-card';
import { TurfEditCard } from './turf-edit-card';
import { TurfEditsPage } from './turf-edits-page';
import { TurfReview } from './turf-review';

// The admin's screens draw every text from the admin catalogue: the web tests' English catalogues
// fail on a key they lack, and the English reads as it did (docs/decisions/062).

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );

const turf: AdminTurf = {
  _id: 't1',
  name: 'Green Arena',
  images: '/images/turfs/kick-off-arena.svg',
  location: 'Andheri',
  address: 'Link Road',
  sports_type: 'football',
  price: 1200,
  state: false,
  status: 'unlisted',
  owner: 'o1',
  ownerEmail: 'asha@example.com',
  ownerName: 'Asha Patil',
  submittedAt: '2030-05-03T05:00:00.000Z',
  unlistedAt: '2030-05-04T05:00:00.000Z',
  geo: null,
  amenities: [],
  houseRules: [],
  photos: [],
  reviewSummary: { average: null, count: 0 },
};

describe('the admin screens (docs/decisions/062)', () => {
  it('shows a turf of the list with its facts, dates and actions', () => {
    const html = render(<AdminTurfCard turf={turf} />);
    expect(html).toContain('Andheri · Football · <span class="font-semibold text-emerald-800">');
    expect(html).toContain('₹1,200.00</span>/hour');
    expect(html).toContain('Submitted:</dt><dd class="font-medium text-slate-900">Fri, 3 May 2030');
    expect(html).toContain('Unlisted:');
    expect(html).toContain('aria-label="List Green Arena again"');
    expect(html).toContain('Unlisted</span>');
    expect(render(<AdminTurfCard turf={{ ...turf, status: 'approved' }} />)).toContain(
      'aria-label="Unlist Green Arena"',
    );
    expect(
      render(
        <PendingTurfCard
          turf={{
            ...turf,
            description: '',
            linkes: '',
            averageRating: null,
            ratingCount: 0,
            ratings: [],
            reviewSummary: { average: null, count: 0 },
            photos: [],
            geo: null,
            amenities: [],
            houseRules: [],
          }}
        />,
      ),
    ).toContain('Status: Pending');
  });

  it('shows a turf under review and an edit before and after', () => {
    const json: TurfJson = {
      ...turf,
      linkes: '',
      description: 'Floodlit',
      averageRating: null,
      ratingCount: 0,
      ratings: [],
      reviewSummary: { average: null, count: 0 },
      photos: [],
      geo: { lat: 19.1197, lng: 72.8468 },
      amenities: ['covered'],
      houseRules: [],
    } as TurfJson;
    const review = render(<TurfReview turf={json} onRejected={() => {}} />);
    expect(review).toContain('Status: Pending');
    expect(review).toContain('Sport Type');
    expect(review).toContain('None');
    const edit: TurfEdit = {
      _id: 'e1',
      turfId: 't1',
      turfName: 'Green Arena',
      editor: { _id: 'a1', fullname: 'Admin', role: 'admin' },
      at: '2030-05-03T05:00:00.000Z',
      before: { price: '1000', sports_type: 'cricket', pricing: 'Base ₹1000.00/h' },
      after: { price: '1200', sports_type: 'football', pricing: 'Base ₹1200.00/h' },
    };
    const card = render(<TurfEditCard edit={edit} timeZone="Asia/Kolkata" />);
    expect(card).toContain(
      'Fri, 3 May 2030, 10:30 AM by <span class="font-medium text-slate-800">Admin</span> (admin)',
    );
    expect(card).toContain('Price per hour');
    expect(card).toContain('Cricket');
    expect(card).toContain('Prices');
  });

  it('draws the pages while they load', () => {
    expect(render(<AdminDashboardPage />)).toContain('Admin Dashboard');
    expect(render(<AdminTurfsPage />)).toContain('Turf name, location or owner');
    expect(render(<TurfEditsPage />)).toContain('The latest 50 changes owners made');
  });
});
