import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AdminPayoutsAnswer } from '../../../../shared/api/payout-contract';
import { zonedNow } from '../../../../shared/time';
import { adminPayoutKeys } from '../api/admin-payouts';
import { AdminPayoutsPage } from './admin-payouts-page';
import { PlatformTotals } from './platform-totals';
import { TaxFiles } from './tax-files';
import { VenuePayoutsTable } from './venue-payouts-table';

const totals: AdminPayoutsAnswer['totals'] = {
  collected: '1600.00',
  returned: '800.00',
  fee: '80.00',
  feeGst: '14.40',
  tcs: '6.78',
  tds: '0.68',
  paidOut: '1250.50',
};

const venues: AdminPayoutsAnswer['venues'] = [
  { turfId: 'a', name: 'Arena', onHold: '704.80', balance: '0.00', failed: '0.00', reason: null },
  {
    turfId: 'b',
    name: 'Blue Court',
    onHold: '0.00',
    balance: '350.00',
    failed: '350.00',
    reason: 'The beneficiary account is closed.',
  },
];

// The page as the admin's browser first draws it (useVenueNow falls back to India's zone).
function renderPage(answer?: AdminPayoutsAnswer) {
  const client = new QueryClient();
  const today = zonedNow(new Date(), 'Asia/Kolkata').date;
  if (answer) client.setQueryData(adminPayoutKeys.day(today), { ...answer, date: today });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AdminPayoutsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the admin’s Payouts page (docs/decisions/054)', () => {
  it('shows every platform total of the day', () => {
    const html = renderToStaticMarkup(<PlatformTotals totals={totals} />);
    for (const [label, amount] of [
      ['Collected', '₹1,600.00'],
      ['Returned', '₹800.00'],
      ['TurfBook fees', '₹80.00'],
      ['GST on fees', '₹14.40'],
      ['TCS', '₹6.78'],
      ['TDS', '₹0.68'],
      ['Paid out', '₹1,250.50'],
    ])
      expect(html).toMatch(new RegExp(`${label}</dt><dd[^>]*>${amount}</dd>`));
  });

  it('lists the venues with a failed transfer first, its amount and reason in red', () => {
    const html = renderToStaticMarkup(<VenuePayoutsTable venues={venues} />);
    expect(html).toContain('role="region"');
    expect(html).toContain('aria-label="Payouts by venue"');
    expect(html).toContain('tabindex="0"');
    expect(html.indexOf('Blue Court')).toBeLessThan(html.indexOf('Arena'));
    expect(html).toMatch(/<tr class="bg-red-50">.*Blue Court/);
    expect(html).toMatch(/text-red-700">₹350.00<\/span>/);
    expect(html).toContain('The beneficiary account is closed.');
    expect(html).toContain('₹704.80');
  });

  it('says when no venue has payouts', () => {
    expect(renderToStaticMarkup(<VenuePayoutsTable venues={[]} />)).toContain(
      'No venue has payouts yet.',
    );
  });

  it('links the month’s GSTR-8 and 194-O files', () => {
    const html = renderToStaticMarkup(<TaxFiles thisMonth="2030-05" />);
    expect(html).toContain('value="2030-05"');
    expect(html).toMatch(
      /href="\/api\/v1\/admin\/tax\/gstr8.csv\?month=2030-05"[^>]*>Download GSTR-8 \(CSV\)/,
    );
    expect(html).toMatch(
      /href="\/api\/v1\/admin\/tax\/tds-194o.csv\?month=2030-05"[^>]*>Download TDS 194-O \(CSV\)/,
    );
  });

  it('waits with a spinner, then shows today’s figures under the admin’s links', () => {
    const loading = renderPage();
    expect(loading).toContain('Loading payouts');
    expect(loading).toContain('href="/admin/payouts"');
    expect(loading).toContain('Download GSTR-8 (CSV)');

    const html = renderPage({ success: true, date: '', totals, venues });
    expect(html).not.toContain('Loading payouts');
    expect(html).toContain('TurfBook fees');
    expect(html).toContain('Blue Court');
    expect(html).toMatch(/type="date"[^>]*value="\d{4}-\d{2}-\d{2}"/);
  });
});
