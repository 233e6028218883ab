import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../../shared/api-types';
import { ownerTurfsOverviewKey, type OwnerTurfsOverview } from '../api/owner-turfs-overview';
import { OwnerTurfsPage } from './owner-turfs-page';

// "Total Earnings" says what it counts, with the money taken at the venue beside it, never
// silently left out (decision 066).

const owner = { _id: 'o1', role: 'owner', fullname: 'Owner Rao' } as SessionUser;

const overview: OwnerTurfsOverview = {
  turfs: [],
  totalEarnings: 4500,
  earningsByDay: [],
  earningsByPlayDay: [],
  bookedHoursByDay: [],
  turfStats: [],
  venueMoney: {
    paidAtVenue: 1250.5,
    paidAtVenueByMethod: { cash: 900.5, upi: 250, card: 100 },
    notYetPaid: 300,
    turfs: [],
  },
};

function render() {
  const client = new QueryClient();
  client.setQueryData(ownerTurfsOverviewKey(owner._id), overview);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <OwnerTurfsPage user={owner} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Total Earnings on Your Turfs', () => {
  it('says it counts online bookings after refunds, with the venue’s takings beside it', () => {
    const html = render();
    expect(html).toContain('Total Earnings');
    expect(html).toContain('₹4,500.00');
    expect(html).toContain('Online bookings, after refunds');
    expect(html).toContain('Taken at the venue: ₹1,250.50');
    expect(html).toContain('Cash ₹900.50 · UPI ₹250.00 · Card ₹100.00');
  });
});
